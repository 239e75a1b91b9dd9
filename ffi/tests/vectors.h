/* Reader for the shared scenario files in tests/vectors/ (format: tests/vectors/README.md). */
#ifndef DIGIPEG_VECTORS_H
#define DIGIPEG_VECTORS_H

#include <stdbool.h>
#include <stddef.h>

#include "digipeg.h"

#define MAX_ARGS 256
#define MAX_BLOCK 128

/* One step: a verb, its arguments, its block, and the error it must end in, if any. */
typedef struct {
    int line;
    char *verb;
    char *args[MAX_ARGS];
    int nargs;
    char *block[MAX_BLOCK];
    int nblock;
    bool has_error;
    int error_code;
    const char *error_message;
} step;

/* Report a failed step (printf-style); always returns false. */
bool fail(const step *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Argument i: as a 64-bit integer, as yes/no (false on a malformed argument, with a report). */
bool arg_i64(const step *s, int i, long long *out);
bool arg_yes(const step *s, int i, bool *out);
/* The block joined into one text, each line ending in a newline (static storage). */
const char *block_text(const step *s);
/* For an action: whether `status` is what the step expects (success, or its exact error and
 * message). `*succeeded` tells the caller whether to keep the result. */
bool expect_status(const step *s, int status, bool *succeeded);
/* For a check: fails if the step has an `error` line. */
bool no_error(const step *s);
/* Compare a text with the step's block. */
bool expect_text(const step *s, const char *got);

/* One game's runner: `reset` starts a case, `run` performs one step (false: the step failed;
 * unknown verbs fail). */
typedef struct {
    const char *file;
    void (*reset)(void);
    bool (*run)(const step *s);
} game_runner;

extern const game_runner peg_runner;
extern const game_runner quixo_runner;
extern const game_runner tictactoe_runner;
extern const game_runner solitaire_runner;
extern const game_runner solitaire_random_runner;
extern const game_runner klondike_runner;

#endif
