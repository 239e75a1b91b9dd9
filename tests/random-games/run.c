/*
 * The C runtime of the random games: the core's random games replayed through the installed
 * libdigipeg (digipeg.h), every answer written to a trace, the trace hashed (CRC-32).
 *
 * The interface, the operation language and the trace format are those of every runner, in
 * tests/random-games/README.md:
 *
 *   run hash SEED GAMES [KIND...]   one line per kind: KIND GAMES OPS BYTES CRC
 *   run each SEED GAMES KIND        one line per game: INDEX CRC
 *   run trace SEED KIND INDEX       the trace of one game
 */
#include <digipeg.h>

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- a growable string: one game's trace ---- */

typedef struct {
    char *data;
    size_t len, cap;
} text_t;

static void put(text_t *t, const char *s, size_t n) {
    if (t->len + n + 1 > t->cap) {
        size_t cap = t->cap ? t->cap : 4096;
        while (t->len + n + 1 > cap) cap *= 2;
        t->data = realloc(t->data, cap);
        if (!t->data) {
            perror("realloc");
            exit(1);
        }
        t->cap = cap;
    }
    memcpy(t->data + t->len, s, n);
    t->len += n;
    t->data[t->len] = '\0';
}

static void puts_(text_t *t, const char *s) { put(t, s, strlen(s)); }

static void putf(text_t *t, const char *fmt, ...) {
    char line[512];
    va_list args;
    va_start(args, fmt);
    int n = vsnprintf(line, sizeof line, fmt, args);
    va_end(args);
    if (n < 0 || (size_t)n >= sizeof line) {
        fprintf(stderr, "putf: line too long\n");
        exit(1);
    }
    put(t, line, (size_t)n);
}

/* Text as a trace writes it: a backslash doubled, a newline as backslash-n. */
static void put_escaped(text_t *t, const char *s) {
    for (; *s; s++) {
        if (*s == '\\') puts_(t, "\\\\");
        else if (*s == '\n') puts_(t, "\\n");
        else put(t, s, 1);
    }
}

static void yes(text_t *t, bool b) { puts_(t, b ? "yes" : "no"); }

/* ---- CRC-32 (zlib's): reflected 0xEDB88320, initial value and final XOR 0xFFFFFFFF ---- */

static uint32_t crc_table[256];

static void crc_init(void) {
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int bit = 0; bit < 8; bit++) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        crc_table[i] = c;
    }
}

/* Continue `crc` (0 to start) over `n` bytes, as zlib's crc32(). */
static uint32_t crc32_update(uint32_t crc, const char *data, size_t n) {
    crc = ~crc;
    for (size_t i = 0; i < n; i++) crc = crc_table[(crc ^ (uint8_t)data[i]) & 0xFF] ^ (crc >> 8);
    return ~crc;
}

/* ---- an operation line ---- */

enum { MAX_WORDS = 80, MAX_ROWS = 16 };

typedef struct {
    char head[512];                 /* the words before the first '|', NUL-separated */
    char *words[MAX_WORDS];
    int count;
    const char *payload;            /* the text after the first '|' ("" if none) */
    char rows_buf[512];
    const char *rows[MAX_ROWS];
} op_t;

static void parse(op_t *op, const char *line) {
    const char *bar = strchr(line, '|');
    size_t n = bar ? (size_t)(bar - line) : strlen(line);
    if (n >= sizeof op->head) {
        fprintf(stderr, "operation too long: %s\n", line);
        exit(1);
    }
    memcpy(op->head, line, n);
    op->head[n] = '\0';
    op->payload = bar ? bar + 1 : "";
    op->count = 0;
    for (char *w = strtok(op->head, " "); w && op->count < MAX_WORDS; w = strtok(NULL, " ")) {
        op->words[op->count++] = w;
    }
}

static const char *word(const op_t *op, int i) { return i < op->count ? op->words[i] : ""; }
static int64_t I(const op_t *op, int i) { return strtoll(word(op, i), NULL, 10); }
static uint64_t U(const op_t *op, int i) { return strtoull(word(op, i), NULL, 10); }
static bool is(const op_t *op, const char *verb) { return strcmp(word(op, 0), verb) == 0; }

/* The payload as `count` rows separated by '|' (none when count is 0). */
static size_t rows(op_t *op, int64_t count) {
    if (count <= 0) return 0;
    snprintf(op->rows_buf, sizeof op->rows_buf, "%s", op->payload);
    size_t n = 0;
    char *start = op->rows_buf;
    for (;;) {
        char *bar = strchr(start, '|');
        if (n < MAX_ROWS) op->rows[n++] = start;
        if (!bar) break;
        *bar = '\0';
        start = bar + 1;
    }
    return n;
}

/* ---- the games ---- */

static struct {
    digipeg_peg peg;
    bool has_peg;
    digipeg_peg_program program;
    bool has_program, finished;
    digipeg_quixo quixo;
    bool has_quixo;
    digipeg_ttt ttt;
    bool has_ttt;
    digipeg_deque deque;
    digipeg_solitaire solitaire;
    bool has_solitaire;
    digipeg_solitaire_play play;
    bool has_play;
    digipeg_klondike klondike;
    bool has_klondike;
    digipeg_klondike_record records[64];
    size_t record_count;
} g;

static char out[1 << 16];

static void must(int status, const char *what) {
    if (status != DIGIPEG_OK) {
        fprintf(stderr, "%s: status %d (%s)\n", what, status, digipeg_error_message(status));
        exit(1);
    }
}

/* `ok` or `error CODE`. */
static void done(text_t *t, int status) {
    if (status == DIGIPEG_OK) puts_(t, "ok");
    else putf(t, "error %d", status);
}

/* What a text function wrote into `out` (64 KiB always suffice), escaped. */
static void put_out(text_t *t, int status, const char *what) {
    must(status, what);
    put_escaped(t, out);
}

static int directions(const char *name) {
    if (!strcmp(name, "orthogonal")) return DIGIPEG_PEG_ORTHOGONAL;
    if (!strcmp(name, "diagonal")) return DIGIPEG_PEG_DIAGONAL;
    if (!strcmp(name, "triangular")) return DIGIPEG_PEG_TRIANGULAR;
    fprintf(stderr, "unknown jump rule %s\n", name);
    exit(1);
}

static void put_jump(text_t *t, digipeg_peg_jump j) {
    putf(t, "%d%d%d%d", j.from_row, j.from_col, j.to_row, j.to_col);
}

static _Alignas(16) unsigned char table[1 << 16];

static bool peg(op_t *op, text_t *t) {
    digipeg_peg made;
    int status = -1;
    if (is(op, "new")) status = digipeg_peg_with_directions(&made, I(op, 1), I(op, 2), I(op, 3), I(op, 4), directions(word(op, 5)));
    else if (is(op, "rows")) status = digipeg_peg_from_rows(&made, op->rows, rows(op, I(op, 2)), directions(word(op, 1)));
    else if (is(op, "english")) status = digipeg_peg_english_with_empty(&made, I(op, 1), I(op, 2));
    else if (is(op, "french")) status = digipeg_peg_french_with_empty(&made, I(op, 1), I(op, 2));
    else if (is(op, "triangle")) status = digipeg_peg_triangle_with_empty(&made, I(op, 1), I(op, 2));
    if (status != -1) {
        if (status == DIGIPEG_OK) g.peg = made, g.has_peg = true;
        done(t, status);
        return true;
    }
    size_t needed;
    if (is(op, "program")) {
        int banner = !strcmp(word(op, 1), "digipeg") ? DIGIPEG_PEG_BANNER_DIGIPEG : DIGIPEG_PEG_BANNER_PEG_RECTANGLE;
        done(t, digipeg_peg_program_new(&g.program, banner, directions(word(op, 2))));
        g.has_program = true;
        return true;
    }
    if (is(op, "start")) {
        if (!g.has_program) return puts_(t, "no game"), true;
        put_out(t, digipeg_peg_program_start(&g.program, out, sizeof out, &needed, &g.finished), "program_start");
        return true;
    }
    if (is(op, "input") || is(op, "eof")) {
        if (!g.has_program) return puts_(t, "no game"), true;
        int status = is(op, "input")
            ? digipeg_peg_program_input(&g.program, op->payload, out, sizeof out, &needed, &g.finished)
            : digipeg_peg_program_end_input(&g.program, out, sizeof out, &needed, &g.finished);
        if (status != DIGIPEG_OK) done(t, status);
        else put_escaped(t, out);
        return true;
    }
    if (is(op, "finished")) return yes(t, g.finished), true;
    if (is(op, "game")) {
        digipeg_peg game;
        bool has = false;
        if (g.has_program) must(digipeg_peg_program_game(&g.program, &game, &has), "program_game");
        if (!has) return puts_(t, "none"), true;
        put_out(t, digipeg_peg_rows_text(&game, out, sizeof out, &needed), "rows_text");
        return true;
    }
    if (!g.has_peg) return puts_(t, "no game"), true;
    digipeg_peg *game = &g.peg;
    bool b;
    if (is(op, "move")) done(t, digipeg_peg_make_move(game, I(op, 1), I(op, 2), I(op, 3), I(op, 4)));
    else if (is(op, "legal")) must(digipeg_peg_legal_move(game, I(op, 1), I(op, 2), I(op, 3), I(op, 4), &b), "legal"), yes(t, b);
    else if (is(op, "peg")) must(digipeg_peg_is_peg(game, I(op, 1), I(op, 2), &b), "is_peg"), yes(t, b);
    else if (is(op, "hole")) must(digipeg_peg_is_hole(game, I(op, 1), I(op, 2), &b), "is_hole"), yes(t, b);
    else if (is(op, "pegs")) {
        uint32_t n;
        must(digipeg_peg_pegs_left(game, &n), "pegs_left");
        putf(t, "%" PRIu32, n);
    } else if (is(op, "count")) {
        uint32_t n;
        must(digipeg_peg_count_moves(game, &n), "count_moves");
        putf(t, "%" PRIu32, n);
    } else if (is(op, "over")) must(digipeg_peg_game_over(game, &b), "game_over"), yes(t, b);
    else if (is(op, "moves")) {
        digipeg_peg_jump jumps[DIGIPEG_PEG_MAX_JUMPS];
        size_t n;
        must(digipeg_peg_legal_moves(game, jumps, DIGIPEG_PEG_MAX_JUMPS, &n), "legal_moves");
        for (size_t i = 0; i < n; i++) {
            if (i) puts_(t, " ");
            put_jump(t, jumps[i]);
        }
    } else if (is(op, "draw")) put_out(t, digipeg_peg_draw(game, out, sizeof out, &needed), "draw");
    else if (is(op, "text")) put_out(t, digipeg_peg_rows_text(game, out, sizeof out, &needed), "rows_text");
    else if (is(op, "final")) put_out(t, digipeg_peg_final_message(game, out, sizeof out, &needed), "final_message");
    else if (is(op, "dims")) {
        uint8_t r, c;
        must(digipeg_peg_rows(game, &r), "rows");
        must(digipeg_peg_cols(game, &c), "cols");
        putf(t, "%d %d", r, c);
    } else if (is(op, "solve")) {
        const char *goal_name = word(op, 2);
        int goal = !strcmp(goal_name, "fewest") ? DIGIPEG_PEG_GOAL_FEWEST_PEGS
                 : !strcmp(goal_name, "one")    ? DIGIPEG_PEG_GOAL_ONE_PEG
                                                : DIGIPEG_PEG_GOAL_ONE_PEG_AT;
        digipeg_peg_solution s;
        digipeg_peg_jump line[DIGIPEG_PEG_MAX_LINE];
        size_t n;
        int status = digipeg_peg_solve(game, goal, I(op, 3), I(op, 4), U(op, 5), table,
                                       (size_t)I(op, 1) * DIGIPEG_PEG_TABLE_ENTRY_BYTES, &s, line, DIGIPEG_PEG_MAX_LINE, &n);
        if (status != DIGIPEG_OK) return done(t, status), true;
        putf(t, "%s %s %" PRIu32 " %" PRIu64, s.finished ? "yes" : "no", s.reached ? "yes" : "no", s.best_pegs, s.nodes);
        for (size_t i = 0; i < n; i++) puts_(t, " "), put_jump(t, line[i]);
    } else if (is(op, "hint")) {
        digipeg_peg_hint_result h;
        int status = digipeg_peg_hint(game, U(op, 2), table, (size_t)I(op, 1) * DIGIPEG_PEG_TABLE_ENTRY_BYTES, &h);
        if (status != DIGIPEG_OK) return done(t, status), true;
        put_jump(t, h.jump);
        putf(t, " %" PRIu32 " %s", h.best_pegs, h.finished ? "yes" : "no");
    } else return false;
    return true;
}

static void put_quixo_move(text_t *t, digipeg_quixo_move m) {
    putf(t, "%d%d%d%d%d", m.from_row, m.from_col, m.to_row, m.to_col, m.partner);
}

static bool quixo(op_t *op, text_t *t) {
    digipeg_quixo made;
    if (is(op, "new") || is(op, "parse")) {
        int status = is(op, "new")
            ? digipeg_quixo_new(&made, (size_t)I(op, 1), (size_t)I(op, 2))
            : digipeg_quixo_parse(&made, (size_t)I(op, 1), op->rows, rows(op, I(op, 4)), (size_t)I(op, 2), (size_t)I(op, 3));
        if (status == DIGIPEG_OK) g.quixo = made, g.has_quixo = true;
        done(t, status);
        return true;
    }
    if (!g.has_quixo) return puts_(t, "no game"), true;
    digipeg_quixo *game = &g.quixo;
    size_t n, needed;
    bool b;
    int symbol;
    if (is(op, "move")) done(t, digipeg_quixo_make_move(game, I(op, 1), I(op, 2), I(op, 3), I(op, 4), I(op, 5)));
    else if (is(op, "legal")) must(digipeg_quixo_is_legal(game, I(op, 1), I(op, 2), I(op, 3), I(op, 4), I(op, 5), &b), "is_legal"), yes(t, b);
    else if (is(op, "undo")) done(t, digipeg_quixo_undo(game));
    else if (is(op, "limit")) done(t, digipeg_quixo_set_move_limit(game, (uint32_t)I(op, 1)));
    else if (is(op, "repeat")) done(t, digipeg_quixo_set_repetitions(game, (uint32_t)I(op, 1)));
    else if (is(op, "turn")) {
        must(digipeg_quixo_turn(game, &n), "turn");
        must(digipeg_quixo_turn_symbol(game, &symbol), "turn_symbol");
        putf(t, "%zu %c", n, symbol == DIGIPEG_X ? 'X' : 'O');
    } else if (is(op, "passed")) must(digipeg_quixo_passed(game, &n), "passed"), putf(t, "%zu", n);
    else if (is(op, "outcome")) {
        int o;
        must(digipeg_quixo_outcome(game, &o), "outcome");
        puts_(t, o == DIGIPEG_OUTCOME_X_WINS ? "X" : o == DIGIPEG_OUTCOME_O_WINS ? "O" : o == DIGIPEG_OUTCOME_DRAW ? "draw" : "none");
    } else if (is(op, "over")) must(digipeg_quixo_game_over(game, &b), "game_over"), yes(t, b);
    else if (is(op, "count")) must(digipeg_quixo_count_moves(game, &n), "count_moves"), putf(t, "%zu", n);
    else if (is(op, "moves")) {
        digipeg_quixo_move moves[DIGIPEG_QUIXO_MAX_MOVES];
        must(digipeg_quixo_legal_moves(game, moves, DIGIPEG_QUIXO_MAX_MOVES, &n), "legal_moves");
        for (size_t i = 0; i < n; i++) {
            if (i) puts_(t, " ");
            put_quixo_move(t, moves[i]);
        }
    } else if (is(op, "board")) {
        put_out(t, digipeg_quixo_board_text(game, out, sizeof out, &needed), "board_text");
    } else if (is(op, "plies")) {
        uint32_t p;
        must(digipeg_quixo_plies(game, &p), "plies");
        putf(t, "%" PRIu32, p);
    } else if (is(op, "perft")) {
        uint64_t count;
        must(digipeg_quixo_perft(game, (uint32_t)I(op, 1), &count), "perft");
        putf(t, "%" PRIu64, count);
    } else if (is(op, "choose")) {
        const char *name = word(op, 1);
        int level = !strcmp(name, "random") ? DIGIPEG_QUIXO_LEVEL_RANDOM
                  : !strcmp(name, "greedy") ? DIGIPEG_QUIXO_LEVEL_GREEDY
                  : !strcmp(name, "search") ? DIGIPEG_QUIXO_LEVEL_SEARCH : -1;
        if (level < 0) {
            fprintf(stderr, "unknown level %s\n", name);
            exit(1);
        }
        digipeg_quixo_choice c;
        int status = digipeg_quixo_choose(game, level, U(op, 2), U(op, 3), (uint8_t)I(op, 4), table,
                                          (size_t)I(op, 5) * DIGIPEG_QUIXO_TT_ENTRY_BYTES, NULL, &c);
        if (status != DIGIPEG_OK) return done(t, status), true;
        put_quixo_move(t, c.mv);
        putf(t, " %s %d %" PRId32 " %" PRIu64, c.finished ? "yes" : "no", c.depth, c.score, c.nodes);
    } else return false;
    return true;
}

static const char *state_name(int state) {
    return state == DIGIPEG_TTT_WIN ? "win" : state == DIGIPEG_TTT_DRAW ? "draw" : "ongoing";
}

static char mark(int player) { return player == DIGIPEG_X ? 'X' : 'O'; }

static void put_squares(text_t *t, const uint8_t *squares, size_t n) {
    for (size_t i = 0; i < n; i++) putf(t, i ? " %d" : "%d", squares[i]);
}

static bool tictactoe(op_t *op, text_t *t) {
    int state, v;
    if (is(op, "new")) {
        must(digipeg_ttt_new(&g.ttt), "ttt_new");
        g.has_ttt = true;
        return puts_(t, "ok"), true;
    }
    if (is(op, "rows")) {
        digipeg_ttt made;
        int status = digipeg_ttt_from_rows(&made, op->rows, rows(op, I(op, 1)));
        if (status == DIGIPEG_OK) g.ttt = made, g.has_ttt = true;
        return done(t, status), true;
    }
    if (is(op, "gamestate")) {
        int status = digipeg_ttt_gamestate(op->rows, rows(op, I(op, 1)), &state);
        if (status != DIGIPEG_OK) done(t, status);
        else puts_(t, state_name(state));
        return true;
    }
    if (!g.has_ttt) return puts_(t, "no game"), true;
    digipeg_ttt *game = &g.ttt;
    uint8_t squares[9];
    size_t n, needed;
    bool b;
    if (is(op, "play")) {
        int status = digipeg_ttt_play(game, I(op, 1), &state);
        if (status != DIGIPEG_OK) done(t, status);
        else puts_(t, state_name(state));
    } else if (is(op, "legal")) must(digipeg_ttt_is_legal(game, I(op, 1), &b), "is_legal"), yes(t, b);
    else if (is(op, "turn")) must(digipeg_ttt_turn(game, &v), "turn"), putf(t, "%c", mark(v));
    else if (is(op, "winner")) {
        must(digipeg_ttt_winner(game, &v), "winner");
        if (v == DIGIPEG_BLANK) puts_(t, "none");
        else putf(t, "%c", mark(v));
    } else if (is(op, "state")) must(digipeg_ttt_state(game, &state), "state"), puts_(t, state_name(state));
    else if (is(op, "over")) must(digipeg_ttt_game_over(game, &b), "game_over"), yes(t, b);
    else if (is(op, "moves")) must(digipeg_ttt_legal_moves(game, squares, 9, &n), "legal_moves"), put_squares(t, squares, n);
    else if (is(op, "show")) {
        put_out(t, digipeg_ttt_draw(game, out, sizeof out, &needed), "draw");
    } else if (is(op, "value")) {
        uint8_t plies;
        must(digipeg_ttt_value(game, &v, &plies), "value");
        putf(t, "%s %d", v == DIGIPEG_OUTCOME_X_WINS ? "X" : v == DIGIPEG_OUTCOME_O_WINS ? "O" : "draw", plies);
    } else if (is(op, "best")) must(digipeg_ttt_best_moves(game, squares, 9, &n), "best_moves"), put_squares(t, squares, n);
    else if (is(op, "quickest")) must(digipeg_ttt_quickest_moves(game, squares, 9, &n), "quickest"), put_squares(t, squares, n);
    else if (is(op, "choose")) {
        uint8_t square;
        int status = digipeg_ttt_choose_move(game, I(op, 1), U(op, 2), &square);
        if (status != DIGIPEG_OK) done(t, status);
        else putf(t, "%d", square);
    } else return false;
    return true;
}

static void put_pile_move(text_t *t, digipeg_solitaire_move m) { putf(t, "%d-%d", m.from, m.to); }

/* The game the play() program left, once it has ended. */
static void take_back_game(void) {
    int end;
    size_t rounds;
    must(digipeg_solitaire_play_end(&g.play, &end, &rounds), "play_end");
    if (end != DIGIPEG_PLAY_RUNNING) must(digipeg_solitaire_play_game(&g.play, &g.solitaire), "play_game");
}

static bool solitaire(op_t *op, text_t *t) {
    digipeg_deque *d = &g.deque;
    uint8_t item;
    size_t n, needed;
    if (is(op, "add_front")) return done(t, digipeg_deque_add_front(d, (uint8_t)I(op, 1))), true;
    if (is(op, "add_rear")) return done(t, digipeg_deque_add_rear(d, (uint8_t)I(op, 1))), true;
    int status = -1;
    if (is(op, "remove_front")) status = digipeg_deque_remove_front(d, &item);
    else if (is(op, "remove_rear")) status = digipeg_deque_remove_rear(d, &item);
    else if (is(op, "peek")) status = digipeg_deque_peek(d, &item);
    else if (is(op, "peeklast")) status = digipeg_deque_peeklast(d, &item);
    if (status != -1) {
        if (status != DIGIPEG_OK) done(t, status);
        else putf(t, "%d", item);
        return true;
    }
    if (is(op, "size")) return must(digipeg_deque_size(d, &n), "size"), putf(t, "%zu", n), true;
    if (is(op, "items")) {
        uint8_t items[DIGIPEG_DEQUE_CAPACITY];
        must(digipeg_deque_items(d, items, DIGIPEG_DEQUE_CAPACITY, &n), "items");
        put_squares(t, items, n);
        return true;
    }
    if (is(op, "printall")) {
        put_out(t, digipeg_deque_printall(d, (size_t)I(op, 1), out, sizeof out, &needed), "printall");
        return true;
    }
    digipeg_solitaire made;
    if (is(op, "deal")) {
        int64_t cards[80];
        size_t count = 0;
        for (int i = 2; i < op->count && count < 80; i++) cards[count++] = I(op, i);
        status = digipeg_solitaire_new(&made, count ? cards : NULL, count);
    } else if (is(op, "shuffled")) {
        status = digipeg_solitaire_shuffled(&made, (size_t)I(op, 1), U(op, 2));
    } else if (is(op, "position")) {
        int64_t cards[128], card_no = I(op, 1);
        size_t sizes[MAX_ROWS], piles = rows(op, I(op, 2)), total = 0;
        for (size_t p = 0; p < piles; p++) {
            char pile[512];
            snprintf(pile, sizeof pile, "%s", op->rows[p]);
            sizes[p] = 0;
            for (char *w = strtok(pile, " "); w; w = strtok(NULL, " ")) cards[total++] = strtoll(w, NULL, 10), sizes[p]++;
        }
        status = digipeg_solitaire_from_piles(&made, total ? cards : NULL, piles ? sizes : NULL, piles,
                                              strcmp(word(op, 1), "none") ? &card_no : NULL);
    }
    if (status != -1) {
        if (status == DIGIPEG_OK) g.solitaire = made, g.has_solitaire = true;
        return done(t, status), true;
    }
    if (is(op, "play")) {
        if (!g.has_solitaire) return puts_(t, "no game"), true;
        bool finished;
        must(digipeg_solitaire_play_new(&g.play, &g.solitaire), "play_new");
        g.has_play = true;
        must(digipeg_solitaire_play_start(&g.play, out, sizeof out, &needed, &finished), "play_start");
        put_escaped(t, out);
        take_back_game();
        return true;
    }
    if (is(op, "input") || is(op, "eof")) {
        if (!g.has_play) return puts_(t, "no game"), true;
        bool finished;
        if (is(op, "input")) must(digipeg_solitaire_play_input(&g.play, op->payload, out, sizeof out, &needed, &finished), "play_input");
        else must(digipeg_solitaire_play_end_input(&g.play, out, sizeof out, &needed, &finished), "play_end_input");
        put_escaped(t, out);
        take_back_game();
        return true;
    }
    if (is(op, "end")) {
        int end = DIGIPEG_PLAY_RUNNING;
        size_t rounds = 0;
        if (g.has_play) must(digipeg_solitaire_play_end(&g.play, &end, &rounds), "play_end");
        if (end == DIGIPEG_PLAY_WON) putf(t, "won %zu", rounds);
        else puts_(t, end == DIGIPEG_PLAY_LOST ? "lost" : end == DIGIPEG_PLAY_END_OF_INPUT ? "input" : "none");
        return true;
    }
    if (!g.has_solitaire) return puts_(t, "no game"), true;
    digipeg_solitaire *game = &g.solitaire;
    bool b;
    if (is(op, "chances")) done(t, digipeg_solitaire_set_chance_no(game, I(op, 1)));
    else if (is(op, "move")) done(t, digipeg_solitaire_make_move(game, I(op, 1), I(op, 2)));
    else if (is(op, "legal")) yes(t, digipeg_solitaire_check_move(game, I(op, 1), I(op, 2)) == DIGIPEG_OK);
    else if (is(op, "piles")) {
        size_t cols;
        uint8_t cards[64];
        must(digipeg_solitaire_col_no(game, &cols), "col_no");
        for (size_t p = 0; p < cols; p++) {
            must(digipeg_solitaire_pile(game, p, cards, 64, &n), "pile");
            if (p) puts_(t, "/");
            put_squares(t, cards, n);
        }
    } else if (is(op, "counts")) {
        size_t card_no, col_no, chance_no;
        must(digipeg_solitaire_card_no(game, &card_no), "card_no");
        must(digipeg_solitaire_col_no(game, &col_no), "col_no");
        must(digipeg_solitaire_chance_no(game, &chance_no), "chance_no");
        putf(t, "%zu %zu %zu", card_no, col_no, chance_no);
    } else if (is(op, "complete")) must(digipeg_solitaire_is_complete(game, &b), "is_complete"), yes(t, b);
    else if (is(op, "display")) {
        put_out(t, digipeg_solitaire_display(game, out, sizeof out, &needed), "display");
    } else if (is(op, "moves")) {
        digipeg_solitaire_move moves[DIGIPEG_SOLITAIRE_MAX_MOVES];
        must(digipeg_solitaire_legal_moves(game, moves, DIGIPEG_SOLITAIRE_MAX_MOVES, &n), "legal_moves");
        for (size_t i = 0; i < n; i++) {
            if (i) puts_(t, " ");
            put_pile_move(t, moves[i]);
        }
    } else if (is(op, "solve")) {
        digipeg_solitaire_solution s;
        digipeg_solitaire_move line[DIGIPEG_SOLITAIRE_MAX_LINE];
        status = digipeg_solitaire_solve(game, (size_t)I(op, 1), U(op, 2), table, (size_t)I(op, 3) * DIGIPEG_SOLITAIRE_ENTRY_BYTES,
                                         &s, line, DIGIPEG_SOLITAIRE_MAX_LINE, &n);
        if (status != DIGIPEG_OK) return done(t, status), true;
        putf(t, "%s %" PRIu64 " %s", s.finished ? "yes" : "no", s.nodes, s.won ? "win" : "none");
        for (size_t i = 0; i < n; i++) puts_(t, " "), put_pile_move(t, line[i]);
    } else if (is(op, "hint")) {
        digipeg_solitaire_hint_result h;
        status = digipeg_solitaire_hint(game, (size_t)I(op, 1), U(op, 2), table, (size_t)I(op, 3) * DIGIPEG_SOLITAIRE_ENTRY_BYTES, &h);
        if (status != DIGIPEG_OK) return done(t, status), true;
        put_pile_move(t, h.next);
        if (h.has_win) putf(t, " %d", h.win_in);
        else puts_(t, " none");
        putf(t, " %d %s %" PRIu64, h.built, h.finished ? "yes" : "no", h.nodes);
    } else return false;
    return true;
}

/* ---- full Klondike ---- */

/* A rule number as the bindings pass it on: outside 0 to 2^32 - 1, 2^32 - 1 (no rule allows it). */
static uint32_t rule(const op_t *op, int i) {
    int64_t v = I(op, i);
    return v < 0 || v > (int64_t)UINT32_MAX ? UINT32_MAX : (uint32_t)v;
}

static bool klondike(op_t *op, text_t *t) {
    digipeg_klondike made;
    int status = -1;
    if (is(op, "seed")) {
        status = digipeg_klondike_from_seed(&made, I(op, 1), rule(op, 2), rule(op, 3), !strcmp(word(op, 4), "yes"));
    } else if (is(op, "shuffled")) {
        status = digipeg_klondike_shuffled(&made, U(op, 1), rule(op, 2), rule(op, 3), !strcmp(word(op, 4), "yes"));
    } else if (is(op, "from-rank")) {
        status = digipeg_klondike_from_rank(&made, word(op, 1), rule(op, 2), rule(op, 3), !strcmp(word(op, 4), "yes"));
    } else if (is(op, "from-json")) {
        status = digipeg_klondike_from_json(&made, op->payload, rule(op, 1), rule(op, 2), !strcmp(word(op, 3), "yes"));
    }
    if (status != -1) {
        if (status == DIGIPEG_OK) g.klondike = made, g.has_klondike = true, g.record_count = 0;
        return done(t, status), true;
    }
    if (!g.has_klondike) return puts_(t, "no game"), true;
    digipeg_klondike *game = &g.klondike;
    size_t needed;
    bool b;
    if (is(op, "play")) {
        digipeg_klondike_record record;
        status = digipeg_klondike_play(game, op->payload, &record);
        if (status == DIGIPEG_OK && g.record_count < 64) g.records[g.record_count++] = record;
        done(t, status);
    } else if (is(op, "undo")) {
        /* The caller keeps the records: with none, there is nothing to hand back. */
        if (g.record_count == 0) return done(t, DIGIPEG_E_KLONDIKE_NOTHING_TO_UNDO), true;
        digipeg_klondike_record *last = &g.records[g.record_count - 1];
        status = digipeg_klondike_undo(game, last);
        if (status != DIGIPEG_OK) return done(t, status), true;
        g.record_count--;
        put_out(t, digipeg_klondike_record_move(last, out, sizeof out, &needed), "record_move");
    } else if (is(op, "legal")) {
        status = digipeg_klondike_is_legal(game, op->payload, &b);
        if (status != DIGIPEG_OK) done(t, status);
        else yes(t, b);
    } else if (is(op, "moves")) put_out(t, digipeg_klondike_legal_moves(game, out, sizeof out, &needed), "legal_moves");
    else if (is(op, "draw")) put_out(t, digipeg_klondike_draw(game, false, out, sizeof out, &needed), "draw");
    else if (is(op, "thoughtful")) put_out(t, digipeg_klondike_draw(game, true, out, sizeof out, &needed), "draw");
    else if (is(op, "won")) must(digipeg_klondike_is_won(game, &b), "is_won"), yes(t, b);
    else if (is(op, "rank")) put_out(t, digipeg_klondike_rank(game, out, sizeof out, &needed), "rank");
    else if (is(op, "json")) put_out(t, digipeg_klondike_json(game, out, sizeof out, &needed), "json");
    else return false;
    return true;
}

/* ---- the runner ---- */

typedef bool (*family_t)(op_t *, text_t *);

static family_t family(const char *kind) {
    if (!strncmp(kind, "peg", 3)) return peg;
    if (!strncmp(kind, "quixo", 5)) return quixo;
    if (!strncmp(kind, "tictactoe", 9)) return tictactoe;
    if (!strcmp(kind, "klondike")) return klondike;
    return solitaire;
}

static char ops_buf[1 << 17];

/* Replay one game into `trace` (emptied first); returns the number of operations. */
static uint64_t replay(const char *kind, uint64_t seed, uint64_t index, text_t *trace) {
    size_t needed;
    int status = digipeg_random_game(kind, seed, index, ops_buf, sizeof ops_buf, &needed);
    if (status != DIGIPEG_OK) {
        fprintf(stderr, "digipeg_random_game(%s, %" PRIu64 ", %" PRIu64 "): status %d\n", kind, seed, index, status);
        exit(1);
    }
    memset(&g, 0, sizeof g);
    must(digipeg_deque_new(&g.deque), "deque_new");
    family_t run = family(kind);
    trace->len = 0;
    uint64_t ops = 0;
    static op_t op;
    for (char *line = ops_buf, *end; *line; line = end + 1) {
        end = strchr(line, '\n');
        *end = '\0';
        parse(&op, line);
        puts_(trace, line);
        puts_(trace, " -> ");
        if (!run(&op, trace)) {
            fprintf(stderr, "unknown verb in %s: %s\n", kind, line);
            exit(1);
        }
        puts_(trace, "\n");
        ops++;
    }
    return ops;
}

int main(int argc, char **argv) {
    crc_init();
    if (crc32_update(0, "123456789", 9) != 0xCBF43926u) {
        fprintf(stderr, "CRC-32 self-check failed\n");
        return 1;
    }
    text_t trace = {0};
    if (argc >= 4 && !strcmp(argv[1], "hash")) {
        uint64_t seed = strtoull(argv[2], NULL, 10), games = strtoull(argv[3], NULL, 10);
        char kind[64];
        for (size_t k = 0;; k++) {
            if (argc > 4) {
                if ((int)k + 4 >= argc) break;
                snprintf(kind, sizeof kind, "%s", argv[k + 4]);
            } else if (digipeg_random_game_kind(k, kind, sizeof kind, NULL) != DIGIPEG_OK) {
                break;
            }
            uint32_t crc = 0;
            uint64_t ops = 0, bytes = 0;
            for (uint64_t i = 0; i < games; i++) {
                ops += replay(kind, seed, i, &trace);
                crc = crc32_update(crc, trace.data, trace.len);
                bytes += trace.len;
            }
            printf("%s %" PRIu64 " %" PRIu64 " %" PRIu64 " %08" PRIx32 "\n", kind, games, ops, bytes, crc);
            fflush(stdout);
        }
    } else if (argc == 5 && !strcmp(argv[1], "each")) {
        uint64_t seed = strtoull(argv[2], NULL, 10), games = strtoull(argv[3], NULL, 10);
        for (uint64_t i = 0; i < games; i++) {
            replay(argv[4], seed, i, &trace);
            printf("%" PRIu64 " %08" PRIx32 "\n", i, crc32_update(0, trace.data, trace.len));
        }
    } else if (argc == 5 && !strcmp(argv[1], "trace")) {
        replay(argv[3], strtoull(argv[2], NULL, 10), strtoull(argv[4], NULL, 10), &trace);
        fwrite(trace.data, 1, trace.len, stdout);
    } else {
        fprintf(stderr, "usage: run hash SEED GAMES [KIND...] | each SEED GAMES KIND | trace SEED KIND INDEX\n");
        return 2;
    }
    free(trace.data);
    return 0;
}
