"""The grader's own scenarios reach every rule of every marked method (solitaire's moves and complete test,
with empty piles and the other boundaries), and the grader's models of the starter programs agree with the
core's programs where the two describe the same edition."""

import io
import random
import sys
from collections import Counter
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from conftest import require  # noqa: E402

require("hypothesis")

import digipeg  # noqa: E402
from digipeg.grade import Choice, assignment, editions  # noqa: E402
from digipeg.grade.assignments.peg import StarterProgram, handout_class, transcript  # noqa: E402
from digipeg.grade.assignments.solitaire import handout_classes  # noqa: E402
from digipeg.peg import PegProgram, run_program  # noqa: E402
from hypothesis import HealthCheck, given, settings  # noqa: E402


def _edition(edition_id):
    return next(e for e in editions() if e.id == edition_id)


def _scenarios(edition_id, check, count=150):
    """``count`` scenarios of a check, drawn as the grader draws them (seeded)."""
    edition = _edition(edition_id)
    graded = assignment(edition.assignment, Choice(edition, "chosen", "test"))
    test = next(t for s in graded.sections for t in s.tests if t.check == check)
    drawn = []

    @settings(max_examples=count, derandomize=True, database=None, deadline=None, suppress_health_check=list(HealthCheck))
    @given(test.strategy())
    def collect(scenario):
        drawn.append(scenario)

    collect()
    return [scenario for example in test.examples() for scenario in [example]] + drawn


def _rule(game, c1, c2):
    """Which rule of the handout decides the move (c1, c2) on ``game``: one name per branch of the handout (docs/editions.md, section 2.1)."""
    piles = [list(p.items) for p in game.t]
    if not (0 <= c1 < len(piles) and 0 <= c2 < len(piles)):
        return "off the piles"
    source, target = piles[c1], piles[c2]
    if c1 == 0 and c2 == 0:
        return "0 to 0" if source else "0 to 0, pile 0 empty"
    if c1 > 0 and c2 == 0:
        return "a pile onto pile 0"
    if c1 > 0 and c1 == c2:
        return "a pile onto itself"
    kind = "a card" if c1 == 0 else "a pile"
    if not source:
        return f"{kind} from an empty pile"
    if not target:
        return f"{kind} onto an empty pile"
    return f"{kind} that fits" if target[-1] == source[0] + 1 else f"{kind} that does not fit"


def _moves(scenarios, way_class):
    """Replay the scenarios' moves on the engine, naming the rule each checked one meets (a move whose piles
    are compared right after it; the moves that only reach a position are not counted)."""
    seen = Counter()
    for scenario in scenarios:
        game = None
        for index, op in enumerate(scenario.ops):
            checked = index + 1 < len(scenario.ops) and scenario.ops[index + 1]["op"] == "piles"
            if op["op"] == "new" and op["name"] == "Solitaire":
                game = way_class(op["args"][0])
            elif op["op"] == "set" and op["path"][0] == "t":
                game.t[op["path"][1]].items = list(op["value"])
            elif op["op"] == "fill":
                game.t[op["pile"]].items = list(op["cards"])
            elif op["op"] == "call" and op["name"] == "move":
                if checked:
                    seen[_rule(game, *op["args"])] += 1
                game.move(*op["args"])
    return seen


CARD_RULES = {"a card from an empty pile", "a card onto an empty pile", "a card that fits", "a card that does not fit"}
PILE_RULES = {"a pile from an empty pile", "a pile onto an empty pile", "a pile that fits", "a pile that does not fit",
              "a pile onto itself", "a pile onto pile 0"}


@pytest.mark.parametrize("edition", ["solitaire/deque-2019", "solitaire/cardpile-b"])
def test_the_move_checks_reach_every_rule_of_move(edition):
    engine = handout_classes(_edition(edition))[0]
    zero = _moves(_scenarios(edition, "move.0-0"), engine)
    assert {"0 to 0", "0 to 0, pile 0 empty"} <= set(zero), zero
    for target in (1, 2, 3):
        card = _moves(_scenarios(edition, f"move.0-{target}"), engine)
        assert CARD_RULES <= set(card), (target, card)
    pile = _moves(_scenarios(edition, "move.any"), engine)
    assert PILE_RULES <= set(pile), pile


def _games(edition, check):
    """The play() scenarios of a game check: (piles at the start, the input lines)."""
    engine = handout_classes(_edition(edition))[0]
    found = []
    for scenario in _scenarios(edition, check, 60):
        game = None
        for op in scenario.ops:
            if op["op"] == "new":
                game = engine(op["args"][0])
            elif op["op"] == "set":
                game.t[op["path"][1]].items = list(op["value"])
            elif op["op"] == "fill":
                game.t[op["pile"]].items = list(op["cards"])
            elif op["op"] == "call" and op["name"] == "play":
                found.append(([list(p.items) for p in game.t], game.CardNo, op["stdin"].split("\n")[:-1]))
    return found


def test_the_games_reach_every_rule_of_is_complete_and_play():
    edition = "solitaire/deque-2019"
    losses = _games(edition, "play.lose-6") + _games(edition, "play.lose-20")
    wins = _games(edition, "play.win-5") + _games(edition, "play.win-15")
    starts = [piles for piles, _, _ in losses + wins]

    def full_pile(piles, n, ordered):
        return any(len(p) == n and (p == sorted(p, reverse=True) and p == list(range(n - 1, -1, -1))) == ordered
                   for p in piles[1:])

    # IsComplete: a full pile out of order; a full pile in order with a card left in pile 0; a deal; a position
    # built by hand with pile 0 empty.
    assert any(not piles[0] and full_pile(piles, n, False) for piles, n, _ in losses)
    assert any(piles[0] and full_pile(piles, n, True) for piles, n, _ in losses)
    assert any(all(not p for p in piles[1:]) for piles in starts)
    assert any(any(piles[1:]) for piles in starts)
    # play(): rounds wasted on numbers off the piles and on refused moves; wins on the last round.
    lines = [line for _, _, game in losses + wins for line in game]
    assert "-1" in lines and any(int(line) >= 3 for line in lines if line.lstrip("-").isdigit())
    assert any(len(game) == 2 * 5 for _, _, game in _games(edition, "play.win-5"))


def test_the_2019_play_model_is_the_cores_play():
    # The grader's play() of the 2019 edition (the handout's loop, over the engine's moves) prints what the
    # core's own play() prints, on games with every kind of numeric input.
    model = handout_classes(_edition("solitaire/deque-2019"))[0]
    rng = random.Random(2026)
    for game in range(300):
        n = rng.randrange(0, 12)
        cards = list(range(n))
        rng.shuffle(cards)
        lines = [str(rng.randrange(-1, n // 8 + 4)) for _ in range(rng.randrange(0, 5 * n + 2))]
        stdin = "".join(line + "\n" for line in lines)
        ours, saved = io.StringIO(), (sys.stdin, sys.stdout)
        sys.stdin, sys.stdout = io.StringIO(stdin), ours
        try:
            model(cards).play()
        except EOFError:
            ours.write("[end of input]")
        finally:
            sys.stdin, sys.stdout = saved
        core = io.StringIO()
        digipeg.Solitaire(cards).play(io.StringIO(stdin), core)
        if ours.getvalue().endswith("[end of input]"):
            # The handout's input() raises at the end of input; the core's play ends cleanly there.
            assert core.getvalue().startswith(ours.getvalue()[: -len("[end of input]")]), game
        else:
            assert ours.getvalue() == core.getvalue(), (game, cards, lines)


def test_the_spring_2020_starter_model_is_the_cores_program():
    # The grader's starter main() of Spring 2020 over the engine's class prints what the core's terminal
    # program prints (but for an empty line, where the real starter crashes and the core asks again).
    edition = _edition("peg/spring-2020")
    rng = random.Random(7)
    for session in range(200):
        program = StarterProgram(edition.starter, handout_class(edition))
        program.start()
        lines = []
        while not program.finished and len(lines) < 80:
            if program.asking and program.game is not None and program.asking[0] == 1 and rng.random() < 0.6:
                moves = program.game.legal_moves()
                if moves:
                    for value in rng.choice(moves):
                        lines.append(str(value + 1))
                        program.input(lines[-1])
                    continue
            line = rng.choice(["x", "0", "10", "1", "2", "3", "4", "5", "+1", " 2"]) if rng.random() < 0.2 else str(rng.randrange(1, 6))
            lines.append(line)
            program.input(line)
        stdin = "".join(line + "\n" for line in lines)
        ours = transcript(StarterProgram(edition.starter, handout_class(edition)), stdin)
        core = io.StringIO()
        run_program(PegProgram(), io.StringIO(stdin), core)
        ended = "[the program ends: EOFError]\n"
        if ours.endswith(ended):
            assert core.getvalue().startswith(ours[: -len(ended)]), session
        else:
            assert ours == core.getvalue(), (session, lines)
