/* tests/vectors/solitaire.txt from C. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vectors.h"

static digipeg_solitaire game;
static digipeg_deque deque;
static bool has_game, has_deque;
static char transcript[1 << 16];
static int ended = -1;
static size_t ended_rounds;

static void reset(void) {
    memset(&game, 0, sizeof game);
    memset(&deque, 0, sizeof deque);
    has_game = has_deque = false;
    transcript[0] = '\0';
    ended = -1;
}

/* Items as the vectors list them: numbers separated by spaces. */
static bool same_items(const step *s, int from, const uint8_t *items, size_t count) {
    if ((int)count != s->nargs - from) {
        return fail(s, "%zu items, expected %d", count, s->nargs - from);
    }
    for (size_t i = 0; i < count; i++) {
        long long want;
        if (!arg_i64(s, from + (int)i, &want)) {
            return false;
        }
        if (items[i] != want) {
            return fail(s, "item %zu is %u, expected %lld", i, items[i], want);
        }
    }
    return true;
}

typedef int (*play_call)(digipeg_solitaire_play *, const char *, char *, size_t, size_t *, bool *);

static int call_start(digipeg_solitaire_play *p, const char *line, char *b, size_t c, size_t *n, bool *f) {
    (void)line;
    return digipeg_solitaire_play_start(p, b, c, n, f);
}

static int call_end(digipeg_solitaire_play *p, const char *line, char *b, size_t c, size_t *n, bool *f) {
    (void)line;
    return digipeg_solitaire_play_end_input(p, b, c, n, f);
}

static bool grow(const step *s, digipeg_solitaire_play *p, play_call call, const char *line, bool *finished) {
    char buf[1 << 14];
    size_t needed = 0, len = strlen(transcript);
    int status = call(p, line, buf, 4, &needed, finished);
    if (status == DIGIPEG_E_BUFFER_TOO_SMALL && needed <= sizeof buf) {
        status = call(p, line, buf, needed, &needed, finished);
    }
    if (status != DIGIPEG_OK) {
        return fail(s, "play call failed with %d (%s)", status, digipeg_error_message(status));
    }
    if (len + strlen(buf) + 1 > sizeof transcript) {
        return fail(s, "transcript too long");
    }
    memcpy(transcript + len, buf, strlen(buf) + 1);
    return true;
}

static bool run_play(const step *s) {
    digipeg_solitaire_play p;
    bool finished = false;
    if (digipeg_solitaire_play_new(&p, &game) != DIGIPEG_OK) {
        return fail(s, "play_new");
    }
    transcript[0] = '\0';
    if (!grow(s, &p, call_start, NULL, &finished)) {
        return false;
    }
    int next = 0;
    while (!finished) {
        bool more = next < s->nblock;
        if (!grow(s, &p, more ? digipeg_solitaire_play_input : call_end, more ? s->block[next++] : NULL, &finished)) {
            return false;
        }
    }
    if (digipeg_solitaire_play_end(&p, &ended, &ended_rounds) != DIGIPEG_OK ||
        digipeg_solitaire_play_game(&p, &game) != DIGIPEG_OK) {
        return fail(s, "play_end / play_game");
    }
    return true;
}

/* `position [CARDNO]` + block: one pile per block line, its cards separated by spaces. */
static bool run_position(const step *s) {
    int64_t cards[MAX_BLOCK * 8];
    size_t sizes[MAX_BLOCK];
    size_t total = 0;
    for (int p = 0; p < s->nblock; p++) {
        char line[1024];
        snprintf(line, sizeof line, "%s", s->block[p]);
        sizes[p] = 0;
        for (char *word = strtok(line, " "); word != NULL; word = strtok(NULL, " ")) {
            char *end = NULL;
            long long card = strtoll(word, &end, 10);
            if (*end != '\0' || total == sizeof cards / sizeof cards[0]) {
                return fail(s, "bad pile line: %s", s->block[p]);
            }
            cards[total++] = card;
            sizes[p]++;
        }
    }
    long long card_no = 0;
    if (s->nargs > 0 && !arg_i64(s, 0, &card_no)) {
        return false;
    }
    const int64_t given = card_no;
    digipeg_solitaire made;
    bool ok = false;
    int status = digipeg_solitaire_from_piles(&made, cards, sizes, (size_t)s->nblock, s->nargs > 0 ? &given : NULL);
    if (!expect_status(s, status, &ok)) {
        return false;
    }
    if (ok) {
        game = made;
        has_game = true;
    }
    return true;
}

static bool run_deque(const step *s, const char *v) {
    long long x;
    uint8_t item = 0;
    bool ok = false;
    if (strcmp(v, "add_front") == 0 || strcmp(v, "add_rear") == 0) {
        for (int i = 0; i < s->nargs; i++) {
            if (!arg_i64(s, i, &x) || x < 0 || x > 255) {
                return fail(s, "items are bytes here");
            }
            int status = v[4] == 'f' ? digipeg_deque_add_front(&deque, (uint8_t)x) : digipeg_deque_add_rear(&deque, (uint8_t)x);
            if (status != DIGIPEG_OK || i == s->nargs - 1) {
                return expect_status(s, status, &ok);
            }
        }
        return expect_status(s, DIGIPEG_OK, &ok);
    }
    int status;
    if (strcmp(v, "remove_front") == 0) {
        status = digipeg_deque_remove_front(&deque, &item);
    } else if (strcmp(v, "remove_rear") == 0) {
        status = digipeg_deque_remove_rear(&deque, &item);
    } else if (strcmp(v, "peek") == 0) {
        status = digipeg_deque_peek(&deque, &item);
    } else if (strcmp(v, "peeklast") == 0) {
        status = digipeg_deque_peeklast(&deque, &item);
    } else if (strcmp(v, "size") == 0) {
        size_t size = 0;
        if (!no_error(s) || !arg_i64(s, 0, &x)) {
            return false;
        }
        return digipeg_deque_size(&deque, &size) == DIGIPEG_OK && (long long)size == x ? true : fail(s, "size %zu", size);
    } else if (strcmp(v, "items") == 0) {
        uint8_t items[DIGIPEG_DEQUE_CAPACITY];
        size_t count = 0;
        if (!no_error(s) || digipeg_deque_items(&deque, items, DIGIPEG_DEQUE_CAPACITY, &count) != DIGIPEG_OK) {
            return fail(s, "items");
        }
        for (size_t i = 0; i < count; i++) {
            uint8_t at = 0;
            if (digipeg_deque_get(&deque, i, &at) != DIGIPEG_OK || at != items[i]) {
                return fail(s, "get(%zu)", i);
            }
        }
        return same_items(s, 0, items, count);
    } else if (strcmp(v, "printall") == 0) {
        char buf[512];
        if (!no_error(s) || !arg_i64(s, 0, &x) || x < 0 ||
            digipeg_deque_printall(&deque, (size_t)x, buf, sizeof buf, NULL) != DIGIPEG_OK) {
            return fail(s, "printall");
        }
        size_t len = strlen(buf);
        buf[len] = '\n'; /* the block holds the one line; compare it as a line */
        buf[len + 1] = '\0';
        return expect_text(s, buf);
    } else {
        return fail(s, "unknown verb");
    }
    if (!expect_status(s, status, &ok)) {
        return false;
    }
    if (ok && (!arg_i64(s, 0, &x) || item != x)) {
        return fail(s, "item %u", item);
    }
    return true;
}

static bool run(const step *s) {
    const char *v = s->verb;
    bool ok = false, yes = false;
    long long x;
    if (strcmp(v, "deque") == 0) {
        has_deque = expect_status(s, digipeg_deque_new(&deque), &ok) && ok;
        return has_deque;
    }
    static const char *const deque_verbs[] = {"add_front", "add_rear", "remove_front", "remove_rear", "peek",
                                              "peeklast",  "size",     "items",        "printall"};
    bool is_deque_verb = false;
    for (size_t i = 0; i < sizeof deque_verbs / sizeof deque_verbs[0]; i++) {
        is_deque_verb = is_deque_verb || strcmp(v, deque_verbs[i]) == 0;
    }
    if (is_deque_verb) {
        if (!has_deque) {
            return fail(s, "no deque yet");
        }
        return run_deque(s, v);
    }
    if (strcmp(v, "new") == 0 || strcmp(v, "shuffled") == 0) {
        digipeg_solitaire made;
        int status;
        if (v[0] == 'n') {
            long long cards[MAX_ARGS];
            for (int i = 0; i < s->nargs; i++) {
                if (!arg_i64(s, i, &cards[i])) {
                    return false;
                }
            }
            status = digipeg_solitaire_new(&made, (const int64_t *)cards, (size_t)s->nargs);
        } else {
            long long seed;
            if (!arg_i64(s, 0, &x) || !arg_i64(s, 1, &seed)) {
                return false;
            }
            status = digipeg_solitaire_shuffled(&made, (size_t)x, (uint64_t)seed);
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
    if (strcmp(v, "position") == 0) {
        return run_position(s);
    }
    if (strcmp(v, "transcript") == 0) {
        return no_error(s) && expect_text(s, transcript);
    }
    if (strcmp(v, "ended") == 0) {
        const char *want = s->nargs > 0 ? s->args[0] : "";
        bool match = (strcmp(want, "won") == 0 && ended == DIGIPEG_PLAY_WON && arg_i64(s, 1, &x) &&
                      (long long)ended_rounds == x) ||
                     (strcmp(want, "lost") == 0 && ended == DIGIPEG_PLAY_LOST) ||
                     (strcmp(want, "input") == 0 && ended == DIGIPEG_PLAY_END_OF_INPUT);
        return no_error(s) && (match ? true : fail(s, "ended %d after %zu rounds", ended, ended_rounds));
    }
    if (!has_game) {
        return fail(s, "no game yet");
    }
    if (strcmp(v, "move") == 0) {
        long long c2;
        if (!arg_i64(s, 0, &x) || !arg_i64(s, 1, &c2)) {
            return false;
        }
        char b1[1024], b2[1024];
        int checked = digipeg_solitaire_check_move(&game, x, c2);
        digipeg_solitaire_display(&game, b1, sizeof b1, NULL);
        int status = digipeg_solitaire_make_move(&game, x, c2);
        if (!expect_status(s, status, &ok)) {
            return false;
        }
        digipeg_solitaire_display(&game, b2, sizeof b2, NULL);
        if (!ok && strcmp(b1, b2) != 0) {
            return fail(s, "a refused move changed the piles");
        }
        return checked == status ? true : fail(s, "check_move returned %d", checked);
    }
    if (strcmp(v, "play") == 0) {
        return no_error(s) && run_play(s);
    }
    if (strcmp(v, "set_chances") == 0) {
        char b1[1024], b2[1024];
        size_t n1 = 0, n2 = 0;
        if (!arg_i64(s, 0, &x)) {
            return false;
        }
        digipeg_solitaire_display(&game, b1, sizeof b1, NULL);
        digipeg_solitaire_chance_no(&game, &n1);
        if (!expect_status(s, digipeg_solitaire_set_chance_no(&game, x), &ok)) {
            return false;
        }
        digipeg_solitaire_display(&game, b2, sizeof b2, NULL);
        digipeg_solitaire_chance_no(&game, &n2);
        return ok || (n1 == n2 && strcmp(b1, b2) == 0) ? true : fail(s, "a refused ChanceNo changed the game");
    }
    if (!no_error(s)) {
        return false;
    }
    if (strcmp(v, "pile") == 0) {
        uint8_t cards[DIGIPEG_DEQUE_CAPACITY];
        size_t count = 0;
        if (!arg_i64(s, 0, &x) || x < 0 ||
            digipeg_solitaire_pile(&game, (size_t)x, cards, DIGIPEG_DEQUE_CAPACITY, &count) != DIGIPEG_OK) {
            return fail(s, "pile");
        }
        return same_items(s, 1, cards, count);
    }
    if (strcmp(v, "piles") == 0 || strcmp(v, "chances") == 0) {
        size_t n = 0;
        int status = v[0] == 'p' ? digipeg_solitaire_col_no(&game, &n) : digipeg_solitaire_chance_no(&game, &n);
        return arg_i64(s, 0, &x) && status == DIGIPEG_OK && (long long)n == x ? true : fail(s, "%zu", n);
    }
    if (strcmp(v, "complete") == 0) {
        bool complete = false;
        return arg_yes(s, 0, &yes) && digipeg_solitaire_is_complete(&game, &complete) == DIGIPEG_OK &&
                       complete == yes
                   ? true
                   : fail(s, "complete %d", complete);
    }
    if (strcmp(v, "display") == 0) {
        char buf[2048];
        if (digipeg_solitaire_display(&game, buf, sizeof buf, NULL) != DIGIPEG_OK) {
            return fail(s, "display");
        }
        return expect_text(s, buf);
    }
    return fail(s, "unknown verb");
}

const game_runner solitaire_runner = {"solitaire.txt", reset, run};
/* Generated random hand-built positions (tests/vectors/gen_solitaire_random.py), same verbs. */
const game_runner solitaire_random_runner = {"solitaire_random.txt", reset, run};
