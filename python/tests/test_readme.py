"""Every ```python block of python/README.md runs, as doctests, against the installed package."""

import doctest
import re
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def blocks():
    return re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), flags=re.S)


def test_readme_has_an_example_per_game():
    text = "\n".join(blocks())
    for name in ("DigiPeg(", "createBoard(", "gamestate(", "Solitaire(", "Klondike."):
        assert name in text, f"no README example uses {name}"


def test_readme_examples_run():
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for number, block in enumerate(blocks()):
        test = parser.get_doctest(block, {}, f"README block {number}", str(README), 0)
        assert test.examples, f"README block {number} has no >>> examples"
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.failed == 0 and result.attempted > 0


def test_module_docstrings_run():
    import digipeg.klondike
    import digipeg.peg
    import digipeg.quixo
    import digipeg.random_games
    import digipeg.results
    import digipeg.solitaire
    import digipeg.tictactoe

    # digipeg.solitaire's docstring holds the spec's Section 2 and 3 examples, built through `t`.
    modules = (
        digipeg.klondike,
        digipeg.peg,
        digipeg.quixo,
        digipeg.random_games,
        digipeg.results,
        digipeg.solitaire,
        digipeg.tictactoe,
    )
    for module in modules:
        failed, attempted = doctest.testmod(module)
        assert failed == 0 and attempted > 0, module.__name__
