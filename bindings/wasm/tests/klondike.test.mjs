// Klondike through the installed package: deals, rules, moves and undo, the solver and the player.
import assert from "node:assert/strict";
import { test } from "node:test";
import { DigipegError, DigipegRangeError, Klondike, klondikeCard } from "digipeg";

const throwsCode = (action, code) =>
  assert.throws(action, (err) => err instanceof DigipegError && err.code === code, `expected error ${code}`);

test("game 1 is Klondike-Solver's game 1, and the three deal formats read it back", () => {
  const game = Klondike.fromSeed(1);
  assert.deepEqual(game.piles().map((p) => p.faceUp), [["4D"], ["4C"], ["6H"], ["JD"], ["AS"], ["5C"], ["KD"]]);
  assert.deepEqual(game.piles().map((p) => p.faceDown.length), [0, 1, 2, 3, 4, 5, 6]);
  assert.deepEqual(game.stock().slice(0, 3), ["9D", "TC", "2S"]);
  assert.deepEqual(game.foundations(), [0, 0, 0, 0]);
  assert.deepEqual([game.draw, game.passes, game.worryBack], [3, 0, true]);
  assert.ok(Klondike.fromRank(game.rank()).equals(game));
  assert.ok(Klondike.fromRank(BigInt(game.rank())).equals(game));
  assert.ok(Klondike.fromJson(game.json()).equals(game));
  assert.ok(!Klondike.fromSeed(1, 1).equals(game)); // the rules are part of the game
  assert.ok(Klondike.shuffled(9n).equals(Klondike.shuffled(9)));
});

test("moves play, undo, and say why they are refused without changing anything", () => {
  const game = Klondike.fromSeed(1);
  const start = game.clone();
  game.play("4F");
  game.play("43");
  assert.deepEqual(game.history(), ["4F", "43"]);
  assert.deepEqual(game.legalMoves(), ["52", "S4", "05", "D"]);
  const before = game.clone();
  throwsCode(() => game.play("01"), 711);
  throwsCode(() => game.play("zz"), 716);
  assert.throws(() => game.play("W7"), (err) => err instanceof DigipegRangeError && err.code === 706);
  assert.ok(game.equals(before));
  assert.equal(game.isLegal("01"), false);
  assert.equal(game.undo(), "43");
  assert.equal(game.undo(), "4F");
  assert.ok(game.equals(start));
  throwsCode(() => game.undo(), 717);
});

test("bad rules, deals and types", () => {
  throwsCode(() => Klondike.fromSeed(1, 2), 705);
  throwsCode(() => Klondike.fromSeed(1, 3, -1), 705);
  throwsCode(() => Klondike.fromSeed(1, 3, 256), 705);
  throwsCode(() => Klondike.fromSeed(-1), 702);
  throwsCode(() => Klondike.fromSeed(NaN), 702);
  throwsCode(() => Klondike.fromRank("12a"), 703);
  throwsCode(() => Klondike.fromRank(-5n), 703);
  throwsCode(() => Klondike.fromJson("{}"), 704);
  throwsCode(() => klondikeCard("1S"), 700);
  assert.equal(klondikeCard("10h"), "TH");
  for (const call of [
    () => Klondike.fromSeed("1"),
    () => Klondike.fromSeed(1, "3"),
    () => Klondike.fromSeed(1, 3, 0, "yes"),
    () => Klondike.fromJson(null),
    () => Klondike.fromSeed(1).play(3),
    () => Klondike.fromSeed(1).isLegal(undefined),
  ]) {
    assert.throws(call, TypeError);
  }
  assert.throws(() => Klondike.shuffled(-1), RangeError);
  assert.throws(() => Klondike.fromSeed(1).solve(1000, 2 ** 33), RangeError);
});

test("random play: listed moves are accepted, undo restores, the cards stay 52", () => {
  for (let seed = 0; seed < 6; seed++) {
    const game = Klondike.shuffled(seed, seed % 2 ? 1 : 3, seed % 3, seed % 2 === 0);
    const seen = [game.clone()];
    let state = seed + 1;
    for (let i = 0; i < 60; i++) {
      const legal = game.legalMoves();
      if (legal.length === 0) break;
      for (const move of legal) {
        const trial = game.clone();
        trial.play(move);
        assert.equal(trial.undo(), move);
        assert.ok(trial.equals(game));
      }
      state = (state * 1103515245 + 12345) % 2 ** 31;
      game.play(legal[state % legal.length]);
      seen.push(game.clone());
      const cards = game.piles().reduce((n, p) => n + p.faceDown.length + p.faceUp.length, 0)
        + game.stock().length + game.waste().length + game.foundations().reduce((a, b) => a + b, 0);
      assert.equal(cards, 52);
    }
    while (game.history().length > 0) {
      seen.pop();
      game.undo();
      assert.ok(game.equals(seen[seen.length - 1]));
    }
  }
});

test("the solver's line wins, and the player picks a legal move", () => {
  const game = Klondike.fromSeed(1, 1);
  const found = game.solve();
  assert.equal(found.verdict, "won");
  for (const move of found.line) game.play(move);
  assert.ok(game.isWon());
  const lost = Klondike.fromSeed(11, 1).solve();
  assert.deepEqual([lost.verdict, lost.line], ["lost", []]);
  const unknown = Klondike.fromSeed(1, 1).solve(1);
  assert.equal(unknown.verdict, "unknown");
  const fresh = Klondike.fromSeed(5);
  const move = fresh.playerMove(3);
  assert.ok(fresh.legalMoves().includes(move));
  assert.equal(fresh.playerMove(3), move);
  assert.match(fresh.toString(), /^stock 24 \| waste --\n/);
  assert.ok(!fresh.thoughtful().includes("##"));
});

test("the player's estimate comes with the move it plays", () => {
  const fresh = Klondike.fromSeed(5);
  const { move, won, guesses } = fresh.playerEstimate(3);
  assert.equal(move, fresh.playerMove(3));
  // The first moves go through the stock (no decision, so the estimate is made on its own):
  // up to the core's 128 guesses, as many as the player's budget allows.
  assert.ok(Number.isInteger(guesses) && guesses > 0 && guesses <= 128, `${guesses}`);
  assert.ok(Number.isInteger(won) && won >= 0 && won <= guesses);
  assert.deepEqual(fresh.playerEstimate(3n), { move, won, guesses });
  assert.deepEqual(fresh.history(), []);
  // Near the end of a winning line every card is known: the one guess is the real position, won.
  const game = Klondike.fromSeed(1, 1, 0, false);
  const { verdict, line } = game.solve();
  assert.equal(verdict, "won");
  for (const played of line.slice(0, -4)) game.play(played);
  const late = game.playerEstimate(1);
  assert.deepEqual([late.won, late.guesses], [1, 1]);
  assert.ok(game.legalMoves().includes(late.move));
  for (const played of line.slice(-4)) game.play(played);
  assert.deepEqual(game.legalMoves(), []);
  assert.equal(game.playerEstimate(1), undefined);
  assert.throws(() => game.playerEstimate(-1), RangeError);
  assert.throws(() => game.playerEstimate("x"), TypeError);
});
