// A TypeScript consumer of the shipped declarations: `tsc --noEmit` must accept it as it is,
// and every `@ts-expect-error` line must really be an error (so the types are precise).
import init, {
  Deque, DigiPeg, DigipegError, DigipegRangeError, PegProgram, PegSolver, Quixo, QuixoPlayer, QuixoSolution,
  Klondike, QuixoTables, Solitaire, SolitairePlay, SolitaireSolver, TicTacToe, TicTacToePlayer, errorTable, gamestate,
  klondikeCard,
  quixoEvaluate, quixoLayerCheck, quixoLayerFileName, quixoLevels,
} from "digipeg";
import type {
  Directions, ErrorInfo, ErrorKind, GameState, Mark, PegGoal, PegHint, PegJump, PegSolution, PlayEnd, QuixoChoice,
  QuixoCube, QuixoLayerInfo, QuixoLevel, QuixoLevelSettings, QuixoMove, QuixoMoveValue, QuixoOutcome,
  KlondikeEstimate, KlondikePile, KlondikeSolution, QuixoSolveStats, QuixoValue, SolitaireHint,
  SolitaireMove, SolitaireSolution, TicTacToeMoveValue, TicTacToeStrength, TicTacToeValue,
} from "digipeg";

export async function main(): Promise<void> {
  await init();

  const peg = new DigiPeg(3, 3, 1, 1, "diagonal");
  const jumps: PegJump[] = peg.legalMoves();
  const row: number = jumps[0].from.row;
  peg.play(jumps[0]);
  peg.makeMove(0, 0, 2, 2);
  const dirs: Directions = peg.directions;
  const over: boolean = peg.gameOver();
  const pegs: number = peg.pegsLeft;
  const ends: { row: number; col: number }[] = peg.singlePegHoles();
  // @ts-expect-error: rows are numbers
  peg.makeMove("0", 0, 2, 2);
  // @ts-expect-error: not a jump rule
  new DigiPeg(3, 3, 1, 1, "sideways");
  // @ts-expect-error: read-only
  peg.pegsLeft = 3;

  const program = new PegProgram("digipeg", "orthogonal");
  const text: string = program.start() + program.input("3") + program.input(null) + program.input();
  const game: DigiPeg | undefined = program.game();

  {
    using solver = new PegSolver(1024);
    const goal: PegGoal = { row: 0, col: 0 };
    const solution: PegSolution = solver.solve(DigiPeg.triangle(), goal, 1_000_000);
    const hint: PegHint = solver.hint(DigiPeg.english(), 1000n);
    const beamed: PegSolution = solver.beam(DigiPeg.english(), "onePeg", 50);
    void beamed;
    const next: PegJump = hint.jump;
    // @ts-expect-error: not a goal
    solver.solve(DigiPeg.triangle(), "allOfThem", 10);
    void [solution, next];
  }

  const quixo = Quixo.parse(5, ["-----", "-----", "-----", "-----", "-----"], 4, 0);
  const moves: QuixoMove[] = quixo.legalMoves();
  quixo.play({ from: { row: 0, col: 0 }, to: { row: 0, col: 4 } });
  quixo.play(moves[1]);
  const outcome: QuixoOutcome | undefined = quixo.outcome();
  const winLine: { row: number; col: number }[] = quixo.winningCells();
  const winSquares: number[] = new TicTacToe().winningSquares();
  const cube: QuixoCube | undefined = quixo.cube(0, 4);
  const mark: Mark = quixo.turnSymbol;
  const passed: number[] = quixo.passedPlayers();
  quixo.moveLimit = 100;
  quixo.undo();
  // @ts-expect-error: turn is read-only
  quixo.turn = 2;
  // @ts-expect-error: a move needs `to`
  quixo.play({ from: { row: 0, col: 0 } });

  {
    const level: QuixoLevel = "search";
    using player = new QuixoPlayer(level, 7n, 1 << 12);
    const choice: QuixoChoice = player.choose(new Quixo(), 1000, 4);
    const chosen: QuixoMove = choice.move;
    const score: number = choice.score + quixoEvaluate(new Quixo());
    using solution = QuixoSolution.solve(3);
    const perfect: QuixoChoice = player.chooseSolved(new Quixo(3), solution, 0n);
    const value: QuixoValue = solution.value(new Quixo(3));
    const best: QuixoMove = solution.bestMove(new Quixo(3));
    const values: QuixoMoveValue[] = solution.moveValues(new Quixo(3));
    const stats: QuixoSolveStats = solution.stats;
    // @ts-expect-error: not a level
    new QuixoPlayer("perfect");
    // @ts-expect-error: a value is a word
    const n: number = solution.value(new Quixo(3));
    // @ts-expect-error: read-only
    player.level = "random";
    void [chosen, score, perfect, value, best, values, stats, n];
  }

  {
    const levels: QuixoLevelSettings[] = quixoLevels();
    const named: QuixoLevel = levels[2].name;
    using hard = new QuixoPlayer(named, 1);
    hard.timeLimitMs = 500;
    const ms: number = hard.timeLimitMs;
    const choice: QuixoChoice = hard.choose(new Quixo());
    // @ts-expect-error: an evaluation is "simple" or "tuned"
    const evaluation: "fancy" = levels[0].evaluation;
    void [ms, choice, evaluation];
  }

  {
    using tables = new QuixoTables();
    const name: string = quixoLayerFileName(5, 12, 12, "values");
    // @ts-expect-error: a kind is "values" or "passes"
    quixoLayerFileName(5, 12, 12, "both");
    const bytes = new Uint8Array(64);
    const info: QuixoLayerInfo | undefined = bytes.length > 64 ? tables.add(bytes, bytes.buffer) : undefined;
    const checked: QuixoLayerInfo | undefined = bytes.length > 64 ? quixoLayerCheck(bytes) : undefined;
    const layers: [number, number, number][] = tables.layers;
    const held: number = tables.byteLength;
    const wanted: [number, number, number][] = tables.missing(new Quixo(3));
    const value: QuixoValue | null = tables.value(new Quixo(3));
    const best: QuixoMove | null = tables.bestMove(new Quixo(3));
    using player = new QuixoPlayer("search");
    const choice: QuixoChoice = player.chooseTables(new Quixo(3), tables, 100);
    using hard = new QuixoPlayer("hard", 1);
    const perfect: QuixoChoice = hard.chooseTables(new Quixo(3), tables);
    // @ts-expect-error: the value may be null
    const sure: QuixoValue = tables.value(new Quixo(3));
    void [name, info, checked, layers, held, wanted, value, best, choice, perfect, sure, info?.passBytes, checked?.kind];
  }

  const ttt = new TicTacToe();
  const state: GameState = ttt.play(4);
  const winner: Mark | undefined = ttt.winner();
  const squares: number[] = ttt.legalMoves();
  const judged: GameState = gamestate(["XOX", "OXO", "X  "]);
  // @ts-expect-error: a state is not a number
  const wrong: number = ttt.state();

  {
    const strength: TicTacToeStrength = 2;
    const player = new TicTacToePlayer(strength, 1n);
    const square: number = player.choose(new TicTacToe());
    const level: 0 | 1 | 2 = player.level;
    const v: TicTacToeValue = new TicTacToe().value();
    const mv: TicTacToeMoveValue[] = new TicTacToe().moveValues();
    const best: number[] = new TicTacToe().bestMoves().concat(new TicTacToe().quickestMoves());
    // @ts-expect-error: not a strength
    new TicTacToePlayer("smart");
    const solver = new SolitaireSolver(1024);
    const found: SolitaireSolution = solver.solve(Solitaire.shuffled(6, 1), 1000, 12);
    const line: SolitaireMove[] | undefined = found.line;
    const hint: SolitaireHint = solver.hint(Solitaire.shuffled(6, 1), 1000n);
    const winIn: number | undefined = hint.winIn;
    // @ts-expect-error: line may be undefined
    const length: number = found.line.length;
    void [square, level, v, mv, best, line, winIn, length];
  }

  const sol = Solitaire.shuffled(10, 42n);
  const solMoves: SolitaireMove[] = sol.legalMoves();
  sol.move(0, 1);
  const piles: number[][] = sol.piles();
  const byHand: Solitaire = Solitaire.fromPiles([[6, 2, 1], [3, 2, 1, 0]], 7);
  byHand.setChanceNo(0);
  const cardNo: number = Solitaire.fromPiles(piles).cardNo;
  // @ts-expect-error: piles are arrays of numbers
  Solitaire.fromPiles([["6"]]);
  void cardNo;
  const play = new SolitairePlay(sol);
  play.start();
  const end: PlayEnd | undefined = play.end();
  if (end?.result === "won") {
    const rounds: number = end.rounds;
    void rounds;
  }

  const deque = new Deque();
  deque.addFront(1, 2, 3);
  const items: number[] = deque.items();
  deque.free();

  const table: ErrorInfo[] = errorTable();
  const kind: ErrorKind = table[0].kind;
  try {
    ttt.play(9);
  } catch (err) {
    if (err instanceof DigipegRangeError) {
      const code: number = err.code;
      const k: "OutOfRange" = err.kind;
      void [code, k];
    } else if (err instanceof DigipegError) {
      const code: number = err.code;
      const k: ErrorKind = err.kind;
      void [code, k];
    }
  }
  const klondike: Klondike = Klondike.fromSeed(1, 1, 0, true);
  const kPiles: KlondikePile[] = klondike.piles();
  const kMoves: string[] = klondike.legalMoves();
  klondike.play(kMoves[0]);
  const undone: string = klondike.undo();
  const solution: KlondikeSolution = klondike.solve(1000);
  const verdict: "won" | "lost" | "unknown" = solution.verdict;
  const kFound: number[] = klondike.foundations();
  const kName: string = klondikeCard("10h");
  const kPlayer: string | undefined = klondike.playerMove(1n);
  const kEstimate: KlondikeEstimate | undefined = klondike.playerEstimate(1);
  const kOdds: [string, number, number] | undefined = kEstimate && [kEstimate.move, kEstimate.won, kEstimate.guesses];
  void [kPiles, undone, verdict, kFound, kName, kPlayer, kOdds, Klondike.fromRank(5n), Klondike.shuffled(3, 3)];
  void [row, dirs, over, pegs, ends, winLine, winSquares, text, game, outcome, cube, mark, passed, state, winner, squares, judged, wrong,
    solMoves, piles, items, kind];
}
