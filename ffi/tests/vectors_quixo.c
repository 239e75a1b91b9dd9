/* tests/vectors/quixo.txt from C. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vectors.h"

static digipeg_quixo game;
static bool has_game;

static void reset(void) {
    memset(&game, 0, sizeof game);
    has_game = false;
}

static bool number(const step *s, int i, long long *out) {
    return arg_i64(s, i, out);
}

static const char *symbol_name(int symbol) {
    return symbol == DIGIPEG_X ? "X" : symbol == DIGIPEG_O ? "O" : "?";
}

static bool run(const step *s) {
    const char *v = s->verb;
    long long a[6];
    bool ok = false;
    if (strcmp(v, "new") == 0 || strcmp(v, "parse") == 0) {
        digipeg_quixo made;
        int status;
        if (strcmp(v, "new") == 0) {
            if (!number(s, 0, &a[0]) || !number(s, 1, &a[1])) {
                return false;
            }
            status = digipeg_quixo_new(&made, (size_t)a[0], (size_t)a[1]);
        } else {
            if (!number(s, 0, &a[0]) || !number(s, 1, &a[1]) || !number(s, 2, &a[2])) {
                return false;
            }
            const char *rows[MAX_BLOCK];
            for (int i = 0; i < s->nblock; i++) {
                rows[i] = s->block[i];
            }
            status = digipeg_quixo_parse(&made, (size_t)a[0], rows, (size_t)s->nblock, (size_t)a[1], (size_t)a[2]);
        }
        if (!expect_status(s, status, &ok)) {
            return false;
        }
        if (ok) {
            game = made;
            has_game = true;
        }
        return true;
    }
    if (!has_game) {
        return fail(s, "no game yet");
    }
    if (strcmp(v, "move") == 0) {
        a[4] = 0;
        for (int i = 0; i < s->nargs; i++) {
            if (!number(s, i, &a[i])) {
                return false;
            }
        }
        digipeg_quixo before = game;
        int status = digipeg_quixo_make_move(&game, a[0], a[1], a[2], a[3], a[4]);
        if (!expect_status(s, status, &ok)) {
            return false;
        }
        bool same = false;
        if (!ok && (digipeg_quixo_same_position(&before, &game, &same) != DIGIPEG_OK || !same)) {
            return fail(s, "a refused move changed the game");
        }
        int checked = digipeg_quixo_check_move(&before, a[0], a[1], a[2], a[3], a[4]);
        if (checked != status) {
            return fail(s, "check_move returned %d, make_move %d", checked, status);
        }
        return true;
    }
    if (strcmp(v, "undo") == 0) {
        return expect_status(s, digipeg_quixo_undo(&game), &ok);
    }
    if (strcmp(v, "limit") == 0 || strcmp(v, "repeat") == 0) {
        uint32_t back = 0;
        if (!no_error(s) || !number(s, 0, &a[0])) {
            return false;
        }
        if (v[0] == 'l') {
            if (digipeg_quixo_set_move_limit(&game, (uint32_t)a[0]) != DIGIPEG_OK ||
                digipeg_quixo_move_limit(&game, &back) != DIGIPEG_OK || back != a[0]) {
                return fail(s, "set_move_limit");
            }
        } else if (digipeg_quixo_set_repetitions(&game, (uint32_t)a[0]) != DIGIPEG_OK ||
                   digipeg_quixo_repetitions(&game, &back) != DIGIPEG_OK) {
            return fail(s, "set_repetitions");
        }
        return true;
    }
    if (strcmp(v, "choose") == 0) {
        int level = -1;
        size_t players = 0;
        digipeg_quixo_level_settings settings = {0};
        if (!number(s, 1, &a[1]) || digipeg_quixo_players(&game, &players) != DIGIPEG_OK) {
            return fail(s, "bad choose step");
        }
        int named = digipeg_quixo_level_by_name(s->args[0], &level);
        if (named != DIGIPEG_OK) {
            return expect_status(s, named, &ok);
        }
        if (level != DIGIPEG_QUIXO_LEVEL_RANDOM && level != DIGIPEG_QUIXO_LEVEL_GREEDY &&
            digipeg_quixo_get_level_settings(level, &settings) != DIGIPEG_OK) {
            return fail(s, "no settings for level %s", s->args[0]);
        }
        void *table = settings.table_bytes ? aligned_alloc(DIGIPEG_TABLE_ALIGN, settings.table_bytes) : NULL;
        if (settings.table_bytes && !table) {
            return fail(s, "out of memory");
        }
        digipeg_quixo_choice c;
        int status = digipeg_quixo_choose_level(&game, level, (uint64_t)a[1], 0, table, settings.table_bytes, &c);
        free(table);
        if (!expect_status(s, status, &ok)) {
            return false;
        }
        if (ok) {
            char token[16];
            const digipeg_quixo_move *m = &c.mv;
            if (players == 4) {
                snprintf(token, sizeof token, "%u%u%u%u%u", m->from_row, m->from_col, m->to_row, m->to_col, m->partner);
            } else {
                snprintf(token, sizeof token, "%u%u%u%u", m->from_row, m->from_col, m->to_row, m->to_col);
            }
            if (s->nargs != 3 || strcmp(token, s->args[2]) != 0) {
                return fail(s, "chose %s", token);
            }
        }
        return true;
    }
    if (!no_error(s)) {
        return false;
    }
    if (strcmp(v, "board") == 0) {
        char buf[64];
        size_t needed = 0;
        if (digipeg_quixo_board_text(&game, buf, sizeof buf, &needed) != DIGIPEG_OK) {
            return fail(s, "board_text");
        }
        return expect_text(s, buf);
    }
    if (strcmp(v, "turn") == 0) {
        size_t turn = 0;
        int symbol = 0;
        if (!number(s, 0, &a[0]) || s->nargs < 2) {
            return fail(s, "needs PLAYER SYMBOL");
        }
        if (digipeg_quixo_turn(&game, &turn) != DIGIPEG_OK || digipeg_quixo_turn_symbol(&game, &symbol) != DIGIPEG_OK ||
            (long long)turn != a[0] || strcmp(symbol_name(symbol), s->args[1]) != 0) {
            return fail(s, "turn %zu %s", turn, symbol_name(symbol));
        }
        return true;
    }
    if (strcmp(v, "passed") == 0) {
        size_t passed = 0;
        if (!number(s, 0, &a[0])) {
            return false;
        }
        if (digipeg_quixo_passed(&game, &passed) != DIGIPEG_OK || (long long)passed != a[0]) {
            return fail(s, "passed %zu", passed);
        }
        return true;
    }
    if (strcmp(v, "winner") == 0) {
        int outcome = -1;
        bool over = false;
        if (s->nargs < 1 || digipeg_quixo_outcome(&game, &outcome) != DIGIPEG_OK ||
            digipeg_quixo_game_over(&game, &over) != DIGIPEG_OK) {
            return fail(s, "outcome");
        }
        const char *got = outcome == DIGIPEG_OUTCOME_X_WINS   ? "X"
                          : outcome == DIGIPEG_OUTCOME_O_WINS ? "O"
                          : outcome == DIGIPEG_OUTCOME_DRAW   ? "draw"
                                                              : "none";
        if (strcmp(got, s->args[0]) != 0 || over != (outcome != DIGIPEG_OUTCOME_ONGOING)) {
            return fail(s, "winner %s", got);
        }
        return true;
    }
    if (strcmp(v, "moves") == 0 || strcmp(v, "movelist") == 0) {
        digipeg_quixo_move moves[DIGIPEG_QUIXO_MAX_MOVES];
        size_t count = 0, counted = 0, players = 0;
        if (digipeg_quixo_legal_moves(&game, moves, DIGIPEG_QUIXO_MAX_MOVES, &count) != DIGIPEG_OK ||
            digipeg_quixo_count_moves(&game, &counted) != DIGIPEG_OK || counted != count ||
            digipeg_quixo_players(&game, &players) != DIGIPEG_OK) {
            return fail(s, "legal_moves");
        }
        if (strcmp(v, "moves") == 0) {
            if (!number(s, 0, &a[0])) {
                return false;
            }
            return (long long)count == a[0] ? true : fail(s, "%zu moves", count);
        }
        if ((int)count != s->nargs) {
            return fail(s, "%zu moves, expected %d", count, s->nargs);
        }
        for (size_t i = 0; i < count; i++) {
            char token[16];
            const digipeg_quixo_move *m = &moves[i];
            if (players == 4) {
                snprintf(token, sizeof token, "%u%u%u%u%u", m->from_row, m->from_col, m->to_row, m->to_col, m->partner);
            } else {
                snprintf(token, sizeof token, "%u%u%u%u", m->from_row, m->from_col, m->to_row, m->to_col);
            }
            digipeg_quixo_move at;
            bool legal = false;
            if (strcmp(token, s->args[i]) != 0 || digipeg_quixo_legal_move_at(&game, i, &at) != DIGIPEG_OK ||
                memcmp(&at, m, sizeof at) != 0 ||
                digipeg_quixo_is_legal(&game, m->from_row, m->from_col, m->to_row, m->to_col, m->partner, &legal) !=
                    DIGIPEG_OK ||
                !legal) {
                return fail(s, "move %zu is %s, expected %s", i, token, s->args[i]);
            }
        }
        return true;
    }
    if (strcmp(v, "legal") == 0) {
        bool want = false, got = true;
        int n = s->nargs - 1;
        a[4] = 0;
        if (n != 4 && n != 5) {
            return fail(s, "needs 4 or 5 numbers and yes/no");
        }
        for (int i = 0; i < n; i++) {
            if (!number(s, i, &a[i])) {
                return false;
            }
        }
        if (!arg_yes(s, n, &want) ||
            digipeg_quixo_is_legal(&game, a[0], a[1], a[2], a[3], a[4], &got) != DIGIPEG_OK) {
            return false;
        }
        bool checked = digipeg_quixo_check_move(&game, a[0], a[1], a[2], a[3], a[4]) == DIGIPEG_OK;
        return got == want && checked == want ? true : fail(s, "is_legal answered %s", got ? "yes" : "no");
    }
    if (strcmp(v, "perft") == 0) {
        uint64_t nodes = 0;
        if (!number(s, 0, &a[0]) || !number(s, 1, &a[1])) {
            return false;
        }
        if (digipeg_quixo_perft(&game, (uint32_t)a[0], &nodes) != DIGIPEG_OK || (long long)nodes != a[1]) {
            return fail(s, "perft %llu", (unsigned long long)nodes);
        }
        return true;
    }
    return fail(s, "unknown verb");
}

const game_runner quixo_runner = {"quixo.txt", reset, run};
