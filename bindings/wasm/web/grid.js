// Keyboard support shared by the boards: one cell in the tab order (roving tabindex), arrow keys
// move between cells (skipping none: every cell is a focusable button), Home/End to the row's ends.

/** Make the buttons matching `selector` in `container` an arrow-key grid. */
export function arrowGrid(container, selector) {
  container.addEventListener("keydown", (event) => {
    const cell = event.target.closest(selector);
    if (!cell) return;
    const delta = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[event.key];
    const cells = [...container.querySelectorAll(selector)];
    let next;
    if (delta) {
      const row = Number(cell.dataset.row) + delta[0];
      const col = Number(cell.dataset.col) + delta[1];
      next = cells.find((c) => Number(c.dataset.row) === row && Number(c.dataset.col) === col);
    } else if (event.key === "Home" || event.key === "End") {
      const same = cells.filter((c) => c.dataset.row === cell.dataset.row);
      next = event.key === "Home" ? same[0] : same[same.length - 1];
    }
    if (next) {
      event.preventDefault();
      focusCell(container, selector, next);
    }
  });
  container.addEventListener("focusin", (event) => {
    const cell = event.target.closest(selector);
    if (cell) setRoving(container, selector, cell);
  });
}

function setRoving(container, selector, cell) {
  for (const c of container.querySelectorAll(selector)) c.tabIndex = c === cell ? 0 : -1;
}

export function focusCell(container, selector, cell) {
  setRoving(container, selector, cell);
  cell.focus();
}

/** After a re-render: keep exactly one cell in the tab order (the first, unless one is already). */
export function ensureRoving(container, selector) {
  const cells = [...container.querySelectorAll(selector)];
  if (cells.length && !cells.some((c) => c.tabIndex === 0)) setRoving(container, selector, cells[0]);
}

/** The text of an engine error (its exact message), or the thrown value. */
export function errorText(err) {
  return err instanceof Error ? err.message : String(err);
}

/** Set an element's text only when it changes: a live region is then read out for news only. */
export function setText(element, text) {
  if (element.textContent !== text) element.textContent = text;
}
