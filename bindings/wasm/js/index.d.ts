export * from "./digipeg.js";
export { default } from "./digipeg.js";
export { DigipegError, DigipegRangeError } from "./glue.js";
