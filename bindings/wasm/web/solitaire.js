// Simplified solitaire: the piles as rows of cards (pile 0 shows only its top card), moves by
// clicking a pile then a target, the move counter against ChanceNo, the original's win/loss texts.
import { Solitaire, SolitaireSolver } from "./pkg/index.js";
import { errorText } from "./grid.js";

const ROW_WIDTH = 540; // px available for a pile's cards
const CARD = 40;

export function startSolitaire(root) {
  const $ = (id) => root.querySelector(`#${id}`);
  const list = $("s-piles");
  const status = $("s-status");
  const counter = $("s-counter");
  let game = null;
  let used = 0; // moves made (rounds used)
  let picked = null; // a pile index or null
  let result = null; // "won" | "lost" | null
  const solver = new SolitaireSolver();
  const hintText = $("s-hint-text");

  function newGame() {
    let next;
    try {
      next = Solitaire.shuffled(Number($("s-cards").value), BigInt(Math.max(0, Math.trunc(Number($("s-seed").value) || 0))));
    } catch (err) {
      status.textContent = errorText(err);
      status.className = "status lose";
      return;
    }
    game?.free();
    game = next;
    used = 0;
    picked = null;
    result = null;
    hintText.textContent = "";
    render(true);
  }

  function legalTargets(from) {
    return game.legalMoves().filter((m) => m.from === from).map((m) => m.to);
  }

  function render(rebuild = false) {
    const piles = game.piles();
    if (rebuild || list.children.length !== piles.length) {
      list.replaceChildren();
      piles.forEach((_, i) => {
        const item = document.createElement("div");
        item.setAttribute("role", "listitem");
        const b = document.createElement("button");
        b.className = "pile";
        b.dataset.pile = i;
        b.innerHTML = `<span class="pname">${i}:</span><span class="cards"></span><span class="count"></span>`;
        item.append(b);
        list.append(item);
      });
    }
    const open = result === null;
    const targets = picked !== null ? legalTargets(picked) : [];
    const sources = new Set(open ? game.legalMoves().map((m) => m.from) : []);
    [...list.querySelectorAll(".pile")].forEach((b, i) => {
      const pile = piles[i];
      const cards = b.querySelector(".cards");
      cards.replaceChildren(
        ...pile.map((card, k) => {
          const el = document.createElement("span");
          const hidden = i === 0 && k > 0;
          el.className = hidden ? "card back" : "card";
          el.textContent = hidden ? "" : String(card);
          return el;
        }),
      );
      const overlap = pile.length > 1 ? Math.min(4, (ROW_WIDTH - CARD) / (pile.length - 1) - CARD) : 4;
      cards.style.setProperty("--overlap", `${overlap}px`);
      b.querySelector(".count").textContent = i === 0 ? `${pile.length} card${pile.length === 1 ? "" : "s"}` : "";
      b.classList.toggle("picked", picked === i);
      b.classList.toggle("target", targets.includes(i));
      b.dataset.cards = i === 0 ? `${pile[0] ?? ""}${pile.length > 1 ? " *".repeat(pile.length - 1) : ""}`.trim() : pile.join(" ");
      const shown = i === 0 ? (pile.length ? `top card ${pile[0]}, ${pile.length - 1} face down` : "empty") : pile.length ? pile.join(", ") : "empty";
      const action = picked === i ? ", picked" : targets.includes(i) ? ", move here" : sources.has(i) && picked === null ? ", can move" : "";
      b.setAttribute("aria-label", `Pile ${i}: ${shown}${action}`);
      b.setAttribute("aria-pressed", String(picked === i));
    });
    $("s-hint").disabled = !open;
    counter.textContent = `Moves: ${used} of ${game.chanceNo} (ChanceNo)`;
    status.className = "status";
    if (result === "won") {
      status.textContent = `You Win in ${used} steps!`;
      status.classList.add("win");
    } else if (result === "lost") {
      status.textContent = "You Loss!";
      status.classList.add("lose");
    } else if (picked !== null) {
      status.textContent = picked === 0 ? `Move pile 0's top card where? (pile 0: to its bottom)` : `Move pile ${picked} where?`;
    } else {
      status.textContent = `Round ${used + 1} out of ${game.chanceNo}: pick a pile.`;
    }
  }

  function clickPile(i) {
    if (result !== null) return;
    if (picked === null) {
      if (legalTargets(i).length === 0) return; // nothing can move from here: nothing changes
      picked = i;
    } else if (legalTargets(picked).includes(i)) {
      game.move(picked, i);
      used++;
      picked = null;
        hintText.textContent = "";
      if (game.isComplete()) result = "won";
      else if (used >= game.chanceNo || game.legalMoves().length === 0) result = "lost";
    } else if (picked === i) {
      picked = null;
    } else {
      return; // refused move: nothing changes
    }
    render();
  }

  list.addEventListener("click", (event) => {
    const b = event.target.closest(".pile");
    if (b) clickPile(Number(b.dataset.pile));
  });
  list.addEventListener("keydown", (event) => {
    const b = event.target.closest(".pile");
    if (!b) return;
    if (event.key === "Escape" && picked !== null) {
      picked = null;
      render();
      return;
    }
    const step = { ArrowUp: -1, ArrowDown: 1 }[event.key];
    if (!step) return;
    const all = [...list.querySelectorAll(".pile")];
    const next = all[all.indexOf(b) + step];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  });
  $("s-new").addEventListener("click", newGame);
  $("s-hint").addEventListener("click", () => {
    if (result !== null) return;
    try {
      const h = solver.hint(game, 200_000, game.chanceNo - used);
      const what = h.move.from === 0 && h.move.to === 0 ? "turn pile 0's top card under" : `move pile ${h.move.from} onto pile ${h.move.to}`;
      const why = h.winIn !== undefined ? `a win in ${h.winIn} move${h.winIn === 1 ? "" : "s"}` : `no win left within the moves; this builds ${h.built} card${h.built === 1 ? "" : "s"}`;
      hintText.textContent = `Hint: ${what} (${why}${h.finished ? "" : ", search not finished"}).`;
    } catch (err) {
      hintText.textContent = errorText(err);
    }
  });

  newGame();
}
