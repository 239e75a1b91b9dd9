/* tests/vectors/tictactoe.txt from C. */
#include <stdio.h>
#include <string.h>

#include "vectors.h"

static digipeg_ttt game;
static bool has_game;

static void reset(void) {
    memset(&game, 0, sizeof game);
    has_game = false;
}

static const char *state_name(int state) {
    return state == DIGIPEG_TTT_WIN ? "win" : state == DIGIPEG_TTT_DRAW ? "draw" : "ongoing";
}

static const char *player_name(int p) {
    return p == DIGIPEG_X ? "X" : p == DIGIPEG_O ? "O" : "none";
}

static bool run(const step *s) {
    const char *v = s->verb;
    bool ok = false;
    const char *rows[MAX_BLOCK];
    for (int i = 0; i < s->nblock; i++) {
        rows[i] = s->block[i];
    }
    if (strcmp(v, "gamestate") == 0) {
        int state = -1;
        if (!expect_status(s, digipeg_ttt_gamestate(rows, (size_t)s->nblock, &state), &ok)) {
            return false;
        }
        if (ok && (s->nargs < 1 || strcmp(state_name(state), s->args[0]) != 0)) {
            return fail(s, "gamestate %s", state_name(state));
        }
        return true;
    }
    if (strcmp(v, "new") == 0 || strcmp(v, "board") == 0) {
        digipeg_ttt made;
        int status = v[0] == 'n' ? digipeg_ttt_new(&made) : digipeg_ttt_from_rows(&made, rows, (size_t)s->nblock);
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
    if (strcmp(v, "play") == 0) {
        long long sq;
        int state = -1, after = -2;
        if (!arg_i64(s, 0, &sq)) {
            return false;
        }
        digipeg_ttt before = game;
        char b1[32], b2[32];
        if (!expect_status(s, digipeg_ttt_play(&game, sq, &state), &ok)) {
            return false;
        }
        if (ok && (digipeg_ttt_state(&game, &after) != DIGIPEG_OK || after != state)) {
            return fail(s, "play reported %s, state is %s", state_name(state), state_name(after));
        }
        if (!ok && (digipeg_ttt_draw(&before, b1, sizeof b1, NULL) != DIGIPEG_OK ||
                    digipeg_ttt_draw(&game, b2, sizeof b2, NULL) != DIGIPEG_OK || strcmp(b1, b2) != 0)) {
            return fail(s, "a refused move changed the board");
        }
        return true;
    }
    if (!no_error(s)) {
        return false;
    }
    if (strcmp(v, "turn") == 0 || strcmp(v, "winner") == 0 || strcmp(v, "state") == 0) {
        int got = -1;
        int status = v[0] == 't' ? digipeg_ttt_turn(&game, &got)
                     : v[0] == 'w' ? digipeg_ttt_winner(&game, &got)
                                   : digipeg_ttt_state(&game, &got);
        const char *name = v[0] == 's' ? state_name(got) : player_name(got);
        if (status != DIGIPEG_OK || s->nargs < 1 || strcmp(name, s->args[0]) != 0) {
            return fail(s, "answered %s", name);
        }
        return true;
    }
    if (strcmp(v, "legal") == 0) {
        uint8_t squares[9];
        size_t count = 0;
        if (digipeg_ttt_legal_moves(&game, squares, 9, &count) != DIGIPEG_OK || (int)count != s->nargs) {
            return fail(s, "%zu legal moves, expected %d", count, s->nargs);
        }
        for (size_t i = 0; i < count; i++) {
            char token[8];
            uint8_t at = 99;
            bool legal = false;
            snprintf(token, sizeof token, "%u", squares[i]);
            if (strcmp(token, s->args[i]) != 0 || digipeg_ttt_legal_move_at(&game, i, &at) != DIGIPEG_OK ||
                at != squares[i] || digipeg_ttt_is_legal(&game, squares[i], &legal) != DIGIPEG_OK || !legal) {
                return fail(s, "move %zu is %s, expected %s", i, token, s->args[i]);
            }
        }
        return true;
    }
    if (strcmp(v, "show") == 0) {
        char buf[32];
        if (digipeg_ttt_draw(&game, buf, sizeof buf, NULL) != DIGIPEG_OK) {
            return fail(s, "draw");
        }
        return expect_text(s, buf);
    }
    return fail(s, "unknown verb");
}

const game_runner tictactoe_runner = {"tictactoe.txt", reset, run};
