import type { ErrorKind } from "./digipeg.js";

/**
 * Every error of the digipeg core. `err instanceof DigipegError` is true for all of them,
 * `DigipegRangeError`s included.
 */
export class DigipegError extends Error {
  /** The core's stable numeric code, e.g. 207. */
  readonly code: number;
  /** The core's variant name, e.g. "QuixoOpponentCube". */
  name: string;
  /** What sort of mistake it is. */
  readonly kind: ErrorKind;
  private constructor();
}

/** A core error of kind "OutOfRange" (a cell, hole, square or pile off the board). */
export class DigipegRangeError extends RangeError {
  /** The core's stable numeric code, e.g. 205. */
  readonly code: number;
  /** The core's variant name, e.g. "QuixoOffBoard". */
  name: string;
  /** Always "OutOfRange". */
  readonly kind: "OutOfRange";
  private constructor();
}
