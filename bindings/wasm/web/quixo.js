// Quixo: tap a cube, then the end to push it in from; the slide is animated by CSS transitions of
// the cube elements. Two humans, or a human against the computer (a difficulty by name, searched
// in a worker: its reply shows as soon as both its decision and the slide before it are done);
// 3 x 3 to 5 x 5, 2 players or two teams of 2; an optional draw rule; undo, redo, a move list and
// a saved game. The engine decides every rule: legal moves, slides, the winner and its lines, draws.
import { arrowGrid, ensureRoving, setText } from "./grid.js";
import { fit, showBoard } from "./layout.js";
import { LEVELS, levelRefusal } from "./quixo-levels.js";
import { fromMove, replayQuixo, toMove } from "./quixo-game.js";
import { Record, onMoveTap, renderMoves } from "./record.js";

const NAMES4 = ["X1", "O1", "X2", "O2"];
const cellWords = ({ row, col }) => `row ${row + 1}, column ${col + 1}`;
/** How long a slide takes: the CSS transition of `.cube` is 320 ms (none when the system asks for less motion). */
const SLIDE_MS = 330;
const LESS_MOTION = matchMedia("(prefers-reduced-motion: reduce)");
const slideMs = () => (LESS_MOTION.matches ? 0 : SLIDE_MS);
const DEFAULTS = { size: 5, players: 2, opponent: "computer", level: "medium", side: "X", draw: "none", limit: 100 };

export function startQuixo(root) {
  const $ = (id) => root.querySelector(`#${id}`);
  const board = $("q-board");
  const status = $("q-status");
  const help = $("q-help");
  const partnerBox = $("q-partner");
  const list = $("q-moves");
  const record = new Record("quixo");
  let worker = null; // started when the computer first has to move
  let game = null;
  let cubes; // cubes[row][col]: the element showing that cell's cube
  let cells; // cells[row][col]: the button of that cell
  let picked = null; // { row, col } or null
  let sliding = false; // a slide is running
  let slideToken = 0; // bumps cancel the end of a running slide
  let request = 0; // the computer request being waited for (0: none)
  let requests = 0;
  let reply = null; // the computer's move, decided while a slide was still running
  let solving = null; // { size, since } while the worker solves a board for "perfect"
  let redraw = () => {};
  let said = ""; // the last move (or pick), in words: the status line says it, then whose turn it is

  const settings = () => record.settings;
  const name = (p) => (game.players === 4 ? NAMES4[p] : p === 0 ? "X" : "O");
  const vsComputer = () => settings().opponent === "computer";
  // The human's side: X is player 0 (and 2), O player 1 (and 3).
  const isComputer = (p) => vsComputer() && p % 2 !== (settings().side === "X" ? 0 : 1);
  const same = (a, b) => a.row === b.row && a.col === b.col;

  // ------------------------------------------------------------ settings

  function readForm() {
    const s = {
      size: Number($("q-size").value),
      players: Number($("q-players").value),
      opponent: $("q-opponent").value,
      level: $("q-level").value,
      side: $("q-side").value,
      draw: $("q-draw").value,
      limit: Number($("q-limit").value),
    };
    if (s.opponent === "computer") {
      const refusal = levelRefusal(s.level, s.size, s.players);
      if (refusal) return { refusal };
    }
    if (s.draw === "limit" && !(Number.isInteger(s.limit) && s.limit >= 2 && s.limit <= 1000)) {
      return { refusal: "The move limit must be a whole number of moves from 2 to 1000." };
    }
    return { settings: s };
  }

  function showForm(s) {
    for (const [key, id] of Object.entries({ size: "q-size", players: "q-players", opponent: "q-opponent", level: "q-level", side: "q-side", draw: "q-draw", limit: "q-limit" })) {
      $(id).value = String(s[key]);
    }
    formChanged();
  }

  function formChanged() {
    const computer = $("q-opponent").value === "computer";
    $("q-level").disabled = !computer;
    $("q-side").disabled = !computer;
    $("q-limit-label").hidden = $("q-draw").value !== "limit";
  }

  function newGame(s) {
    record.start({ ...s, seed: Math.floor(Math.random() * 2 ** 32) });
    said = "New game.";
    if (vsComputer() && LEVELS[s.level].solved) {
      computer().postMessage({ id: 0, prepare: s.size }); // solve while the human thinks
    }
    rebuild();
  }

  // ------------------------------------------------------------ the game

  /** Forget pending slides and computer moves, replay the record, and carry on from there. */
  function rebuild() {
    slideToken++;
    sliding = false;
    request = 0;
    reply = null;
    picked = null;
    game?.free();
    game = replayQuixo(settings(), record.played);
    build();
    redraw();
    render(true);
    afterMove();
  }

  /** Go to just after move `cursor`, never stopping where the computer has a recorded move to make. */
  function go(cursor) {
    const from = record.cursor;
    record.go(cursor);
    let at = replayQuixo(settings(), record.played);
    while (record.canRedo && !at.isGameOver() && isComputer(at.turn)) {
      at.play(toMove(record.moves[record.cursor]));
      record.go(record.cursor + 1);
    }
    at.free();
    const n = Math.abs(record.cursor - from);
    said = n ? `${record.cursor < from ? "Taken back" : "Played again"}: ${n} move${n === 1 ? "" : "s"}.` : "";
    rebuild();
  }

  /** Back to the human's previous turn (the computer's reply is taken back too). */
  function undo() {
    let cursor = record.cursor - 1;
    while (cursor > 0 && turnAt(cursor, isComputer)) cursor--;
    go(Math.max(0, cursor));
  }

  function turnAt(cursor, test) {
    const at = replayQuixo(settings(), record.moves.slice(0, cursor));
    const answer = !at.isGameOver() && test(at.turn);
    at.free();
    return answer;
  }

  function build() {
    const n = game.size;
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
    return !sliding && request === 0 && !game.isGameOver() && !isComputer(game.turn);
  }

  function render(instant = false) {
    if (instant) board.classList.add("instant");
    const n = game.size;
    const moves = humanCanMove() ? game.legalMoves() : [];
    const targets = picked ? moves.filter((m) => same(m.from, picked)).map((m) => m.to) : [];
    const line = game.winningCells();
    const last = record.cursor > 0 ? toMove(record.moves[record.cursor - 1]) : null;
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const cube = cubes[r][c];
        const content = game.cube(r, c);
        cube.style.transform = place(r, c);
        const isWin = line.some((w) => same(w, { row: r, col: c }));
        // The winning line tints its cubes' faces; nothing is drawn over a symbol.
        cube.className = `cube ${content ? content.symbol : ""}${isWin ? " win" : ""}${cube.classList.contains("moving") ? " moving" : ""}`;
        const mate = game.players === 4 && content ? `${content.symbol}${content.partner + 1}` : "";
        cube.innerHTML = content ? `${content.symbol}${mate ? `<span class="mate">→${mate}</span>` : ""}` : "";
        const cell = cells[r][c];
        const here = { row: r, col: c };
        const isPicked = picked !== null && same(picked, here);
        const isTarget = targets.some((t) => same(t, here));
        const isPick = !picked && moves.some((m) => same(m.from, here));
        const isLast = last !== null && same(last.to, here);
        cell.classList.toggle("pickable", isPick);
        cell.classList.toggle("picked", isPicked);
        cell.classList.toggle("target", isTarget);
        cell.classList.toggle("win", isWin);
        cell.classList.toggle("last", isLast);
        cell.classList.toggle("lastfrom", last !== null && same(last.from, here) && !isLast);
        cell.dataset.symbol = content ? content.symbol : "-";
        cell.dataset.partner = content ? content.partner : "";
        const what = content ? (mate ? `${content.symbol} pointing to ${mate}` : content.symbol) : "blank";
        const action = isTarget ? ", push in here" : isPicked ? ", picked" : isPick ? ", can be picked" : "";
        const marks = `${isWin ? ", in the winning line" : ""}${isLast ? ", moved last" : ""}`;
        cell.setAttribute("aria-label", `Row ${r + 1}, column ${c + 1}: ${what}${action}${marks}`);
        cell.setAttribute("aria-selected", String(isPicked));
      }
    }
    ensureRoving(board, ".qcell");
    board.dataset.busy = String(sliding || request !== 0);
    board.dataset.waiting = request !== 0 ? "computer" : reply ? "slide" : "";
    board.dataset.plies = String(record.cursor);
    if (instant) {
      void board.offsetWidth; // apply the positions before transitions come back
      board.classList.remove("instant");
    }
    renderStatus();
    renderMoves(list, record, label);
    $("q-moves-key").hidden = settings().players !== 4;
  }

  function label(m) {
    const [r1, c1, r2, c2, partner] = m;
    return `${r1 + 1},${c1 + 1}→${r2 + 1},${c2 + 1}${settings().players === 4 ? ` ↦${partner + 1}` : ""}`;
  }

  function renderStatus() {
    const outcome = game.outcome();
    status.className = "status";
    const who = (p) => (isComputer(p) ? `The computer (${name(p)})` : vsComputer() ? `You (${name(p)})` : name(p));
    let where;
    if (outcome === "draw") {
      where = game.repetitions && game.repetitionCount() >= game.repetitions
        ? `Draw: the same position came up a ${ordinal(game.repetitions)} time.`
        : `Draw: the move limit (${game.moveLimit} moves) was reached.`;
    } else if (outcome) {
      const team = outcome === "X" ? 0 : 1;
      const winner = game.players === 4 ? `Team ${outcome} (${outcome}1 + ${outcome}2)` : outcome;
      if (vsComputer()) {
        const mine = !isComputer(team);
        where = mine ? `You win! (${winner})` : `The computer wins (${winner}).`;
        status.classList.add(mine ? "win" : "lose");
      } else {
        where = `${winner} wins!`;
        status.classList.add("win");
      }
    } else {
      const passed = game.passedPlayers().map(name);
      const note = passed.length ? ` (${passed.join(", ")} had no cube to take and passed)` : "";
      where = isComputer(game.turn) ? `${who(game.turn)} is thinking…${note}` : `${who(game.turn)} to move${note}`;
    }
    setText(status, said ? `${said} ${where}` : where);
    if (game.isGameOver()) help.textContent = "Game over: start a new game, or undo.";
    else if (isComputer(game.turn)) help.textContent = `The computer plays ${settings().level}: it ${LEVELS[settings().level].about}.`;
    else help.textContent = picked ? "Now tap the end to push the cube in from." : "Tap a cube from the outer ring (blank or yours).";
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
    $("q-undo").disabled = !record.canUndo;
    $("q-redo").disabled = !record.canRedo;
    const thinking = $("q-think");
    thinking.hidden = solving === null;
    if (solving) {
      const seconds = ((performance.now() - solving.since) / 1000).toFixed(1);
      $("q-think-text").textContent = `Solving ${solving.size} × ${solving.size} Quixo for perfect play${solving.size === 4 ? " (43 MB, a few seconds)" : ""}… ${seconds} s`;
    }
  }

  /** Slide the cube elements as `move` does, play it in the engine and record it. */
  function play(move) {
    const { from, to } = move;
    said = moveWords(game.turn, move);
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
    record.push(fromMove(move));
    picked = null;
    moving.classList.add("moving");
    sliding = true;
    const mine = ++slideToken;
    setTimeout(() => {
      moving.classList.remove("moving");
      if (mine !== slideToken) return;
      sliding = false;
      if (reply) {
        const next = reply;
        reply = null;
        play(next);
      } else {
        render();
      }
    }, slideMs());
    afterMove(); // the computer starts thinking while the slide runs
  }

  /** A move in words: "The computer (O) took the cube at row 5, column 5 and pushed it in at row 5, column 1." */
  function moveWords(player, { from, to, partner }) {
    const who = isComputer(player) ? `The computer (${name(player)})` : vsComputer() ? "You" : name(player);
    const points = game.players === 4 ? `; it now points to ${name(player)[0]}${partner + 1}` : "";
    return `${who} took the cube at ${cellWords(from)} and pushed it in at ${cellWords(to)}${points}.`;
  }

  /** If the computer is to move, ask the worker (the answer comes to `answer`). */
  function afterMove() {
    if (!game.isGameOver() && isComputer(game.turn) && request === 0 && !reply) {
      request = ++requests;
      computer().postMessage({ id: request, settings: settings(), moves: record.played });
    }
    render();
  }

  function computer() {
    if (!worker) {
      worker = new Worker(new URL("./quixo-worker.js", import.meta.url), { type: "module" });
      worker.onmessage = answer;
    }
    return worker;
  }

  function answer({ data }) {
    if (data.solving) {
      solving = { size: data.solving, since: performance.now() };
      const tick = setInterval(() => (solving ? renderStatus() : clearInterval(tick)), 100);
      renderStatus();
      return;
    }
    if (data.id === 0 || data.prepared) {
      solving = null;
      renderStatus();
      return;
    }
    if (data.id !== request) return; // a request cancelled by undo, redo or a new game
    solving = null;
    request = 0;
    if (data.error) {
      render();
      status.textContent = data.error;
      return;
    }
    board.dataset.thinkMs = String(Math.round(data.ms));
    board.dataset.thinkLevel = data.level; // the engine player that decided, and how far it searched
    board.dataset.thinkNodes = String(data.nodes);
    board.dataset.thinkTables = String(data.tables); // played from the solved 5 x 5 layers
    const move = toMove(data.move);
    if (sliding) {
      reply = move; // shown the moment the slide before it ends
      render();
    } else {
      play(move);
    }
  }

  function tapCell(r, c) {
    if (!humanCanMove()) return;
    const here = { row: r, col: c };
    const moves = game.legalMoves();
    if (picked) {
      const partner = game.players === 4 ? Number(partnerBox.querySelector("input:checked").value) : 0;
      const move = moves.find((m) => same(m.from, picked) && same(m.to, here) && m.partner === partner);
      if (move) {
        play(move);
        return;
      }
      if (same(picked, here)) drop();
      else if (moves.some((m) => same(m.from, here))) pick(here, moves); // pick another
      else return; // not legal: nothing changes
    } else if (moves.some((m) => same(m.from, here))) {
      pick(here, moves);
    } else {
      return;
    }
    render();
  }

  function pick(here, moves) {
    picked = here;
    const ends = [...new Set(moves.filter((m) => same(m.from, here)).map((m) => cellWords(m.to)))];
    said = `Picked the cube at ${cellWords(here)}: it can be pushed in at ${ends.join(" or at ")}.`;
  }

  function drop() {
    picked = null;
    said = "Put the cube back.";
  }

  board.addEventListener("click", (event) => {
    const cell = event.target.closest(".qcell");
    if (cell) tapCell(Number(cell.dataset.row), Number(cell.dataset.col));
  });
  board.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && picked) {
      drop();
      render();
    }
  });
  arrowGrid(board, ".qcell");

  $("q-undo").addEventListener("click", undo);
  $("q-redo").addEventListener("click", () => go(record.cursor + 1));
  onMoveTap(list, go);
  // One way to start a game: New game (under the board) and the settings' own button both start
  // it with the settings the form shows, so an edited form is never silently ignored.
  const startFromForm = () => {
    const { settings: s, refusal } = readForm();
    $("q-settings-msg").textContent = refusal ?? "";
    if (refusal) $("q-settings").open = true;
    if (s) {
      newGame(s);
      showBoard();
    }
  };
  $("q-new").addEventListener("click", startFromForm);
  $("q-apply").addEventListener("click", startFromForm);
  for (const id of ["q-opponent", "q-draw"]) $(id).addEventListener("change", formChanged);

  redraw = fit(root.querySelector(".play"), ({ width, height }) => {
    const n = game?.size ?? 5;
    const room = Math.min(width, height);
    const gap = Math.max(3, Math.round(room / 90));
    const cell = Math.max(24, Math.min(96, Math.floor((room - (n + 1) * gap) / n)));
    board.style.setProperty("--gap", `${gap}px`);
    board.style.setProperty("--cell", `${cell}px`);
  });

  if (record.load(replayQuixo) && !levelRefusal(record.settings.level, record.settings.size, record.settings.players)) {
    showForm(record.settings);
    rebuild();
  } else {
    showForm(DEFAULTS);
    newGame(DEFAULTS);
  }
}

function ordinal(k) {
  return k === 2 ? "2nd" : k === 3 ? "3rd" : `${k}th`;
}
