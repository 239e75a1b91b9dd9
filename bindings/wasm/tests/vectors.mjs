// Reader of the shared scenario files (tests/vectors/README.md): cases, steps, blocks, errors.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DigipegError, errorTable } from "digipeg";

const dir = process.env.DIGIPEG_VECTORS;

/** Parse one scenario file into cases of steps `{ line, verb, args, block, error }`. */
export function parse(text) {
  const cases = [];
  text.split("\n").forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === "" || raw.startsWith("#")) return;
    if (raw.startsWith("|")) {
      assert.ok(raw.length > 1 && raw.endsWith("|"), `line ${line}: block line must end in |`);
      const step = cases.at(-1)?.steps.at(-1);
      assert.ok(step && !step.error, `line ${line}: block without a step, or after an error line`);
      step.block.push(raw.slice(1, -1));
      return;
    }
    if (raw.startsWith("case ")) {
      cases.push({ name: raw.slice(5), steps: [] });
      return;
    }
    const kase = cases.at(-1);
    assert.ok(kase, `line ${line}: step before any case`);
    if (raw.startsWith("error ")) {
      const rest = raw.slice(6);
      const space = rest.indexOf(" ");
      const [code, message] = space < 0 ? [rest, ""] : [rest.slice(0, space), rest.slice(space + 1)];
      const step = kase.steps.at(-1);
      assert.ok(step && !step.error, `line ${line}: error line without a step, or a second one`);
      step.error = { code: Number(code), message };
      return;
    }
    const [verb, ...args] = raw.split(" ");
    kase.steps.push({ line, verb, args, block: [], error: undefined });
  });
  return cases;
}

export function load(name) {
  assert.ok(dir, "DIGIPEG_VECTORS names the tests/vectors folder");
  const cases = parse(readFileSync(join(dir, name), "utf8"));
  assert.ok(cases.length > 0, `${name} has no cases`);
  return cases;
}

/** Argument `i` as a number (exact JS number of the integer written). */
export function num(step, i) {
  const raw = step.args[i];
  assert.ok(raw !== undefined && /^-?\d+$/.test(raw), `line ${step.line}: argument ${i} is not a number: ${raw}`);
  return Number(raw);
}

export function nums(step, from = 0) {
  return step.args.slice(from).map((_, i) => num(step, from + i));
}

export function yes(step, i) {
  const raw = step.args[i];
  assert.ok(raw === "yes" || raw === "no", `line ${step.line}: expected yes or no, got ${raw}`);
  return raw === "yes";
}

export function blockText(step) {
  return step.block.map((l) => `${l}\n`).join("");
}

/** Run an action and compare its outcome with the step's `error` line (if any). */
export function check(step, action) {
  let value;
  try {
    value = action();
  } catch (err) {
    if (!step.error) {
      assert.fail(`line ${step.line}: \`${step.verb}\` failed: ${err?.code} ${err?.message}`);
    }
    assert.ok(err instanceof DigipegError, `line ${step.line}: not a DigipegError: ${err}`);
    assert.equal(err.code, step.error.code, `line ${step.line}: error code of \`${step.verb}\``);
    assert.equal(err.message, step.error.message, `line ${step.line}: error message of \`${step.verb}\``);
    assert.equal(err.kind === "OutOfRange", err instanceof RangeError, `line ${step.line}: RangeError iff out of range`);
    return { ok: false };
  }
  assert.ok(!step.error, `line ${step.line}: \`${step.verb}\` succeeded, expected error ${step.error?.code}`);
  return { ok: true, value };
}

export function noError(step) {
  assert.ok(!step.error, `line ${step.line}: \`${step.verb}\` is a check; it cannot expect an error`);
}

/** Run every case of a file; a failing case is named in the assertion message. */
export function runFile(name, runCase) {
  const cases = load(name);
  for (const kase of cases) {
    try {
      runCase(kase);
    } catch (err) {
      err.message = `${name}: case \`${kase.name}\`: ${err.message}`;
      throw err;
    }
  }
  return cases;
}

/** Fail unless every core error code in [low, high) appears in an `error` line of the file. */
export function assertCoversErrors(name, low, high) {
  const seen = new Set(load(name).flatMap((c) => c.steps.filter((s) => s.error).map((s) => s.error.code)));
  const missing = errorTable()
    .filter((e) => e.code >= low && e.code < high && !seen.has(e.code))
    .map((e) => e.name);
  assert.deepEqual(missing, [], `${name} has no error line for ${missing}`);
}

export function unknownVerb(step) {
  assert.fail(`line ${step.line}: unknown verb \`${step.verb}\``);
}
