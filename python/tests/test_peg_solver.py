"""The core's peg solver and board shapes through Python."""

from typing import Callable, TypeVar

import pytest

import digipeg
from digipeg import DigiPeg, PegSolver

T = TypeVar("T")


def test_triangle_solves_to_one_peg_at_the_top_and_the_line_replays():
    game = DigiPeg.triangle()
    found = PegSolver(1 << 12).solve(game, (0, 0), node_budget=1_000_000)
    assert (found.finished, found.reached, found.best_pegs, len(found.moves)) == (True, True, 1, 13)
    for jump in found.moves:
        game.make_move(*jump)
    assert game.pegs_left == 1 and game.is_peg(0, 0)
    assert "PegSolution(finished=True" in repr(found)


def test_goals_hint_and_bad_arguments():
    game = DigiPeg(3, 3, 0, 0)
    best = game.solve()
    assert best.finished and best.best_pegs >= 1
    assert game.solve("one").finished
    move, pegs, proven = game.hint()
    assert game.legal_move(*move) and pegs == best.best_pegs and proven
    with pytest.raises(digipeg.OutOfRangeError) as caught:
        game.solve((5, 5))
    assert caught.value.code == 502
    with pytest.raises(digipeg.OutOfRangeError):
        game.solve((-1, 2**70))
    with pytest.raises(ValueError):
        game.solve("most")
    with pytest.raises(TypeError):
        game.solve(3)
    with pytest.raises(digipeg.IllegalMoveError) as caught:
        DigiPeg(1, 2, 0, 0).hint()
    assert caught.value.code == 501
    with pytest.raises(digipeg.CapacityError) as caught:
        PegSolver(10)
    assert caught.value.code == 500


def test_shapes():
    assert DigiPeg.english().pegs_left == 32
    assert DigiPeg.english(3, 3) == DigiPeg.english()
    assert DigiPeg.french(2, 3).pegs_left == 36
    assert DigiPeg.triangle().directions == "triangular"
    with pytest.raises(digipeg.OutOfRangeError):
        DigiPeg.english(0, 0)
    with pytest.raises(ValueError):
        DigiPeg.english(3)


# A step is a beam or a solver slice of at most 250,000 positions: the default cap of 2 M solver
# positions is searched within cap / slice + 3 steps; a step that never settles fails here instead
# of hanging.
STEPS = 2_000_000 // 250_000 + 3


def settle(step: Callable[[], T]) -> T:
    """Call `step` until it answers (not "checking", not None), at most STEPS times."""
    for _ in range(STEPS):
        answer = step()
        if answer is not None and getattr(answer, "state", None) != "checking":
            return answer
    raise AssertionError(f"no answer after {STEPS} steps")


def test_analysis_decides_with_a_reason_and_a_line_that_replays() -> None:
    from digipeg import PegAnalysis

    analysis = PegAnalysis()
    game = DigiPeg(9, 9, 4, 4)
    verdict = analysis.decide(game)
    assert (verdict.state, verdict.reason, len(verdict.line)) == ("yes", "beam", 79)
    end = game.copy()
    for jump in verdict.line:
        end.make_move(*jump)
    assert end.pegs_left == 1
    analysis.clear()
    analysis.start(game)
    stepped = settle(analysis.step)
    assert stepped.line == verdict.line
    no = analysis.decide(DigiPeg(4, 4, 0, 0))
    assert (no.state, no.reason, no.line) == ("no", "class", [])
    assert analysis.decide(DigiPeg(3, 3, 0, 0), node_cap=0).state == "unknown"
    assert analysis.decide(DigiPeg(3, 3, 0, 0)).reason == "search"
    assert "PegVerdict(state='no', reason='search'" in repr(analysis.decide(DigiPeg(3, 3, 0, 0)))
    jump, best, proven = analysis.hint(DigiPeg(9, 9, 4, 4))
    assert (best, proven) == (1, True) and jump in DigiPeg(9, 9, 4, 4).legal_moves()
    analysis.start(DigiPeg(4, 4, 0, 0))
    hint = settle(analysis.hint_step)
    assert hint is not None and hint[1:] == (2, True)
    with pytest.raises(digipeg.errors.SearchGameOver):
        analysis.hint(DigiPeg(1, 2, 0, 0))
    with pytest.raises(digipeg.CapacityError) as caught:
        PegAnalysis(10)
    assert caught.value.code == 500


def test_a_position_one_jump_on_takes_its_verdict_from_the_one_before() -> None:
    from digipeg import PegAnalysis

    analysis = PegAnalysis()
    game = DigiPeg(9, 9, 4, 4)
    before = analysis.decide(game)
    game.make_move(*before.line[0])
    after = analysis.decide(game)
    assert (after.state, after.reason, after.nodes, after.line) == ("yes", "line", 0, before.line[1:])
    dead = DigiPeg(3, 3, 0, 0)
    assert analysis.decide(dead).reason == "search"
    dead.make_move(*dead.legal_moves()[0])
    assert (analysis.decide(dead).state, analysis.decide(dead).reason) == ("no", "earlier")
    stranded = analysis.decide(DigiPeg.from_rows(["oo...", ".....", "..o.."]))
    assert (stranded.reason, stranded.least_pegs, stranded.best_pegs) == ("stranded", 2, 3)
