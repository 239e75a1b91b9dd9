#!/usr/bin/env python3
"""The Python runtime of the random games: the core's random games replayed through the installed
``digipeg`` package, every answer written to a trace, the trace hashed (CRC-32, zlib's).

The interface, the operation language and the trace format are those of every runner, in
tests/random-games/README.md:

    run.py hash SEED GAMES [KIND...]   one line per kind: KIND GAMES OPS BYTES CRC
    run.py each SEED GAMES KIND        one line per game: INDEX CRC
    run.py trace SEED KIND INDEX       the trace of one game
"""

from __future__ import annotations

import sys
import zlib
from typing import Any, Callable, Dict, List, Optional

import digipeg
from digipeg import (
    Deque,
    DigiPeg,
    DigipegError,
    Klondike,
    PegProgram,
    PegSolver,
    Quixo,
    Solitaire,
    TicTacToe,
    gamestate,
)
from digipeg.random_games import kinds, random_game


def esc(text: str) -> str:
    """Text as a trace writes it: one line, a backslash doubled, a newline as backslash-n."""
    return text.replace("\\", "\\\\").replace("\n", "\\n")


def yn(flag: bool) -> str:
    return "yes" if flag else "no"


def lines_text(rows: List[str]) -> str:
    return "".join(row + "\n" for row in rows)


class Op:
    """An operation line: the words before the first ``|`` (the verb first), the payload after it."""

    __slots__ = ("line", "words", "payload")

    def __init__(self, line: str) -> None:
        head, bar, payload = line.partition("|")
        self.line = line
        self.words = head.split(" ")
        self.words = [w for w in self.words if w]
        self.payload = payload if bar else ""

    @property
    def verb(self) -> str:
        return self.words[0]

    def int(self, i: int) -> int:
        return int(self.words[i])

    def rows(self, count: int) -> List[str]:
        return self.payload.split("|") if count > 0 else []


class NoGame(Exception):
    """An operation on a game never made (runtimes disagreeing about a set-up)."""


class Peg:
    """peg, peg-rows, peg-program, peg-solver."""

    def __init__(self) -> None:
        self.game: Optional[DigiPeg] = None
        self.program: Optional[PegProgram] = None

    def board(self) -> DigiPeg:
        if self.game is None:
            raise NoGame
        return self.game

    def made(self, game: DigiPeg) -> str:
        self.game = game
        return "ok"

    def run(self, op: Op) -> str:
        v = op.verb
        if v == "new":
            return self.made(DigiPeg(op.int(1), op.int(2), op.int(3), op.int(4), diagonal=op.words[5] == "diagonal"))
        if v == "rows":
            return self.made(DigiPeg.from_rows(op.rows(op.int(2)), directions=op.words[1]))
        if v in ("english", "french", "triangle"):
            return self.made(getattr(DigiPeg, v)(op.int(1), op.int(2)))
        if v == "program":
            self.program = PegProgram(banner=op.words[1], diagonal=op.words[2] == "diagonal")
            return "ok"
        if v == "start":
            return esc(self.program.start())
        if v == "input":
            return esc(self.program.input(op.payload))
        if v == "eof":
            return esc(self.program.input(None))
        if v == "finished":
            return yn(self.program.finished)
        if v == "game":
            game = self.program.game
            return "none" if game is None else esc(lines_text(game.rows_text()))
        game = self.board()
        if v == "move":
            game.make_move(op.int(1), op.int(2), op.int(3), op.int(4))
            return "ok"
        if v == "legal":
            return yn(game.legal_move(op.int(1), op.int(2), op.int(3), op.int(4)))
        if v == "peg":
            return yn(game.is_peg(op.int(1), op.int(2)))
        if v == "hole":
            return yn(game.is_hole(op.int(1), op.int(2)))
        if v == "pegs":
            return str(game.pegs_left)
        if v == "count":
            return str(game.count_moves())
        if v == "over":
            return yn(game.game_over())
        if v == "moves":
            return " ".join("%d%d%d%d" % m for m in game.legal_moves())
        if v == "draw":
            return esc(str(game))
        if v == "text":
            return esc(lines_text(game.rows_text()))
        if v == "final":
            return esc(game.final_message_text())
        if v == "dims":
            return f"{game.rows} {game.columns}"
        if v == "solve":
            goal: Any = op.words[2] if op.words[2] != "at" else (op.int(3), op.int(4))
            found = PegSolver(op.int(1)).solve(game, goal, op.int(5))
            head = f"{yn(found.finished)} {yn(found.reached)} {found.best_pegs} {found.nodes}"
            return head + "".join(" %d%d%d%d" % m for m in found.moves)
        if v == "hint":
            jump, best, finished = PegSolver(op.int(1)).hint(game, op.int(2))
            return "%d%d%d%d" % jump + f" {best} {yn(finished)}"
        raise ValueError(f"unknown peg verb {v!r}")


class QuixoRuntime:
    """quixo, quixo-player."""

    def __init__(self) -> None:
        self.game: Optional[Quixo] = None

    @staticmethod
    def token(move: tuple) -> str:
        return "%d%d%d%d" % move[:4] + str(move[4] if len(move) == 5 else 0)

    def run(self, op: Op) -> str:
        v = op.verb
        if v == "new":
            self.game = Quixo(op.int(1), op.int(2))
            return "ok"
        if v == "parse":
            rows = op.rows(op.int(4))
            self.game = Quixo.from_rows(rows, size=op.int(1), players=op.int(2), to_move=op.int(3))
            return "ok"
        game = self.game
        if game is None:
            raise NoGame
        if v == "move":
            game.play(op.int(1), op.int(2), op.int(3), op.int(4), op.int(5))
            return "ok"
        if v == "legal":
            return yn(game.is_legal(op.int(1), op.int(2), op.int(3), op.int(4), op.int(5)))
        if v == "undo":
            game.undo()
            return "ok"
        if v == "limit":
            game.move_limit = op.int(1)
            return "ok"
        if v == "repeat":
            game.repetitions = op.int(1)
            return "ok"
        if v == "turn":
            return f"{game.turn} {game.turn_symbol}"
        if v == "passed":
            return str(game.passed)
        if v == "outcome":
            return game.outcome or "none"
        if v == "over":
            return yn(game.is_over())
        if v == "count":
            return str(game.count_moves())
        if v == "moves":
            return " ".join(self.token(m) for m in game.legal_moves())
        if v == "board":
            return esc(str(game))
        if v == "plies":
            return str(game.plies)
        if v == "perft":
            return str(game.perft(op.int(1)))
        if v == "choose":
            move, info = game.computer_move(
                op.words[1], seed=op.int(2), nodes=op.int(3), depth=op.int(4), table_entries=op.int(5)
            )
            finished = yn(info["finished"])
            return f"{self.token(move)} {finished} {info['depth']} {info['score']} {info['nodes']}"
        raise ValueError(f"unknown quixo verb {v!r}")


class TicTacToeRuntime:
    """tictactoe, tictactoe-perfect."""

    def __init__(self) -> None:
        self.game: Optional[TicTacToe] = None

    def run(self, op: Op) -> str:
        v = op.verb
        if v == "new":
            self.game = TicTacToe()
            return "ok"
        if v == "rows":
            self.game = TicTacToe.from_rows(op.rows(op.int(1)))
            return "ok"
        if v == "gamestate":
            return gamestate(op.rows(op.int(1)))
        game = self.game
        if game is None:
            raise NoGame
        if v == "play":
            return game.play(op.int(1))
        if v == "legal":
            return yn(game.is_legal(op.int(1)))
        if v == "turn":
            return game.turn
        if v == "winner":
            return game.winner or "none"
        if v == "state":
            return game.state
        if v == "over":
            return yn(game.is_over())
        if v == "moves":
            return " ".join(map(str, game.legal_moves()))
        if v == "show":
            return esc(lines_text(game.rows()))
        if v == "value":
            outcome, plies = game.value()
            return f"{outcome} {plies}"
        if v == "best":
            return " ".join(map(str, game.best_moves()))
        if v == "quickest":
            return " ".join(map(str, game.quickest_moves()))
        if v == "choose":
            return str(game.computer_move(op.int(1), seed=op.int(2)))
        raise ValueError(f"unknown tictactoe verb {v!r}")


class Session:
    """Standard input and output for one ``Solitaire.play()``: the input ops' lines in, and what the
    program writes cut into one piece per line read (the answer of that line's operation)."""

    def __init__(self, lines: List[Optional[str]]) -> None:
        self.lines = iter(lines)
        self.pieces: List[List[str]] = [[]]

    def write(self, text: str) -> int:
        self.pieces[-1].append(text)
        return len(text)

    def flush(self) -> None:
        pass

    def readline(self) -> str:
        self.pieces.append([])
        line = next(self.lines, None)
        return "" if line is None else line + "\n"


class SolitaireRuntime:
    """deque, solitaire, solitaire-play, solitaire-solver: the package's handout ``Deque`` and ``Solitaire``."""

    def __init__(self) -> None:
        self.deque = Deque()
        self.game: Optional[Solitaire] = None
        self.end: Optional[tuple] = None

    def made(self, game: Solitaire) -> str:
        self.game = game
        return "ok"

    def play(self, inputs: List[Op]) -> List[str]:
        """Run ``play()`` on the game with the lines of the ``input``/``eof`` operations that follow
        it; the answers of ``play`` and of each of them."""
        if self.game is None:
            raise NoGame
        session = Session([op.payload if op.verb == "input" else None for op in inputs])
        self.end = self.game.play(session, session)
        return [esc("".join(piece)) for piece in session.pieces]

    def run(self, op: Op) -> str:
        v = op.verb
        d = self.deque
        if v == "add_front":
            d.add_front(op.int(1))
            return "ok"
        if v == "add_rear":
            d.add_rear(op.int(1))
            return "ok"
        if v == "remove_front":
            return str(d.remove_front())
        if v == "remove_rear":
            return str(d.remove_rear())
        if v == "peek":
            return str(d.peek())
        if v == "peeklast":
            return str(d.peeklast())
        if v == "size":
            return str(d.size())
        if v == "items":
            return " ".join(map(str, d.items))
        if v == "printall":
            return esc(d.printall_text(op.int(1)))
        if v == "deal":
            return self.made(Solitaire.deal([int(w) for w in op.words[2:]]))
        if v == "shuffled":
            return self.made(Solitaire.shuffled(op.int(1), op.int(2)))
        if v == "position":
            card_no = None if op.words[1] == "none" else op.int(1)
            piles = [[int(card) for card in pile.split(" ") if card] for pile in op.rows(op.int(2))]
            return self.made(Solitaire.from_piles(piles, card_no))
        if v == "end":
            if self.end is None:
                return "none"
            how, rounds = self.end
            return f"won {rounds}" if how == "won" else how
        game = self.game
        if game is None:
            raise NoGame
        if v == "chances":
            game.ChanceNo = op.int(1)
            return "ok"
        if v == "move":
            game.play_move(op.int(1), op.int(2))
            return "ok"
        if v == "legal":
            return yn(game.is_legal(op.int(1), op.int(2)))
        if v == "piles":
            return "/".join(" ".join(map(str, pile)) for pile in game.piles())
        if v == "counts":
            return f"{game.CardNo} {game.ColNo} {game.ChanceNo}"
        if v == "complete":
            return yn(game.IsComplete())
        if v == "display":
            return esc(game.display_text())
        if v == "moves":
            return " ".join(f"{a}-{b}" for a, b in game.legal_moves())
        if v == "solve":
            found = game.solve(op.int(1), node_budget=op.int(2), table_entries=op.int(3))
            line = " none" if found.moves is None else " win" + "".join(f" {a}-{b}" for a, b in found.moves)
            return f"{yn(found.finished)} {found.nodes}{line}"
        if v == "hint":
            h = game.hint(op.int(1), node_budget=op.int(2), table_entries=op.int(3))
            win_in = "none" if h.win_in is None else h.win_in
            return f"{h.move[0]}-{h.move[1]} {win_in} {h.built} {yn(h.finished)} {h.nodes}"
        raise ValueError(f"unknown solitaire verb {v!r}")


class KlondikeRuntime:
    """klondike."""

    def __init__(self) -> None:
        self.game: Optional[Klondike] = None

    @staticmethod
    def rules(op: Op, at: int) -> Dict[str, Any]:
        return {"draw": op.int(at), "passes": op.int(at + 1), "worry_back": op.words[at + 2] == "yes"}

    def run(self, op: Op) -> str:
        v = op.verb
        made = None
        if v == "seed":
            made = Klondike.from_seed(op.int(1), **self.rules(op, 2))
        elif v == "shuffled":
            made = Klondike(shuffle=op.int(1), **self.rules(op, 2))
        elif v == "from-rank":
            made = Klondike.from_rank(op.words[1], **self.rules(op, 2))
        elif v == "from-json":
            made = Klondike.from_json(op.payload, **self.rules(op, 1))
        if made is not None:
            self.game = made
            return "ok"
        game = self.game
        if game is None:
            raise NoGame
        if v == "play":
            game.play(op.payload)
            return "ok"
        if v == "undo":
            return game.undo()
        if v == "legal":
            return yn(game.is_legal(op.payload))
        if v == "moves":
            return " ".join(game.legal_moves())
        if v == "draw":
            return esc(str(game))
        if v == "thoughtful":
            return esc(game.thoughtful())
        if v == "won":
            return yn(game.is_won())
        if v == "rank":
            return game.rank()
        if v == "json":
            return esc(game.json())
        raise ValueError(f"unknown klondike verb {v!r}")


FAMILIES: Dict[str, Callable[[], Any]] = {
    "peg": Peg,
    "peg-rows": Peg,
    "peg-program": Peg,
    "peg-solver": Peg,
    "quixo": QuixoRuntime,
    "quixo-player": QuixoRuntime,
    "tictactoe": TicTacToeRuntime,
    "tictactoe-perfect": TicTacToeRuntime,
    "deque": SolitaireRuntime,
    "solitaire": SolitaireRuntime,
    "solitaire-play": SolitaireRuntime,
    "solitaire-solver": SolitaireRuntime,
    "klondike": KlondikeRuntime,
}


def answer(runtime: Any, op: Op) -> str:
    try:
        return runtime.run(op)
    except DigipegError as err:
        return f"error {err.code}"
    except NoGame:
        return "no game"
    except Exception as err:  # noqa: BLE001 - not the engine's: written down, so the comparison shows the operation
        return f"throw {type(err).__name__}"


def replay(kind: str, seed: int, index: int) -> List[str]:
    """The trace of one game, as lines ending in a newline."""
    runtime = FAMILIES[kind]()
    ops = [Op(line) for line in random_game(kind, seed, index)]
    trace = []
    i = 0
    while i < len(ops):
        op = ops[i]
        if op.verb == "play" and isinstance(runtime, SolitaireRuntime):
            j = i + 1
            while j < len(ops) and ops[j].verb in ("input", "eof"):
                j += 1
            try:
                answers = runtime.play(ops[i + 1 : j])
            except NoGame:
                answers = ["no game"] * (j - i)
            if len(answers) != j - i:
                raise AssertionError(f"play() read {len(answers) - 1} lines of {j - i - 1}: {kind} {index}")
            trace.extend(f"{o.line} -> {a}\n" for o, a in zip(ops[i:j], answers))
            i = j
            continue
        trace.append(f"{op.line} -> {answer(runtime, op)}\n")
        i += 1
    return trace


def main(argv: List[str]) -> int:
    if zlib.crc32(b"123456789") != 0xCBF43926:
        print("CRC-32 self-check failed", file=sys.stderr)
        return 1
    out = sys.stdout
    if len(argv) >= 3 and argv[0] == "hash":
        seed, games = int(argv[1]), int(argv[2])
        for kind in argv[3:] or kinds():
            crc, ops, size = 0, 0, 0
            for index in range(games):
                trace = replay(kind, seed, index)
                data = "".join(trace).encode()
                crc = zlib.crc32(data, crc)
                ops += len(trace)
                size += len(data)
            out.write(f"{kind} {games} {ops} {size} {crc:08x}\n")
            out.flush()
        return 0
    if len(argv) == 4 and argv[0] == "each":
        seed, games, kind = int(argv[1]), int(argv[2]), argv[3]
        for index in range(games):
            out.write(f"{index} {zlib.crc32(''.join(replay(kind, seed, index)).encode()):08x}\n")
        return 0
    if len(argv) == 4 and argv[0] == "trace":
        out.write("".join(replay(argv[2], int(argv[1]), int(argv[3]))))
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    assert digipeg.__version__
    sys.exit(main(sys.argv[1:]))
