"""The checks and the rubric: each assignment's catalogue of checks and the scenarios that play them
(:mod:`.peg`, :mod:`.quixo`, :mod:`.ps0001`, :mod:`.solitaire`, :mod:`.tictactoe`, with :mod:`.draws`), an
edition's rubric over its catalogue (:mod:`.rubric`), the comparison of a submission with the engine and the
reproductions of a difference (:mod:`.compare`), and a grading played test by test (:mod:`.driver`). Imports
the assignments' and the sandbox's layers."""
