"""The sandbox that runs student code: the scenario language run the same way on the engine and on a
submission (:mod:`.ops`), the worker process that runs a submission's files (:mod:`.worker`) and the
grader's side of it, with its limits (:mod:`.runner`). Imports only the assignments' layer (the operations
that judge a computer's move or run a starter program)."""
