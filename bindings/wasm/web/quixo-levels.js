// Quixo difficulty by name, mapped to the engine's computer player (`QuixoPlayer`): its level and
// node budget. "perfect" plays from the strong solver's table (`QuixoSolution`), which exists for
// the 2-player 3 x 3 and 4 x 4 games only.

/** Every difficulty the page offers, weakest first. */
export const LEVELS = {
  easy: { player: "greedy", nodes: 0, about: "looks one move ahead: takes a win, avoids handing one over" },
  medium: { player: "search", nodes: 2_000, about: "searches about 2,000 positions" },
  hard: { player: "search", nodes: 20_000, about: "searches about 20,000 positions" },
  expert: { player: "search", nodes: 200_000, about: "searches about 200,000 positions" },
  perfect: { player: "search", nodes: 0, solved: true, about: "plays from the solved game: never misses a win" },
};

/** Why `level` cannot play this game, or "" if it can. */
export function levelRefusal(level, size, players) {
  if (!LEVELS[level]) return `There is no difficulty "${level}".`;
  if (LEVELS[level].solved && (players !== 2 || (size !== 3 && size !== 4))) {
    return "Perfect play needs the 2-player game on a 3 × 3 or 4 × 4 board (the solved ones).";
  }
  return "";
}
