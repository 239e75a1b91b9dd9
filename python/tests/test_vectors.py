"""The shared scenarios of tests/vectors/*.txt, run through the installed Python package."""

from __future__ import annotations

import io
from typing import Any, Callable, Dict, List

import pytest

import digipeg
from digipeg import DigiPeg, Deque, PegProgram, Quixo, Solitaire, TicTacToe, gamestate
from digipeg.klondike import card_name
from digipeg.peg import run_program
from vectors import Case, Step, expect, expect_core, load


class Runner:
    """One game's verbs; a verb without a handler fails the case."""

    verbs: Dict[str, Callable[["Runner", Step], None]] = {}
    # The verbs of the vectors that Python has no call for, each with why: their steps are left
    # out here, by name (the other bindings run them), never passed without a call.
    not_applicable: Dict[str, str] = {}

    def run(self, case: Case) -> None:
        for step in case.steps:
            if step.verb in self.not_applicable:
                continue
            handler = self.verbs.get(step.verb)
            assert handler is not None, f"{step.where()}: unknown verb `{step.verb}`"
            handler(self, step)


def check(step: Step) -> None:
    assert step.error is None, f"{step.where()}: a check cannot expect an error"


# ---------------------------------------------------------------- DigiPeg

# One analysis for every `decide` (cleared before each): its 60 MB (table and beams) are made once.
analysis = digipeg.PegAnalysis()

DIRECTIONS = {None: "orthogonal", "orthogonal": "orthogonal", "diagonal": "diagonal", "triangular": "triangular"}


class PegRunner(Runner):
    def __init__(self) -> None:
        self.game: Any = None
        self.output = ""

    def new(self, step: Step) -> None:
        directions = DIRECTIONS[step.args[4] if len(step.args) > 4 else None]
        args = [step.num(i) for i in range(4)]
        if directions in ("orthogonal", "diagonal"):
            made, _ = expect(step, lambda: DigiPeg(*args, diagonal=directions == "diagonal"))
        else:
            # Triangular rules are only reachable through from_rows; build the same rectangle.
            def make() -> DigiPeg:
                shape = DigiPeg(*args)
                return DigiPeg.from_rows(shape.rows_text(), directions=directions)

            made, _ = expect(step, make)
        if made is not None:
            self.game = made

    def shape(self, step: Step) -> None:
        directions = DIRECTIONS[step.args[0] if step.args else None]
        made, _ = expect(step, lambda: DigiPeg.from_rows(step.block, directions=directions))
        if made is not None:
            self.game = made

    def move(self, step: Step) -> None:
        before = self.game.copy()
        _, err = expect(step, lambda: self.game.make_move(*(step.num(i) for i in range(4))))
        if err is not None:
            assert self.game == before, f"{step.where()}: a refused move changed the board"

    def legal(self, step: Step) -> None:
        check(step)
        assert self.game.legal_move(*(step.num(i) for i in range(4))) is step.yes(4), step.where()

    def pegs(self, step: Step) -> None:
        check(step)
        assert self.game.pegs_left == step.num(0), step.where()

    def over(self, step: Step) -> None:
        check(step)
        assert self.game.game_over() is step.yes(0), step.where()

    def moves(self, step: Step) -> None:
        check(step)
        listed = ["".join(map(str, m)) for m in self.game.legal_moves()]
        assert len(listed) == step.num(0) == self.game.count_moves(), step.where()
        assert listed == step.args[1:], step.where()

    def board(self, step: Step) -> None:
        check(step)
        assert self.game.rows_text() == step.block, step.where()

    def drawing(self, step: Step) -> None:
        check(step)
        assert str(self.game) == step.block_text(), step.where()

    def message(self, step: Step) -> None:
        check(step)
        assert self.game.final_message_text() == step.block_text(), step.where()

    def decide(self, step: Step) -> None:
        check(step)
        analysis.clear()
        verdict = analysis.decide(self.game)
        assert [verdict.state, verdict.reason] == step.args[:2], step.where()
        assert verdict.nodes >= int(step.arg(2)), f"{step.where()}: {verdict.nodes} positions examined"
        assert ["".join(map(str, m)) for m in verdict.line] == step.args[3:], step.where()
        if verdict.state == "yes":
            end = self.game.copy()
            for jump in verdict.line:
                end.make_move(*jump)
            assert end.pegs_left == 1, f"{step.where()}: the line ends with {end.pegs_left} pegs"

    def program(self, step: Step) -> None:
        banner = {"peg-rectangle": "peg-rectangle", "digipeg": "digipeg"}[step.arg(0)]
        directions = DIRECTIONS[step.args[1] if len(step.args) > 1 else None]
        stdin = io.StringIO("".join(f"{line}\n" for line in step.block))
        stdout = io.StringIO()
        run_program(PegProgram(banner=banner, diagonal=directions == "diagonal"), stdin, stdout)
        assert stdin.read() == "", f"{step.where()}: the program ended before its input did"
        self.output = stdout.getvalue()

    def output_(self, step: Step) -> None:
        check(step)
        assert self.output == step.block_text(), step.where()

    verbs = {
        "new": new, "shape": shape, "move": move, "legal": legal, "pegs": pegs, "over": over,
        "moves": moves, "board": board, "drawing": drawing, "message": message,
        "decide": decide, "program": program, "output": output_,
    }


# ---------------------------------------------------------------- tic-tac-toe


class TicTacToeRunner(Runner):
    def __init__(self) -> None:
        self.game: Any = None

    def gamestate_(self, step: Step) -> None:
        result, _ = expect(step, lambda: gamestate(step.block))
        if step.error is None:
            assert result == step.arg(0), step.where()

    def new(self, step: Step) -> None:
        self.game = TicTacToe()

    def board(self, step: Step) -> None:
        made, _ = expect(step, lambda: TicTacToe.from_rows(step.block))
        if made is not None:
            self.game = made

    def play(self, step: Step) -> None:
        before = self.game.copy()
        _, err = expect(step, lambda: self.game.play(step.num(0)))
        if err is not None:
            assert self.game == before, step.where()

    def turn(self, step: Step) -> None:
        check(step)
        assert self.game.turn == step.arg(0), step.where()

    def winner(self, step: Step) -> None:
        check(step)
        assert (self.game.winner or "none") == step.arg(0), step.where()

    def state(self, step: Step) -> None:
        check(step)
        assert self.game.state == step.arg(0), step.where()

    def legal(self, step: Step) -> None:
        check(step)
        assert self.game.legal_moves() == [int(a) for a in step.args], step.where()
        assert all(self.game.is_legal(int(a)) for a in step.args), step.where()

    def show(self, step: Step) -> None:
        check(step)
        assert str(self.game) == step.block_text(), step.where()
        assert self.game.rows() == step.block, step.where()

    verbs = {
        "gamestate": gamestate_, "new": new, "board": board, "play": play, "turn": turn,
        "winner": winner, "state": state, "legal": legal, "show": show,
    }


# ---------------------------------------------------------------- solitaire


class SolitaireRunner(Runner):
    def __init__(self) -> None:
        self.game: Any = None
        self.deque: Any = None
        self.transcript = ""
        self.ended: Any = None

    def new(self, step: Step) -> None:
        made, _ = expect(step, lambda: Solitaire.deal([int(a) for a in step.args]))
        if made is not None:
            self.game = made

    def position(self, step: Step) -> None:
        """Built by hand through ``t``, as a test of the handout builds it; checked by reading it."""
        piles = [[int(word) for word in line.split()] for line in step.block]
        game = Solitaire([])
        game.t = []
        for cards in piles:
            pile = Deque()
            for card in cards:
                pile.add_front(card)
            game.t.append(pile)
        game.ColNo = len(piles)
        game.CardNo = step.num(0) if step.args else sum(map(len, piles))
        game.ChanceNo = 2 * game.CardNo
        # Python reports a bad position when a call reads it; IsComplete reads t and CardNo.
        _, err = expect_core(step, game.IsComplete)
        _, err2 = expect_core(step, lambda: Solitaire.from_piles(piles, step.num(0) if step.args else None))
        assert (err is None) is (err2 is None), step.where()
        if err is None:
            assert Solitaire.from_piles(piles, game.CardNo) == game, step.where()
            self.game = game

    def set_chances(self, step: Step) -> None:
        """A plain attribute in Python: play() checks it, so a scratch copy plays no input."""
        scratch = self.game.copy()
        scratch.ChanceNo = step.num(0)
        _, err = expect(step, lambda: scratch.play(io.StringIO(""), io.StringIO()))
        if err is None:
            self.game.ChanceNo = step.num(0)

    def shuffled(self, step: Step) -> None:
        made, _ = expect(step, lambda: Solitaire.shuffled(step.num(0), step.num(1)))
        if made is not None:
            self.game = made

    def move(self, step: Step) -> None:
        before = self.game.copy()
        c1, c2 = step.num(0), step.num(1)
        legal = self.game.is_legal(c1, c2)
        _, err = expect(step, lambda: self.game.play_move(c1, c2))
        assert legal is (err is None), step.where()
        if err is not None:
            assert self.game == before, step.where()
            # The original's move() ignores the same move silently.
            assert self.game.move(c1, c2) is False and self.game == before, step.where()

    def pile(self, step: Step) -> None:
        check(step)
        expected = [int(a) for a in step.args[1:]]
        assert self.game.t[step.num(0)].items == expected, step.where()
        assert self.game.piles()[step.num(0)] == expected, step.where()

    def piles(self, step: Step) -> None:
        check(step)
        assert self.game.ColNo == len(self.game.t) == step.num(0), step.where()

    def chances(self, step: Step) -> None:
        check(step)
        assert self.game.ChanceNo == step.num(0), step.where()

    def complete(self, step: Step) -> None:
        check(step)
        assert self.game.IsComplete() is step.yes(0), step.where()

    def display(self, step: Step) -> None:
        check(step)
        assert self.game.display_text() == step.block_text(), step.where()
        # The same text through the live piles' printall, as the original's display() built it.
        built = "".join(f"{i}: {pile.printall_text(i)}\n" for i, pile in enumerate(self.game.t))
        assert built == step.block_text(), step.where()

    def play(self, step: Step) -> None:
        stdin = io.StringIO("".join(f"{line}\n" for line in step.block))
        stdout = io.StringIO()
        self.ended = self.game.play(stdin, stdout)
        self.transcript = stdout.getvalue()

    def transcript_(self, step: Step) -> None:
        check(step)
        assert self.transcript == "\n".join(step.block) + "\n", step.where()

    def ended_(self, step: Step) -> None:
        check(step)
        expected = {"won": ("won", step.num(1) if step.arg(0) == "won" else None),
                    "lost": ("lost", None), "input": ("input", None)}[step.arg(0)]
        assert self.ended == expected, step.where()

    def deque(self, step: Step) -> None:
        self.deque_ = Deque()

    def _add(self, step: Step, method: str) -> None:
        def add_all() -> None:
            for item in step.args:
                getattr(self.deque_, method)(int(item))

        if step.error is not None and step.error[0] == 400:
            add_all()  # accepted: Python's Deque has no limit
            pytest.skip("Python's Deque has no limit, like the handout's list-backed one; the core's "
                        "64-item deque (error 400) is tested by Rust, C, JS and the firmware")
        expect(step, add_all)

    def _take(self, step: Step, method: str) -> None:
        value, _ = expect(step, getattr(self.deque_, method))
        if step.error is None:
            assert value == step.num(0), step.where()

    def size(self, step: Step) -> None:
        check(step)
        assert self.deque_.size() == len(self.deque_) == step.num(0), step.where()

    def items(self, step: Step) -> None:
        check(step)
        assert self.deque_.items == [int(a) for a in step.args], step.where()

    def printall(self, step: Step) -> None:
        check(step)
        assert [self.deque_.printall_text(step.num(0))] == step.block, step.where()

    verbs = {
        "new": new, "shuffled": shuffled, "position": position, "set_chances": set_chances,
        "move": move, "pile": pile, "piles": piles,
        "chances": chances, "complete": complete, "display": display, "play": play,
        "transcript": transcript_, "ended": ended_, "deque": deque,
        "add_front": lambda self, s: self._add(s, "add_front"),
        "add_rear": lambda self, s: self._add(s, "add_rear"),
        "remove_front": lambda self, s: self._take(s, "remove_front"),
        "remove_rear": lambda self, s: self._take(s, "remove_rear"),
        "peek": lambda self, s: self._take(s, "peek"),
        "peeklast": lambda self, s: self._take(s, "peeklast"),
        "size": size, "items": items, "printall": printall,
    }


# ---------------------------------------------------------------- Quixo


class QuixoRunner(Runner):
    def __init__(self) -> None:
        self.game: Any = None

    def new(self, step: Step) -> None:
        made, _ = expect(step, lambda: Quixo(step.num(0), step.num(1)))
        if made is not None:
            self.game = made

    def parse(self, step: Step) -> None:
        size, players, to_move = step.num(0), step.num(1), step.num(2)
        made, _ = expect(step, lambda: Quixo.from_rows(step.block, size=size, players=players, to_move=to_move))
        if made is not None:
            self.game = made

    def move(self, step: Step) -> None:
        before = self.game.copy()
        numbers = [int(a) for a in step.args]
        _, err = expect(step, lambda: self.game.play(*numbers))
        if err is not None:
            assert self.game == before and str(self.game) == str(before), step.where()
            assert self.game.plies == before.plies, step.where()

    def undo(self, step: Step) -> None:
        expect(step, self.game.undo)

    def limit(self, step: Step) -> None:
        self.game.move_limit = step.num(0)

    def repeat(self, step: Step) -> None:
        self.game.repetitions = step.num(0)

    def board(self, step: Step) -> None:
        check(step)
        assert str(self.game) == step.block_text(), step.where()
        assert self.game.rows() == step.block, step.where()

    def turn(self, step: Step) -> None:
        check(step)
        assert (self.game.turn, self.game.turn_symbol) == (step.num(0), step.arg(1)), step.where()

    def passed(self, step: Step) -> None:
        check(step)
        assert self.game.passed == step.num(0), step.where()

    def winner(self, step: Step) -> None:
        check(step)
        assert (self.game.outcome or "none") == step.arg(0), step.where()
        expected_winner = step.arg(0) if step.arg(0) in ("X", "O") else None
        assert self.game.winner == expected_winner, step.where()

    def moves(self, step: Step) -> None:
        check(step)
        assert len(self.game.legal_moves()) == self.game.count_moves() == step.num(0), step.where()

    def movelist(self, step: Step) -> None:
        check(step)
        assert ["".join(map(str, m)) for m in self.game.legal_moves()] == step.args, step.where()

    def legal(self, step: Step) -> None:
        check(step)
        numbers = [int(a) for a in step.args[:-1]]
        assert self.game.is_legal(*numbers) is step.yes(len(step.args) - 1), step.where()

    def perft(self, step: Step) -> None:
        check(step)
        assert self.game.perft(step.num(0)) == step.num(1), step.where()

    def choose(self, step: Step) -> None:
        chosen, _ = expect(step, lambda: self.game.computer_move(step.arg(0), seed=step.num(1)))
        if chosen is not None:
            assert "".join(map(str, chosen[0])) == step.arg(2), step.where()

    verbs = {
        "new": new, "parse": parse, "move": move, "undo": undo, "limit": limit, "repeat": repeat,
        "board": board, "turn": turn, "passed": passed, "winner": winner, "moves": moves,
        "movelist": movelist, "legal": legal, "perft": perft, "choose": choose,
    }

# ---------------------------------------------------------------- full Klondike

# The vectors' long move words in the notation the bindings read.
def _notation(args: List[str]) -> str:
    match args:
        case ["draw"]:
            return "D"
        case ["recycle"]:
            return "R"
        case ["waste", "foundation"]:
            return "WF"
        case ["waste", "pile", p]:
            return f"W{p}"
        case ["pile", p, "foundation"]:
            return f"{p}F"
        case ["pile", p, "pile", q, n]:
            return f"{p}{q}-{n}"
        case ["foundation", suit, "pile", p]:
            return f"{suit}{p}"
    raise AssertionError(f"not a move: {args}")


class KlondikeRunner(Runner):
    not_applicable = {
        "undo-again": "Python keeps the records itself (undo() takes back the last move): no call "
        "hands undo a stale record, which Rust, C and JS refuse with 715",
    }

    def __init__(self) -> None:
        self.rules: Dict[str, Any] = {}
        self.game: Any = None

    def set_rules(self, step: Step) -> None:
        rules = {"draw": step.num(0), "passes": step.num(1), "worry_back": step.yes(2)}
        made, _ = expect(step, lambda: digipeg.Klondike.from_seed(1, **rules))
        if made is not None:
            self.rules = rules

    def deal(self, step: Step, make: Callable[[], Any]) -> None:
        made, _ = expect(step, make)
        if made is not None:
            self.game = made

    def seed(self, step: Step) -> None:
        self.deal(step, lambda: digipeg.Klondike.from_seed(step.num(0), **self.rules))

    def rank_deal(self, step: Step) -> None:
        self.deal(step, lambda: digipeg.Klondike.from_rank(step.arg(0), **self.rules))

    def json_deal(self, step: Step) -> None:
        self.deal(step, lambda: digipeg.Klondike.from_json("".join(step.block), **self.rules))

    def card(self, step: Step) -> None:
        name, _ = expect(step, lambda: card_name(step.arg(0)))
        if name is not None:
            assert card_name(name) == name, step.where()

    def play_text(self, step: Step, text: str) -> None:
        before = self.game.copy()
        _, err = expect(step, lambda: self.game.play(text))
        if err is not None:
            assert self.game == before and self.game.history == before.history, step.where()

    def play(self, step: Step) -> None:
        self.play_text(step, _notation(step.args))

    def play_notation(self, step: Step) -> None:
        self.play_text(step, step.arg(0))

    def draws(self, step: Step) -> None:
        for _ in range(step.num(0)):
            self.game.play("D")

    def undo(self, step: Step) -> None:
        expect(step, self.game.undo)

    def moves(self, step: Step) -> None:
        check(step)
        assert len(self.game.legal_moves()) == step.num(0), step.where()

    def legal(self, step: Step) -> None:
        check(step)
        assert self.game.legal_moves() == step.args, step.where()

    def drawing(self, step: Step) -> None:
        check(step)
        assert str(self.game) == step.block_text(), step.where()

    def rank(self, step: Step) -> None:
        check(step)
        assert self.game.rank() == step.arg(0), step.where()

    def solvitaire(self, step: Step) -> None:
        check(step)
        assert self.game.json() == "".join(step.block), step.where()

    def solve(self, step: Step) -> None:
        check(step)
        verdict, line, _ = self.game.solve(nodes=step.num(0))
        assert verdict == step.arg(1), step.where()
        replay = self.game.copy()
        for move in line:
            replay.play(move)
        assert replay.is_won() is (verdict == "won"), step.where()

    verbs = {
        "rules": set_rules, "seed": seed, "rank-deal": rank_deal, "json-deal": json_deal, "card": card,
        "play": play, "play-text": play_notation, "draws": draws, "undo": undo,
        "moves": moves, "legal": legal, "drawing": drawing, "rank": rank, "solvitaire": solvitaire,
        "solve": solve,
    }


RUNNERS = {
    "peg.txt": PegRunner,
    "quixo.txt": QuixoRunner,
    "tictactoe.txt": TicTacToeRunner,
    "solitaire.txt": SolitaireRunner,
    "solitaire_random.txt": SolitaireRunner,
    "klondike.txt": KlondikeRunner,
}


def _cases() -> List[Any]:
    return [
        pytest.param(name, case, id=f"{name[:-4]}:{case.name}")
        for name in sorted(RUNNERS)
        for case in load(name)
    ]


@pytest.mark.parametrize("name,case", _cases())
def test_vector_case(name: str, case: Case) -> None:
    RUNNERS[name]().run(case)


@pytest.mark.parametrize("runner", sorted(set(RUNNERS.values()), key=lambda r: r.__name__))
def test_every_verb_is_used_and_known(runner: Any) -> None:
    names = [name for name, r in RUNNERS.items() if r is runner]
    used = {step.verb for name in names for case in load(name) for step in case.steps}
    known = set(runner.verbs) | set(runner.not_applicable)
    assert not set(runner.verbs) & set(runner.not_applicable)
    assert all(runner.not_applicable.values())  # each says why
    assert used <= known, f"unknown verbs in {names}: {sorted(used - known)}"
    assert known <= used, f"verbs never exercised by {names}: {sorted(known - used)}"


def test_generated_vectors_are_fresh() -> None:
    """tests/vectors/solitaire_random.txt is what its generator (a model of the spec) writes now."""
    import importlib.util

    from vectors import VECTORS

    spec = importlib.util.spec_from_file_location("gen_solitaire_random", VECTORS / "gen_solitaire_random.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert (VECTORS / "solitaire_random.txt").read_text(encoding="utf-8") == module.render(), (
        "tests/vectors/solitaire_random.txt is stale: run python3 tests/vectors/gen_solitaire_random.py")


def test_every_vector_file_has_a_runner() -> None:
    from vectors import VECTORS

    missing = {p.name for p in VECTORS.glob("*.txt")} - set(RUNNERS)
    assert not missing, f"vector files without a Python runner: {sorted(missing)}"


def test_every_error_code_appears_in_the_vectors_of_bound_games() -> None:
    codes = {step.error[0] for name in RUNNERS for case in load(name) for step in case.steps if step.error}
    for code, name, _, _ in digipeg.error_table():
        if code // 100 in (1, 2, 3, 4, 7):  # DigiPeg, Quixo, tic-tac-toe, solitaire, full Klondike
            assert code in codes, f"error {code} {name} has no vector"
