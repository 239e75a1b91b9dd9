/* tests/vectors/klondike.txt from C: the caller keeps each move's record, as a C user would. */
#include <stdio.h>
#include <string.h>

#include "vectors.h"

#define MAX_PLAYED 4096

static digipeg_klondike game;
static bool has_game;
static unsigned draw, passes;
static bool worry_back;
static digipeg_klondike_record played[MAX_PLAYED];
static size_t played_count;
static digipeg_klondike_record undone;
static bool has_undone;
static _Alignas(DIGIPEG_TABLE_ALIGN) unsigned char table[DIGIPEG_KLONDIKE_DEFAULT_TABLE_BYTES];
static char text[1 << 16];

static void reset(void) {
    memset(&game, 0, sizeof game);
    has_game = false;
    draw = DIGIPEG_KLONDIKE_DEFAULT_DRAW;
    passes = DIGIPEG_KLONDIKE_DEFAULT_PASSES;
    worry_back = DIGIPEG_KLONDIKE_DEFAULT_WORRY_BACK;
    played_count = 0;
    has_undone = false;
}

/* The vectors' long move words in the notation the library reads. */
static bool notation(const step *s, char *out, size_t cap) {
    const char *a = s->nargs > 0 ? s->args[0] : "";
    if (strcmp(a, "draw") == 0) return snprintf(out, cap, "D") > 0;
    if (strcmp(a, "recycle") == 0) return snprintf(out, cap, "R") > 0;
    if (strcmp(a, "waste") == 0 && s->nargs == 2) return snprintf(out, cap, "WF") > 0;
    if (strcmp(a, "waste") == 0 && s->nargs == 3) return snprintf(out, cap, "W%s", s->args[2]) > 0;
    if (strcmp(a, "pile") == 0 && s->nargs == 3) return snprintf(out, cap, "%sF", s->args[1]) > 0;
    if (strcmp(a, "pile") == 0 && s->nargs == 5) {
        return snprintf(out, cap, "%s%s-%s", s->args[1], s->args[3], s->args[4]) > 0;
    }
    if (strcmp(a, "foundation") == 0 && s->nargs == 4) return snprintf(out, cap, "%s%s", s->args[1], s->args[3]) > 0;
    return fail(s, "not a move");
}

static bool play(const step *s, const char *move) {
    digipeg_klondike before = game;
    digipeg_klondike_record record;
    bool ok = false;
    if (played_count == MAX_PLAYED) return fail(s, "too many moves for the runner");
    if (!expect_status(s, digipeg_klondike_play(&game, move, &record), &ok)) return false;
    if (ok) {
        played[played_count++] = record;
    } else if (memcmp(&before, &game, sizeof game) != 0) {
        return fail(s, "a refused move changed the game");
    }
    return true;
}

static bool deal(const step *s, int status, const digipeg_klondike *made) {
    bool ok = false;
    if (!expect_status(s, status, &ok)) return false;
    if (ok) {
        game = *made;
        has_game = true;
        played_count = 0;
    }
    return true;
}

static bool run(const step *s) {
    const char *v = s->verb;
    digipeg_klondike made;
    bool ok = false;
    if (strcmp(v, "rules") == 0) {
        long long d, p;
        bool w;
        if (!arg_i64(s, 0, &d) || !arg_i64(s, 1, &p) || !arg_yes(s, 2, &w)) return false;
        unsigned dd = d < 0 || d > 0xFFFFFFFFLL ? 0xFFFFFFFFu : (unsigned)d;
        unsigned pp = p < 0 || p > 0xFFFFFFFFLL ? 0xFFFFFFFFu : (unsigned)p;
        if (!expect_status(s, digipeg_klondike_from_seed(&made, 1, dd, pp, w), &ok)) return false;
        if (ok) {
            draw = dd;
            passes = pp;
            worry_back = w;
        }
        return true;
    }
    if (strcmp(v, "seed") == 0) {
        long long seed;
        if (!arg_i64(s, 0, &seed)) return false;
        return deal(s, digipeg_klondike_from_seed(&made, seed, draw, passes, worry_back), &made);
    }
    if (strcmp(v, "rank-deal") == 0) {
        if (s->nargs < 1) return fail(s, "needs the digits");
        return deal(s, digipeg_klondike_from_rank(&made, s->args[0], draw, passes, worry_back), &made);
    }
    if (strcmp(v, "json-deal") == 0) {
        text[0] = '\0';
        for (int i = 0; i < s->nblock; i++) strncat(text, s->block[i], sizeof text - strlen(text) - 1);
        return deal(s, digipeg_klondike_from_json(&made, text, draw, passes, worry_back), &made);
    }
    if (strcmp(v, "card") == 0) {
        char name[8], again[8];
        if (s->nargs < 1) return fail(s, "needs a card");
        if (!expect_status(s, digipeg_klondike_card_name(s->args[0], name, sizeof name, NULL), &ok)) return false;
        if (ok && (digipeg_klondike_card_name(name, again, sizeof again, NULL) != DIGIPEG_OK ||
                   strcmp(name, again) != 0)) {
            return fail(s, "%s does not read back", name);
        }
        return true;
    }
    if (!has_game) return fail(s, "no game yet");
    if (strcmp(v, "play") == 0) {
        char move[32];
        return notation(s, move, sizeof move) && play(s, move);
    }
    if (strcmp(v, "play-text") == 0) {
        return s->nargs == 1 ? play(s, s->args[0]) : fail(s, "needs one move");
    }
    if (strcmp(v, "draws") == 0) {
        long long n;
        if (!arg_i64(s, 0, &n)) return false;
        for (long long i = 0; i < n; i++) {
            if (!play(s, "D")) return false;
        }
        return true;
    }
    if (strcmp(v, "undo") == 0) {
        /* The C user keeps the records; with none there is nothing to hand back. */
        if (played_count == 0) return expect_status(s, DIGIPEG_E_KLONDIKE_NOTHING_TO_UNDO, &ok);
        undone = played[--played_count];
        has_undone = true;
        return expect_status(s, digipeg_klondike_undo(&game, &undone), &ok);
    }
    if (strcmp(v, "undo-again") == 0) {
        if (!has_undone) return fail(s, "no undo yet");
        digipeg_klondike before = game;
        if (!expect_status(s, digipeg_klondike_undo(&game, &undone), &ok)) return false;
        return ok || memcmp(&before, &game, sizeof game) == 0 ? true : fail(s, "a refused undo changed the game");
    }
    if (!no_error(s)) return false;
    if (strcmp(v, "moves") == 0 || strcmp(v, "legal") == 0) {
        long long want = 0;
        if (digipeg_klondike_legal_moves(&game, text, sizeof text, NULL) != DIGIPEG_OK) return fail(s, "legal moves");
        if (v[0] == 'm') {
            if (!arg_i64(s, 0, &want)) return false;
            long long n = text[0] == '\0' ? 0 : 1;
            for (const char *c = text; *c; c++) n += *c == ' ';
            return n == want ? true : fail(s, "%lld legal moves: %s", n, text);
        }
        char joined[1024] = "";
        for (int i = 0; i < s->nargs; i++) {
            if (i > 0) strncat(joined, " ", sizeof joined - strlen(joined) - 1);
            strncat(joined, s->args[i], sizeof joined - strlen(joined) - 1);
        }
        return strcmp(joined, text) == 0 ? true : fail(s, "legal moves [%s]", text);
    }
    if (strcmp(v, "drawing") == 0) {
        if (digipeg_klondike_draw(&game, false, text, sizeof text, NULL) != DIGIPEG_OK) return fail(s, "drawing");
        return expect_text(s, text);
    }
    if (strcmp(v, "rank") == 0) {
        if (digipeg_klondike_rank(&game, text, sizeof text, NULL) != DIGIPEG_OK) return fail(s, "rank");
        return s->nargs == 1 && strcmp(text, s->args[0]) == 0 ? true : fail(s, "rank %s", text);
    }
    if (strcmp(v, "solvitaire") == 0) {
        static char want[1 << 16];
        want[0] = '\0';
        for (int i = 0; i < s->nblock; i++) strncat(want, s->block[i], sizeof want - strlen(want) - 1);
        if (digipeg_klondike_json(&game, text, sizeof text, NULL) != DIGIPEG_OK) return fail(s, "json");
        return strcmp(text, want) == 0 ? true : fail(s, "json [%s]", text);
    }
    if (strcmp(v, "solve") == 0) {
        long long nodes;
        int verdict = -1;
        if (!arg_i64(s, 0, &nodes) || s->nargs < 2) return fail(s, "solve NODES VERDICT");
        if (digipeg_klondike_solve(&game, (uint64_t)nodes, table, sizeof table, &verdict, NULL, text, sizeof text,
                                   NULL) != DIGIPEG_OK) {
            return fail(s, "solve failed");
        }
        const char *name = verdict == DIGIPEG_KLONDIKE_WON ? "won" : verdict == DIGIPEG_KLONDIKE_LOST ? "lost" : "unknown";
        if (strcmp(name, s->args[1]) != 0) return fail(s, "verdict %s", name);
        digipeg_klondike replay = game;
        for (char *move = strtok(text, " "); move != NULL; move = strtok(NULL, " ")) {
            if (digipeg_klondike_play(&replay, move, NULL) != DIGIPEG_OK) return fail(s, "the line does not replay");
        }
        bool won = false;
        digipeg_klondike_is_won(&replay, &won);
        return won == (verdict == DIGIPEG_KLONDIKE_WON) ? true : fail(s, "the line ends unwon");
    }
    return fail(s, "unknown verb");
}

const game_runner klondike_runner = {"klondike.txt", reset, run};
