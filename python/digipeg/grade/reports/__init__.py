"""The reports: one grading as text, JSON or a Gradescope ``results.json`` (:mod:`.render`), and a class's
HTML page (:mod:`.class_page`). Imports only the plain data of :mod:`digipeg.grade.model`."""
