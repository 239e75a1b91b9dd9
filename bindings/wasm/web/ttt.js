// Tic-tac-toe: you (X) against the computer (O), and a board checker showing `gamestate`'s answer
// or its exact error message.
import { TicTacToe, TicTacToePlayer, gamestate } from "./pkg/index.js";
import { arrowGrid, ensureRoving, errorText } from "./grid.js";

const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
const THINK_MS = 300;

export function startTicTacToe(root) {
  const $ = (id) => root.querySelector(`#${id}`);
  const board = $("t-board");
  const status = $("t-status");
  let game;
  let busy = false;
  let token = 0;
  let computer = null;
  const cells = [];
  const note = {
    perfect: "it never loses, wins as fast as it can",
    greedy: "it wins or blocks when it can, else plays at random",
    random: "it plays a random legal square",
  };

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

  function newGame() {
    token++;
    busy = false;
    game?.free();
    game = new TicTacToe();
    computer?.free();
    const strength = $("t-strength").value;
    computer = new TicTacToePlayer(strength, 1); // seeded: a game can be replayed
    $("t-ai-note").textContent = `You play X and move first. The computer plays O (${strength}: ${note[strength]}).`;
    render();
  }

  function render() {
    const winLine = LINES.find((l) => l.every((s) => game.at(s) !== undefined && game.at(s) === game.at(l[0])));
    for (const b of cells) {
      const s = Number(b.dataset.square);
      const mark = game.at(s);
      b.textContent = mark ?? "";
      b.className = `tcell ${mark ?? ""}`;
      b.classList.toggle("win", !!winLine?.includes(s));
      const open = !busy && !game.isOver() && mark === undefined;
      b.setAttribute("aria-disabled", String(!open));
      b.setAttribute("aria-label", `Row ${Math.floor(s / 3) + 1}, column ${(s % 3) + 1}: ${mark ?? "empty"}`);
    }
    ensureRoving(board, ".tcell");
    board.dataset.busy = String(busy);
    const state = game.state();
    const winner = game.winner();
    status.className = "status";
    if (state === "win") {
      status.textContent = winner === "X" ? "You win!" : "The computer wins.";
      status.classList.add(winner === "X" ? "win" : "lose");
    } else if (state === "draw") {
      status.textContent = "Draw.";
    } else {
      status.textContent = busy ? "The computer is thinking…" : "Your move (X).";
    }
  }

  board.addEventListener("click", (event) => {
    const b = event.target.closest(".tcell");
    if (!b || busy || game.isOver()) return;
    const square = Number(b.dataset.square);
    if (!game.isLegal(square)) return; // taken: nothing changes
    game.play(square);
    if (!game.isOver()) {
      busy = true;
      const mine = token;
      setTimeout(() => {
        if (mine !== token) return;
        game.play(computer.choose(game));
        busy = false;
        render();
      }, THINK_MS);
    }
    render();
  });
  $("t-new").addEventListener("click", newGame);
  $("t-strength").addEventListener("change", newGame);

  const result = $("t-check-result");
  $("t-check").addEventListener("click", () => {
    const rows = [0, 1, 2].map((i) => $(`t-row${i}`).value);
    result.className = "status small";
    try {
      result.textContent = `gamestate: ${gamestate(rows)}`;
    } catch (err) {
      result.textContent = errorText(err); // the engine's exact message
      result.classList.add("lose");
    }
  });
  for (const i of [0, 1, 2]) {
    $(`t-row${i}`).addEventListener("keydown", (event) => {
      if (event.key === "Enter") $("t-check").click();
    });
  }

  newGame();
}
