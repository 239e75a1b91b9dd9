"""A whole class: an LMS export or a folder read into students (:mod:`.exports`), every submission graded into
a gradebook and a class report (:mod:`.classroom`), who shares code with whom (:mod:`.similarity`), and a
Gradescope autograder in one zip (:mod:`.bundle`). The top layer but the command: it grades through
:func:`digipeg.grade.grade`."""
