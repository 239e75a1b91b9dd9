// The README's JS examples, each run against the installed package (their `console.log`s are checked too).
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { test } from "node:test";

// What each block prints, in the README's order: what its comments say.
const printed = [
  ["win", "0 2 6 8"],
  [
    "----X\n-----\n-----\n-----\n-----\n",
    "207 QuixoOpponentCube illegal move: you may not take a cube showing the opponent's symbol",
    "easy medium hard expert",
    "   \n X \n   \n",
  ],
  ["true true true"],
  ["unknown lost"],
];

test("the README examples run and print what their comments say", async () => {
  const readme = readFileSync(process.env.DIGIPEG_README, "utf8");
  const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
  assert.equal(blocks.length, printed.length, `${printed.length} \`\`\`js blocks`);
  for (const [index, block] of blocks.entries()) {
    const file = new URL(`./readme-example-${index}.mjs`, import.meta.url);
    writeFileSync(file, block);
    const lines = [];
    const log = console.log;
    console.log = (...args) => lines.push(args.map(String).join(" "));
    try {
      await import(file.href);
    } finally {
      console.log = log;
    }
    assert.deepEqual(lines, printed[index], `block ${index}`);
  }
});
