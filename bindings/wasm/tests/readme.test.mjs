// The README's JS example, run against the installed package (its `console.log`s are checked too).
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { test } from "node:test";

test("the README example runs and prints what its comments say", async () => {
  const readme = readFileSync(process.env.DIGIPEG_README, "utf8");
  const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
  assert.equal(blocks.length, 1, "one ```js block");
  const file = new URL("./readme-example.mjs", import.meta.url);
  writeFileSync(file, blocks[0]);
  const printed = [];
  const log = console.log;
  console.log = (...args) => printed.push(args.map(String).join(" "));
  try {
    await import(file.href);
  } finally {
    console.log = log;
  }
  assert.deepEqual(printed, [
    "----X\n-----\n-----\n-----\n-----\n",
    "207 QuixoOpponentCube illegal move: you may not take a cube showing the opponent's symbol",
    "easy medium hard expert",
    "   \n X \n   \n",
  ]);
});
