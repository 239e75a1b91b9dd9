// What every game keeps: its settings and the moves played, with a cursor for undo and redo,
// saved in localStorage so that a reload finds the game where it was. A game is rebuilt by
// replaying the moves through the engine, so the engine checks every stored move again: a stored
// game the engine refuses (edited by hand, or from an older page) is dropped, never half-loaded.

const VERSION = 1;

/**
 * `game` after playing `moves`, each made the engine's move by `toEngine`: the engine checks each
 * one, and a refused move frees the game and throws.
 */
export function replay(game, moves, toEngine) {
  try {
    for (const move of moves) game.play(toEngine(move));
  } catch (err) {
    game.free();
    throw err;
  }
  return game;
}

export class Record {
  /** A record saved under `digipeg.<name>`. */
  constructor(name) {
    this.key = `digipeg.${name}`;
    this.settings = null;
    this.moves = [];
    this.cursor = 0; // moves[0 .. cursor) are played; the rest can be redone
  }

  /** A new game with these settings. */
  start(settings) {
    this.settings = settings;
    this.moves = [];
    this.cursor = 0;
    this.save();
  }

  /** The moves played, in order. */
  get played() {
    return this.moves.slice(0, this.cursor);
  }

  get canUndo() {
    return this.cursor > 0;
  }

  get canRedo() {
    return this.cursor < this.moves.length;
  }

  /** Play `move` after the current one: the moves that could have been redone are forgotten. */
  push(move) {
    this.moves.length = this.cursor;
    this.moves.push(move);
    this.cursor++;
    this.save();
  }

  /** Move the cursor to `cursor` (clamped to the moves recorded). */
  go(cursor) {
    this.cursor = Math.max(0, Math.min(this.moves.length, cursor));
    this.save();
  }

  save() {
    try {
      localStorage.setItem(this.key, JSON.stringify({ version: VERSION, settings: this.settings, moves: this.moves, cursor: this.cursor }));
    } catch {
      // Storage full or disabled (private mode): the game still plays, it just won't survive a reload.
    }
  }

  /**
   * Load the saved game and check it with `replay(settings, moves)`, which rebuilds it through
   * the engine and throws if the engine refuses anything. Returns false (and keeps nothing) if
   * there is no saved game or it does not replay.
   */
  load(replay) {
    let saved;
    try {
      saved = JSON.parse(localStorage.getItem(this.key) ?? "null");
    } catch {
      saved = null;
    }
    if (!saved || saved.version !== VERSION || !Array.isArray(saved.moves) || !Number.isInteger(saved.cursor)) return false;
    if (saved.cursor < 0 || saved.cursor > saved.moves.length || typeof saved.settings !== "object" || !saved.settings) return false;
    try {
      replay(saved.settings, saved.moves)?.free?.();
    } catch {
      return false;
    }
    Object.assign(this, { settings: saved.settings, moves: saved.moves, cursor: saved.cursor });
    return true;
  }
}

/**
 * Show `record`'s moves in the list `ol`, each as `label(move, index)`; the moves that can be
 * redone are greyed, the current one is marked. Tapping a move goes back (or forward) to just
 * after it, through `go(cursor)`.
 */
export function renderMoves(ol, record, label) {
  const items = record.moves.map((move, i) => {
    const li = document.createElement("li");
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = label(move, i);
    b.dataset.cursor = String(i + 1);
    li.append(b);
    li.classList.toggle("undone", i >= record.cursor);
    if (i === record.cursor - 1) li.setAttribute("aria-current", "step");
    return li;
  });
  ol.replaceChildren(...items);
  ol.dataset.count = String(record.moves.length);
  ol.dataset.cursor = String(record.cursor);
  const current = ol.querySelector('[aria-current="step"]');
  if (current) ol.scrollTop = current.offsetTop - ol.clientHeight / 2;
}

/** Call `go(cursor)` when a move of the list `ol` is tapped. */
export function onMoveTap(ol, go) {
  ol.addEventListener("click", (event) => {
    const b = event.target.closest("button[data-cursor]");
    if (b) go(Number(b.dataset.cursor));
  });
}
