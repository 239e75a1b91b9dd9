// Fitting each board to the screen, from a phone (360 x 640) to a desktop (1920 x 1080). On a wide
// screen the board has the column left of the panel; on a narrow one it sits above the panel and
// must fit the first screenful (the page scrolls down to the panel). Boards size their cells from
// the space this module measures, whenever it changes.

const NARROW = matchMedia("(max-width: 759px)");

/** Whether the page is in its one-column (phone) layout. */
export const isNarrow = () => NARROW.matches;

/** The width and height the board inside `play` may take, in CSS pixels. */
export function space(play) {
  const width = play.clientWidth;
  if (!isNarrow()) return { width, height: play.clientHeight };
  const header = document.querySelector("header").getBoundingClientRect().height;
  const main = getComputedStyle(document.querySelector("main"));
  const padding = parseFloat(main.paddingTop) + parseFloat(main.paddingBottom);
  return { width, height: Math.max(120, innerHeight - header - padding) };
}

/** Call `draw({ width, height })` now and whenever the space inside `play` changes (tab shown, window resized). */
export function fit(play, draw) {
  let last = "";
  const redraw = () => {
    const room = space(play);
    if (room.width <= 0) return; // hidden tab: drawn when shown
    const key = `${room.width}x${room.height}`;
    if (key === last) return;
    last = key;
    draw(room);
  };
  new ResizeObserver(redraw).observe(play);
  addEventListener("resize", redraw);
  NARROW.addEventListener("change", redraw);
  redraw();
  return () => {
    last = "";
    redraw();
  };
}

/** After a new game from the settings (below the board on a phone): back up to the board. */
export function showBoard() {
  if (isNarrow()) scrollTo({ top: 0 });
}
