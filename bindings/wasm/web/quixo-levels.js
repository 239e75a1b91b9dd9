// Quixo difficulty by name. easy, medium, hard and expert are the engine's named levels: the page
// builds `new QuixoPlayer(name, seed)` and calls `choose(game)`, so each level plays with the
// settings the core fixes for it (`quixoLevels()`), the same moves as in every other binding.
// "perfect" plays from the strong solver's table (`QuixoSolution`), which exists for the 2-player
// 3 x 3 and 4 x 4 games only.

/** Every difficulty the page offers, weakest first: the engine player it builds and what it does
 *  (the core's documented settings of each level; every level uses the tuned evaluation and a
 *  contempt of 20, which keeps it from circling when ahead). */
export const LEVELS = {
  easy: { player: "easy", about: "searches 2 plies ahead within 3,000 positions: takes a win in one, avoids moves that lose at once" },
  medium: { player: "medium", about: "searches 4 plies ahead within 20,000 positions" },
  hard: { player: "hard", about: "searches up to 60 plies ahead within 250,000 positions" },
  expert: { player: "expert", about: "searches up to 60 plies ahead within 2,000,000 positions" },
  perfect: { player: "search", solved: true, about: "plays from the solved game: never misses a win" },
};

/** Why `level` cannot play this game, or "" if it can. */
export function levelRefusal(level, size, players) {
  if (!Object.hasOwn(LEVELS, level)) return `There is no difficulty "${level}".`;
  if (LEVELS[level].solved && (players !== 2 || (size !== 3 && size !== 4))) {
    return "Perfect play needs the 2-player game on a 3 × 3 or 4 × 4 board (the solved ones).";
  }
  return "";
}
