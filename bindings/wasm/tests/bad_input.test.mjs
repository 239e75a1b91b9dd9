// The JS column of docs/bad-input.md's "Bad input" table: every cell, by running its row's example.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import * as digipeg from "digipeg";
import { DigipegError, Klondike, PegProgram, TicTacToe, gamestate } from "digipeg";

const COLUMNS = ["kind", "example", "rust", "python", "c", "js"];

function table() {
  const text = readFileSync(process.env.DIGIPEG_BAD_INPUT, "utf8");
  const section = text.split("\n## Bad input\n")[1].split("\n## ")[0];
  const rows = section.split("\n").filter((line) => line.startsWith("| ")).slice(1);
  return rows.map((row) => {
    const cells = row.replace(/^\||\|$/g, "").split("|").map((cell) => cell.trim());
    return Object.fromEntries(COLUMNS.map((name, i) => [name, cells[i]]));
  });
}

const freedGame = () => {
  const game = new TicTacToe();
  game.free();
  return game;
};

// Each row's example, in JS.
const EXAMPLES = {
  "wrong type": () => new TicTacToe().play("4"),
  "out of range": () => new TicTacToe().play(9),
  negative: () => new TicTacToe().play(-1),
  NaN: () => new TicTacToe().play(NaN),
  huge: () => new TicTacToe().play(2 ** 64),
  NULL: () => gamestate(null),
  "freed object": () => freedGame().play(0),
  "out of order": () => new PegProgram().input("3"),
  "not a move": () => Klondike.fromSeed(1).play("zz"),
  "not a deal": () => Klondike.fromJson("{}"),
};

const CLASSES = { TypeError, RangeError, Error, ...digipeg };

test("the table has a row per example", () => {
  assert.deepEqual(table().map((row) => row.kind).sort(), Object.keys(EXAMPLES).sort());
});

for (const row of table()) {
  test(`bad input: ${row.kind}`, () => {
    const found = /^`(\w+)`(?: \((\d+)\))?$/.exec(row.js);
    assert.ok(found, `unreadable cell ${row.js}`);
    const [, name, code] = found;
    const Class = CLASSES[name];
    assert.equal(typeof Class, "function", `no class ${name}`);
    assert.throws(EXAMPLES[row.kind], (err) => {
      assert.ok(err instanceof Class, `${err} is a ${name}`);
      if (name === "Error") assert.equal(Object.getPrototypeOf(err), Error.prototype, `${err} is a plain Error`);
      if (code === undefined) {
        assert.ok(!(err instanceof DigipegError), `${err}: the table says the language's own error`);
      } else {
        assert.ok(err instanceof DigipegError);
        assert.equal(err.code, Number(code));
      }
      return true;
    });
  });
}
