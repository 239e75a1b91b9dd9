// Node entry of the `digipeg` package: the wasm is loaded synchronously on import, so the classes
// are ready at once; `await init()` is accepted (and does nothing) for code shared with browsers.
import { readFileSync } from "node:fs";
import * as generated from "./digipeg.js";
import { guardFree } from "./glue.js";

generated.initSync({ module: readFileSync(new URL("./digipeg_bg.wasm", import.meta.url)) });
guardFree(generated);

export * from "./digipeg.js";
export { default } from "./digipeg.js";
export { DigipegError, DigipegRangeError } from "./glue.js";
