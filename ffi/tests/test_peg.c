/* DigiPeg: every function of digipeg_peg and digipeg_peg_program, success and error paths. */
#include <string.h>

#include "check.h"

/* Three states no constructor made: zeroed, garbage, and the bytes of another struct type. */
static void bad_states(digipeg_peg *zeroed, digipeg_peg *garbage) {
    memset(zeroed, 0, sizeof *zeroed);
    memset(garbage, 0xA5, sizeof *garbage);
}

/* Two boards are the same game (the bytes past a struct's state are unspecified: no memcmp). */
static bool same(const digipeg_peg *a, const digipeg_peg *b) {
    bool equal = false;
    return digipeg_peg_equal(a, b, &equal) == DIGIPEG_OK && equal;
}
#define SAME(a, b) CHECK(same(&(a), &(b)))

static void test_create(void) {
    digipeg_peg g, before;
    CHECK_OK(digipeg_peg_new(&g, 2, 3, 0, 1));
    uint32_t n = 0;
    CHECK_OK(digipeg_peg_pegs_left(&g, &n));
    CHECK_EQ(n, 5);
    int d = -1;
    CHECK_OK(digipeg_peg_directions(&g, &d));
    CHECK_EQ(d, DIGIPEG_PEG_ORTHOGONAL);

    /* Failures leave the struct as it was. */
    before = g;
    CHECK_CODE(digipeg_peg_new(&g, 0, 3, 0, 0), DIGIPEG_E_PEG_BOARD_SIZE);
    CHECK_CODE(digipeg_peg_new(&g, 3, 10, 0, 0), DIGIPEG_E_PEG_BOARD_SIZE);
    CHECK_CODE(digipeg_peg_new(&g, INT64_MIN, INT64_MAX, 0, 0), DIGIPEG_E_PEG_BOARD_SIZE);
    CHECK_CODE(digipeg_peg_new(&g, 3, 3, 3, 0), DIGIPEG_E_PEG_EMPTY_HOLE_OFF_BOARD);
    CHECK_CODE(digipeg_peg_with_directions(&g, 3, 3, 0, 0, 3), DIGIPEG_E_BAD_ENUM);
    CHECK_CODE(digipeg_peg_with_directions(&g, 3, 3, 0, 0, -1), DIGIPEG_E_BAD_ENUM);
    SAME(g, before);
    CHECK_CODE(digipeg_peg_new(NULL, 3, 3, 0, 0), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_peg_with_directions(NULL, 3, 3, 0, 0, DIGIPEG_PEG_DIAGONAL), DIGIPEG_E_NULL_POINTER);

    const int rules[] = {DIGIPEG_PEG_ORTHOGONAL, DIGIPEG_PEG_DIAGONAL, DIGIPEG_PEG_TRIANGULAR};
    for (int i = 0; i < 3; i++) {
        CHECK_OK(digipeg_peg_with_directions(&g, 9, 9, 8, 8, rules[i]));
        CHECK_OK(digipeg_peg_directions(&g, &d));
        CHECK_EQ(d, rules[i]);
    }
    uint8_t rows = 0, cols = 0;
    CHECK_OK(digipeg_peg_rows(&g, &rows));
    CHECK_OK(digipeg_peg_cols(&g, &cols));
    CHECK_EQ(rows, 9);
    CHECK_EQ(cols, 9);

    /* A struct is plain bytes: copies are independent games. */
    digipeg_peg a, b;
    CHECK_OK(digipeg_peg_new(&a, 1, 5, 0, 0));
    b = a;
    CHECK_OK(digipeg_peg_make_move(&b, 0, 2, 0, 0));
    CHECK_OK(digipeg_peg_pegs_left(&a, &n));
    CHECK_EQ(n, 4);
    CHECK_OK(digipeg_peg_pegs_left(&b, &n));
    CHECK_EQ(n, 3);
    bool equal = true;
    CHECK_OK(digipeg_peg_equal(&a, &b, &equal));
    CHECK_EQ(equal, false);
    CHECK_OK(digipeg_peg_equal(&a, &a, &equal));
    CHECK_EQ(equal, true);
    CHECK_OK(digipeg_peg_with_directions(&b, 1, 5, 0, 0, DIGIPEG_PEG_DIAGONAL));
    CHECK_OK(digipeg_peg_equal(&a, &b, &equal));
    CHECK_EQ(equal, false); /* same pegs, another jump rule */
    CHECK_CODE(digipeg_peg_equal(&a, &b, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_peg_equal(NULL, &b, &equal), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_peg_equal(&a, NULL, &equal), DIGIPEG_E_NULL_POINTER);
}

static void test_from_rows(void) {
    digipeg_peg g, before;
    const char *triangle[] = {".", "oo", "ooo", "oooo", "ooooo"};
    CHECK_OK(digipeg_peg_from_rows(&g, triangle, 5, DIGIPEG_PEG_TRIANGULAR));
    uint32_t n = 0;
    CHECK_OK(digipeg_peg_pegs_left(&g, &n));
    CHECK_EQ(n, 14);
    bool yes = true;
    CHECK_OK(digipeg_peg_is_hole(&g, 0, 1, &yes));
    CHECK_EQ(yes, false);
    CHECK_OK(digipeg_peg_is_hole(&g, 0, 0, &yes));
    CHECK_EQ(yes, true);
    CHECK_OK(digipeg_peg_is_peg(&g, 0, 0, &yes));
    CHECK_EQ(yes, false);
    CHECK_OK(digipeg_peg_is_peg(&g, 4, 4, &yes));
    CHECK_EQ(yes, true);
    CHECK_OK(digipeg_peg_is_peg(&g, -1, 99, &yes));
    CHECK_EQ(yes, false);
    CHECK_OK(digipeg_peg_is_hole(&g, INT64_MAX, 0, &yes));
    CHECK_EQ(yes, false);

    before = g;
    const char *bad_char[] = {"oXo"};
    CHECK_CODE(digipeg_peg_from_rows(&g, bad_char, 1, DIGIPEG_PEG_ORTHOGONAL), DIGIPEG_E_PEG_BAD_CHAR);
    const char *no_hole[] = {"###"};
    CHECK_CODE(digipeg_peg_from_rows(&g, no_hole, 1, DIGIPEG_PEG_ORTHOGONAL), DIGIPEG_E_PEG_BAD_SHAPE);
    CHECK_CODE(digipeg_peg_from_rows(&g, NULL, 0, DIGIPEG_PEG_ORTHOGONAL), DIGIPEG_E_PEG_BAD_SHAPE);
    CHECK_CODE(digipeg_peg_from_rows(&g, NULL, 2, DIGIPEG_PEG_ORTHOGONAL), DIGIPEG_E_NULL_POINTER);
    const char *null_row[] = {"o.o", NULL};
    CHECK_CODE(digipeg_peg_from_rows(&g, null_row, 2, DIGIPEG_PEG_ORTHOGONAL), DIGIPEG_E_NULL_POINTER);
    const char *not_utf8[] = {"o.\xff"};
    CHECK_CODE(digipeg_peg_from_rows(&g, not_utf8, 1, DIGIPEG_PEG_ORTHOGONAL), DIGIPEG_E_NOT_UTF8);
    CHECK_CODE(digipeg_peg_from_rows(&g, triangle, 5, 7), DIGIPEG_E_BAD_ENUM);
    SAME(g, before);
    CHECK_CODE(digipeg_peg_from_rows(NULL, triangle, 5, DIGIPEG_PEG_TRIANGULAR), DIGIPEG_E_NULL_POINTER);
}

static void test_moves(void) {
    digipeg_peg g, before;
    CHECK_OK(digipeg_peg_new(&g, 3, 3, 1, 1));
    before = g;
    bool legal = true;
    CHECK_OK(digipeg_peg_legal_move(&g, 0, 0, 0, 3, &legal));
    CHECK_EQ(legal, false);
    CHECK_OK(digipeg_peg_legal_move(&g, INT64_MIN, 0, 1, 0, &legal));
    CHECK_EQ(legal, false);
    /* Every refusal names its reason and leaves the board unchanged. */
    CHECK_CODE(digipeg_peg_make_move(&g, 0, 0, 0, 3), DIGIPEG_E_PEG_OFF_BOARD);
    CHECK_CODE(digipeg_peg_make_move(&g, -1, 0, 1, 0), DIGIPEG_E_PEG_OFF_BOARD);
    CHECK_CODE(digipeg_peg_make_move(&g, 1, 1, 1, 1), DIGIPEG_E_PEG_NO_PEG);
    CHECK_CODE(digipeg_peg_make_move(&g, 0, 0, 0, 2), DIGIPEG_E_PEG_LANDING_OCCUPIED);
    CHECK_CODE(digipeg_peg_make_move(&g, 0, 1, 1, 1), DIGIPEG_E_PEG_NOT_A_JUMP);
    CHECK_CODE(digipeg_peg_check_move(&g, 0, 1, 1, 1), DIGIPEG_E_PEG_NOT_A_JUMP);
    CHECK_CODE(digipeg_peg_check_move(&g, 0, 0, 9, 9), DIGIPEG_E_PEG_OFF_BOARD);
    SAME(g, before);
    size_t count = 99;
    CHECK_OK(digipeg_peg_legal_moves(&g, NULL, 0, &count));
    CHECK_EQ(count, 0);
    uint32_t counted = 99;
    CHECK_OK(digipeg_peg_count_moves(&g, &counted));
    CHECK_EQ(counted, 0);
    bool over = false;
    CHECK_OK(digipeg_peg_game_over(&g, &over));
    CHECK_EQ(over, true);

    /* Corner hole: two jumps, listed in order; the array and the getter agree. */
    CHECK_OK(digipeg_peg_new(&g, 3, 3, 0, 0));
    digipeg_peg_jump jumps[DIGIPEG_PEG_MAX_JUMPS];
    CHECK_CODE(digipeg_peg_legal_moves(&g, NULL, 0, &count), DIGIPEG_E_BUFFER_TOO_SMALL);
    CHECK_EQ(count, 2);
    memset(jumps, 0xEE, sizeof jumps);
    CHECK_CODE(digipeg_peg_legal_moves(&g, jumps, 1, &count), DIGIPEG_E_BUFFER_TOO_SMALL);
    CHECK_EQ(count, 2);
    CHECK_EQ(jumps[1].from_row, 0xEE); /* nothing written past the capacity */
    CHECK_OK(digipeg_peg_legal_moves(&g, jumps, DIGIPEG_PEG_MAX_JUMPS, &count));
    CHECK_EQ(count, 2);
    CHECK(jumps[0].from_row == 0 && jumps[0].from_col == 2 && jumps[0].to_row == 0 && jumps[0].to_col == 0);
    CHECK(jumps[1].from_row == 2 && jumps[1].from_col == 0 && jumps[1].to_row == 0 && jumps[1].to_col == 0);
    CHECK_CODE(digipeg_peg_legal_moves(&g, NULL, 1, &count), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_peg_legal_moves(&g, jumps, 2, NULL), DIGIPEG_E_NULL_POINTER);
    digipeg_peg_jump one;
    CHECK_OK(digipeg_peg_legal_move_at(&g, 1, &one));
    CHECK(memcmp(&one, &jumps[1], sizeof one) == 0);
    CHECK_CODE(digipeg_peg_legal_move_at(&g, 2, &one), DIGIPEG_E_INDEX);
    CHECK_CODE(digipeg_peg_legal_move_at(&g, SIZE_MAX, &one), DIGIPEG_E_INDEX);
    CHECK_CODE(digipeg_peg_legal_move_at(&g, 0, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_OK(digipeg_peg_count_moves(&g, &counted));
    CHECK_EQ(counted, 2);
    CHECK_OK(digipeg_peg_check_move(&g, 2, 0, 0, 0));
    CHECK_OK(digipeg_peg_legal_move(&g, 2, 0, 0, 0, &legal));
    CHECK_EQ(legal, true);
    CHECK_OK(digipeg_peg_make_move(&g, 2, 0, 0, 0));
    uint32_t n = 0;
    CHECK_OK(digipeg_peg_pegs_left(&g, &n));
    CHECK_EQ(n, 7);
    CHECK_OK(digipeg_peg_make_move(&g, 1, 2, 1, 0));
    before = g;
    CHECK_CODE(digipeg_peg_make_move(&g, 1, 0, 1, 2), DIGIPEG_E_PEG_NOTHING_TO_JUMP);
    SAME(g, before);
}

static void test_text(void) {
    digipeg_peg g;
    CHECK_OK(digipeg_peg_new(&g, 2, 3, 0, 1));
    const char *drawing = "    1   2   3  \n"
                          "  +---+---+---+\n"
                          "1 | o |   | o |\n"
                          "  +---+---+---+\n"
                          "2 | o | o | o |\n"
                          "  +---+---+---+\n";
    char buf[512];
    size_t needed = 0;
    CHECK_OK(digipeg_peg_draw(&g, buf, sizeof buf, &needed));
    CHECK_STR(buf, drawing);
    CHECK_EQ(needed, strlen(drawing) + 1);
    /* Exactly the size needed fits; one byte less is too small and leaves a truncated prefix. */
    CHECK_OK(digipeg_peg_draw(&g, buf, strlen(drawing) + 1, NULL));
    CHECK_STR(buf, drawing);
    needed = 0;
    CHECK_CODE(digipeg_peg_draw(&g, buf, strlen(drawing), &needed), DIGIPEG_E_BUFFER_TOO_SMALL);
    CHECK_EQ(needed, strlen(drawing) + 1);
    CHECK_EQ(strlen(buf), strlen(drawing) - 1);
    CHECK(strncmp(buf, drawing, strlen(buf)) == 0);
    CHECK_CODE(digipeg_peg_draw(&g, buf, 1, &needed), DIGIPEG_E_BUFFER_TOO_SMALL);
    CHECK_STR(buf, "");
    needed = 0;
    CHECK_CODE(digipeg_peg_draw(&g, NULL, 0, &needed), DIGIPEG_E_BUFFER_TOO_SMALL);
    CHECK_EQ(needed, strlen(drawing) + 1);
    CHECK_CODE(digipeg_peg_draw(&g, NULL, 10, &needed), DIGIPEG_E_NULL_POINTER);

    CHECK_OK(digipeg_peg_rows_text(&g, buf, sizeof buf, &needed));
    CHECK_STR(buf, "o.o\nooo\n");
    CHECK_EQ(needed, 9);
    CHECK_CODE(digipeg_peg_rows_text(&g, buf, 8, &needed), DIGIPEG_E_BUFFER_TOO_SMALL);
    CHECK_STR(buf, "o.o\nooo");
    CHECK_OK(digipeg_peg_final_message(&g, buf, sizeof buf, &needed));
    CHECK_STR(buf, "Number of pegs left: 5\nThat's nothing to write home about.\n");
    CHECK_CODE(digipeg_peg_final_message(&g, buf, 3, NULL), DIGIPEG_E_BUFFER_TOO_SMALL);
    CHECK_STR(buf, "Nu");
    CHECK_CODE(digipeg_peg_rows_text(&g, NULL, 1, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_peg_final_message(&g, NULL, 1, NULL), DIGIPEG_E_NULL_POINTER);
}

/* Every function refuses NULL, zeroed and garbage state, and NULL out pointers. */
static void test_bad_pointers(void) {
    digipeg_peg zeroed, garbage, good, copy;
    bad_states(&zeroed, &garbage);
    CHECK_OK(digipeg_peg_new(&good, 3, 3, 0, 0));
    digipeg_peg *states[] = {NULL, &zeroed, &garbage};
    const int want[] = {DIGIPEG_E_NULL_POINTER, DIGIPEG_E_UNINITIALISED, DIGIPEG_E_UNINITIALISED};
    uint8_t u8 = 0;
    uint32_t u32 = 0;
    int i32 = 0;
    bool b = false;
    size_t size = 0;
    char buf[256];
    digipeg_peg_jump jumps[4];
    for (int i = 0; i < 3; i++) {
        digipeg_peg *s = states[i];
        CHECK_CODE(digipeg_peg_rows(s, &u8), want[i]);
        CHECK_CODE(digipeg_peg_cols(s, &u8), want[i]);
        CHECK_CODE(digipeg_peg_directions(s, &i32), want[i]);
        CHECK_CODE(digipeg_peg_pegs_left(s, &u32), want[i]);
        CHECK_CODE(digipeg_peg_count_moves(s, &u32), want[i]);
        CHECK_CODE(digipeg_peg_game_over(s, &b), want[i]);
        CHECK_CODE(digipeg_peg_is_peg(s, 0, 0, &b), want[i]);
        CHECK_CODE(digipeg_peg_is_hole(s, 0, 0, &b), want[i]);
        CHECK_CODE(digipeg_peg_legal_move(s, 0, 2, 0, 0, &b), want[i]);
        CHECK_CODE(digipeg_peg_check_move(s, 0, 2, 0, 0), want[i]);
        CHECK_CODE(digipeg_peg_make_move(s, 0, 2, 0, 0), want[i]);
        CHECK_CODE(digipeg_peg_legal_moves(s, jumps, 4, &size), want[i]);
        CHECK_CODE(digipeg_peg_legal_move_at(s, 0, jumps), want[i]);
        CHECK_CODE(digipeg_peg_equal(s, &good, &b), want[i]);
        CHECK_CODE(digipeg_peg_equal(&good, s, &b), want[i]);
        CHECK_CODE(digipeg_peg_draw(s, buf, sizeof buf, &size), want[i]);
        CHECK_CODE(digipeg_peg_rows_text(s, buf, sizeof buf, &size), want[i]);
        CHECK_CODE(digipeg_peg_final_message(s, buf, sizeof buf, &size), want[i]);
    }
    /* A zeroed struct stays refused: failures never initialise it. */
    digipeg_peg still;
    memset(&still, 0, sizeof still);
    CHECK_CODE(digipeg_peg_make_move(&zeroed, 0, 2, 0, 0), DIGIPEG_E_UNINITIALISED);
    CHECK(memcmp(&zeroed, &still, sizeof still) == 0);

    copy = good;
    CHECK_CODE(digipeg_peg_rows(&good, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_peg_cols(&good, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_peg_directions(&good, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_peg_pegs_left(&good, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_peg_count_moves(&good, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_peg_game_over(&good, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_peg_is_peg(&good, 0, 0, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_peg_is_hole(&good, 0, 0, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_peg_legal_move(&good, 0, 2, 0, 0, NULL), DIGIPEG_E_NULL_POINTER);
    SAME(good, copy);

    /* The program struct is not a board, and a board is not a program. */
    digipeg_peg_program p;
    CHECK_OK(digipeg_peg_program_new(&p, DIGIPEG_PEG_BANNER_DIGIPEG, DIGIPEG_PEG_ORTHOGONAL));
    digipeg_peg pretend;
    memcpy(&pretend, &p, sizeof pretend);
    CHECK_CODE(digipeg_peg_pegs_left(&pretend, &u32), DIGIPEG_E_UNINITIALISED);
}

/* Feed `line` (NULL: end of input), growing the buffer on DIGIPEG_E_BUFFER_TOO_SMALL. */
static int feed(digipeg_peg_program *p, const char *line, char *out, size_t cap, bool *finished) {
    char small[8];
    size_t needed = 0;
    int status = line ? digipeg_peg_program_input(p, line, small, sizeof small, &needed, finished)
                      : digipeg_peg_program_end_input(p, small, sizeof small, &needed, finished);
    if (status != DIGIPEG_E_BUFFER_TOO_SMALL) {
        memcpy(out, small, sizeof small);
        return status;
    }
    if (needed > cap) {
        return status;
    }
    return line ? digipeg_peg_program_input(p, line, out, needed, &needed, finished)
                : digipeg_peg_program_end_input(p, out, needed, &needed, finished);
}

static void test_program(void) {
    digipeg_peg_program p;
    char out[2048];
    size_t needed = 0;
    bool finished = true;
    CHECK_CODE(digipeg_peg_program_new(&p, 2, DIGIPEG_PEG_ORTHOGONAL), DIGIPEG_E_BAD_ENUM);
    CHECK_CODE(digipeg_peg_program_new(&p, DIGIPEG_PEG_BANNER_PEG_RECTANGLE, 9), DIGIPEG_E_BAD_ENUM);
    CHECK_CODE(digipeg_peg_program_new(NULL, 0, 0), DIGIPEG_E_NULL_POINTER);
    CHECK_OK(digipeg_peg_program_new(&p, DIGIPEG_PEG_BANNER_PEG_RECTANGLE, DIGIPEG_PEG_ORTHOGONAL));

    /* Input before start is refused, and writes nothing: the banner and first prompt come first. */
    strcpy(out, "untouched");
    CHECK_CODE(digipeg_peg_program_input(&p, "3", out, sizeof out, &needed, &finished),
               DIGIPEG_E_PROGRAM_NOT_STARTED);
    CHECK_CODE(digipeg_peg_program_end_input(&p, out, sizeof out, &needed, &finished),
               DIGIPEG_E_PROGRAM_NOT_STARTED);
    CHECK_STR(out, "untouched");
    CHECK_EQ(digipeg_error_kind(DIGIPEG_E_PROGRAM_NOT_STARTED), DIGIPEG_KIND_OUT_OF_ORDER);
    CHECK_STR(digipeg_error_name(DIGIPEG_E_PROGRAM_NOT_STARTED), "ProgramNotStarted");

    /* Too small a buffer: nothing happens but *needed; the retry gives the whole text. */
    CHECK_CODE(digipeg_peg_program_start(&p, out, 10, &needed, &finished), DIGIPEG_E_BUFFER_TOO_SMALL);
    const char *banner = "Welcome to Peg Rectangle Solitaire!\n"
                         "-----------------------------------\n\n"
                         "Enter the number of rows [1 - 9]: ";
    CHECK_EQ(needed, strlen(banner) + 1);
    CHECK_OK(digipeg_peg_program_start(&p, out, needed, &needed, &finished));
    CHECK_STR(out, banner);
    CHECK_EQ(finished, false);

    digipeg_peg g;
    memset(&g, 0, sizeof g);
    bool has = true;
    CHECK_OK(digipeg_peg_program_game(&p, &g, &has));
    CHECK_EQ(has, false);
    CHECK_CODE(digipeg_peg_pegs_left(&g, &(uint32_t){0}), DIGIPEG_E_UNINITIALISED);

    CHECK_OK(feed(&p, "x", out, sizeof out, &finished));
    CHECK_STR(out, "That is not a number, try again.\nEnter the number of rows [1 - 9]: ");
    CHECK_CODE(digipeg_peg_program_input(&p, NULL, out, sizeof out, &needed, &finished), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_peg_program_input(&p, "\xc3", out, sizeof out, &needed, &finished), DIGIPEG_E_NOT_UTF8);
    CHECK_CODE(digipeg_peg_program_input(&p, "1", out, sizeof out, &needed, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_peg_program_input(&p, "1", NULL, sizeof out, &needed, &finished), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_peg_program_end_input(&p, out, sizeof out, &needed, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_peg_program_start(&p, out, sizeof out, &needed, NULL), DIGIPEG_E_NULL_POINTER);
    /* None of these consumed input: the game below plays out exactly from "rows". */

    const char *lines[] = {"1", "3", "1", "1", "1", "3", "1", "1"};
    for (int i = 0; i < 8; i++) {
        CHECK_OK(feed(&p, lines[i], out, sizeof out, &finished));
        CHECK_EQ(finished, i == 7);
    }
    CHECK_STR(out, "\n"
                   "    1   2   3  \n"
                   "  +---+---+---+\n"
                   "1 | o |   |   |\n"
                   "  +---+---+---+\n\n"
                   "Number of pegs left: 1\n"
                   "You're a DigiPeg Genius!\n");
    CHECK_OK(digipeg_peg_program_game(&p, &g, &has));
    CHECK_EQ(has, true);
    uint32_t n = 0;
    CHECK_OK(digipeg_peg_pegs_left(&g, &n));
    CHECK_EQ(n, 1);
    /* After the end, input is ignored. */
    CHECK_OK(feed(&p, "5", out, sizeof out, &finished));
    CHECK_STR(out, "");
    CHECK_EQ(finished, true);

    /* End of input mid-prompt. */
    CHECK_OK(digipeg_peg_program_new(&p, DIGIPEG_PEG_BANNER_DIGIPEG, DIGIPEG_PEG_DIAGONAL));
    CHECK_OK(digipeg_peg_program_start(&p, out, sizeof out, NULL, &finished));
    CHECK_OK(feed(&p, NULL, out, sizeof out, &finished));
    CHECK_STR(out, "\n");
    CHECK_EQ(finished, true);

    /* NULL, zeroed and garbage programs. */
    digipeg_peg_program zeroed, garbage;
    memset(&zeroed, 0, sizeof zeroed);
    memset(&garbage, 0x5A, sizeof garbage);
    digipeg_peg_program *states[] = {NULL, &zeroed, &garbage};
    const int want[] = {DIGIPEG_E_NULL_POINTER, DIGIPEG_E_UNINITIALISED, DIGIPEG_E_UNINITIALISED};
    for (int i = 0; i < 3; i++) {
        CHECK_CODE(digipeg_peg_program_start(states[i], out, sizeof out, &needed, &finished), want[i]);
        CHECK_CODE(digipeg_peg_program_input(states[i], "3", out, sizeof out, &needed, &finished), want[i]);
        CHECK_CODE(digipeg_peg_program_end_input(states[i], out, sizeof out, &needed, &finished), want[i]);
        CHECK_CODE(digipeg_peg_program_game(states[i], &g, &has), want[i]);
    }
    CHECK_CODE(digipeg_peg_program_game(&p, NULL, &has), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_peg_program_game(&p, &g, NULL), DIGIPEG_E_NULL_POINTER);
}

void test_peg(void) {
    test_create();
    test_from_rows();
    test_moves();
    test_text();
    test_bad_pointers();
    test_program();
}
