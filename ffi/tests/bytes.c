/* Every byte of every struct the library writes is defined: the state structs (whole, past the
 * state too) and the result structs (their padding too). Each is built twice, independently, into
 * a struct full of garbage and into one never initialised; the two must compare equal byte for
 * byte (memcmp), and each is hashed (a branch on every byte) and written to a file (fwrite).
 * Run under valgrind --track-origins=yes: an undefined byte anywhere is an error there, with the
 * place the library left it undefined. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "digipeg.h"

static FILE *sink;
static int checks = 0;
static int failures = 0;

static void fail(const char *what, const char *why) {
    failures++;
    fprintf(stderr, "%s: %s\n", what, why);
}

static void ok(const char *what, int status) {
    checks++;
    if (status != DIGIPEG_OK) fail(what, digipeg_error_message(status));
}

/* FNV-1a, deciding on every byte: valgrind reports a branch on an undefined one. */
static uint64_t hash(const void *p, size_t n) {
    const unsigned char *b = p;
    uint64_t h = 14695981039346656037u;
    for (size_t i = 0; i < n; i++) {
        if (b[i] == 0) {
            h ^= 0x5a;
        } else {
            h ^= b[i];
        }
        h *= 1099511628211u;
    }
    return h;
}

/* `a` and `b`, built independently, must be equal byte for byte, and every byte defined. */
static void same(const char *what, const void *a, const void *b, size_t n) {
    checks++;
    if (memcmp(a, b, n) != 0) fail(what, "two equal values differ in their bytes");
    if (hash(a, n) != hash(b, n)) fail(what, "hashes differ");
    if (fwrite(a, 1, n, sink) != n || fflush(sink) != 0) fail(what, "fwrite failed");
}

/* Each check builds its value with the code given into a garbage-filled struct and into an untouched one. */
#define TWICE(type, what, ...)                                                                   \
    do {                                                                                           \
        type *garbage_ = malloc(sizeof(type));                                                     \
        type *untouched_ = malloc(sizeof(type)); /* malloc'd memory is undefined to valgrind */  \
        if (garbage_ == NULL || untouched_ == NULL) abort();                                       \
        memset(garbage_, 0xA5, sizeof(type));                                                      \
        {                                                                                          \
            type *s = garbage_;                                                                    \
            __VA_ARGS__;                                                                           \
        }                                                                                          \
        {                                                                                          \
            type *s = untouched_;                                                                  \
            __VA_ARGS__;                                                                           \
        }                                                                                          \
        same(what, garbage_, untouched_, sizeof(type));                                            \
        free(garbage_);                                                                            \
        free(untouched_);                                                                          \
    } while (0)

static _Alignas(DIGIPEG_TABLE_ALIGN) unsigned char table[1 << 16];
static unsigned char solved[DIGIPEG_QUIXO_SOLUTION_BYTES_3];

static void peg_states(void) {
    TWICE(digipeg_peg, "digipeg_peg_new", ok("peg new", digipeg_peg_new(s, 3, 3, 0, 1)));
    TWICE(digipeg_peg, "digipeg_peg after a jump", {
        ok("peg new", digipeg_peg_new(s, 3, 3, 0, 1));
        ok("peg jump", digipeg_peg_make_move(s, 2, 1, 0, 1));
    });
    TWICE(digipeg_peg, "digipeg_peg_english", ok("english", digipeg_peg_english(s)));
    const char *rows[] = {"#o.", "ooo"};
    TWICE(digipeg_peg, "digipeg_peg_from_rows",
          ok("from rows", digipeg_peg_from_rows(s, rows, 2, DIGIPEG_PEG_DIAGONAL)));
    char out[4096];
    bool finished;
    TWICE(digipeg_peg_program, "digipeg_peg_program_new",
          ok("program new", digipeg_peg_program_new(s, DIGIPEG_PEG_BANNER_DIGIPEG, DIGIPEG_PEG_ORTHOGONAL)));
    TWICE(digipeg_peg_program, "digipeg_peg_program mid-game", {
        ok("program new", digipeg_peg_program_new(s, DIGIPEG_PEG_BANNER_DIGIPEG, DIGIPEG_PEG_ORTHOGONAL));
        ok("program start", digipeg_peg_program_start(s, out, sizeof out, NULL, &finished));
        const char *lines[] = {"1", "4", "1", "1", "1", "3"};
        for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
            ok("program input", digipeg_peg_program_input(s, lines[i], out, sizeof out, NULL, &finished));
        }
    });
    digipeg_peg_program program;
    ok("program new", digipeg_peg_program_new(&program, DIGIPEG_PEG_BANNER_DIGIPEG, DIGIPEG_PEG_ORTHOGONAL));
    ok("program start", digipeg_peg_program_start(&program, out, sizeof out, NULL, &finished));
    const char *lines[] = {"1", "4", "1", "1"};
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        ok("program input", digipeg_peg_program_input(&program, lines[i], out, sizeof out, NULL, &finished));
    }
    TWICE(digipeg_peg, "digipeg_peg_program_game", {
        bool has;
        ok("program game", digipeg_peg_program_game(&program, s, &has));
    });
    TWICE(digipeg_peg_analysis, "digipeg_peg_analysis_new", ok("analysis new", digipeg_peg_analysis_new(s)));
    /* After a "yes" (a line kept) and after a "no" (a dead position kept). */
    static _Alignas(DIGIPEG_TABLE_ALIGN) unsigned char beam[DIGIPEG_PEG_ANALYSIS_BEAM_BYTES];
    digipeg_peg game;
    digipeg_peg_verdict verdict;
    digipeg_peg_jump line[DIGIPEG_PEG_MAX_LINE];
    size_t count;
    ok("peg new", digipeg_peg_new(&game, 4, 5, 1, 2));
    TWICE(digipeg_peg_analysis, "digipeg_peg_analysis after a yes", {
        ok("analysis new", digipeg_peg_analysis_new(s));
        ok("analysis decide", digipeg_peg_analysis_decide(s, &game, 100000, table, sizeof table, beam, sizeof beam,
                                                          &verdict, line, DIGIPEG_PEG_MAX_LINE, &count));
    });
    ok("peg new", digipeg_peg_new(&game, 3, 3, 0, 0));
    TWICE(digipeg_peg_analysis, "digipeg_peg_analysis after a no", {
        ok("analysis new", digipeg_peg_analysis_new(s));
        ok("analysis decide", digipeg_peg_analysis_decide(s, &game, 100000, table, sizeof table, beam, sizeof beam,
                                                          &verdict, line, DIGIPEG_PEG_MAX_LINE, &count));
    });
}

static void peg_results(void) {
    digipeg_peg game;
    ok("english", digipeg_peg_english(&game));
    digipeg_peg_jump line[DIGIPEG_PEG_MAX_LINE];
    size_t count;
    TWICE(digipeg_peg_solution, "digipeg_peg_solution",
          ok("solve", digipeg_peg_solve(&game, DIGIPEG_PEG_GOAL_FEWEST_PEGS, 0, 0, 200, table, sizeof table, s,
                                        line, DIGIPEG_PEG_MAX_LINE, &count)));
    TWICE(digipeg_peg_solution, "digipeg_peg_solution (small)",
          ok("solve small", digipeg_peg_solve_small(&game, DIGIPEG_PEG_GOAL_ONE_PEG, 0, 0, 200, s, line,
                                                    DIGIPEG_PEG_MAX_LINE, &count)));
    TWICE(digipeg_peg_hint_result, "digipeg_peg_hint_result",
          ok("hint", digipeg_peg_hint(&game, 200, table, sizeof table, s)));
    TWICE(digipeg_peg_jump, "digipeg_peg_legal_move_at", ok("jump at", digipeg_peg_legal_move_at(&game, 1, s)));
}

static void quixo_states(void) {
    TWICE(digipeg_quixo, "digipeg_quixo_new", ok("quixo new", digipeg_quixo_new(s, 5, 2)));
    TWICE(digipeg_quixo, "digipeg_quixo after moves and an undo", {
        ok("quixo new", digipeg_quixo_new(s, 5, 4));
        ok("quixo move", digipeg_quixo_make_move(s, 0, 0, 0, 4, 1));
        ok("quixo move", digipeg_quixo_make_move(s, 4, 4, 4, 0, 0));
        ok("quixo move", digipeg_quixo_make_move(s, 0, 1, 4, 1, 1));
        ok("quixo undo", digipeg_quixo_undo(s));
        ok("quixo limit", digipeg_quixo_set_move_limit(s, 40));
        ok("quixo repetitions", digipeg_quixo_set_repetitions(s, 3));
    });
    const char *rows[] = {"X-O", "-x-", "o-X"};
    TWICE(digipeg_quixo, "digipeg_quixo_parse", ok("quixo parse", digipeg_quixo_parse(s, 3, rows, 3, 4, 2)));
    TWICE(digipeg_quixo_solution, "digipeg_quixo_solution", {
        digipeg_quixo_solve_stats stats;
        ok("quixo solve", digipeg_quixo_solve(s, 3, solved, sizeof solved, &stats));
    });
}

static void quixo_results(void) {
    digipeg_quixo game;
    ok("quixo new", digipeg_quixo_new(&game, 3, 2));
    digipeg_quixo_solution solution;
    TWICE(digipeg_quixo_solve_stats, "digipeg_quixo_solve_stats",
          ok("quixo solve", digipeg_quixo_solve(&solution, 3, solved, sizeof solved, s)));
    TWICE(digipeg_quixo_choice, "digipeg_quixo_choice",
          ok("choose", digipeg_quixo_choose(&game, DIGIPEG_QUIXO_LEVEL_SEARCH, 7, 300, 3, table, sizeof table,
                                           NULL, s)));
    TWICE(digipeg_quixo_choice, "digipeg_quixo_choice (solved)",
          ok("choose", digipeg_quixo_choose(&game, DIGIPEG_QUIXO_LEVEL_SEARCH, 7, 300, 3, table, sizeof table,
                                           &solution, s)));
    TWICE(digipeg_quixo_choice, "digipeg_quixo_choice (named level)",
          ok("choose level", digipeg_quixo_choose_level(&game, DIGIPEG_QUIXO_LEVEL_EASY, 7, 0, table, sizeof table, s)));
    TWICE(digipeg_quixo_level_settings, "digipeg_quixo_level_settings",
          ok("level settings", digipeg_quixo_get_level_settings(DIGIPEG_QUIXO_LEVEL_HARD, s)));
    TWICE(digipeg_quixo_move, "digipeg_quixo_legal_move_at", ok("move at", digipeg_quixo_legal_move_at(&game, 3, s)));
    TWICE(digipeg_quixo_move, "digipeg_quixo_solution_best_move",
          ok("best move", digipeg_quixo_solution_best_move(&solution, &game, s)));
    typedef digipeg_quixo_move_value values[DIGIPEG_QUIXO_MAX_MOVES];
    size_t count;
    TWICE(values, "digipeg_quixo_move_value[]",
          ok("move values",
             digipeg_quixo_solution_move_values(&solution, &game, *s, DIGIPEG_QUIXO_MAX_MOVES, &count));
          memset(*s + count, 0, sizeof *s - count * sizeof **s));
    typedef digipeg_quixo_move moves[DIGIPEG_QUIXO_MAX_MOVES];
    TWICE(moves, "digipeg_quixo_move[]",
          ok("legal moves", digipeg_quixo_legal_moves(&game, *s, DIGIPEG_QUIXO_MAX_MOVES, &count));
          memset(*s + count, 0, sizeof *s - count * sizeof **s));
}

/* A probe that knows every layer: a value and a pass from the index alone. */
static bool answer_everything(void *context, uint8_t size, uint8_t own, uint8_t other, uint64_t index, int *value,
                              uint32_t *pass) {
    (void)context;
    (void)size;
    (void)own;
    (void)other;
    *value = index % 3 == 0 ? DIGIPEG_VALUE_LOSS : DIGIPEG_VALUE_DRAW;
    *pass = (uint32_t)(index % 7);
    return true;
}

static void quixo_tables(void) {
    TWICE(digipeg_quixo_tables, "digipeg_quixo_tables",
          ok("tables", digipeg_quixo_tables_init(s, NULL, 0, answer_everything, NULL)));
    digipeg_quixo_tables known, none;
    digipeg_quixo game;
    ok("tables", digipeg_quixo_tables_init(&known, NULL, 0, answer_everything, NULL));
    ok("tables", digipeg_quixo_tables_init(&none, NULL, 0, NULL, NULL));
    ok("quixo new", digipeg_quixo_new(&game, 4, 2));
    ok("quixo move", digipeg_quixo_make_move(&game, 0, 0, 0, 3, 0));
    TWICE(digipeg_quixo_table_value, "digipeg_quixo_table_value",
          ok("value", digipeg_quixo_tables_value(&known, &game, s)));
    TWICE(digipeg_quixo_table_value, "digipeg_quixo_table_value (not found)",
          ok("value", digipeg_quixo_tables_value(&none, &game, s)));
    TWICE(digipeg_quixo_table_move, "digipeg_quixo_table_move",
          ok("best move", digipeg_quixo_tables_best_move(&known, &game, s)));
    TWICE(digipeg_quixo_table_move, "digipeg_quixo_table_move (not found)",
          ok("best move", digipeg_quixo_tables_best_move(&none, &game, s)));
    TWICE(digipeg_quixo_choice, "digipeg_quixo_choice (tables)",
          ok("choose", digipeg_quixo_choose_tables(&game, DIGIPEG_QUIXO_LEVEL_SEARCH, 1, 100, 2, table, 4096, &known,
                                                   s)));
}

static void ttt(void) {
    TWICE(digipeg_ttt, "digipeg_ttt_new", ok("ttt new", digipeg_ttt_new(s)));
    TWICE(digipeg_ttt, "digipeg_ttt after moves", {
        ok("ttt new", digipeg_ttt_new(s));
        ok("ttt play", digipeg_ttt_play(s, 4, NULL));
        ok("ttt play", digipeg_ttt_play(s, 0, NULL));
    });
    const char *rows[] = {"XO ", " X ", "  O"};
    TWICE(digipeg_ttt, "digipeg_ttt_from_rows", ok("ttt rows", digipeg_ttt_from_rows(s, rows, 3)));
    digipeg_ttt game;
    ok("ttt rows", digipeg_ttt_from_rows(&game, rows, 3));
    typedef digipeg_ttt_move_value values[9];
    size_t count;
    TWICE(values, "digipeg_ttt_move_value[]", ok("ttt move values", digipeg_ttt_move_values(&game, *s, 9, &count));
          memset(*s + count, 0, sizeof *s - count * sizeof **s));
}

static void solitaire(void) {
    TWICE(digipeg_deque, "digipeg_deque", {
        ok("deque new", digipeg_deque_new(s));
        uint8_t item;
        ok("deque add", digipeg_deque_add_front(s, 7));
        ok("deque add", digipeg_deque_add_rear(s, 9));
        ok("deque add", digipeg_deque_add_front(s, 3));
        ok("deque remove", digipeg_deque_remove_rear(s, &item));
    });
    const int64_t cards[] = {3, 0, 2, 1, 4};
    TWICE(digipeg_solitaire, "digipeg_solitaire_new", ok("solitaire new", digipeg_solitaire_new(s, cards, 5)));
    TWICE(digipeg_solitaire, "digipeg_solitaire after moves", {
        ok("solitaire shuffled", digipeg_solitaire_shuffled(s, 20, 7));
        ok("solitaire move", digipeg_solitaire_make_move(s, 0, 1));
        ok("solitaire move", digipeg_solitaire_make_move(s, 0, 0));
    });
    /* A position built by hand: repeated cards, CardNo given, ChanceNo set, then a move. */
    const int64_t hand[] = {6, 2, 1, 3, 2, 1, 0};
    const size_t sizes[] = {3, 4, 0};
    const int64_t card_no = 200;
    TWICE(digipeg_solitaire, "digipeg_solitaire_from_piles", {
        ok("from piles", digipeg_solitaire_from_piles(s, hand, sizes, 3, &card_no));
        ok("set chance no", digipeg_solitaire_set_chance_no(s, 1000));
        ok("solitaire move", digipeg_solitaire_make_move(s, 0, 0));
    });
    TWICE(digipeg_solitaire, "digipeg_solitaire_from_piles (no piles)",
          ok("from piles", digipeg_solitaire_from_piles(s, NULL, NULL, 0, NULL)));
    digipeg_solitaire game;
    ok("solitaire new", digipeg_solitaire_new(&game, cards, 5));
    char out[4096];
    bool finished;
    TWICE(digipeg_solitaire_play, "digipeg_solitaire_play_new", ok("play new", digipeg_solitaire_play_new(s, &game)));
    digipeg_solitaire_play play;
    ok("play new", digipeg_solitaire_play_new(&play, &game));
    ok("play start", digipeg_solitaire_play_start(&play, out, sizeof out, NULL, &finished));
    ok("play input", digipeg_solitaire_play_input(&play, "0", out, sizeof out, NULL, &finished));
    TWICE(digipeg_solitaire_play, "digipeg_solitaire_play mid-round", {
        memcpy(s, &play, sizeof play);
        ok("play input", digipeg_solitaire_play_input(s, "1", out, sizeof out, NULL, &finished));
        ok("play input", digipeg_solitaire_play_input(s, "x", out, sizeof out, NULL, &finished));
    });
    /* play() of a hand-built position: rounds past 255, and a game of no rounds (over at start). */
    digipeg_solitaire position;
    ok("from piles", digipeg_solitaire_from_piles(&position, hand, sizes, 3, NULL));
    ok("set chance no", digipeg_solitaire_set_chance_no(&position, 300));
    TWICE(digipeg_solitaire_play, "digipeg_solitaire_play of 300 rounds", {
        ok("play new", digipeg_solitaire_play_new(s, &position));
        ok("play start", digipeg_solitaire_play_start(s, out, sizeof out, NULL, &finished));
        for (int i = 0; i < 2 * 260; i++) {
            ok("play input", digipeg_solitaire_play_input(s, "9", out, sizeof out, NULL, &finished));
        }
    });
    ok("set chance no", digipeg_solitaire_set_chance_no(&position, 0));
    TWICE(digipeg_solitaire_play, "digipeg_solitaire_play of no rounds", {
        ok("play new", digipeg_solitaire_play_new(s, &position));
        ok("play start", digipeg_solitaire_play_start(s, out, sizeof out, NULL, &finished));
    });
    TWICE(digipeg_solitaire, "digipeg_solitaire_play_game", ok("play game", digipeg_solitaire_play_game(&play, s)));
    TWICE(digipeg_solitaire_solution, "digipeg_solitaire_solution", {
        digipeg_solitaire_move line[DIGIPEG_SOLITAIRE_MAX_LINE];
        size_t count;
        ok("solitaire solve", digipeg_solitaire_solve(&game, 10, 5000, table, sizeof table, s, line,
                                                      DIGIPEG_SOLITAIRE_MAX_LINE, &count));
    });
    TWICE(digipeg_solitaire_hint_result, "digipeg_solitaire_hint_result",
          ok("solitaire hint", digipeg_solitaire_hint(&game, 10, 5000, table, sizeof table, s)));
}

int main(void) {
    sink = tmpfile();
    if (sink == NULL) return perror("tmpfile"), 2;
    peg_states();
    peg_results();
    quixo_states();
    quixo_results();
    quixo_tables();
    ttt();
    solitaire();
    fclose(sink);
    printf("C struct bytes: %d checks, %d failed\n", checks, failures);
    return failures == 0 ? 0 : 1;
}
