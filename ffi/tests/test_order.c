/* Every exported function checks its arguments in one order: NULL pointers first
 * (DIGIPEG_E_NULL_POINTER), then uninitialised state structs (DIGIPEG_E_UNINITIALISED), then the
 * values. Each function has a probe below that calls it with its arguments chosen by `H`: one
 * required pointer NULL, one state struct zeroed or full of garbage, the other values bad or
 * good. Every combination must give the status of the first category that is wrong.
 * The probes cover every function of digipeg.h (read from the path given to the test program). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

/* How the current probe call chooses its arguments. */
static struct {
    int null_arg;       /* the required pointer passed as NULL (-1: none) */
    int bad_state;      /* the state struct passed uninitialised (-1: none) */
    unsigned char fill; /* the bytes of that struct: 0x00 (zeroed) or 0xA5 (garbage) */
    bool bad_values;    /* whether the other arguments are bad values */
} H;

/* Pointer argument number `i` (numbered from 0 in argument order): NULL if it is the chosen one. */
#define P(i, p) (H.null_arg == (i) ? NULL : (p))
/* A value: `bad` when the values are to be bad. */
#define V(good, bad) (H.bad_values ? (bad) : (good))

/* State number `j` of a call: a fresh copy of `*ready`, or the chosen uninitialised one.
 * OUTPUT (-1) is a struct the function only writes: garbage, whatever `H` says. */
#define OUTPUT (-1)
#define STATE_OF(type)                                                                             \
    static type *type##_at(int j, const type *ready) {                                             \
        static type slots[3];                                                                      \
        type *slot = &slots[j < 0 ? 2 : j];                                                        \
        if (j < 0 || H.bad_state == j) {                                                           \
            memset(slot, j < 0 ? 0xA5 : H.fill, sizeof *slot);                                     \
        } else {                                                                                   \
            *slot = *ready;                                                                        \
        }                                                                                          \
        return slot;                                                                               \
    }
STATE_OF(digipeg_peg)
STATE_OF(digipeg_peg_program)
STATE_OF(digipeg_peg_analysis)
STATE_OF(digipeg_quixo)
STATE_OF(digipeg_quixo_solution)
STATE_OF(digipeg_quixo_tables)
STATE_OF(digipeg_deque)
STATE_OF(digipeg_solitaire)
STATE_OF(digipeg_solitaire_play)
STATE_OF(digipeg_ttt)
STATE_OF(digipeg_klondike)
STATE_OF(digipeg_klondike_record)

static digipeg_peg ready_peg;                  /* the English board: 4 jumps */
static digipeg_peg_program ready_program;      /* started, asking for the rows */
static digipeg_peg_analysis ready_analysis;    /* nothing known yet */
static digipeg_quixo ready_quixo;              /* 5 x 5, one move played (so undo works) */
static digipeg_quixo ready_quixo3;             /* 3 x 3, empty */
static digipeg_quixo_solution ready_solution;  /* the 3 x 3 board solved */
static digipeg_quixo_tables ready_tables;      /* every 3 x 3 layer */
static digipeg_deque ready_deque;              /* three items */
static digipeg_solitaire ready_solitaire;      /* cards 2 0 1: three legal moves */
static digipeg_solitaire_play ready_play;      /* started */
static digipeg_solitaire_play ready_fresh_play; /* not started */
static digipeg_ttt ready_ttt;                  /* X in the centre */
static digipeg_klondike ready_klondike;        /* Klondike-Solver's game 1, one draw played */
static digipeg_klondike_record ready_record;   /* that draw's record */
static digipeg_klondike_record stale_record;   /* a record of another move: undo refuses it */

#define PEG(j) digipeg_peg_at((j), &ready_peg)
#define PROGRAM(j) digipeg_peg_program_at((j), &ready_program)
#define ANALYSIS(j) digipeg_peg_analysis_at((j), &ready_analysis)
#define QUIXO(j) digipeg_quixo_at((j), &ready_quixo)
#define QUIXO3(j) digipeg_quixo_at((j), &ready_quixo3)
#define SOLUTION(j) digipeg_quixo_solution_at((j), &ready_solution)
#define TABLES(j) digipeg_quixo_tables_at((j), &ready_tables)
#define DEQUE(j) digipeg_deque_at((j), &ready_deque)
#define SOLITAIRE(j) digipeg_solitaire_at((j), &ready_solitaire)
#define PLAY(j) digipeg_solitaire_play_at((j), &ready_play)
#define FRESH_PLAY(j) digipeg_solitaire_play_at((j), &ready_fresh_play)
#define TTT(j) digipeg_ttt_at((j), &ready_ttt)
#define KLONDIKE(j) digipeg_klondike_at((j), &ready_klondike)
#define RECORD(j) digipeg_klondike_record_at((j), &ready_record)

static _Alignas(DIGIPEG_TABLE_ALIGN) unsigned char table[1 << 14];
static unsigned char solved3[DIGIPEG_QUIXO_SOLUTION_BYTES_3];
static unsigned char solve_table[DIGIPEG_QUIXO_SOLUTION_BYTES_3];
static char buf[4096];
static size_t needed;
static const char *not_utf8 = "\xff";

/* No value argument: `bad` of such a probe. */
#define NO_VALUES (-1)

typedef struct {
    const char *name;
    int pointers; /* required pointer arguments */
    int states;   /* state structs read */
    int bad;      /* what bad values alone give (NO_VALUES: none to make bad) */
    int good;     /* what good arguments give */
    int (*call)(void);
} probe;

/* A getter `fn(const state *, T *out)`: two pointers, one state, no value. */
#define GETTER(fn, STATE, T)                                                                       \
    static int fn##_probe(void) {                                                                  \
        T out;                                                                                     \
        return fn(P(0, STATE(0)), P(1, &out));                                                     \
    }
#define GETTER_ROW(fn) {#fn, 2, 1, NO_VALUES, DIGIPEG_OK, fn##_probe}

/* A text `fn(const state *, char *buf, size_t cap, size_t *needed)`: a one-byte buffer is too small. */
#define TEXT(fn, STATE)                                                                            \
    static int fn##_probe(void) { return fn(P(0, STATE(0)), P(1, buf), V(sizeof buf, 1), &needed); }
#define TEXT_ROW(fn) {#fn, 2, 1, DIGIPEG_E_BUFFER_TOO_SMALL, DIGIPEG_OK, fn##_probe}

/* A list `fn(const state *, T *items, size_t cap, size_t *count)`: one item is too few. */
#define LIST(fn, STATE, T)                                                                         \
    static int fn##_probe(void) {                                                                  \
        T items[128];                                                                              \
        size_t count;                                                                              \
        return fn(P(0, STATE(0)), P(1, items), V(128, 1), P(2, &count));                           \
    }
#define LIST_ROW(fn) {#fn, 3, 1, DIGIPEG_E_BUFFER_TOO_SMALL, DIGIPEG_OK, fn##_probe}

/* ---- random games ---- */

static char game_ops[1 << 15];
static int random_game_probe(void) {
    return digipeg_random_game(P(0, V("peg", "chess")), 7, 0, P(1, game_ops), sizeof game_ops, &needed);
}
static int random_game_kind_probe(void) { return digipeg_random_game_kind(V(0, 99), P(0, buf), sizeof buf, &needed); }

/* ---- DigiPeg ---- */

static int peg_new_probe(void) { return digipeg_peg_new(P(0, PEG(OUTPUT)), V(3, 0), 3, 0, 1); }
static int peg_with_directions_probe(void) {
    return digipeg_peg_with_directions(P(0, PEG(OUTPUT)), 3, 3, 0, 1, V(DIGIPEG_PEG_DIAGONAL, 9));
}
static int peg_from_rows_probe(void) {
    const char *rows[] = {P(2, "#o."), "ooo"};
    return digipeg_peg_from_rows(P(0, PEG(OUTPUT)), P(1, rows), 2, V(DIGIPEG_PEG_ORTHOGONAL, 9));
}
GETTER(digipeg_peg_rows, PEG, uint8_t)
GETTER(digipeg_peg_cols, PEG, uint8_t)
GETTER(digipeg_peg_directions, PEG, int)
GETTER(digipeg_peg_pegs_left, PEG, uint32_t)
GETTER(digipeg_peg_count_moves, PEG, uint32_t)
GETTER(digipeg_peg_game_over, PEG, bool)
static int peg_equal_probe(void) {
    bool out;
    return digipeg_peg_equal(P(0, PEG(0)), P(1, PEG(1)), P(2, &out));
}
static int peg_is_peg_probe(void) {
    bool out;
    return digipeg_peg_is_peg(P(0, PEG(0)), 3, 3, P(1, &out));
}
static int peg_is_hole_probe(void) {
    bool out;
    return digipeg_peg_is_hole(P(0, PEG(0)), 0, 0, P(1, &out));
}
static int peg_legal_move_probe(void) {
    bool out;
    return digipeg_peg_legal_move(P(0, PEG(0)), 1, 3, 3, 3, P(1, &out));
}
static int peg_check_move_probe(void) { return digipeg_peg_check_move(P(0, PEG(0)), V(1, 9), 3, 3, 3); }
static int peg_make_move_probe(void) { return digipeg_peg_make_move(P(0, PEG(0)), V(1, 9), 3, 3, 3); }
LIST(digipeg_peg_legal_moves, PEG, digipeg_peg_jump)
static int peg_legal_move_at_probe(void) {
    digipeg_peg_jump out;
    return digipeg_peg_legal_move_at(P(0, PEG(0)), V(3, 4), P(1, &out));
}
TEXT(digipeg_peg_draw, PEG)
TEXT(digipeg_peg_rows_text, PEG)
TEXT(digipeg_peg_final_message, PEG)
static int program_new_probe(void) {
    return digipeg_peg_program_new(P(0, PROGRAM(OUTPUT)), V(DIGIPEG_PEG_BANNER_DIGIPEG, 9), DIGIPEG_PEG_ORTHOGONAL);
}
static int program_start_probe(void) {
    bool finished;
    return digipeg_peg_program_start(P(0, PROGRAM(0)), P(1, buf), V(sizeof buf, 1), &needed, P(2, &finished));
}
static int program_input_probe(void) {
    bool finished;
    return digipeg_peg_program_input(P(0, PROGRAM(0)), P(1, V("3", not_utf8)), P(2, buf), sizeof buf, &needed,
                                     P(3, &finished));
}
static int program_end_input_probe(void) {
    bool finished;
    return digipeg_peg_program_end_input(P(0, PROGRAM(0)), P(1, buf), V(sizeof buf, 1), &needed, P(2, &finished));
}
static int program_game_probe(void) {
    digipeg_peg game;
    bool has;
    return digipeg_peg_program_game(P(0, PROGRAM(0)), P(1, &game), P(2, &has));
}
static int peg_solve_probe(void) {
    digipeg_peg_solution out;
    digipeg_peg_jump line[DIGIPEG_PEG_MAX_LINE];
    size_t count;
    return digipeg_peg_solve(P(0, PEG(0)), V(DIGIPEG_PEG_GOAL_ONE_PEG, 9), 0, 0, 100, P(1, table), sizeof table,
                             P(2, &out), P(3, line), DIGIPEG_PEG_MAX_LINE, P(4, &count));
}
static int peg_solve_small_probe(void) {
    digipeg_peg_solution out;
    digipeg_peg_jump line[DIGIPEG_PEG_MAX_LINE];
    size_t count;
    return digipeg_peg_solve_small(P(0, PEG(0)), V(DIGIPEG_PEG_GOAL_ONE_PEG_AT, 9), 3, 3, 100, P(1, &out),
                                   P(2, line), DIGIPEG_PEG_MAX_LINE, P(3, &count));
}
static int peg_decide_probe(void) {
    static _Alignas(DIGIPEG_TABLE_ALIGN) unsigned char beam[4096];
    digipeg_peg_verdict out;
    digipeg_peg_jump line[DIGIPEG_PEG_MAX_LINE];
    size_t count;
    return digipeg_peg_decide(P(0, PEG(0)), 1000, P(1, table), sizeof table, P(2, V(beam, beam + 1)), sizeof beam - 16,
                              P(3, &out), P(4, line), DIGIPEG_PEG_MAX_LINE, P(5, &count));
}
static int peg_analysis_new_probe(void) { return digipeg_peg_analysis_new(P(0, ANALYSIS(OUTPUT))); }
static int peg_analysis_decide_probe(void) {
    static _Alignas(DIGIPEG_TABLE_ALIGN) unsigned char beam[4096];
    digipeg_peg_verdict out;
    digipeg_peg_jump line[DIGIPEG_PEG_MAX_LINE];
    size_t count;
    return digipeg_peg_analysis_decide(P(0, ANALYSIS(0)), P(1, PEG(1)), 1000, P(2, table), sizeof table,
                                       P(3, V(beam, beam + 1)), sizeof beam - 16, P(4, &out), P(5, line),
                                       DIGIPEG_PEG_MAX_LINE, P(6, &count));
}
static int peg_hint_probe(void) {
    digipeg_peg_hint_result out;
    return digipeg_peg_hint(P(0, PEG(0)), 100, P(1, V(table, table + 1)), sizeof table - 16, P(2, &out));
}
static int peg_english_probe(void) { return digipeg_peg_english(P(0, PEG(OUTPUT))); }
static int peg_english_with_empty_probe(void) {
    return digipeg_peg_english_with_empty(P(0, PEG(OUTPUT)), V(3, 0), V(3, 0));
}
static int peg_french_with_empty_probe(void) {
    return digipeg_peg_french_with_empty(P(0, PEG(OUTPUT)), V(3, 0), V(2, 0));
}
static int peg_triangle_probe(void) { return digipeg_peg_triangle(P(0, PEG(OUTPUT))); }
static int peg_triangle_with_empty_probe(void) {
    return digipeg_peg_triangle_with_empty(P(0, PEG(OUTPUT)), 2, V(1, 4));
}
static int peg_position_class_probe(void) {
    uint8_t sum, difference;
    uint32_t singles;
    return digipeg_peg_position_class(P(0, PEG(0)), P(1, &sum), P(2, &difference), &singles);
}
static int peg_can_end_at_probe(void) {
    bool out;
    return digipeg_peg_can_end_at(P(0, PEG(0)), 3, 3, P(1, &out));
}

/* ---- Quixo ---- */

static int quixo_new_probe(void) { return digipeg_quixo_new(P(0, QUIXO(OUTPUT)), V(5, 9), 2); }
static int quixo_parse_probe(void) {
    const char *rows[] = {"X--", P(2, "-O-"), "---"};
    return digipeg_quixo_parse(P(0, QUIXO(OUTPUT)), 3, P(1, rows), 3, 2, V(0, 7));
}
GETTER(digipeg_quixo_size, QUIXO, size_t)
GETTER(digipeg_quixo_players, QUIXO, size_t)
GETTER(digipeg_quixo_turn, QUIXO, size_t)
GETTER(digipeg_quixo_turn_symbol, QUIXO, int)
GETTER(digipeg_quixo_passed, QUIXO, size_t)
GETTER(digipeg_quixo_plies, QUIXO, uint32_t)
GETTER(digipeg_quixo_undo_depth, QUIXO, size_t)
GETTER(digipeg_quixo_outcome, QUIXO, int)
GETTER(digipeg_quixo_game_over, QUIXO, bool)
GETTER(digipeg_quixo_count_moves, QUIXO, size_t)
GETTER(digipeg_quixo_move_limit, QUIXO, uint32_t)
GETTER(digipeg_quixo_repetitions, QUIXO, uint32_t)
GETTER(digipeg_quixo_evaluate, QUIXO, int32_t)
static int quixo_cube_probe(void) {
    int symbol;
    uint8_t partner;
    return digipeg_quixo_cube(P(0, QUIXO(0)), V(0, 9), 4, P(1, &symbol), P(2, &partner));
}
LIST(digipeg_quixo_legal_moves, QUIXO, digipeg_quixo_move)
static int quixo_legal_move_at_probe(void) {
    digipeg_quixo_move out;
    return digipeg_quixo_legal_move_at(P(0, QUIXO(0)), V(0, 999), P(1, &out));
}
/* The example: check_move and make_move agree on every combination. */
static int quixo_check_move_probe(void) {
    return digipeg_quixo_check_move(P(0, QUIXO(0)), V(4, 9), 4, V(4, 9), 0, V(0, 7));
}
static int quixo_is_legal_probe(void) {
    bool out;
    return digipeg_quixo_is_legal(P(0, QUIXO(0)), 9, 9, 9, 9, 7, P(1, &out));
}
static int quixo_make_move_probe(void) {
    return digipeg_quixo_make_move(P(0, QUIXO(0)), V(4, 9), 4, V(4, 9), 0, V(0, 7));
}
static int quixo_undo_probe(void) { return digipeg_quixo_undo(P(0, QUIXO(0))); }
static int quixo_set_move_limit_probe(void) { return digipeg_quixo_set_move_limit(P(0, QUIXO(0)), 10); }
static int quixo_set_repetitions_probe(void) { return digipeg_quixo_set_repetitions(P(0, QUIXO(0)), 3); }
TEXT(digipeg_quixo_board_text, QUIXO)
static int quixo_perft_probe(void) {
    uint64_t out;
    return digipeg_quixo_perft(P(0, QUIXO(0)), 1, P(1, &out));
}
static int quixo_same_position_probe(void) {
    bool out;
    return digipeg_quixo_same_position(P(0, QUIXO(0)), P(1, QUIXO(1)), P(2, &out));
}
static int quixo_choose_probe(void) {
    digipeg_quixo_choice out;
    return digipeg_quixo_choose(P(0, QUIXO(0)), V(DIGIPEG_QUIXO_LEVEL_SEARCH, 9), 1, 50, 2, P(1, table),
                                sizeof table, NULL, P(2, &out));
}
static int quixo_choose_solved_probe(void) {
    digipeg_quixo_choice out;
    return digipeg_quixo_choose(P(0, QUIXO3(0)), V(DIGIPEG_QUIXO_LEVEL_SEARCH, 9), 1, 50, 2, P(1, table),
                                sizeof table, SOLUTION(1), P(2, &out));
}
static int quixo_choose_level_probe(void) {
    digipeg_quixo_choice out;
    return digipeg_quixo_choose_level(P(0, QUIXO(0)), V(DIGIPEG_QUIXO_LEVEL_EASY, DIGIPEG_QUIXO_LEVEL_SEARCH), 1, 0,
                                      P(1, table), sizeof table, P(2, &out));
}
static int quixo_level_by_name_probe(void) {
    int out;
    return digipeg_quixo_level_by_name(P(0, V("easy", "Easy")), P(1, &out));
}
static int quixo_get_level_settings_probe(void) {
    digipeg_quixo_level_settings out;
    return digipeg_quixo_get_level_settings(V(DIGIPEG_QUIXO_LEVEL_EXPERT, 9), P(0, &out));
}
static int quixo_solution_bytes_probe(void) {
    size_t out;
    return digipeg_quixo_solution_bytes(V(3, 9), P(0, &out));
}
static int quixo_solve_probe(void) {
    digipeg_quixo_solution solution;
    digipeg_quixo_solve_stats stats;
    return digipeg_quixo_solve(P(0, &solution), V(3, 9), P(1, solve_table), sizeof solve_table, &stats);
}
GETTER(digipeg_quixo_solution_size, SOLUTION, size_t)
static int quixo_solution_value_probe(void) {
    int out;
    return digipeg_quixo_solution_value(P(0, SOLUTION(0)), P(1, QUIXO3(1)), P(2, &out));
}
static int quixo_solution_best_move_probe(void) {
    digipeg_quixo_move out;
    return digipeg_quixo_solution_best_move(P(0, SOLUTION(0)), P(1, QUIXO3(1)), P(2, &out));
}
static int quixo_solution_move_values_probe(void) {
    digipeg_quixo_move_value items[DIGIPEG_QUIXO_MAX_MOVES];
    size_t count;
    return digipeg_quixo_solution_move_values(P(0, SOLUTION(0)), P(1, QUIXO3(1)), P(2, items),
                                              V(DIGIPEG_QUIXO_MAX_MOVES, 1), P(3, &count));
}
static int quixo_layer_check_probe(void) {
    digipeg_quixo_layer_info out;
    return digipeg_quixo_layer_check(P(0, tables3[4].values), V(tables3[4].values_len, 10), P(1, &out));
}
static int quixo_layer_file_name_probe(void) {
    return digipeg_quixo_layer_file_name(3, 1, 2, V(DIGIPEG_QUIXO_LAYER_PASSES, 9), P(0, buf), sizeof buf, &needed);
}
static int quixo_tables_init_probe(void) {
    digipeg_quixo_layer bad[2] = {tables3[3], tables3[4]};
    bad[1].passes = tables3[5].passes; /* another layer's */
    return digipeg_quixo_tables_init(P(0, TABLES(OUTPUT)), P(1, V(tables3, bad)), 2, NULL, NULL);
}
GETTER(digipeg_quixo_tables_count, TABLES, size_t)
static int quixo_tables_value_probe(void) {
    digipeg_quixo_table_value out;
    return digipeg_quixo_tables_value(P(0, TABLES(0)), P(1, QUIXO3(1)), P(2, &out));
}
static int quixo_tables_best_move_probe(void) {
    digipeg_quixo_table_move out;
    return digipeg_quixo_tables_best_move(P(0, TABLES(0)), P(1, QUIXO3(1)), P(2, &out));
}
static int quixo_choose_tables_probe(void) {
    digipeg_quixo_choice out;
    return digipeg_quixo_choose_tables(P(0, QUIXO3(0)), V(DIGIPEG_QUIXO_LEVEL_SEARCH, 9), 1, 50, 2, P(1, table),
                                       sizeof table, P(2, TABLES(1)), P(3, &out));
}

/* ---- Solitaire ---- */

static int deque_new_probe(void) { return digipeg_deque_new(P(0, DEQUE(OUTPUT))); }
static int deque_add_front_probe(void) { return digipeg_deque_add_front(P(0, DEQUE(0)), 7); }
static int deque_add_rear_probe(void) { return digipeg_deque_add_rear(P(0, DEQUE(0)), 7); }
GETTER(digipeg_deque_remove_front, DEQUE, uint8_t)
GETTER(digipeg_deque_remove_rear, DEQUE, uint8_t)
GETTER(digipeg_deque_peek, DEQUE, uint8_t)
GETTER(digipeg_deque_peeklast, DEQUE, uint8_t)
GETTER(digipeg_deque_size, DEQUE, size_t)
static int deque_get_probe(void) {
    uint8_t item;
    return digipeg_deque_get(P(0, DEQUE(0)), V(2, 3), P(1, &item));
}
LIST(digipeg_deque_items, DEQUE, uint8_t)
static int deque_printall_probe(void) {
    return digipeg_deque_printall(P(0, DEQUE(0)), 0, P(1, buf), V(sizeof buf, 1), &needed);
}
static int solitaire_new_probe(void) {
    const int64_t good[] = {2, 0, 1}, bad[] = {0, 0, 1};
    return digipeg_solitaire_new(P(0, SOLITAIRE(OUTPUT)), P(1, V(good, bad)), 3);
}
/* Bad values: a card out of range, or more piles than a game has (the sizes hold 12). */
static int solitaire_from_piles_probe(void) {
    const int64_t good[] = {6, 2, 1, 3, 2, 1, 0}, bad[] = {6, 2, 1, 3, 2, 1, 300};
    const size_t sizes[] = {3, 4};
    return digipeg_solitaire_from_piles(P(0, SOLITAIRE(OUTPUT)), P(1, V(good, bad)), P(2, sizes), 2, NULL);
}
static int solitaire_from_piles_count_probe(void) {
    const int64_t cards[] = {6, 2, 1, 3, 2, 1, 0}, card_no = 7;
    const size_t sizes[12] = {3, 4};
    return digipeg_solitaire_from_piles(P(0, SOLITAIRE(OUTPUT)), P(1, cards), P(2, sizes), V(2, 12), &card_no);
}
static int solitaire_set_chance_no_probe(void) {
    return digipeg_solitaire_set_chance_no(P(0, SOLITAIRE(0)), V(9, 65536));
}
GETTER(digipeg_solitaire_card_no, SOLITAIRE, size_t)
static int solitaire_shuffled_probe(void) { return digipeg_solitaire_shuffled(P(0, SOLITAIRE(OUTPUT)), V(8, 99), 1); }
static int solitaire_from_piles_card_no_probe(void) {
    const int64_t cards[] = {6, 2, 1, 3, 2, 1, 0};
    const size_t sizes[] = {3, 4};
    const int64_t card_no = V(7, 300);
    return digipeg_solitaire_from_piles(P(0, SOLITAIRE(OUTPUT)), P(1, cards), P(2, sizes), 2, &card_no);
}
static int solitaire_set_chance_no_negative_probe(void) {
    return digipeg_solitaire_set_chance_no(P(0, SOLITAIRE(0)), V(5, -1));
}
GETTER(digipeg_solitaire_card_count, SOLITAIRE, size_t)
GETTER(digipeg_solitaire_col_no, SOLITAIRE, size_t)
GETTER(digipeg_solitaire_chance_no, SOLITAIRE, size_t)
GETTER(digipeg_solitaire_is_complete, SOLITAIRE, bool)
static int solitaire_pile_probe(void) {
    uint8_t cards[64];
    size_t count;
    return digipeg_solitaire_pile(P(0, SOLITAIRE(0)), V(0, 99), P(1, cards), 64, P(2, &count));
}
static int solitaire_check_move_probe(void) { return digipeg_solitaire_check_move(P(0, SOLITAIRE(0)), 0, V(1, 99)); }
static int solitaire_make_move_probe(void) { return digipeg_solitaire_make_move(P(0, SOLITAIRE(0)), 0, V(1, 99)); }
LIST(digipeg_solitaire_legal_moves, SOLITAIRE, digipeg_solitaire_move)
TEXT(digipeg_solitaire_display, SOLITAIRE)
static int play_new_probe(void) { return digipeg_solitaire_play_new(P(0, PLAY(OUTPUT)), P(1, SOLITAIRE(0))); }
static int play_start_probe(void) {
    bool finished;
    return digipeg_solitaire_play_start(P(0, FRESH_PLAY(0)), P(1, buf), V(sizeof buf, 1), &needed, P(2, &finished));
}
static int play_input_probe(void) {
    bool finished;
    return digipeg_solitaire_play_input(P(0, PLAY(0)), P(1, V("0", not_utf8)), P(2, buf), sizeof buf, &needed,
                                        P(3, &finished));
}
static int play_end_input_probe(void) {
    bool finished;
    return digipeg_solitaire_play_end_input(P(0, PLAY(0)), P(1, buf), V(sizeof buf, 1), &needed, P(2, &finished));
}
static int play_end_probe(void) {
    int end;
    size_t rounds;
    return digipeg_solitaire_play_end(P(0, PLAY(0)), P(1, &end), P(2, &rounds));
}
static int play_game_probe(void) {
    digipeg_solitaire game;
    return digipeg_solitaire_play_game(P(0, PLAY(0)), P(1, &game));
}
static int solitaire_solve_probe(void) {
    digipeg_solitaire_solution out;
    digipeg_solitaire_move line[DIGIPEG_SOLITAIRE_MAX_LINE];
    size_t count;
    return digipeg_solitaire_solve(P(0, SOLITAIRE(0)), V(6, 129), 1000, P(1, table), sizeof table, P(2, &out),
                                   P(3, line), DIGIPEG_SOLITAIRE_MAX_LINE, P(4, &count));
}
static int solitaire_hint_probe(void) {
    digipeg_solitaire_hint_result out;
    return digipeg_solitaire_hint(P(0, SOLITAIRE(0)), V(6, 129), 1000, P(1, table), sizeof table, P(2, &out));
}

/* ---- Full Klondike ---- */

static const char *klondike_json =
    "{\"tableau piles\": [[\"4D\"], [\"3c\", \"4C\"], [\"9s\", \"7d\", \"6H\"], [\"Ah\", \"7s\", \"2c\", \"JD\"], "
    "[\"Ad\", \"6s\", \"2h\", \"10s\", \"AS\"], [\"4h\", \"8h\", \"2d\", \"Ks\", \"Jc\", \"5C\"], "
    "[\"3h\", \"4s\", \"3s\", \"5d\", \"Jh\", \"6c\", \"KD\"]], \"stock\": [\"10H\", \"8D\", \"7H\", \"KC\", "
    "\"3D\", \"10D\", \"5H\", \"8C\", \"QS\", \"JS\", \"9H\", \"7C\", \"6D\", \"8S\", \"QD\", \"QH\", \"AC\", "
    "\"9C\", \"5S\", \"KH\", \"QC\", \"2S\", \"10C\", \"9D\"]}";
static int klondike_from_seed_probe(void) {
    return digipeg_klondike_from_seed(P(0, KLONDIKE(OUTPUT)), V(1, 2147483648LL), 3, 0, true);
}
static int klondike_from_rank_probe(void) {
    return digipeg_klondike_from_rank(P(0, KLONDIKE(OUTPUT)), P(1, V("12345", "12a")), 1, 0, true);
}
static int klondike_from_json_probe(void) {
    return digipeg_klondike_from_json(P(0, KLONDIKE(OUTPUT)), P(1, V(klondike_json, "{}")), 3, 0, false);
}
static int klondike_shuffled_probe(void) {
    return digipeg_klondike_shuffled(P(0, KLONDIKE(OUTPUT)), 7, V(3, 2), 0, true);
}
static int klondike_play_probe(void) {
    digipeg_klondike_record record;
    return digipeg_klondike_play(P(0, KLONDIKE(0)), P(1, V("D", "zz")), &record);
}
static int klondike_undo_probe(void) {
    return digipeg_klondike_undo(P(0, KLONDIKE(0)), P(1, V(RECORD(1), digipeg_klondike_record_at(1, &stale_record))));
}
static int klondike_is_legal_probe(void) {
    bool out;
    return digipeg_klondike_is_legal(P(0, KLONDIKE(0)), P(1, V("D", "W9")), P(2, &out));
}
GETTER(digipeg_klondike_is_won, KLONDIKE, bool)
TEXT(digipeg_klondike_record_move, RECORD)
TEXT(digipeg_klondike_legal_moves, KLONDIKE)
TEXT(digipeg_klondike_rank, KLONDIKE)
TEXT(digipeg_klondike_json, KLONDIKE)
static int klondike_draw_probe(void) {
    return digipeg_klondike_draw(P(0, KLONDIKE(0)), true, P(1, buf), V(sizeof buf, 1), &needed);
}
static int klondike_solve_probe(void) {
    int verdict;
    return digipeg_klondike_solve(P(0, KLONDIKE(0)), 100, P(1, V(table, table + 1)), sizeof table - 16, P(2, &verdict),
                                  NULL, P(3, buf), sizeof buf, &needed);
}
static int klondike_player_move_probe(void) {
    uint32_t won, guesses;
    return digipeg_klondike_player_move(P(0, KLONDIKE(0)), 3, 2, 100, 1000, P(1, V(table, table + 1)), sizeof table - 16,
                                        &won, &guesses, P(2, buf), sizeof buf, &needed);
}
static int klondike_card_name_probe(void) {
    return digipeg_klondike_card_name(P(0, V("10h", "1S")), P(1, buf), sizeof buf, &needed);
}

/* ---- Tic-tac-toe ---- */

static int ttt_gamestate_probe(void) {
    const char *rows[] = {V("X  ", not_utf8), P(1, " O "), "  X"};
    int state;
    return digipeg_ttt_gamestate(P(0, rows), 3, P(2, &state));
}
static int ttt_new_probe(void) { return digipeg_ttt_new(P(0, TTT(OUTPUT))); }
static int ttt_from_rows_probe(void) {
    const char *rows[] = {"X  ", P(2, V(" O ", "OO ")), "   "};
    return digipeg_ttt_from_rows(P(0, TTT(OUTPUT)), P(1, rows), 3);
}
GETTER(digipeg_ttt_turn, TTT, int)
GETTER(digipeg_ttt_winner, TTT, int)
GETTER(digipeg_ttt_outcome, TTT, int)
GETTER(digipeg_ttt_state, TTT, int)
GETTER(digipeg_ttt_game_over, TTT, bool)
static int ttt_perfect_move_probe(void) {
    uint8_t square;
    return digipeg_ttt_perfect_move(P(0, TTT(0)), 1, P(1, &square));
}
static int ttt_square_probe(void) {
    int out;
    return digipeg_ttt_square(P(0, TTT(0)), V(4, 9), P(1, &out));
}
LIST(digipeg_ttt_legal_moves, TTT, uint8_t)
static int ttt_legal_move_at_probe(void) {
    uint8_t out;
    return digipeg_ttt_legal_move_at(P(0, TTT(0)), V(0, 99), P(1, &out));
}
static int ttt_is_legal_probe(void) {
    bool out;
    return digipeg_ttt_is_legal(P(0, TTT(0)), 99, P(1, &out));
}
static int ttt_play_probe(void) {
    int state;
    return digipeg_ttt_play(P(0, TTT(0)), V(0, 9), &state);
}
TEXT(digipeg_ttt_draw, TTT)
static int ttt_value_probe(void) {
    int outcome;
    uint8_t plies;
    return digipeg_ttt_value(P(0, TTT(0)), P(1, &outcome), P(2, &plies));
}
LIST(digipeg_ttt_move_values, TTT, digipeg_ttt_move_value)
LIST(digipeg_ttt_best_moves, TTT, uint8_t)
LIST(digipeg_ttt_quickest_moves, TTT, uint8_t)
static int ttt_choose_move_probe(void) {
    uint8_t square;
    return digipeg_ttt_choose_move(P(0, TTT(0)), V(DIGIPEG_TTT_STRENGTH_PERFECT, 7), 1, P(1, &square));
}

static const probe PROBES[] = {
    {"digipeg_peg_new", 1, 0, DIGIPEG_E_PEG_BOARD_SIZE, DIGIPEG_OK, peg_new_probe},
    {"digipeg_peg_with_directions", 1, 0, DIGIPEG_E_BAD_ENUM, DIGIPEG_OK, peg_with_directions_probe},
    {"digipeg_peg_from_rows", 3, 0, DIGIPEG_E_BAD_ENUM, DIGIPEG_OK, peg_from_rows_probe},
    GETTER_ROW(digipeg_peg_rows),
    GETTER_ROW(digipeg_peg_cols),
    GETTER_ROW(digipeg_peg_directions),
    GETTER_ROW(digipeg_peg_pegs_left),
    GETTER_ROW(digipeg_peg_count_moves),
    GETTER_ROW(digipeg_peg_game_over),
    {"digipeg_peg_equal", 3, 2, NO_VALUES, DIGIPEG_OK, peg_equal_probe},
    {"digipeg_peg_is_peg", 2, 1, NO_VALUES, DIGIPEG_OK, peg_is_peg_probe},
    {"digipeg_peg_is_hole", 2, 1, NO_VALUES, DIGIPEG_OK, peg_is_hole_probe},
    {"digipeg_peg_legal_move", 2, 1, NO_VALUES, DIGIPEG_OK, peg_legal_move_probe},
    {"digipeg_peg_check_move", 1, 1, DIGIPEG_E_PEG_OFF_BOARD, DIGIPEG_OK, peg_check_move_probe},
    {"digipeg_peg_make_move", 1, 1, DIGIPEG_E_PEG_OFF_BOARD, DIGIPEG_OK, peg_make_move_probe},
    LIST_ROW(digipeg_peg_legal_moves),
    {"digipeg_peg_legal_move_at", 2, 1, DIGIPEG_E_INDEX, DIGIPEG_OK, peg_legal_move_at_probe},
    TEXT_ROW(digipeg_peg_draw),
    TEXT_ROW(digipeg_peg_rows_text),
    TEXT_ROW(digipeg_peg_final_message),
    {"digipeg_peg_program_new", 1, 0, DIGIPEG_E_BAD_ENUM, DIGIPEG_OK, program_new_probe},
    {"digipeg_peg_program_start", 3, 1, DIGIPEG_E_BUFFER_TOO_SMALL, DIGIPEG_OK, program_start_probe},
    {"digipeg_peg_program_input", 4, 1, DIGIPEG_E_NOT_UTF8, DIGIPEG_OK, program_input_probe},
    {"digipeg_peg_program_end_input", 3, 1, DIGIPEG_E_BUFFER_TOO_SMALL, DIGIPEG_OK, program_end_input_probe},
    {"digipeg_peg_program_game", 3, 1, NO_VALUES, DIGIPEG_OK, program_game_probe},
    {"digipeg_peg_solve", 5, 1, DIGIPEG_E_BAD_ENUM, DIGIPEG_OK, peg_solve_probe},
    {"digipeg_peg_solve_small", 4, 1, DIGIPEG_E_BAD_ENUM, DIGIPEG_OK, peg_solve_small_probe},
    {"digipeg_peg_hint", 3, 1, DIGIPEG_E_MISALIGNED, DIGIPEG_OK, peg_hint_probe},
    {"digipeg_peg_decide", 6, 1, DIGIPEG_E_MISALIGNED, DIGIPEG_OK, peg_decide_probe},
    {"digipeg_peg_analysis_new", 1, 0, NO_VALUES, DIGIPEG_OK, peg_analysis_new_probe},
    {"digipeg_peg_analysis_decide", 7, 2, DIGIPEG_E_MISALIGNED, DIGIPEG_OK, peg_analysis_decide_probe},
    {"digipeg_peg_english", 1, 0, NO_VALUES, DIGIPEG_OK, peg_english_probe},
    {"digipeg_peg_english_with_empty", 1, 0, DIGIPEG_E_PEG_EMPTY_HOLE_OFF_BOARD, DIGIPEG_OK,
     peg_english_with_empty_probe},
    {"digipeg_peg_french_with_empty", 1, 0, DIGIPEG_E_PEG_EMPTY_HOLE_OFF_BOARD, DIGIPEG_OK,
     peg_french_with_empty_probe},
    {"digipeg_peg_triangle", 1, 0, NO_VALUES, DIGIPEG_OK, peg_triangle_probe},
    {"digipeg_peg_triangle_with_empty", 1, 0, DIGIPEG_E_PEG_EMPTY_HOLE_OFF_BOARD, DIGIPEG_OK,
     peg_triangle_with_empty_probe},
    {"digipeg_peg_position_class", 3, 1, NO_VALUES, DIGIPEG_OK, peg_position_class_probe},
    {"digipeg_peg_can_end_at", 2, 1, NO_VALUES, DIGIPEG_OK, peg_can_end_at_probe},

    {"digipeg_quixo_new", 1, 0, DIGIPEG_E_QUIXO_BOARD_SIZE, DIGIPEG_OK, quixo_new_probe},
    {"digipeg_quixo_parse", 3, 0, DIGIPEG_E_QUIXO_BAD_PLAYER, DIGIPEG_OK, quixo_parse_probe},
    GETTER_ROW(digipeg_quixo_size),
    GETTER_ROW(digipeg_quixo_players),
    GETTER_ROW(digipeg_quixo_turn),
    GETTER_ROW(digipeg_quixo_turn_symbol),
    GETTER_ROW(digipeg_quixo_passed),
    GETTER_ROW(digipeg_quixo_plies),
    GETTER_ROW(digipeg_quixo_undo_depth),
    GETTER_ROW(digipeg_quixo_outcome),
    GETTER_ROW(digipeg_quixo_game_over),
    {"digipeg_quixo_cube", 3, 1, DIGIPEG_E_QUIXO_OFF_BOARD, DIGIPEG_OK, quixo_cube_probe},
    LIST_ROW(digipeg_quixo_legal_moves),
    {"digipeg_quixo_legal_move_at", 2, 1, DIGIPEG_E_INDEX, DIGIPEG_OK, quixo_legal_move_at_probe},
    GETTER_ROW(digipeg_quixo_count_moves),
    {"digipeg_quixo_check_move", 1, 1, DIGIPEG_E_QUIXO_OFF_BOARD, DIGIPEG_OK, quixo_check_move_probe},
    {"digipeg_quixo_is_legal", 2, 1, NO_VALUES, DIGIPEG_OK, quixo_is_legal_probe},
    {"digipeg_quixo_make_move", 1, 1, DIGIPEG_E_QUIXO_OFF_BOARD, DIGIPEG_OK, quixo_make_move_probe},
    {"digipeg_quixo_undo", 1, 1, NO_VALUES, DIGIPEG_OK, quixo_undo_probe},
    {"digipeg_quixo_set_move_limit", 1, 1, NO_VALUES, DIGIPEG_OK, quixo_set_move_limit_probe},
    GETTER_ROW(digipeg_quixo_move_limit),
    {"digipeg_quixo_set_repetitions", 1, 1, NO_VALUES, DIGIPEG_OK, quixo_set_repetitions_probe},
    GETTER_ROW(digipeg_quixo_repetitions),
    TEXT_ROW(digipeg_quixo_board_text),
    {"digipeg_quixo_perft", 2, 1, NO_VALUES, DIGIPEG_OK, quixo_perft_probe},
    {"digipeg_quixo_same_position", 3, 2, NO_VALUES, DIGIPEG_OK, quixo_same_position_probe},
    {"digipeg_quixo_choose", 3, 1, DIGIPEG_E_BAD_ENUM, DIGIPEG_OK, quixo_choose_probe},
    {"digipeg_quixo_choose", 3, 2, DIGIPEG_E_BAD_ENUM, DIGIPEG_OK, quixo_choose_solved_probe},
    {"digipeg_quixo_choose_level", 3, 1, DIGIPEG_E_BAD_ENUM, DIGIPEG_OK, quixo_choose_level_probe},
    {"digipeg_quixo_level_by_name", 2, 0, DIGIPEG_E_SEARCH_BAD_LEVEL, DIGIPEG_OK, quixo_level_by_name_probe},
    {"digipeg_quixo_get_level_settings", 1, 0, DIGIPEG_E_BAD_ENUM, DIGIPEG_OK, quixo_get_level_settings_probe},
    GETTER_ROW(digipeg_quixo_evaluate),
    {"digipeg_quixo_solution_bytes", 1, 0, DIGIPEG_E_SOLVER_UNSUPPORTED, DIGIPEG_OK, quixo_solution_bytes_probe},
    {"digipeg_quixo_solve", 2, 0, DIGIPEG_E_SOLVER_UNSUPPORTED, DIGIPEG_OK, quixo_solve_probe},
    GETTER_ROW(digipeg_quixo_solution_size),
    {"digipeg_quixo_solution_value", 3, 2, NO_VALUES, DIGIPEG_OK, quixo_solution_value_probe},
    {"digipeg_quixo_solution_best_move", 3, 2, NO_VALUES, DIGIPEG_OK, quixo_solution_best_move_probe},
    {"digipeg_quixo_solution_move_values", 4, 2, DIGIPEG_E_BUFFER_TOO_SMALL, DIGIPEG_OK,
     quixo_solution_move_values_probe},
    {"digipeg_quixo_layer_check", 2, 0, DIGIPEG_E_LAYER_BAD_DATA, DIGIPEG_OK, quixo_layer_check_probe},
    {"digipeg_quixo_layer_file_name", 1, 0, DIGIPEG_E_BAD_ENUM, DIGIPEG_OK, quixo_layer_file_name_probe},
    {"digipeg_quixo_tables_init", 2, 0, DIGIPEG_E_LAYER_BAD_DATA, DIGIPEG_OK, quixo_tables_init_probe},
    GETTER_ROW(digipeg_quixo_tables_count),
    {"digipeg_quixo_tables_value", 3, 2, NO_VALUES, DIGIPEG_OK, quixo_tables_value_probe},
    {"digipeg_quixo_tables_best_move", 3, 2, NO_VALUES, DIGIPEG_OK, quixo_tables_best_move_probe},
    {"digipeg_quixo_choose_tables", 4, 2, DIGIPEG_E_BAD_ENUM, DIGIPEG_OK, quixo_choose_tables_probe},

    {"digipeg_deque_new", 1, 0, NO_VALUES, DIGIPEG_OK, deque_new_probe},
    {"digipeg_deque_add_front", 1, 1, NO_VALUES, DIGIPEG_OK, deque_add_front_probe},
    {"digipeg_deque_add_rear", 1, 1, NO_VALUES, DIGIPEG_OK, deque_add_rear_probe},
    GETTER_ROW(digipeg_deque_remove_front),
    GETTER_ROW(digipeg_deque_remove_rear),
    GETTER_ROW(digipeg_deque_peek),
    GETTER_ROW(digipeg_deque_peeklast),
    GETTER_ROW(digipeg_deque_size),
    {"digipeg_deque_get", 2, 1, DIGIPEG_E_INDEX, DIGIPEG_OK, deque_get_probe},
    LIST_ROW(digipeg_deque_items),
    {"digipeg_deque_printall", 2, 1, DIGIPEG_E_BUFFER_TOO_SMALL, DIGIPEG_OK, deque_printall_probe},
    {"digipeg_solitaire_new", 2, 0, DIGIPEG_E_SOLITAIRE_NOT_A_PERMUTATION, DIGIPEG_OK, solitaire_new_probe},
    {"digipeg_solitaire_from_piles", 3, 0, DIGIPEG_E_SOLITAIRE_BAD_CARD, DIGIPEG_OK, solitaire_from_piles_probe},
    {"digipeg_solitaire_from_piles", 3, 0, DIGIPEG_E_SOLITAIRE_TOO_MANY_PILES, DIGIPEG_OK,
     solitaire_from_piles_count_probe},
    {"digipeg_solitaire_set_chance_no", 1, 1, DIGIPEG_E_SOLITAIRE_BAD_CHANCE_NO, DIGIPEG_OK,
     solitaire_set_chance_no_probe},
    {"digipeg_solitaire_shuffled", 1, 0, DIGIPEG_E_SOLITAIRE_TOO_MANY_CARDS, DIGIPEG_OK, solitaire_shuffled_probe},
    {"digipeg_solitaire_from_piles", 3, 0, DIGIPEG_E_SOLITAIRE_BAD_CARD_NO, DIGIPEG_OK,
     solitaire_from_piles_card_no_probe},
    {"digipeg_solitaire_set_chance_no", 1, 1, DIGIPEG_E_SOLITAIRE_BAD_CHANCE_NO, DIGIPEG_OK,
     solitaire_set_chance_no_negative_probe},
    GETTER_ROW(digipeg_solitaire_card_count),
    GETTER_ROW(digipeg_solitaire_card_no),
    GETTER_ROW(digipeg_solitaire_col_no),
    GETTER_ROW(digipeg_solitaire_chance_no),
    {"digipeg_solitaire_pile", 3, 1, DIGIPEG_E_SOLITAIRE_PILE_OUT_OF_RANGE, DIGIPEG_OK, solitaire_pile_probe},
    GETTER_ROW(digipeg_solitaire_is_complete),
    {"digipeg_solitaire_check_move", 1, 1, DIGIPEG_E_SOLITAIRE_PILE_OUT_OF_RANGE, DIGIPEG_OK,
     solitaire_check_move_probe},
    {"digipeg_solitaire_make_move", 1, 1, DIGIPEG_E_SOLITAIRE_PILE_OUT_OF_RANGE, DIGIPEG_OK,
     solitaire_make_move_probe},
    LIST_ROW(digipeg_solitaire_legal_moves),
    TEXT_ROW(digipeg_solitaire_display),
    {"digipeg_solitaire_play_new", 2, 1, NO_VALUES, DIGIPEG_OK, play_new_probe},
    {"digipeg_solitaire_play_start", 3, 1, DIGIPEG_E_BUFFER_TOO_SMALL, DIGIPEG_OK, play_start_probe},
    {"digipeg_solitaire_play_input", 4, 1, DIGIPEG_E_NOT_UTF8, DIGIPEG_OK, play_input_probe},
    {"digipeg_solitaire_play_end_input", 3, 1, DIGIPEG_E_BUFFER_TOO_SMALL, DIGIPEG_OK, play_end_input_probe},
    {"digipeg_solitaire_play_end", 3, 1, NO_VALUES, DIGIPEG_OK, play_end_probe},
    {"digipeg_solitaire_play_game", 2, 1, NO_VALUES, DIGIPEG_OK, play_game_probe},
    {"digipeg_solitaire_solve", 5, 1, DIGIPEG_E_SEARCH_TOO_DEEP, DIGIPEG_OK, solitaire_solve_probe},
    {"digipeg_solitaire_hint", 3, 1, DIGIPEG_E_SEARCH_TOO_DEEP, DIGIPEG_OK, solitaire_hint_probe},

    {"digipeg_klondike_from_seed", 1, 0, DIGIPEG_E_KLONDIKE_BAD_SEED, DIGIPEG_OK, klondike_from_seed_probe},
    {"digipeg_klondike_from_rank", 2, 0, DIGIPEG_E_KLONDIKE_BAD_RANK, DIGIPEG_OK, klondike_from_rank_probe},
    {"digipeg_klondike_from_json", 2, 0, DIGIPEG_E_KLONDIKE_BAD_JSON, DIGIPEG_OK, klondike_from_json_probe},
    {"digipeg_klondike_shuffled", 1, 0, DIGIPEG_E_KLONDIKE_BAD_RULES, DIGIPEG_OK, klondike_shuffled_probe},
    {"digipeg_klondike_play", 2, 1, DIGIPEG_E_KLONDIKE_BAD_MOVE, DIGIPEG_OK, klondike_play_probe},
    {"digipeg_klondike_undo", 2, 2, DIGIPEG_E_KLONDIKE_CANNOT_UNDO, DIGIPEG_OK, klondike_undo_probe},
    {"digipeg_klondike_is_legal", 3, 1, DIGIPEG_E_KLONDIKE_PILE_OUT_OF_RANGE, DIGIPEG_OK, klondike_is_legal_probe},
    GETTER_ROW(digipeg_klondike_is_won),
    TEXT_ROW(digipeg_klondike_record_move),
    TEXT_ROW(digipeg_klondike_legal_moves),
    TEXT_ROW(digipeg_klondike_rank),
    TEXT_ROW(digipeg_klondike_json),
    {"digipeg_klondike_draw", 2, 1, DIGIPEG_E_BUFFER_TOO_SMALL, DIGIPEG_OK, klondike_draw_probe},
    {"digipeg_klondike_solve", 4, 1, DIGIPEG_E_MISALIGNED, DIGIPEG_OK, klondike_solve_probe},
    {"digipeg_klondike_player_move", 3, 1, DIGIPEG_E_MISALIGNED, DIGIPEG_OK, klondike_player_move_probe},
    {"digipeg_klondike_card_name", 2, 0, DIGIPEG_E_KLONDIKE_BAD_CARD, DIGIPEG_OK, klondike_card_name_probe},

    {"digipeg_ttt_gamestate", 3, 0, DIGIPEG_E_NOT_UTF8, DIGIPEG_OK, ttt_gamestate_probe},
    {"digipeg_ttt_new", 1, 0, NO_VALUES, DIGIPEG_OK, ttt_new_probe},
    {"digipeg_ttt_from_rows", 3, 0, DIGIPEG_E_TTT_O_STARTED, DIGIPEG_OK, ttt_from_rows_probe},
    GETTER_ROW(digipeg_ttt_turn),
    GETTER_ROW(digipeg_ttt_winner),
    GETTER_ROW(digipeg_ttt_outcome),
    GETTER_ROW(digipeg_ttt_state),
    GETTER_ROW(digipeg_ttt_game_over),
    {"digipeg_ttt_square", 2, 1, DIGIPEG_E_TTT_OFF_BOARD, DIGIPEG_OK, ttt_square_probe},
    LIST_ROW(digipeg_ttt_legal_moves),
    {"digipeg_ttt_legal_move_at", 2, 1, DIGIPEG_E_INDEX, DIGIPEG_OK, ttt_legal_move_at_probe},
    {"digipeg_ttt_is_legal", 2, 1, NO_VALUES, DIGIPEG_OK, ttt_is_legal_probe},
    {"digipeg_ttt_play", 1, 1, DIGIPEG_E_TTT_OFF_BOARD, DIGIPEG_OK, ttt_play_probe},
    TEXT_ROW(digipeg_ttt_draw),
    {"digipeg_ttt_value", 3, 1, NO_VALUES, DIGIPEG_OK, ttt_value_probe},
    LIST_ROW(digipeg_ttt_move_values),
    LIST_ROW(digipeg_ttt_best_moves),
    LIST_ROW(digipeg_ttt_quickest_moves),
    {"digipeg_ttt_perfect_move", 2, 1, NO_VALUES, DIGIPEG_OK, ttt_perfect_move_probe},
    {"digipeg_ttt_choose_move", 2, 1, DIGIPEG_E_SEARCH_BAD_STRENGTH, DIGIPEG_OK, ttt_choose_move_probe},

    {"digipeg_random_game", 2, 0, DIGIPEG_E_BAD_ENUM, DIGIPEG_OK, random_game_probe},
    {"digipeg_random_game_kind", 1, 0, DIGIPEG_E_INDEX, DIGIPEG_OK, random_game_kind_probe},
};

/* Functions with no pointer, state or checked value: nothing to order. */
static const char *const NOTHING_TO_CHECK[] = {"digipeg_version", "digipeg_error_message", "digipeg_error_name",
                                               "digipeg_error_kind"};

static void setup(void) {
    char text[4096];
    bool finished;
    CHECK_OK(digipeg_peg_english(&ready_peg));
    CHECK_OK(digipeg_peg_analysis_new(&ready_analysis));
    CHECK_OK(digipeg_peg_program_new(&ready_program, DIGIPEG_PEG_BANNER_DIGIPEG, DIGIPEG_PEG_ORTHOGONAL));
    CHECK_OK(digipeg_peg_program_start(&ready_program, text, sizeof text, NULL, &finished));
    CHECK_OK(digipeg_quixo_new(&ready_quixo, 5, 2));
    CHECK_OK(digipeg_quixo_make_move(&ready_quixo, 0, 0, 0, 4, 0));
    CHECK_OK(digipeg_quixo_new(&ready_quixo3, 3, 2));
    CHECK_OK(digipeg_quixo_solve(&ready_solution, 3, solved3, sizeof solved3, NULL));
    CHECK_EQ(tables3_count, TABLES3_LAYERS);
    CHECK_OK(digipeg_quixo_tables_init(&ready_tables, tables3, tables3_count, NULL, NULL));
    CHECK_OK(digipeg_deque_new(&ready_deque));
    for (uint8_t i = 0; i < 3; i++) CHECK_OK(digipeg_deque_add_front(&ready_deque, i));
    const int64_t cards[] = {2, 0, 1};
    CHECK_OK(digipeg_solitaire_new(&ready_solitaire, cards, 3));
    CHECK_OK(digipeg_solitaire_play_new(&ready_play, &ready_solitaire));
    ready_fresh_play = ready_play;
    CHECK_OK(digipeg_solitaire_play_start(&ready_play, text, sizeof text, NULL, &finished));
    CHECK_OK(digipeg_ttt_new(&ready_ttt));
    CHECK_OK(digipeg_ttt_play(&ready_ttt, 4, NULL));
    CHECK_OK(digipeg_klondike_from_seed(&ready_klondike, 1, 3, 0, true));
    digipeg_klondike other = ready_klondike;
    CHECK_OK(digipeg_klondike_play(&other, "4F", &stale_record));
    CHECK_OK(digipeg_klondike_play(&ready_klondike, "D", &ready_record));
}

static bool expect(const probe *p, int want) {
    int got = p->call();
    if (got == want) {
        return CHECK(true);
    }
    char what[256];
    snprintf(what, sizeof what, "%s with NULL pointer %d, uninitialised state %d (0x%02x), %s values", p->name,
             H.null_arg, H.bad_state, H.fill, H.bad_values ? "bad" : "good");
    return check_code_at(got, want, what, __FILE__, __LINE__);
}

/* Every combination for one probe. */
static void walk(const probe *p) {
    const unsigned char fills[] = {0x00, 0xA5};
    const int value_kinds = p->bad == NO_VALUES ? 1 : 2;
    for (size_t f = 0; f < sizeof fills; f++) {
        H.fill = fills[f];
        for (int bad = 0; bad < value_kinds; bad++) {
            H.bad_values = bad;
            /* A NULL pointer comes first, whatever the states and values. */
            for (H.null_arg = 0; H.null_arg < p->pointers; H.null_arg++) {
                for (H.bad_state = -1; H.bad_state < p->states; H.bad_state++) {
                    expect(p, DIGIPEG_E_NULL_POINTER);
                }
            }
            /* Then an uninitialised state, whatever the values. */
            H.null_arg = -1;
            for (H.bad_state = 0; H.bad_state < p->states; H.bad_state++) {
                expect(p, DIGIPEG_E_UNINITIALISED);
            }
            H.bad_state = -1;
            expect(p, bad ? p->bad : p->good);
        }
    }
}

/* The names of the functions digipeg.h declares (lines `type digipeg_name(` at column 0). */
static size_t header_functions(const char *path, char names[][64], size_t cap) {
    FILE *header = fopen(path, "r");
    if (!CHECK(header != NULL)) return 0;
    char line[512];
    size_t n = 0;
    while (fgets(line, sizeof line, header) != NULL) {
        char *at = strstr(line, "digipeg_");
        char *paren = at ? strchr(at, '(') : NULL;
        if (line[0] < 'a' || line[0] > 'z' || paren == NULL || strncmp(line, "typedef", 7) == 0) continue;
        size_t len = (size_t)(paren - at);
        if (n < cap && len < 64) {
            memcpy(names[n], at, len);
            names[n][len] = '\0';
            n++;
        }
    }
    fclose(header);
    return n;
}

/* The example: check_move and make_move agree, NULL first, then the zeroed struct. */
static void check_and_make_agree(void) {
    digipeg_quixo zeroed;
    memset(&zeroed, 0, sizeof zeroed);
    CHECK_CODE(digipeg_quixo_check_move(NULL, 9, 9, 9, 9, 0), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_quixo_make_move(NULL, 9, 9, 9, 9, 0), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_quixo_check_move(&zeroed, 0, 0, 0, 4, 7), DIGIPEG_E_UNINITIALISED);
    CHECK_CODE(digipeg_quixo_make_move(&zeroed, 0, 0, 0, 4, 7), DIGIPEG_E_UNINITIALISED);
    digipeg_quixo game = ready_quixo;
    CHECK_CODE(digipeg_quixo_check_move(&game, 0, 0, 0, 4, 7), DIGIPEG_E_QUIXO_BAD_PARTNER);
    CHECK_CODE(digipeg_quixo_make_move(&game, 0, 0, 0, 4, 7), DIGIPEG_E_QUIXO_BAD_PARTNER);
}

void test_order(const char *header) {
    setup();
    check_and_make_agree();
    size_t probes = sizeof PROBES / sizeof PROBES[0];
    for (size_t i = 0; i < probes; i++) {
        walk(&PROBES[i]);
    }
    /* Every function of the header is probed, or has nothing to check. */
    static char names[256][64];
    size_t declared = header_functions(header, names, 256);
    CHECK(declared >= 120);
    for (size_t i = 0; i < declared; i++) {
        bool covered = false;
        for (size_t j = 0; j < probes && !covered; j++) covered = strcmp(names[i], PROBES[j].name) == 0;
        for (size_t j = 0; j < sizeof NOTHING_TO_CHECK / sizeof NOTHING_TO_CHECK[0] && !covered; j++) {
            covered = strcmp(names[i], NOTHING_TO_CHECK[j]) == 0;
        }
        if (!CHECK(covered)) fprintf(stderr, "test_order.c has no probe for %s\n", names[i]);
    }
}
