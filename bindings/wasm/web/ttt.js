// Tic-tac-toe: you against the engine's computer player (X or O, the computer answering at once),
// with undo, redo, a move list and a saved game; and a board checker, a grid to tap with the
// text form beside it, showing `gamestate`'s answer or its exact error message.
import { TicTacToe, TicTacToePlayer, gamestate } from "./pkg/index.js";
import { arrowGrid, ensureRoving, errorText, setText } from "./grid.js";
import { fit, showBoard } from "./layout.js";
import { Record, onMoveTap, renderMoves } from "./record.js";

const NOTE = {
  perfect: "it never loses, and wins as fast as it can",
  greedy: "it wins or blocks when it can, else plays at random",
  random: "it plays a random legal square",
};
const at = (s) => `r${Math.floor(s / 3) + 1}c${(s % 3) + 1}`;
const squareName = (s) => `row ${Math.floor(s / 3) + 1}, column ${(s % 3) + 1}`;

function replay(settings, squares) {
  if (!NOTE[settings.strength] || (settings.side !== "X" && settings.side !== "O")) throw new RangeError("bad settings");
  const game = new TicTacToe();
  try {
    for (const s of squares) game.play(s);
  } catch (err) {
    game.free();
    throw err;
  }
  return game;
}

export function startTicTacToe(root) {
  const $ = (id) => root.querySelector(`#${id}`);
  const board = $("t-board");
  const status = $("t-status");
  const list = $("t-moves");
  const record = new Record("ttt");
  let game = null;
  let said = ""; // the moves just played, in words: the status line says them, then whose move it is
  const cells = [];

  for (let i = 0; i < 9; i++) {
    if (i % 3 === 0) {
      const line = document.createElement("div");
      line.setAttribute("role", "row");
      line.style.display = "contents";
      board.append(line);
    }
    const b = document.createElement("button");
    b.className = "tcell";
    b.setAttribute("role", "gridcell");
    b.dataset.row = Math.floor(i / 3);
    b.dataset.col = i % 3;
    b.dataset.square = i;
    b.tabIndex = -1;
    board.lastChild.append(b);
    cells.push(b);
  }
  arrowGrid(board, ".tcell");

  const human = () => record.settings.side;

  function newGame() {
    record.start({ strength: $("t-strength").value, side: $("t-side").value, seed: Math.floor(Math.random() * 2 ** 32) });
    said = "New game.";
    rebuild();
  }

  function rebuild() {
    game?.free();
    game = replay(record.settings, record.played);
    $("t-strength").value = record.settings.strength;
    $("t-side").value = record.settings.side;
    computerMoves();
  }

  /** The computer answers at once (its perfect play is a table look-up in the engine). */
  function computerMoves() {
    while (!game.isOver() && game.turn !== human()) {
      const player = new TicTacToePlayer(record.settings.strength, BigInt(record.settings.seed) + BigInt(record.cursor));
      const square = player.choose(game);
      player.free();
      game.play(square);
      record.push(square);
      said += ` The computer played ${human() === "X" ? "O" : "X"} in ${squareName(square)}.`;
    }
    said = said.trim();
    render();
  }

  /** Go to just after move `cursor`, on the human's turn (or the end). */
  function go(cursor) {
    const from = record.cursor;
    record.go(cursor);
    while (record.canRedo && record.cursor % 2 !== (human() === "X" ? 0 : 1)) record.go(record.cursor + 1);
    const n = Math.abs(record.cursor - from);
    said = n === 0 ? "" : `${record.cursor < from ? "Taken back" : "Played again"}: ${n} move${n === 1 ? "" : "s"}.`;
    rebuild();
  }

  function undo() {
    let cursor = record.cursor - 1;
    while (cursor > 0 && cursor % 2 !== (human() === "X" ? 0 : 1)) cursor--;
    go(cursor);
  }

  function render() {
    const won = game.winner();
    const last = record.cursor > 0 ? record.moves[record.cursor - 1] : -1;
    for (const b of cells) {
      const s = Number(b.dataset.square);
      const mark = game.at(s);
      b.textContent = mark ?? "";
      b.className = `tcell ${mark ?? ""}`;
      b.classList.toggle("last", s === last);
      const open = !game.isOver() && mark === undefined;
      b.setAttribute("aria-disabled", String(!open));
      b.setAttribute("aria-label", `Row ${Math.floor(s / 3) + 1}, column ${(s % 3) + 1}: ${mark ?? "empty"}${s === last ? ", played last" : ""}`);
    }
    const line = game.winningSquares();
    for (const b of cells) b.classList.toggle("win", line.includes(Number(b.dataset.square)));
    ensureRoving(board, ".tcell");
    board.dataset.busy = "false";
    const state = game.state();
    status.className = "status";
    let where;
    if (state === "win") {
      where = won === human() ? "You win!" : "The computer wins.";
      status.classList.add(won === human() ? "win" : "lose");
    } else if (state === "draw") {
      where = "Draw.";
    } else {
      where = `Your move (${human()}).`;
    }
    setText(status, said ? `${said} ${where}` : where);
    const strength = record.settings.strength;
    $("t-ai-note").textContent = `You play ${human()}${human() === "X" ? " and move first" : ""}. The computer plays ${human() === "X" ? "O" : "X"} (${strength}: ${NOTE[strength]}).`;
    $("t-undo").disabled = !record.canUndo || undoTarget() === record.cursor;
    $("t-redo").disabled = !record.canRedo;
    renderMoves(list, record, (s, i) => `${i % 2 === 0 ? "X" : "O"} ${at(s)}`);
  }

  const undoTarget = () => {
    let cursor = record.cursor - 1;
    while (cursor > 0 && cursor % 2 !== (human() === "X" ? 0 : 1)) cursor--;
    return Math.max(0, cursor);
  };

  board.addEventListener("click", (event) => {
    const b = event.target.closest(".tcell");
    if (!b || game.isOver() || game.turn !== human()) return;
    const square = Number(b.dataset.square);
    if (!game.isLegal(square)) return; // taken: nothing changes
    game.play(square);
    record.push(square);
    said = `You played ${human()} in ${squareName(square)}.`;
    computerMoves();
  });
  $("t-new").addEventListener("click", newGame);
  $("t-apply").addEventListener("click", () => {
    newGame();
    showBoard();
  });
  $("t-undo").addEventListener("click", undo);
  $("t-redo").addEventListener("click", () => go(record.cursor + 1));
  onMoveTap(list, go);

  fit(root.querySelector(".play"), ({ width, height }) => {
    const room = Math.min(width, height);
    board.style.setProperty("--tc", `${Math.max(48, Math.min(140, Math.floor(room / (3 + 4 / 14))))}px`);
  });

  // ------------------------------------------------------------ the board checker

  const result = $("t-check-result");
  const grid = $("t-check-grid");
  const inputs = [0, 1, 2].map((i) => $(`t-row${i}`));
  const squares = [];
  for (let i = 0; i < 9; i++) {
    if (i % 3 === 0) {
      const line = document.createElement("div");
      line.setAttribute("role", "row");
      line.style.display = "contents";
      grid.append(line);
    }
    const b = document.createElement("button");
    b.type = "button";
    b.setAttribute("role", "gridcell");
    b.dataset.square = i;
    b.dataset.row = Math.floor(i / 3);
    b.dataset.col = i % 3;
    b.tabIndex = -1;
    grid.lastChild.append(b);
    squares.push(b);
  }
  arrowGrid(grid, "button");
  ensureRoving(grid, "button");
  const NEXT = { " ": "X", X: "O", O: " " };

  function check() {
    const rows = inputs.map((input) => input.value);
    squares.forEach((b, i) => {
      const ch = rows[Math.floor(i / 3)]?.[i % 3] ?? " ";
      b.textContent = ch.trim();
      b.className = ch === "X" || ch === "O" ? ch : "";
      b.setAttribute("aria-label", `Row ${Math.floor(i / 3) + 1}, column ${(i % 3) + 1}: ${ch === " " ? "empty" : ch}`);
    });
    result.className = "status small";
    try {
      result.textContent = `gamestate: ${gamestate(rows)}`;
    } catch (err) {
      result.textContent = errorText(err); // the engine's exact message
      result.classList.add("lose");
    }
  }

  grid.addEventListener("click", (event) => {
    const b = event.target.closest("button");
    if (!b) return;
    const i = Number(b.dataset.square);
    const input = inputs[Math.floor(i / 3)];
    const row = input.value.padEnd(3, " ").slice(0, 3);
    const ch = NEXT[row[i % 3]] ?? " ";
    input.value = row.slice(0, i % 3) + ch + row.slice(i % 3 + 1);
    check();
  });
  for (const input of inputs) input.addEventListener("input", check);
  check();

  if (record.load(replay)) rebuild();
  else newGame();
}
