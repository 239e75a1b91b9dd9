// The page: loads the wasm engine, then wires the game picker to the five games, and keeps
// itself for offline play (sw.js).
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

// Settings are open beside the board on a wide screen, folded under it on a phone; and folded on
// a wide screen too when the panel has no room for them, so that no line is cut off at the
// panel's foot (unless you opened them yourself: then the panel scrolls).
for (const details of document.querySelectorAll("details.settings")) {
  details.open = !isNarrow();
  details.querySelector("summary").addEventListener("click", () => (details.dataset.opened = String(!details.open)));
}
function roomForSettings(panel) {
  const details = panel.querySelector("details.settings");
  if (isNarrow() || !details?.open || details.dataset.opened === "true" || panel.clientHeight === 0) return;
  if (panel.scrollHeight > panel.clientHeight + 1) details.open = false;
}
for (const panel of document.querySelectorAll(".panel")) {
  let queued = false;
  const check = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      roomForSettings(panel);
    });
  };
  new MutationObserver(check).observe(panel, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ["hidden"] });
  new ResizeObserver(check).observe(panel);
}

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
await offline();

/**
 * The service worker (sw.js) keeps the page for offline play. When a new version of the page has
 * been fetched and waits, the header offers to reload into it; the tab keeps the version it
 * runs until then, and the new one takes over every tab at once.
 */
async function offline() {
  if (!("serviceWorker" in navigator)) return;
  let registration;
  try {
    registration = await navigator.serviceWorker.register("sw.js");
  } catch {
    return; // served from a file, or storage refused: the page still plays, online
  }
  if (!registration) return; // service workers turned off (a browser setting, a test)
  let switching = false;
  const offer = (worker) => {
    if (!navigator.serviceWorker.controller) return; // the first version: nothing to switch from
    document.getElementById("update").hidden = false;
    document.getElementById("update-go").onclick = () => {
      switching = true;
      worker.postMessage("take-over");
    };
  };
  navigator.serviceWorker.addEventListener("controllerchange", () => switching && location.reload());
  const watch = (worker) => worker?.addEventListener("statechange", () => worker.state === "installed" && offer(worker));
  if (registration.waiting) offer(registration.waiting);
  watch(registration.installing);
  registration.addEventListener("updatefound", () => watch(registration.installing));
  await navigator.serviceWorker.ready;
  document.body.dataset.offline = "ready";
}
