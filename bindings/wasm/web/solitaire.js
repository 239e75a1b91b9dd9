// Simplified solitaire: the piles as rows of cards (pile 0 shows its top card and the face-down
// rest as one stack), moves by tapping a pile then a target; the piles that can move are outlined
// before you pick; the move counter runs against ChanceNo; the original's win and loss texts;
// undo, redo, a move list, a saved game; at the end, "par": the shortest win from the deal.
import { arrowGrid, ensureRoving, errorText, setText } from "./grid.js";
import { fit, showBoard } from "./layout.js";
import { Record, onMoveTap, renderMoves } from "./record.js";
import { SolitairePlay } from "./pkg/index.js";
import { deal, replaySolitaire } from "./solitaire-game.js";

const DEFAULTS = { cards: 10, seed: 1 };
const MOST_CARDS = 64; // the engine's largest deal

export function startSolitaire(root) {
  const $ = (id) => root.querySelector(`#${id}`);
  const list = $("s-piles");
  const status = $("s-status");
  const counter = $("s-counter");
  const hintText = $("s-hint-text");
  const moveList = $("s-moves");
  const record = new Record("solitaire");
  let worker = null; // started when the solver is first needed
  let game = null;
  let picked = null; // a pile index or null
  let said = ""; // what just happened, in words: the status line says it, then the round
  let par = null; // what the worker said about the deal
  let asks = 0;
  let parAsk = 0;
  let hintAsk = 0;
  let room = { width: 600, height: 600 };
  let ending; // the play() program's end after the moves made: { result: "won", rounds } | { result: "lost" } | undefined

  function readForm() {
    const cards = Number($("s-cards").value);
    const seed = Number($("s-seed").value);
    if (!Number.isInteger(cards) || cards < 1) return { refusal: `Deal a whole number of cards from 1 to ${MOST_CARDS}.` };
    if (!Number.isSafeInteger(seed) || seed < 0) return { refusal: "The seed is a whole number from 0 up." };
    try {
      deal({ cards, seed }).free(); // the engine refuses what it cannot deal, with its message
    } catch (err) {
      return { refusal: errorText(err) };
    }
    return { settings: { cards, seed } };
  }

  function newGame(s) {
    record.start(s);
    said = `A new deal of ${s.cards} card${s.cards === 1 ? "" : "s"}.`;
    par = null;
    parAsk = 0;
    rebuild();
  }

  function rebuild() {
    game?.free();
    game = replaySolitaire(record.settings, record.played);
    judge();
    $("s-cards").value = record.settings.cards;
    $("s-seed").value = record.settings.seed;
    picked = null;
    hintText.textContent = "";
    render(true);
  }

  function go(cursor) {
    cursor = Math.max(0, Math.min(record.moves.length, cursor));
    if (cursor === record.cursor) return;
    const back = cursor < record.cursor;
    const [from, to] = record.moves[back ? cursor : cursor - 1];
    const n = Math.abs(cursor - record.cursor);
    said = `${back ? "Taken back" : "Played again"}: ${n > 1 ? `${n} moves, to ` : ""}${moveWords(from, to).replace(/^./, (c) => c.toLowerCase()).replace(/\.$/, "")}.`;
    record.go(cursor);
    rebuild();
  }

  /** A move in words: "Moved pile 2 onto pile 4." */
  const moveWords = (from, to) => (from === 0 && to === 0 ? "Turned pile 0's top card under." : `Moved ${from === 0 ? "pile 0's top card" : `pile ${from}`} onto pile ${to}.`);

  function solver() {
    if (!worker) {
      worker = new Worker(new URL("./solitaire-worker.js", import.meta.url), { type: "module" });
      worker.onmessage = answer;
    }
    return worker;
  }

  /** Par is asked for once, when the game first ends. */
  function askPar() {
    if (parAsk) return;
    parAsk = ++asks;
    solver().postMessage({ id: parAsk, job: "par", settings: record.settings });
  }

  /** "won", "lost" or null: the engine's play() program, fed the moves made, says how it ended. */
  function result() {
    return ending?.result ?? null;
  }

  function judge() {
    const start = deal(record.settings);
    const program = new SolitairePlay(start);
    start.free();
    program.start();
    for (const [from, to] of record.played) {
      program.input(String(from));
      program.input(String(to));
    }
    ending = program.end();
    program.free();
  }

  function legalTargets(from) {
    return game.legalMoves().filter((m) => m.from === from).map((m) => m.to);
  }

  function render(rebuildList = false) {
    const piles = game.piles();
    if (rebuildList || list.children.length !== piles.length) {
      list.replaceChildren();
      piles.forEach((_, i) => {
        const item = document.createElement("div");
        item.setAttribute("role", "listitem");
        const b = document.createElement("button");
        b.className = "pile";
        b.dataset.pile = i;
        b.dataset.row = i;
        b.dataset.col = 0;
        b.tabIndex = -1;
        // What the pile shows is for the eye; its name says the same in words.
        b.innerHTML = `<span class="pname" aria-hidden="true">${i}</span> <span class="cards" aria-hidden="true"></span> <span class="count" aria-hidden="true"></span>`;
        item.append(b);
        list.append(item);
      });
    }
    layout(piles.length);
    const over = result();
    const targets = picked !== null ? legalTargets(picked) : [];
    const sources = new Set(over ? [] : game.legalMoves().map((m) => m.from));
    const last = record.cursor > 0 ? record.moves[record.cursor - 1] : null;
    const rowWidth = list.querySelector(".pile .cards").clientWidth;
    const cardWidth = parseFloat(getComputedStyle(list).getPropertyValue("--card-w"));
    [...list.querySelectorAll(".pile")].forEach((b, i) => {
      const pile = piles[i];
      const cards = b.querySelector(".cards");
      const shown = i === 0 ? pile.slice(0, 1) : pile;
      const elements = shown.map((card) => {
        const el = document.createElement("span");
        el.className = "card";
        el.textContent = String(card);
        return el;
      });
      if (i === 0 && pile.length > 1) {
        const stack = document.createElement("span");
        stack.className = "card back";
        stack.innerHTML = `<span data-face="×${pile.length - 1}"></span>`; // drawn by the style sheet: the name says it
        stack.setAttribute("aria-hidden", "true");
        elements.push(stack);
      }
      spread(elements, rowWidth, cardWidth);
      cards.replaceChildren(...elements.flatMap((el, k) => (k ? [" ", el] : [el]))); // spaced, as the name reads them
      b.querySelector(".count").textContent = pile.length > 1 ? `${pile.length}` : "";
      b.classList.toggle("picked", picked === i);
      b.classList.toggle("target", targets.includes(i));
      b.classList.toggle("movable", picked === null && sources.has(i));
      b.classList.toggle("last", last !== null && last[1] === i);
      b.dataset.cards = i === 0 ? `${pile[0] ?? ""}${pile.length > 1 ? " *".repeat(pile.length - 1) : ""}`.trim() : pile.join(" ");
      // The name holds what the pile shows, in the same order (its number, its cards, how many).
      const count = pile.length > 1 ? `, ${pile.length} cards` : "";
      const what = !pile.length ? "empty" : i === 0 ? `${pile[0]}${count}${pile.length > 1 ? `, ${pile.length - 1} of them face down under it` : ""}` : `${pile.join(", ")}${count}`;
      const action = picked === i ? ", picked" : targets.includes(i) ? ", move here" : sources.has(i) && picked === null ? ", can move" : "";
      b.setAttribute("aria-label", `Pile ${i}: ${what}${action}`);
      b.setAttribute("aria-pressed", String(picked === i));
    });
    ensureRoving(list, ".pile");
    $("s-hint").disabled = over !== null;
    $("s-undo").disabled = !record.canUndo;
    $("s-redo").disabled = !record.canRedo;
    counter.textContent = `Moves: ${record.cursor} of ${game.chanceNo} (ChanceNo)`;
    status.className = "status";
    if (over === "won") {
      setText(status, `You Win in ${ending.rounds} steps!`);
      status.classList.add("win");
    } else if (over === "lost") {
      setText(status, "You Loss!");
      status.classList.add("lose");
    } else if (picked !== null) {
      setText(status, said || (picked === 0 ? `Move pile 0's top card where? (pile 0: to its bottom)` : `Move pile ${picked} where?`));
    } else {
      const where = `Round ${record.cursor + 1} out of ${game.chanceNo}: pick a pile.`;
      setText(status, said ? `${said} ${where}` : where);
    }
    renderPar(over);
    renderMoves(moveList, record, ([from, to]) => (from === 0 && to === 0 ? "0 under" : `${from}→${to}`));
  }

  function renderPar(over) {
    const text = $("s-par");
    if (over) askPar();
    text.dataset.par = par?.moves ?? (par?.none ? "none" : par ? "unknown" : "");
    if (!over) {
      text.textContent = "";
    } else if (!par) {
      text.textContent = "Par: the solver is still looking for the shortest win from this deal…";
    } else if (par.moves !== undefined) {
      text.textContent = `Par: ${par.moves} move${par.moves === 1 ? "" : "s"} (the shortest win from this deal).`;
    } else if (par.none) {
      text.textContent = `Par: none. This deal cannot be won within ${game.chanceNo} moves.`;
    } else {
      text.textContent = "Par: not known (the solver gave up on this deal).";
    }
  }

  /** Card sizes from the height available: every pile a row, all rows on screen. */
  function layout(count) {
    const gap = 6;
    const row = Math.max(30, Math.min(66, Math.floor((room.height - (count - 1) * gap) / count)));
    const cardHeight = row - 10;
    list.style.setProperty("--card-h", `${cardHeight}px`);
    list.style.setProperty("--card-w", `${Math.round(cardHeight * 0.72)}px`);
  }

  /** Overlap a row's cards to fit `width`: the first and last stay whole, the rest fan between. */
  function spread(elements, width, cardWidth) {
    const n = elements.length;
    const natural = n * cardWidth + (n - 1) * 4;
    elements.forEach((el, k) => {
      let margin = 4;
      if (natural > width && n > 2) margin = k === 0 ? 2 : (width - 2 * cardWidth - 2) / (n - 2) - cardWidth;
      el.style.marginRight = k === n - 1 ? "0" : `${margin}px`;
    });
  }

  function tapPile(i) {
    if (result() !== null) return;
    if (picked === null) {
      const targets = legalTargets(i);
      if (targets.length === 0) return; // nothing can move from here: nothing changes
      picked = i;
      const onto = targets.map((t) => (t === 0 && i === 0 ? "under pile 0 itself" : `pile ${t}`));
      said = `Picked ${i === 0 ? "pile 0's top card" : `pile ${i}`}: it can go onto ${onto.join(" or ")}.`;
    } else if (legalTargets(picked).includes(i)) {
      said = moveWords(picked, i);
      game.play({ from: picked, to: i });
      record.push([picked, i]);
      judge();
      picked = null;
      hintText.textContent = "";
    } else if (picked === i) {
      picked = null;
      said = "Put back.";
    } else {
      return; // refused move: nothing changes
    }
    render();
  }

  function answer({ data }) {
    if (data.id === parAsk && data.par) {
      par = data.par;
      renderPar(result());
    } else if (data.id === hintAsk) {
      if (data.error) {
        hintText.textContent = data.error;
        return;
      }
      const h = data.hint;
      const what = h.move.from === 0 && h.move.to === 0 ? "turn pile 0's top card under" : `move pile ${h.move.from} onto pile ${h.move.to}`;
      const why = h.winIn !== undefined ? `a win in ${h.winIn} move${h.winIn === 1 ? "" : "s"}` : `no win left within the moves; this builds ${h.built} card${h.built === 1 ? "" : "s"}`;
      hintText.textContent = `Hint: ${what} (${why}${h.finished ? "" : ", search not finished"}).`;
    }
  }

  list.addEventListener("click", (event) => {
    const b = event.target.closest(".pile");
    if (b) tapPile(Number(b.dataset.pile));
  });
  list.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && picked !== null && event.target.closest(".pile")) {
      picked = null;
      said = "Put back.";
      render();
    }
  });
  arrowGrid(list, ".pile"); // up and down between the piles
  // One way to start a game: New game (under the board) and the settings' own button both start
  // it with the settings the form shows, so an edited form is never silently ignored.
  const startFromForm = () => {
    const { settings, refusal } = readForm();
    $("s-settings-msg").textContent = refusal ?? "";
    if (refusal) $("s-settings").open = true;
    if (settings) {
      newGame(settings);
      showBoard();
    }
  };
  $("s-new").addEventListener("click", startFromForm);
  $("s-apply").addEventListener("click", startFromForm);
  $("s-undo").addEventListener("click", () => go(record.cursor - 1));
  $("s-redo").addEventListener("click", () => go(record.cursor + 1));
  onMoveTap(moveList, go);
  $("s-hint").addEventListener("click", () => {
    if (result() !== null) return;
    hintText.textContent = "Looking for the shortest win…";
    hintAsk = ++asks;
    solver().postMessage({ id: hintAsk, job: "hint", settings: record.settings, moves: record.played });
  });

  fit(root.querySelector(".play"), (space) => {
    room = space;
    if (game) render();
  });

  if (record.load(replaySolitaire) && record.settings.cards >= 1 && record.settings.cards <= MOST_CARDS) {
    rebuild();
  } else {
    newGame(DEFAULTS);
  }
}
