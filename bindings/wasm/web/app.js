// The page: loads the wasm engine, then wires the game picker to the five games.
import init from "./pkg/index.js";
import { isNarrow } from "./layout.js";
import { startQuixo } from "./quixo.js";
import { startPeg } from "./peg.js";
import { startTicTacToe } from "./ttt.js";
import { startSolitaire } from "./solitaire.js";
import { startKlondike } from "./klondike.js";

const tabs = [...document.querySelectorAll('[role="tab"]')];

function show(name, focus = false) {
  for (const tab of tabs) {
    const on = tab.dataset.game === name;
    tab.setAttribute("aria-selected", String(on));
    tab.tabIndex = on ? 0 : -1;
    document.getElementById(tab.dataset.game).hidden = !on;
    if (on && focus) tab.focus();
  }
  if (location.hash.slice(1) !== name) history.replaceState(null, "", `#${name}`);
}

document.getElementById("picker").addEventListener("click", (event) => {
  const tab = event.target.closest('[role="tab"]');
  if (tab) show(tab.dataset.game);
});
document.getElementById("picker").addEventListener("keydown", (event) => {
  const i = tabs.indexOf(document.activeElement);
  if (i < 0) return;
  const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
  if (step) {
    event.preventDefault();
    show(tabs[(i + step + tabs.length) % tabs.length].dataset.game, true);
  }
});

addEventListener("hashchange", () => {
  const name = location.hash.slice(1);
  if (tabs.some((t) => t.dataset.game === name)) show(name);
});

// Settings are open beside the board on a wide screen, folded under it on a phone.
for (const details of document.querySelectorAll("details.settings")) details.open = !isNarrow();

const first = location.hash.slice(1);
show(tabs.some((t) => t.dataset.game === first) ? first : "quixo");
await init();
startQuixo(document.getElementById("quixo"));
startPeg(document.getElementById("peg"));
startTicTacToe(document.getElementById("ttt"));
startSolitaire(document.getElementById("solitaire"));
startKlondike(document.getElementById("klondike"));
document.getElementById("loading").textContent = "";
document.body.dataset.ready = "true";
