// Node entry of the `digipeg` package: the wasm is loaded synchronously on import, so the classes
// are ready at once; `await init()` is accepted (and does nothing) for code shared with browsers.
import { readFileSync } from "node:fs";
import { initSync } from "./digipeg.js";

initSync({ module: readFileSync(new URL("./digipeg_bg.wasm", import.meta.url)) });

export * from "./digipeg.js";
export { default } from "./digipeg.js";
export { DigipegError, DigipegRangeError } from "./glue.js";
