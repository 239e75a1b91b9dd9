// Browser and bundler entry of the `digipeg` package: call the default export (`await init()`)
// once before using the classes; it fetches `digipeg_bg.wasm` next to this file.
import * as generated from "./digipeg.js";
import { guardFree } from "./glue.js";

guardFree(generated);

export * from "./digipeg.js";
export { default } from "./digipeg.js";
export { DigipegError, DigipegRangeError } from "./glue.js";
