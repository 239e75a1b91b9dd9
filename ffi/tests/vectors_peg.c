/* tests/vectors/peg.txt from C. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vectors.h"

static digipeg_peg game;
static bool has_game;
static char output[1 << 16];

static void reset(void) {
    memset(&game, 0, sizeof game);
    has_game = false;
    output[0] = '\0';
}

static bool directions(const step *s, int i, int *out) {
    const char *word = i < s->nargs ? s->args[i] : "orthogonal";
    if (strcmp(word, "orthogonal") == 0) {
        *out = DIGIPEG_PEG_ORTHOGONAL;
    } else if (strcmp(word, "diagonal") == 0) {
        *out = DIGIPEG_PEG_DIAGONAL;
    } else if (strcmp(word, "triangular") == 0) {
        *out = DIGIPEG_PEG_TRIANGULAR;
    } else {
        return fail(s, "unknown directions %s", word);
    }
    return true;
}

static bool four(const step *s, long long v[4]) {
    return arg_i64(s, 0, &v[0]) && arg_i64(s, 1, &v[1]) && arg_i64(s, 2, &v[2]) && arg_i64(s, 3, &v[3]);
}

static bool need_game(const step *s) {
    return has_game ? true : fail(s, "no game yet");
}

/* Render with one of the text functions, asking for the size first. */
static bool text_of(const step *s, int (*render)(const digipeg_peg *, char *, size_t, size_t *)) {
    static char buf[1 << 14];
    size_t needed = 0;
    int status = render(&game, NULL, 0, &needed);
    if (status != DIGIPEG_E_BUFFER_TOO_SMALL || needed == 0 || needed > sizeof buf) {
        return fail(s, "size query returned %d, needed %zu", status, needed);
    }
    status = render(&game, buf, needed, NULL);
    if (status != DIGIPEG_OK) {
        return fail(s, "render failed with %d", status);
    }
    return expect_text(s, buf);
}

typedef int (*program_call)(digipeg_peg_program *, const char *, char *, size_t, size_t *, bool *);

static int program_start(digipeg_peg_program *p, const char *line, char *b, size_t c, size_t *n, bool *f) {
    (void)line;
    return digipeg_peg_program_start(p, b, c, n, f);
}

static int program_end(digipeg_peg_program *p, const char *line, char *b, size_t c, size_t *n, bool *f) {
    (void)line;
    return digipeg_peg_program_end_input(p, b, c, n, f);
}

/* One program call, first with a tiny buffer and then with the size it asked for: the retry
 * path is exercised on every step. Appends the output. */
static bool program_call_grow(const step *s, digipeg_peg_program *p, program_call call, const char *line,
                              bool *finished) {
    char buf[1 << 14];
    size_t needed = 0, len = strlen(output);
    int status = call(p, line, buf, 4, &needed, finished);
    if (status == DIGIPEG_E_BUFFER_TOO_SMALL) {
        if (needed > sizeof buf) {
            return fail(s, "program output of %zu bytes", needed);
        }
        status = call(p, line, buf, needed, &needed, finished);
    }
    if (status != DIGIPEG_OK) {
        return fail(s, "program call failed with %d (%s)", status, digipeg_error_message(status));
    }
    if (len + strlen(buf) + 1 > sizeof output) {
        return fail(s, "program output too long");
    }
    memcpy(output + len, buf, strlen(buf) + 1);
    return true;
}

static bool run_program(const step *s) {
    int banner, dirs;
    if (s->nargs < 1) {
        return fail(s, "needs a banner");
    }
    if (strcmp(s->args[0], "peg-rectangle") == 0) {
        banner = DIGIPEG_PEG_BANNER_PEG_RECTANGLE;
    } else if (strcmp(s->args[0], "digipeg") == 0) {
        banner = DIGIPEG_PEG_BANNER_DIGIPEG;
    } else {
        return fail(s, "unknown banner %s", s->args[0]);
    }
    if (!directions(s, 1, &dirs)) {
        return false;
    }
    digipeg_peg_program p;
    int status = digipeg_peg_program_new(&p, banner, dirs);
    if (status != DIGIPEG_OK) {
        return fail(s, "program_new failed with %d", status);
    }
    output[0] = '\0';
    bool finished = false;
    if (!program_call_grow(s, &p, program_start, NULL, &finished)) {
        return false;
    }
    int next = 0;
    while (!finished) {
        if (next < s->nblock) {
            if (!program_call_grow(s, &p, digipeg_peg_program_input, s->block[next++], &finished)) {
                return false;
            }
        } else if (!program_call_grow(s, &p, program_end, NULL, &finished)) {
            return false;
        }
    }
    if (next < s->nblock) {
        return fail(s, "the program ended before its input did");
    }
    return true;
}

static bool run(const step *s) {
    const char *v = s->verb;
    long long m[4];
    bool ok = false, yes = false;
    if (strcmp(v, "new") == 0) {
        int dirs;
        if (!four(s, m) || !directions(s, 4, &dirs)) {
            return false;
        }
        digipeg_peg made;
        if (!expect_status(s, digipeg_peg_with_directions(&made, m[0], m[1], m[2], m[3], dirs), &ok)) {
            return false;
        }
        if (ok) {
            game = made;
            has_game = true;
        }
        return true;
    }
    if (strcmp(v, "shape") == 0) {
        int dirs;
        if (!directions(s, 0, &dirs)) {
            return false;
        }
        digipeg_peg made;
        const char *rows[MAX_BLOCK];
        for (int i = 0; i < s->nblock; i++) {
            rows[i] = s->block[i];
        }
        if (!expect_status(s, digipeg_peg_from_rows(&made, rows, (size_t)s->nblock, dirs), &ok)) {
            return false;
        }
        if (ok) {
            game = made;
            has_game = true;
        }
        return true;
    }
    if (strcmp(v, "program") == 0) {
        return run_program(s);
    }
    if (strcmp(v, "output") == 0) {
        return no_error(s) && expect_text(s, output);
    }
    if (!need_game(s)) {
        return false;
    }
    if (strcmp(v, "move") == 0) {
        if (!four(s, m)) {
            return false;
        }
        digipeg_peg before = game;
        if (!expect_status(s, digipeg_peg_make_move(&game, m[0], m[1], m[2], m[3]), &ok)) {
            return false;
        }
        bool equal = false;
        if (!ok && (digipeg_peg_equal(&before, &game, &equal) != DIGIPEG_OK || !equal)) {
            return fail(s, "a refused move changed the board");
        }
        /* check_move agrees with make_move on the board before the move. */
        int checked = digipeg_peg_check_move(&before, m[0], m[1], m[2], m[3]);
        if (checked != (ok ? DIGIPEG_OK : s->error_code)) {
            return fail(s, "check_move returned %d", checked);
        }
        return true;
    }
    if (strcmp(v, "legal") == 0) {
        bool answer = false;
        if (!no_error(s) || !four(s, m) || !arg_yes(s, 4, &yes)) {
            return false;
        }
        if (digipeg_peg_legal_move(&game, m[0], m[1], m[2], m[3], &answer) != DIGIPEG_OK || answer != yes) {
            return fail(s, "legal_move answered %s", answer ? "yes" : "no");
        }
        return true;
    }
    if (strcmp(v, "pegs") == 0) {
        long long want;
        uint32_t n = 0;
        if (!no_error(s) || !arg_i64(s, 0, &want)) {
            return false;
        }
        if (digipeg_peg_pegs_left(&game, &n) != DIGIPEG_OK || n != want) {
            return fail(s, "pegs left %u", n);
        }
        return true;
    }
    if (strcmp(v, "decide") == 0) {
        static void *table, *beam; /* the browser's sizes, made once */
        if (table == NULL) {
            table = aligned_alloc(DIGIPEG_TABLE_ALIGN, DIGIPEG_PEG_ANALYSIS_TABLE_BYTES);
            beam = aligned_alloc(DIGIPEG_TABLE_ALIGN, DIGIPEG_PEG_ANALYSIS_BEAM_BYTES);
        }
        digipeg_peg_verdict verdict;
        digipeg_peg_jump line[DIGIPEG_PEG_MAX_LINE];
        size_t count = 0;
        if (!no_error(s) || table == NULL || beam == NULL ||
            digipeg_peg_decide(&game, DIGIPEG_PEG_ANALYSIS_NODE_CAP, table, DIGIPEG_PEG_ANALYSIS_TABLE_BYTES, beam,
                               DIGIPEG_PEG_ANALYSIS_BEAM_BYTES, &verdict, line, DIGIPEG_PEG_MAX_LINE,
                               &count) != DIGIPEG_OK) {
            return fail(s, "decide failed");
        }
        static const char *const states[] = {"checking", "yes", "no", "unknown"};
        static const char *const reasons[] = {"one", "over", "class", "beam", "search", "cap", "stranded", "earlier", "line"};
        long long least;
        if (s->nargs != (int)count + 3 || strcmp(states[verdict.state], s->args[0]) != 0 ||
            strcmp(reasons[verdict.reason], s->args[1]) != 0 || !arg_i64(s, 2, &least)) {
            return fail(s, "decide: %s %s with %zu jumps", states[verdict.state], reasons[verdict.reason], count);
        }
        if (verdict.nodes < (uint64_t)least) {
            return fail(s, "decide: %llu positions examined", (unsigned long long)verdict.nodes);
        }
        digipeg_peg end = game;
        for (size_t i = 0; i < count; i++) {
            char token[16];
            snprintf(token, sizeof token, "%u%u%u%u", line[i].from_row, line[i].from_col, line[i].to_row,
                     line[i].to_col);
            if (strcmp(token, s->args[i + 3]) != 0) {
                return fail(s, "jump %zu is %s, expected %s", i, token, s->args[i + 3]);
            }
            if (digipeg_peg_make_move(&end, line[i].from_row, line[i].from_col, line[i].to_row, line[i].to_col) !=
                DIGIPEG_OK) {
                return fail(s, "jump %zu of the line is refused", i);
            }
        }
        uint32_t left = 0;
        if (verdict.state == DIGIPEG_PEG_VERDICT_YES &&
            (digipeg_peg_pegs_left(&end, &left) != DIGIPEG_OK || left != 1)) {
            return fail(s, "the line ends with %u pegs", left);
        }
        return true;
    }
    if (strcmp(v, "over") == 0) {
        bool over = false;
        if (!no_error(s) || !arg_yes(s, 0, &yes)) {
            return false;
        }
        if (digipeg_peg_game_over(&game, &over) != DIGIPEG_OK || over != yes) {
            return fail(s, "game_over answered %s", over ? "yes" : "no");
        }
        return true;
    }
    if (strcmp(v, "moves") == 0) {
        long long want;
        if (!no_error(s) || !arg_i64(s, 0, &want)) {
            return false;
        }
        digipeg_peg_jump jumps[DIGIPEG_PEG_MAX_JUMPS];
        size_t count = 0;
        uint32_t counted = 0;
        if (digipeg_peg_legal_moves(&game, jumps, DIGIPEG_PEG_MAX_JUMPS, &count) != DIGIPEG_OK ||
            digipeg_peg_count_moves(&game, &counted) != DIGIPEG_OK) {
            return fail(s, "legal_moves failed");
        }
        if ((long long)count != want || counted != count || s->nargs != (int)count + 1) {
            return fail(s, "%zu moves (count_moves %u), expected %lld", count, counted, want);
        }
        for (size_t i = 0; i < count; i++) {
            char token[16];
            snprintf(token, sizeof token, "%u%u%u%u", jumps[i].from_row, jumps[i].from_col, jumps[i].to_row,
                     jumps[i].to_col);
            digipeg_peg_jump at;
            if (strcmp(token, s->args[i + 1]) != 0 || digipeg_peg_legal_move_at(&game, i, &at) != DIGIPEG_OK ||
                memcmp(&at, &jumps[i], sizeof at) != 0) {
                return fail(s, "move %zu is %s, expected %s", i, token, s->args[i + 1]);
            }
        }
        return true;
    }
    if (strcmp(v, "board") == 0) {
        return no_error(s) && text_of(s, digipeg_peg_rows_text);
    }
    if (strcmp(v, "drawing") == 0) {
        return no_error(s) && text_of(s, digipeg_peg_draw);
    }
    if (strcmp(v, "message") == 0) {
        return no_error(s) && text_of(s, digipeg_peg_final_message);
    }
    return fail(s, "unknown verb");
}

const game_runner peg_runner = {"peg.txt", reset, run};
