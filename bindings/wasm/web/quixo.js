// Quixo: pick a cube, then the end to push it in from; the slide is animated by CSS transitions
// of the cube elements. Two humans, or a human (X) against the computer (O); 2 or 4 players.
import { Quixo, QuixoPlayer } from "./pkg/index.js";
import { arrowGrid, ensureRoving, errorText } from "./grid.js";

const NAMES4 = ["X1", "O1", "X2", "O2"];
const THINK_MS = 350;
const SLIDE_MS = 330;

export function startQuixo(root) {
  const $ = (id) => root.querySelector(`#${id}`);
  const board = $("q-board");
  const status = $("q-status");
  const help = $("q-help");
  const partnerBox = $("q-partner");
  const undoButton = $("q-undo");
  let game;
  let cubes; // cubes[row][col]: the element showing that cell's cube
  let cells; // cells[row][col]: the button of that cell
  let picked = null; // { row, col } or null
  let busy = false; // the computer is thinking or a slide is running
  let token = 0; // bumps cancel pending computer moves
  let computer = null;

  const size = () => game.size;
  const name = (p) => (game.players === 4 ? NAMES4[p] : p === 0 ? "X" : "O");
  const opponentLevel = () => $("q-opponent").value;
  // The computer plays O (team O: players 1 and 3).
  const isComputer = (p) => opponentLevel() !== "human" && p % 2 === 1;
  const budget = () => Math.max(100, Math.min(200_000, Math.round(Number($("q-budget").value)) || 20_000));
  const same = (a, b) => a.row === b.row && a.col === b.col;

  function newGame() {
    token++;
    game?.free();
    game = new Quixo(5, Number($("q-players").value));
    picked = null;
    busy = false;
    build();
    render(true);
    afterMove();
  }

  function build() {
    const n = size();
    board.style.setProperty("--n", n);
    board.replaceChildren();
    cubes = [];
    cells = [];
    for (let r = 0; r < n; r++) {
      const cubeRow = [];
      const cellRow = [];
      for (let c = 0; c < n; c++) {
        const cube = document.createElement("div");
        cube.className = "cube";
        cube.setAttribute("aria-hidden", "true");
        board.append(cube);
        cubeRow.push(cube);
        const cell = document.createElement("button");
        cell.className = "qcell";
        cell.dataset.row = r;
        cell.dataset.col = c;
        cell.style.transform = place(r, c);
        cell.tabIndex = -1;
        cellRow.push(cell);
      }
      cubes.push(cubeRow);
      cells.push(cellRow);
    }
    // Buttons after the cubes, row by row, so they are on top and in reading order.
    for (const row of cells) {
      const line = document.createElement("div");
      line.setAttribute("role", "row");
      line.style.display = "contents";
      for (const cell of row) {
        cell.setAttribute("role", "gridcell");
        line.append(cell);
      }
      board.append(line);
    }
  }

  const place = (r, c) => `translate(calc(var(--gap) + ${c} * (var(--cell) + var(--gap))), calc(var(--gap) + ${r} * (var(--cell) + var(--gap))))`;

  function humanCanMove() {
    return !busy && !game.isGameOver() && !isComputer(game.turn);
  }

  function render(instant = false) {
    if (instant) board.classList.add("instant");
    const n = size();
    const moves = humanCanMove() ? game.legalMoves() : [];
    const picks = moves.map((m) => m.from);
    const targets = picked ? moves.filter((m) => same(m.from, picked)).map((m) => m.to) : [];
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const cube = cubes[r][c];
        const content = game.cube(r, c);
        cube.style.transform = place(r, c);
        cube.className = `cube ${content ? content.symbol : ""}${cube.classList.contains("moving") ? " moving" : ""}`;
        const mate = game.players === 4 && content ? `${content.symbol}${content.partner + 1}` : "";
        cube.innerHTML = content ? `${content.symbol}${mate ? `<span class="mate">→${mate}</span>` : ""}` : "";
        const cell = cells[r][c];
        const here = { row: r, col: c };
        const isPicked = picked !== null && same(picked, here);
        const isTarget = targets.some((t) => same(t, here));
        const isPick = !picked && picks.some((p) => same(p, here));
        cell.classList.toggle("pickable", isPick);
        cell.classList.toggle("picked", isPicked);
        cell.classList.toggle("target", isTarget);
        cell.dataset.symbol = content ? content.symbol : "-";
        cell.dataset.partner = content ? content.partner : "";
        const what = content ? (mate ? `${content.symbol} pointing to ${mate}` : content.symbol) : "blank";
        const action = isTarget ? ", push in here" : isPicked ? ", picked" : isPick ? ", can be picked" : "";
        cell.setAttribute("aria-label", `Row ${r + 1}, column ${c + 1}: ${what}${action}`);
        cell.setAttribute("aria-selected", String(isPicked));
      }
    }
    ensureRoving(board, ".qcell");
    board.dataset.busy = String(busy);
    board.dataset.plies = String(game.plies);
    if (instant) {
      void board.offsetWidth; // apply the positions before transitions come back
      board.classList.remove("instant");
    }
    renderStatus();
  }

  function renderStatus() {
    const outcome = game.outcome();
    status.classList.toggle("win", outcome !== undefined);
    if (outcome === "draw") {
      status.textContent = "Draw.";
    } else if (outcome) {
      status.textContent = game.players === 4 ? `Team ${outcome} (${outcome}1 + ${outcome}2) wins!` : `${outcome} wins!`;
    } else {
      const who = name(game.turn);
      const passed = game.passedPlayers().map(name);
      const note = passed.length ? ` (${passed.join(", ")} had no cube to take and passed)` : "";
      status.textContent = isComputer(game.turn) ? `${who} (computer) is thinking…${note}` : `${who} to move${note}`;
    }
    if (game.isGameOver()) help.textContent = "Game over: start a new game or undo.";
    else if (isComputer(game.turn)) help.textContent = `The computer plays ${opponentLevel()}.`;
    else help.textContent = picked ? "Now pick the end to push the cube in from." : "Pick a cube from the outer ring.";
    const team = game.turn % 2;
    partnerBox.hidden = game.players !== 4;
    const symbol = team === 0 ? "X" : "O";
    $("q-partner-0").textContent = `${symbol}1`;
    $("q-partner-1").textContent = `${symbol}2`;
    if (!partnerBox.querySelector("input:checked") || partnerBox.dataset.team !== String(team)) {
      // Default: the cube points to the mover's teammate.
      const mate = (game.turn >> 1) ^ 1;
      partnerBox.querySelector(`input[value="${mate}"]`).checked = true;
      partnerBox.dataset.team = String(team);
    }
    undoButton.disabled = busy || game.undoDepth === 0;
  }

  /** Slide the cube elements as `move` does, then play it in the engine. */
  function applyMove(move) {
    const { from, to } = move;
    const moving = cubes[from.row][from.col];
    if (from.row === to.row) {
      const row = cubes[from.row];
      row.splice(from.col, 1);
      row.splice(to.col, 0, moving);
    } else {
      const column = cubes.map((row) => row[from.col]);
      column.splice(from.row, 1);
      column.splice(to.row, 0, moving);
      column.forEach((cube, r) => (cubes[r][from.col] = cube));
    }
    game.play(move);
    picked = null;
    moving.classList.add("moving");
    busy = true;
    render();
    const mine = token;
    setTimeout(() => {
      moving.classList.remove("moving");
      if (mine !== token) return;
      busy = false;
      afterMove();
    }, SLIDE_MS);
  }

  function afterMove() {
    render();
    if (game.isGameOver() || !isComputer(game.turn)) return;
    busy = true;
    render();
    const mine = token;
    setTimeout(() => {
      if (mine !== token) return;
      try {
        computer?.free();
        computer = new QuixoPlayer(opponentLevel(), 2024);
        const choice = computer.choose(game, budget());
        applyMove(choice.move);
      } catch (err) {
        busy = false;
        status.textContent = errorText(err);
      }
    }, THINK_MS);
  }

  function clickCell(r, c) {
    if (!humanCanMove()) return;
    const here = { row: r, col: c };
    const moves = game.legalMoves();
    if (picked) {
      const partner = game.players === 4 ? Number(partnerBox.querySelector("input:checked").value) : 0;
      const move = moves.find((m) => same(m.from, picked) && same(m.to, here) && m.partner === partner);
      if (move) {
        applyMove(move);
        return;
      }
      if (same(picked, here)) picked = null; // drop it
      else if (moves.some((m) => same(m.from, here))) picked = here; // pick another
      else return; // not legal: nothing changes
    } else if (moves.some((m) => same(m.from, here))) {
      picked = here;
    } else {
      return;
    }
    render();
  }

  board.addEventListener("click", (event) => {
    const cell = event.target.closest(".qcell");
    if (cell) clickCell(Number(cell.dataset.row), Number(cell.dataset.col));
  });
  board.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && picked) {
      picked = null;
      render();
    }
  });
  arrowGrid(board, ".qcell");

  undoButton.addEventListener("click", () => {
    token++;
    busy = false;
    picked = null;
    if (game.undoDepth > 0) game.undo();
    while (game.undoDepth > 0 && isComputer(game.turn)) game.undo();
    rebuildCubes();
    afterMove();
  });
  $("q-new").addEventListener("click", newGame);
  $("q-players").addEventListener("change", newGame);
  $("q-opponent").addEventListener("change", () => {
    token++;
    busy = false;
    afterMove();
  });

  /** After an undo: put the elements back in plain order, without animation. */
  function rebuildCubes() {
    const all = cubes.flat();
    cubes = cubes.map((row, r) => row.map((_, c) => all[r * size() + c]));
    render(true);
  }

  newGame();
}
