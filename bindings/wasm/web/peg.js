// DigiPeg: choose the board, tap a peg and the hole it lands in; legal jumps are highlighted; the
// final message is the engine's own text. After every jump a worker tells whether the position
// can still end with one peg (the engine's position-class test, then its solver), and gives hints.
import { arrowGrid, ensureRoving, errorText, setText } from "./grid.js";
import { fit, showBoard } from "./layout.js";
import { fromJump, newPeg, replayPeg, toJump } from "./peg-game.js";
import { Record, onMoveTap, renderMoves } from "./record.js";

const DEFAULTS = { rows: 4, cols: 4, emptyRow: 0, emptyCol: 1, directions: "orthogonal" };
const WHY = {
  one: "One peg is left.",
  found: "The engine found a line of jumps to one peg.",
  line: "The line found before still leads to one peg.",
  searched: "The solver searched every way on from here.",
  class: "Proven by the position's class: no hole could hold the last peg (no jump ever changes the class).",
  earlier: "An earlier position of this game could already not end with one peg.",
  over: "No jump is left.",
  cap: "The solver gave up after 20 million positions.",
};

export function startPeg(root) {
  const $ = (id) => root.querySelector(`#${id}`);
  const board = $("p-board");
  const status = $("p-status");
  const final = $("p-final");
  const solvable = $("p-solvable");
  const hintText = $("p-hint-text");
  const list = $("p-moves");
  const record = new Record("peg");
  const worker = new Worker(new URL("./peg-worker.js", import.meta.url), { type: "module" });
  let game = null;
  let picked = null;
  let said = ""; // what just happened, in words (the status line says it, then where the game stands)
  let hint = null; // the hinted jump, until the next move
  let asked = 0; // the id of the position the worker analyses
  let cells = [];
  let redraw = () => {};

  const same = (a, b) => a.row === b.row && a.col === b.col;
  const at = (h) => `row ${h.row + 1}, column ${h.col + 1}`;

  function readForm() {
    const num = (id) => Number($(id).value);
    const s = { rows: num("p-rows"), cols: num("p-cols"), emptyRow: num("p-erow") - 1, emptyCol: num("p-ecol") - 1, directions: $("p-dirs").value };
    try {
      newPeg(s).free(); // the engine refuses a board it cannot make, with its message
      return { settings: s };
    } catch (err) {
      return { refusal: errorText(err) };
    }
  }

  function showForm(s) {
    $("p-rows").value = s.rows;
    $("p-cols").value = s.cols;
    $("p-erow").value = s.emptyRow + 1;
    $("p-ecol").value = s.emptyCol + 1;
    $("p-dirs").value = s.directions;
  }

  function newGame(s) {
    record.start(s);
    said = `A new ${s.rows} by ${s.cols} board.`;
    rebuild();
  }

  function rebuild() {
    game?.free();
    game = replayPeg(record.settings, record.played);
    picked = null;
    hint = null;
    hintText.textContent = "";
    build();
    redraw();
    render();
    analyse();
  }

  function go(cursor) {
    cursor = Math.max(0, Math.min(record.moves.length, cursor));
    if (cursor === record.cursor) return;
    const back = cursor < record.cursor;
    const moved = record.moves.slice(Math.min(cursor, record.cursor), Math.max(cursor, record.cursor)).map(toJump);
    const last = back ? moved[0] : moved.at(-1);
    const what = `${moved.length > 1 ? `${moved.length} jumps, to ` : ""}the jump from ${at(last.from)} to ${at(last.to)}`;
    said = `${back ? "Taken back" : "Played again"}: ${what}.`;
    record.go(cursor);
    rebuild();
  }

  function build() {
    const { rows, cols } = game;
    board.style.gridTemplateColumns = `var(--plabel) repeat(${cols}, var(--pc))`;
    board.style.gridTemplateRows = `var(--plabel) repeat(${rows}, var(--pc))`;
    board.replaceChildren();
    // The column numbers are drawn for the eye only: every hole's name says its row and column.
    const header = document.createElement("div");
    header.setAttribute("aria-hidden", "true");
    header.style.display = "contents";
    header.append(label(""));
    for (let c = 0; c < cols; c++) header.append(label(String(c + 1)));
    board.append(header);
    cells = [];
    for (let r = 0; r < rows; r++) {
      const line = document.createElement("div");
      line.setAttribute("role", "row");
      line.style.display = "contents";
      line.append(label(String(r + 1)));
      const row = [];
      for (let c = 0; c < cols; c++) {
        const b = document.createElement("button");
        b.className = "pcell";
        b.setAttribute("role", "gridcell");
        b.dataset.row = r;
        b.dataset.col = c;
        b.tabIndex = -1;
        line.append(b);
        row.push(b);
      }
      cells.push(row);
      board.append(line);
    }
  }

  function label(text) {
    const d = document.createElement("div");
    d.className = "lbl";
    d.setAttribute("aria-hidden", "true");
    d.textContent = text;
    return d;
  }

  function render() {
    const jumps = game.legalMoves();
    const targets = picked ? jumps.filter((j) => same(j.from, picked)).map((j) => j.to) : [];
    const last = record.cursor > 0 ? toJump(record.moves[record.cursor - 1]) : null;
    const taken = jumpedHole(last);
    for (let r = 0; r < game.rows; r++) {
      for (let c = 0; c < game.cols; c++) {
        const b = cells[r][c];
        const here = { row: r, col: c };
        const peg = game.isPeg(r, c);
        const isPicked = picked !== null && same(picked, here);
        const isPick = !picked && jumps.some((j) => same(j.from, here));
        const isTarget = targets.some((t) => same(t, here));
        const isHint = hint !== null && (same(hint.from, here) || same(hint.to, here));
        const isLast = last !== null && same(last.to, here);
        b.classList.toggle("peg", peg);
        b.classList.toggle("nohole", !game.isHole(r, c));
        b.classList.toggle("pickable", isPick);
        b.classList.toggle("picked", isPicked);
        b.classList.toggle("target", isTarget);
        b.classList.toggle("hint", isHint && !isPicked && !isTarget);
        b.classList.toggle("last", isLast);
        b.classList.toggle("jumped", taken !== null && same(taken, here));
        b.dataset.peg = peg ? "1" : "0";
        const action = isTarget ? ", land here" : isPicked ? ", picked" : isPick ? ", can jump" : "";
        b.setAttribute("aria-label", `Row ${r + 1}, column ${c + 1}: ${peg ? "peg" : "empty hole"}${action}${isLast ? ", landed last" : ""}`);
        b.setAttribute("aria-selected", String(isPicked));
      }
    }
    ensureRoving(board, ".pcell");
    const done = game.gameOver();
    const where = done ? "Game over" : `${game.pegsLeft} pegs left, ${jumps.length} jump${jumps.length === 1 ? "" : "s"} possible`;
    setText(status, said && !done ? `${said} ${where}` : where);
    final.textContent = done ? game.finalMessage() : "";
    $("p-hint").disabled = done;
    $("p-undo").disabled = !record.canUndo;
    $("p-redo").disabled = !record.canRedo;
    renderMoves(list, record, ([r1, c1, r2, c2]) => `${r1 + 1},${c1 + 1}→${r2 + 1},${c2 + 1}`);
  }

  /** The hole whose peg the last jump removed: the one, besides where it started, that the engine emptied. */
  function jumpedHole(last) {
    if (last === null) return null;
    const before = replayPeg(record.settings, record.played.slice(0, -1));
    let found = null;
    for (let r = 0; r < game.rows; r++) {
      for (let c = 0; c < game.cols; c++) {
        if (before.isPeg(r, c) && !game.isPeg(r, c) && !same(last.from, { row: r, col: c })) found = { row: r, col: c };
      }
    }
    before.free();
    return found;
  }

  // ------------------------------------------------------------ the worker's answers

  function analyse() {
    asked++;
    showVerdict({ state: "checking", nodes: 0 });
    worker.postMessage({ type: "position", id: asked, settings: record.settings, jumps: record.played });
  }

  function showVerdict(v) {
    solvable.dataset.state = v.state;
    // Busy while the search runs: a screen reader reads the answer, not every count of positions.
    solvable.setAttribute("aria-busy", String(v.state === "checking"));
    solvable.dataset.line = v.line ? JSON.stringify(v.line.map(fromJump)) : "";
    const answer = { checking: "checking…", yes: "yes", no: "no", unknown: "not known" }[v.state];
    const why = v.state === "checking" ? (v.nodes ? `${v.nodes.toLocaleString("en")} positions searched so far.` : "") : WHY[v.why];
    solvable.innerHTML = "";
    solvable.append(`Still solvable to one peg? ${answer}`);
    if (why) {
      const small = document.createElement("span");
      small.className = "why";
      small.textContent = why;
      solvable.append(small);
    }
  }

  worker.onmessage = ({ data }) => {
    if (data.id !== asked) return; // about a position left since
    if (data.verdict) showVerdict(data.verdict);
    if (data.hint) showHint(data.hint);
  };

  function showHint(h) {
    hintText.dataset.state = h.searching ? "searching" : h.proven ? "proven" : "unproven";
    if (h.searching) {
      hintText.textContent = `Looking for the best jump… ${h.nodes.toLocaleString("en")} positions searched.`;
      return;
    }
    hint = h.jump;
    const goal = h.bestPegs === 1 ? "one peg" : `${h.bestPegs} pegs`;
    const proof = h.proven ? (h.bestPegs === 1 ? "" : " (proven best)") : " (the best line found; the search did not finish)";
    hintText.textContent = `Hint: jump from ${at(h.jump.from)} to ${at(h.jump.to)}: it leads to ${goal}${proof}.`;
    render();
  }

  // ------------------------------------------------------------ input

  function tapCell(r, c) {
    if (game.gameOver()) return;
    const here = { row: r, col: c };
    const jumps = game.legalMoves();
    if (picked) {
      const jump = jumps.find((j) => same(j.from, picked) && same(j.to, here));
      if (jump) {
        game.play(jump);
        record.push(fromJump(jump));
        said = `Jumped from ${at(jump.from)} to ${at(jump.to)}.`;
        picked = null;
        hint = null;
        hintText.textContent = "";
        render();
        analyse();
        return;
      }
      if (same(picked, here)) drop();
      else if (jumps.some((j) => same(j.from, here))) pick(here, jumps);
      else return;
    } else if (jumps.some((j) => same(j.from, here))) {
      pick(here, jumps);
    } else {
      return;
    }
    render();
  }

  function pick(here, jumps) {
    picked = here;
    const to = jumps.filter((j) => same(j.from, here)).map((j) => at(j.to));
    said = `Picked the peg at ${at(here)}: it can land at ${to.join(" or at ")}.`;
  }

  function drop() {
    picked = null;
    said = "Put the peg back.";
  }

  board.addEventListener("click", (event) => {
    const b = event.target.closest(".pcell");
    if (b) tapCell(Number(b.dataset.row), Number(b.dataset.col));
  });
  board.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && picked) {
      drop();
      render();
    }
  });
  arrowGrid(board, ".pcell");

  $("p-hint").addEventListener("click", () => {
    if (game.gameOver()) return;
    hintText.dataset.state = "searching";
    hintText.textContent = "Looking for the best jump…";
    worker.postMessage({ type: "hint", id: asked });
  });
  $("p-undo").addEventListener("click", () => go(record.cursor - 1));
  $("p-redo").addEventListener("click", () => go(record.cursor + 1));
  onMoveTap(list, go);
  // One way to start a game: New game (under the board) and the settings' own button both start
  // it with the settings the form shows, so an edited form is never silently ignored.
  const startFromForm = () => {
    const { settings, refusal } = readForm();
    $("p-settings-msg").textContent = refusal ?? "";
    if (refusal) $("p-settings").open = true;
    if (settings) {
      newGame(settings);
      showBoard();
    }
  };
  $("p-new").addEventListener("click", startFromForm);
  $("p-apply").addEventListener("click", startFromForm);

  redraw = fit(root.querySelector(".play"), ({ width, height }) => {
    const rows = game?.rows ?? 4;
    const cols = game?.cols ?? 4;
    // Width: 2 paddings (1.5 gaps each) + the label column + cols x (cell + gap); height alike.
    let cell = Math.min(64, Math.floor(Math.min(width / (cols + 1.2), height / (rows + 1.2))));
    const gap = Math.max(2, Math.min(8, Math.round(cell / 8)));
    const labelSize = Math.max(12, Math.min(20, Math.round(cell / 2)));
    cell = Math.min(64, Math.floor(Math.min((width - 3 * gap - labelSize) / cols - gap, (height - 3 * gap - labelSize) / rows - gap)));
    board.style.setProperty("--pc", `${Math.max(16, cell)}px`);
    board.style.setProperty("--pgap", `${gap}px`);
    board.style.setProperty("--plabel", `${labelSize}px`);
  });

  if (record.load(replayPeg)) {
    showForm(record.settings);
    rebuild();
  } else {
    showForm(DEFAULTS);
    newGame(DEFAULTS);
  }
}
