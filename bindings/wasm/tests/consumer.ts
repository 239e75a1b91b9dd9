// A TypeScript consumer of the shipped declarations: `tsc --noEmit` must accept it as it is,
// and every `@ts-expect-error` line must really be an error (so the types are precise).
import init, {
  Deque, DigiPeg, DigipegError, DigipegRangeError, PegProgram, PegSolver, Quixo, Solitaire, SolitairePlay,
  TicTacToe, errorTable, gamestate,
} from "digipeg";
import type {
  Directions, ErrorInfo, ErrorKind, GameState, Mark, PegGoal, PegHint, PegJump, PegSolution, PlayEnd, QuixoCube,
  QuixoMove, QuixoOutcome, SolitaireMove,
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
  const cube: QuixoCube | undefined = quixo.cube(0, 4);
  const mark: Mark = quixo.turnSymbol;
  const passed: number[] = quixo.passedPlayers();
  quixo.moveLimit = 100;
  quixo.undo();
  // @ts-expect-error: turn is read-only
  quixo.turn = 2;
  // @ts-expect-error: a move needs `to`
  quixo.play({ from: { row: 0, col: 0 } });

  const ttt = new TicTacToe();
  const state: GameState = ttt.play(4);
  const winner: Mark | undefined = ttt.winner();
  const squares: number[] = ttt.legalMoves();
  const judged: GameState = gamestate(["XOX", "OXO", "X  "]);
  // @ts-expect-error: a state is not a number
  const wrong: number = ttt.state();

  const sol = Solitaire.shuffled(10, 42n);
  const solMoves: SolitaireMove[] = sol.legalMoves();
  sol.move(0, 1);
  const piles: number[][] = sol.piles();
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
  void [row, dirs, over, pegs, text, game, outcome, cube, mark, passed, state, winner, squares, judged, wrong,
    solMoves, piles, items, kind];
}
