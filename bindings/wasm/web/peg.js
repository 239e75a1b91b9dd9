// DigiPeg: choose the board, click a peg and the hole it lands in; legal jumps are highlighted;
// the final message is the engine's own text; a hint from the peg solver.
import { DigiPeg, PegSolver } from "./pkg/index.js";
import { arrowGrid, ensureRoving, errorText } from "./grid.js";

export function startPeg(root) {
  const $ = (id) => root.querySelector(`#${id}`);
  const board = $("p-board");
  const status = $("p-status");
  const final = $("p-final");
  const hintText = $("p-hint-text");
  let game = null;
  let picked = null;
  let hint = null; // the hinted jump, until the next move
  let solver = null;
  let cells = [];

  const same = (a, b) => a.row === b.row && a.col === b.col;
  const num = (id) => Number($(id).value);

  function newGame() {
    let next;
    try {
      next = new DigiPeg(num("p-rows"), num("p-cols"), num("p-erow") - 1, num("p-ecol") - 1, $("p-dirs").value);
    } catch (err) {
      status.textContent = errorText(err); // the engine's exact message
      status.classList.add("lose");
      return;
    }
    status.classList.remove("lose");
    game?.free();
    game = next;
    solver?.free();
    solver = new PegSolver();
    picked = null;
    hint = null;
    hintText.textContent = "";
    build();
    render();
  }

  function build() {
    const { rows, cols } = game;
    const cell = Math.floor(Math.min(64, 560 / Math.max(rows, cols)));
    board.style.setProperty("--pc", `${cell}px`);
    board.style.gridTemplateColumns = `20px repeat(${cols}, ${cell}px)`;
    board.replaceChildren();
    const header = document.createElement("div");
    header.setAttribute("role", "row");
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
    for (let r = 0; r < game.rows; r++) {
      for (let c = 0; c < game.cols; c++) {
        const b = cells[r][c];
        const here = { row: r, col: c };
        const peg = game.isPeg(r, c);
        const isPicked = picked !== null && same(picked, here);
        const isPick = !picked && jumps.some((j) => same(j.from, here));
        const isTarget = targets.some((t) => same(t, here));
        const isHint = hint !== null && (same(hint.from, here) || same(hint.to, here));
        b.classList.toggle("peg", peg);
        b.classList.toggle("nohole", !game.isHole(r, c));
        b.classList.toggle("pickable", isPick);
        b.classList.toggle("picked", isPicked);
        b.classList.toggle("target", isTarget);
        b.classList.toggle("hint", isHint && !isPicked && !isTarget);
        b.dataset.peg = peg ? "1" : "0";
        const action = isTarget ? ", land here" : isPicked ? ", picked" : isPick ? ", can jump" : "";
        b.setAttribute("aria-label", `Row ${r + 1}, column ${c + 1}: ${peg ? "peg" : "empty hole"}${action}`);
        b.setAttribute("aria-selected", String(isPicked));
      }
    }
    ensureRoving(board, ".pcell");
    const over = game.gameOver();
    status.textContent = over ? "Game over" : `${game.pegsLeft} pegs left, ${jumps.length} jumps possible`;
    final.textContent = over ? game.finalMessage() : "";
    $("p-hint").disabled = over;
  }

  function clickCell(r, c) {
    if (!game || game.gameOver()) return;
    const here = { row: r, col: c };
    const jumps = game.legalMoves();
    if (picked) {
      const jump = jumps.find((j) => same(j.from, picked) && same(j.to, here));
      if (jump) {
        game.play(jump);
        picked = null;
        hint = null;
        hintText.textContent = "";
      } else if (same(picked, here)) picked = null;
      else if (jumps.some((j) => same(j.from, here))) picked = here;
      else return;
    } else if (jumps.some((j) => same(j.from, here))) {
      picked = here;
    } else {
      return;
    }
    render();
  }

  board.addEventListener("click", (event) => {
    const b = event.target.closest(".pcell");
    if (b) clickCell(Number(b.dataset.row), Number(b.dataset.col));
  });
  board.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && picked) {
      picked = null;
      render();
    }
  });
  arrowGrid(board, ".pcell");

  $("p-hint").addEventListener("click", () => {
    if (!game || game.gameOver()) return;
    const budget = Math.max(1000, Math.min(5_000_000, Math.round(num("p-budget")) || 200_000));
    try {
      const h = solver.hint(game, budget);
      hint = h.jump;
      const at = (x) => `row ${x.row + 1}, column ${x.col + 1}`;
      hintText.textContent = `Hint: jump from ${at(h.jump.from)} to ${at(h.jump.to)}; the best line found leaves ${h.bestPegs} peg${h.bestPegs === 1 ? "" : "s"}${h.finished ? " (proven best)" : " (search not finished)"}.`;
    } catch (err) {
      hintText.textContent = errorText(err);
    }
    render();
  });
  $("p-new").addEventListener("click", newGame);

  newGame();
}
