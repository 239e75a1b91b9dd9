"""The assignments and their editions: each year's names, texts, rules and rubric (``editions.toml``, read by
:mod:`.editions`), whether files are a submission of the assignment at all (:mod:`.recognise`), and each
handout's behaviour on the engine where the core's rules need the edition's (:mod:`.peg`: the class and the
starter program; :mod:`.solitaire`: the accepted ways of the ambiguous move and ``play()``; :mod:`.ps0001`:
the course's functions on a flat board, and a computer's move judged). Imports nothing of the grader's other
layers."""
