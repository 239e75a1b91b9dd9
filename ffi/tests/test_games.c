/* Quixo, tic-tac-toe and solitaire: error paths every function shares (NULL, zeroed and garbage
 * state, NULL out pointers, small buffers, bad indexes) and what the vectors do not reach. */
#include <string.h>

#include "check.h"

/* Run `body` with `s` NULL, zeroed and garbage, expecting `want`. */
#define FOR_BAD_STATES(type, s, want, body)                                                                  \
    do {                                                                                                    \
        type zeroed_, garbage_;                                                                             \
        memset(&zeroed_, 0, sizeof zeroed_);                                                                \
        memset(&garbage_, 0xC3, sizeof garbage_);                                                           \
        type *states_[] = {NULL, &zeroed_, &garbage_};                                                      \
        const int wants_[] = {DIGIPEG_E_NULL_POINTER, DIGIPEG_E_UNINITIALISED, DIGIPEG_E_UNINITIALISED};     \
        for (int k_ = 0; k_ < 3; k_++) {                                                                    \
            type *s = states_[k_];                                                                          \
            int want = wants_[k_];                                                                          \
            body                                                                                            \
        }                                                                                                   \
    } while (0)

static void test_quixo(void) {
    digipeg_quixo q, other;
    size_t n = 0;
    uint32_t u = 0;
    uint64_t nodes = 0;
    int i = 0;
    bool b = false;
    uint8_t p = 0;
    char buf[64];
    digipeg_quixo_move moves[DIGIPEG_QUIXO_MAX_MOVES];

    CHECK_CODE(digipeg_quixo_new(&q, 6, 2), DIGIPEG_E_QUIXO_BOARD_SIZE);
    CHECK_CODE(digipeg_quixo_new(&q, 5, 3), DIGIPEG_E_QUIXO_PLAYERS);
    CHECK_CODE(digipeg_quixo_new(NULL, 5, 2), DIGIPEG_E_NULL_POINTER);
    CHECK_OK(digipeg_quixo_new(&q, 5, 4));
    CHECK_CODE(digipeg_quixo_parse(&q, 3, NULL, 3, 2, 0), DIGIPEG_E_NULL_POINTER);
    const char *bad_utf8[] = {"--\xff", "---", "---"};
    CHECK_CODE(digipeg_quixo_parse(&q, 3, bad_utf8, 3, 2, 0), DIGIPEG_E_NOT_UTF8);
    CHECK_CODE(digipeg_quixo_parse(&q, 3, NULL, 0, 2, 0), DIGIPEG_E_QUIXO_ROW_COUNT);
    CHECK_OK(digipeg_quixo_players(&q, &n));
    CHECK_EQ(n, 4); /* failed parses left the 4-player game */

    /* 4 players: a cube pointing to partner 1 ('x'), read back through cube(). */
    const char *rows[] = {"x----", "-----", "-----", "-----", "----O"};
    CHECK_OK(digipeg_quixo_parse(&q, 5, rows, 5, 4, 0));
    CHECK_OK(digipeg_quixo_cube(&q, 0, 0, &i, &p));
    CHECK(i == DIGIPEG_X && p == 1);
    CHECK_OK(digipeg_quixo_cube(&q, 4, 4, &i, &p));
    CHECK(i == DIGIPEG_O && p == 0);
    CHECK_OK(digipeg_quixo_cube(&q, 2, 2, &i, &p));
    CHECK(i == DIGIPEG_BLANK && p == 0);
    CHECK_CODE(digipeg_quixo_cube(&q, 5, 0, &i, &p), DIGIPEG_E_QUIXO_OFF_BOARD);
    CHECK_CODE(digipeg_quixo_cube(&q, -1, 0, &i, &p), DIGIPEG_E_QUIXO_OFF_BOARD);
    CHECK_CODE(digipeg_quixo_cube(&q, 0, INT64_MAX, &i, &p), DIGIPEG_E_QUIXO_OFF_BOARD);
    CHECK_CODE(digipeg_quixo_cube(&q, 0, 0, NULL, &p), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_quixo_cube(&q, 0, 0, &i, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_OK(digipeg_quixo_turn(&q, &n));
    CHECK_EQ(n, 0);
    /* Player 0 is partner 0 of team X: the cube pointing to partner 1 is not theirs. */
    other = q;
    CHECK_CODE(digipeg_quixo_make_move(&q, 0, 0, 0, 4, 0), DIGIPEG_E_QUIXO_PARTNER_CUBE);
    CHECK_CODE(digipeg_quixo_make_move(&q, 0, 1, 0, 0, 2), DIGIPEG_E_QUIXO_BAD_PARTNER);
    CHECK_OK(digipeg_quixo_same_position(&q, &other, &b));
    CHECK_EQ(b, true);
    CHECK_OK(digipeg_quixo_make_move(&q, 0, 1, 4, 1, 1));
    CHECK_OK(digipeg_quixo_cube(&q, 4, 1, &i, &p));
    CHECK(i == DIGIPEG_X && p == 1);
    CHECK_OK(digipeg_quixo_plies(&q, &u));
    CHECK_EQ(u, 1);
    CHECK_OK(digipeg_quixo_undo_depth(&q, &n));
    CHECK_EQ(n, 1);
    CHECK_OK(digipeg_quixo_undo(&q));
    CHECK_CODE(digipeg_quixo_undo(&q), DIGIPEG_E_QUIXO_NOTHING_TO_UNDO);
    CHECK_OK(digipeg_quixo_same_position(&q, &other, &b));
    CHECK_EQ(b, true);

    /* 2 players: lists, getters, buffers, bad indexes. */
    CHECK_OK(digipeg_quixo_new(&q, 5, 2));
    CHECK_CODE(digipeg_quixo_make_move(&q, 0, 0, 0, 4, 1), DIGIPEG_E_QUIXO_NO_PARTNERS);
    CHECK_CODE(digipeg_quixo_check_move(&q, 9, 0, 0, 4, 0), DIGIPEG_E_QUIXO_OFF_BOARD);
    CHECK_OK(digipeg_quixo_check_move(&q, 0, 0, 0, 4, 0));
    CHECK_OK(digipeg_quixo_is_legal(&q, 0, 0, 0, 4, 7, &b));
    CHECK_EQ(b, false);
    CHECK_CODE(digipeg_quixo_legal_moves(&q, NULL, 0, &n), DIGIPEG_E_BUFFER_TOO_SMALL);
    CHECK_EQ(n, 44);
    CHECK_CODE(digipeg_quixo_legal_moves(&q, moves, 43, &n), DIGIPEG_E_BUFFER_TOO_SMALL);
    CHECK_OK(digipeg_quixo_legal_moves(&q, moves, 44, &n));
    CHECK_CODE(digipeg_quixo_legal_moves(&q, NULL, 4, &n), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_quixo_legal_moves(&q, moves, 4, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_OK(digipeg_quixo_legal_move_at(&q, 43, &moves[0]));
    CHECK_CODE(digipeg_quixo_legal_move_at(&q, 44, &moves[0]), DIGIPEG_E_INDEX);
    CHECK_CODE(digipeg_quixo_legal_move_at(&q, 0, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_quixo_board_text(&q, buf, 30, &n), DIGIPEG_E_BUFFER_TOO_SMALL);
    CHECK_EQ(n, 31);
    CHECK_OK(digipeg_quixo_board_text(&q, buf, 31, &n));
    CHECK_STR(buf, "-----\n-----\n-----\n-----\n-----\n");
    CHECK_OK(digipeg_quixo_perft(&q, 2, &nodes));
    CHECK_EQ(nodes, 1836);
    CHECK_OK(digipeg_quixo_set_move_limit(&q, 1));
    CHECK_OK(digipeg_quixo_set_repetitions(&q, 3));
    CHECK_OK(digipeg_quixo_repetitions(&q, &u));
    CHECK_EQ(u, 3);
    CHECK_OK(digipeg_quixo_make_move(&q, 0, 0, 0, 4, 0));
    CHECK_OK(digipeg_quixo_outcome(&q, &i));
    CHECK_EQ(i, DIGIPEG_OUTCOME_DRAW);
    CHECK_CODE(digipeg_quixo_make_move(&q, 0, 0, 0, 4, 0), DIGIPEG_E_QUIXO_GAME_OVER);

    FOR_BAD_STATES(digipeg_quixo, s, want, {
        CHECK_CODE(digipeg_quixo_size(s, &n), want);
        CHECK_CODE(digipeg_quixo_players(s, &n), want);
        CHECK_CODE(digipeg_quixo_turn(s, &n), want);
        CHECK_CODE(digipeg_quixo_turn_symbol(s, &i), want);
        CHECK_CODE(digipeg_quixo_passed(s, &n), want);
        CHECK_CODE(digipeg_quixo_plies(s, &u), want);
        CHECK_CODE(digipeg_quixo_undo_depth(s, &n), want);
        CHECK_CODE(digipeg_quixo_outcome(s, &i), want);
        CHECK_CODE(digipeg_quixo_game_over(s, &b), want);
        CHECK_CODE(digipeg_quixo_cube(s, 0, 0, &i, &p), want);
        CHECK_CODE(digipeg_quixo_legal_moves(s, moves, 4, &n), want);
        CHECK_CODE(digipeg_quixo_legal_move_at(s, 0, moves), want);
        CHECK_CODE(digipeg_quixo_count_moves(s, &n), want);
        CHECK_CODE(digipeg_quixo_check_move(s, 0, 0, 0, 4, 0), want);
        CHECK_CODE(digipeg_quixo_is_legal(s, 0, 0, 0, 4, 0, &b), want);
        CHECK_CODE(digipeg_quixo_make_move(s, 0, 0, 0, 4, 0), want);
        CHECK_CODE(digipeg_quixo_undo(s), want);
        CHECK_CODE(digipeg_quixo_set_move_limit(s, 3), want);
        CHECK_CODE(digipeg_quixo_move_limit(s, &u), want);
        CHECK_CODE(digipeg_quixo_set_repetitions(s, 3), want);
        CHECK_CODE(digipeg_quixo_repetitions(s, &u), want);
        CHECK_CODE(digipeg_quixo_board_text(s, buf, sizeof buf, &n), want);
        CHECK_CODE(digipeg_quixo_perft(s, 1, &nodes), want);
        CHECK_CODE(digipeg_quixo_same_position(s, &q, &b), want);
        CHECK_CODE(digipeg_quixo_same_position(&q, s, &b), want);
    });
    CHECK_CODE(digipeg_quixo_size(&q, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_quixo_outcome(&q, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_quixo_perft(&q, 1, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_quixo_is_legal(&q, 0, 0, 0, 4, 0, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_quixo_same_position(&q, &q, NULL), DIGIPEG_E_NULL_POINTER);
}

static void test_tictactoe(void) {
    digipeg_ttt t;
    int i = 0;
    bool b = false;
    size_t n = 0;
    uint8_t sq[9];
    char buf[16];
    const char *rows[] = {"XO ", " X ", "  O"};
    CHECK_OK(digipeg_ttt_gamestate(rows, 3, &i));
    CHECK_EQ(i, DIGIPEG_TTT_ONGOING);
    CHECK_CODE(digipeg_ttt_gamestate(rows, 3, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_ttt_gamestate(NULL, 3, &i), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_ttt_gamestate(NULL, 0, &i), DIGIPEG_E_TTT_ROW_COUNT);
    const char *o_started[] = {"O  ", "   ", "   "};
    CHECK_CODE(digipeg_ttt_from_rows(&t, o_started, 3), DIGIPEG_E_TTT_O_STARTED);
    CHECK_CODE(digipeg_ttt_new(NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_OK(digipeg_ttt_from_rows(&t, rows, 3));
    CHECK_OK(digipeg_ttt_square(&t, 1, &i));
    CHECK_EQ(i, DIGIPEG_O);
    CHECK_CODE(digipeg_ttt_square(&t, 9, &i), DIGIPEG_E_TTT_OFF_BOARD);
    CHECK_CODE(digipeg_ttt_square(&t, -1, &i), DIGIPEG_E_TTT_OFF_BOARD);
    CHECK_CODE(digipeg_ttt_play(&t, 4, NULL), DIGIPEG_E_TTT_OCCUPIED);
    CHECK_CODE(digipeg_ttt_play(&t, INT64_MIN, &i), DIGIPEG_E_TTT_OFF_BOARD);
    CHECK_OK(digipeg_ttt_is_legal(&t, 99, &b));
    CHECK_EQ(b, false);
    CHECK_CODE(digipeg_ttt_legal_moves(&t, sq, 4, &n), DIGIPEG_E_BUFFER_TOO_SMALL);
    CHECK_EQ(n, 5);
    CHECK_CODE(digipeg_ttt_legal_move_at(&t, 5, sq), DIGIPEG_E_INDEX);
    CHECK_OK(digipeg_ttt_play(&t, 2, NULL)); /* X, state not wanted */
    CHECK_OK(digipeg_ttt_play(&t, 3, &i));
    CHECK_EQ(i, DIGIPEG_TTT_ONGOING);
    CHECK_OK(digipeg_ttt_play(&t, 6, &i)); /* X: 2, 4, 6 */
    CHECK_EQ(i, DIGIPEG_TTT_WIN);
    CHECK_OK(digipeg_ttt_outcome(&t, &i));
    CHECK_EQ(i, DIGIPEG_OUTCOME_X_WINS);
    CHECK_CODE(digipeg_ttt_play(&t, 5, &i), DIGIPEG_E_TTT_GAME_OVER);
    CHECK_CODE(digipeg_ttt_draw(&t, buf, 12, &n), DIGIPEG_E_BUFFER_TOO_SMALL);
    CHECK_EQ(n, 13);
    FOR_BAD_STATES(digipeg_ttt, s, want, {
        CHECK_CODE(digipeg_ttt_turn(s, &i), want);
        CHECK_CODE(digipeg_ttt_winner(s, &i), want);
        CHECK_CODE(digipeg_ttt_outcome(s, &i), want);
        CHECK_CODE(digipeg_ttt_state(s, &i), want);
        CHECK_CODE(digipeg_ttt_game_over(s, &b), want);
        CHECK_CODE(digipeg_ttt_square(s, 0, &i), want);
        CHECK_CODE(digipeg_ttt_legal_moves(s, sq, 9, &n), want);
        CHECK_CODE(digipeg_ttt_legal_move_at(s, 0, sq), want);
        CHECK_CODE(digipeg_ttt_is_legal(s, 0, &b), want);
        CHECK_CODE(digipeg_ttt_play(s, 0, &i), want);
        CHECK_CODE(digipeg_ttt_draw(s, buf, sizeof buf, &n), want);
    });
    CHECK_CODE(digipeg_ttt_turn(&t, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_ttt_square(&t, 0, NULL), DIGIPEG_E_NULL_POINTER);
}

static void test_solitaire(void) {
    digipeg_deque d;
    digipeg_solitaire g;
    digipeg_solitaire_play pl;
    uint8_t item = 0, items[DIGIPEG_DEQUE_CAPACITY];
    size_t n = 0, rounds = 0;
    bool b = false;
    int end = 0;
    char buf[4096];
    digipeg_solitaire_move moves[DIGIPEG_SOLITAIRE_MAX_MOVES];

    CHECK_OK(digipeg_deque_new(&d));
    CHECK_CODE(digipeg_deque_remove_front(&d, &item), DIGIPEG_E_DEQUE_EMPTY);
    CHECK_CODE(digipeg_deque_peeklast(&d, &item), DIGIPEG_E_DEQUE_EMPTY);
    for (int k = 0; k < DIGIPEG_DEQUE_CAPACITY; k++) {
        CHECK_OK(digipeg_deque_add_rear(&d, (uint8_t)k));
    }
    CHECK_CODE(digipeg_deque_add_front(&d, 200), DIGIPEG_E_DEQUE_FULL);
    CHECK_OK(digipeg_deque_get(&d, 0, &item));
    CHECK_EQ(item, 63);
    CHECK_CODE(digipeg_deque_get(&d, 64, &item), DIGIPEG_E_INDEX);
    CHECK_CODE(digipeg_deque_items(&d, items, 10, &n), DIGIPEG_E_BUFFER_TOO_SMALL);
    CHECK_EQ(n, 64);
    CHECK_CODE(digipeg_deque_printall(&d, 0, buf, 4, &n), DIGIPEG_E_BUFFER_TOO_SMALL);
    CHECK_STR(buf, "63 ");
    CHECK_CODE(digipeg_deque_remove_rear(&d, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_OK(digipeg_deque_size(&d, &n));
    CHECK_EQ(n, 64); /* the NULL out pointer removed nothing */
    FOR_BAD_STATES(digipeg_deque, s, want, {
        CHECK_CODE(digipeg_deque_add_front(s, 1), want);
        CHECK_CODE(digipeg_deque_add_rear(s, 1), want);
        CHECK_CODE(digipeg_deque_remove_front(s, &item), want);
        CHECK_CODE(digipeg_deque_remove_rear(s, &item), want);
        CHECK_CODE(digipeg_deque_peek(s, &item), want);
        CHECK_CODE(digipeg_deque_peeklast(s, &item), want);
        CHECK_CODE(digipeg_deque_size(s, &n), want);
        CHECK_CODE(digipeg_deque_get(s, 0, &item), want);
        CHECK_CODE(digipeg_deque_items(s, items, 4, &n), want);
        CHECK_CODE(digipeg_deque_printall(s, 1, buf, sizeof buf, &n), want);
    });

    const int64_t cards[] = {2, 0, 1};
    CHECK_CODE(digipeg_solitaire_new(&g, NULL, 3), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_solitaire_new(NULL, cards, 3), DIGIPEG_E_NULL_POINTER);
    const int64_t bad[] = {0, -1};
    CHECK_CODE(digipeg_solitaire_new(&g, bad, 2), DIGIPEG_E_SOLITAIRE_NOT_A_PERMUTATION);
    CHECK_CODE(digipeg_solitaire_shuffled(&g, 65, 1), DIGIPEG_E_SOLITAIRE_TOO_MANY_CARDS);
    CHECK_OK(digipeg_solitaire_new(&g, NULL, 0));
    CHECK_OK(digipeg_solitaire_new(&g, cards, 3));
    CHECK_OK(digipeg_solitaire_card_count(&g, &n));
    CHECK_EQ(n, 3);
    CHECK_CODE(digipeg_solitaire_pile(&g, 3, items, 64, &n), DIGIPEG_E_SOLITAIRE_PILE_OUT_OF_RANGE);
    CHECK_CODE(digipeg_solitaire_pile(&g, 0, items, 2, &n), DIGIPEG_E_BUFFER_TOO_SMALL);
    CHECK_EQ(n, 3);
    CHECK_CODE(digipeg_solitaire_make_move(&g, -1, 0), DIGIPEG_E_SOLITAIRE_PILE_OUT_OF_RANGE);
    CHECK_CODE(digipeg_solitaire_legal_moves(&g, moves, 1, &n), DIGIPEG_E_BUFFER_TOO_SMALL);
    CHECK_OK(digipeg_solitaire_legal_moves(&g, moves, DIGIPEG_SOLITAIRE_MAX_MOVES, &n));
    CHECK(n >= 2 && moves[0].from == 0 && moves[0].to == 0);
    CHECK_OK(digipeg_solitaire_make_move(&g, 0, 1));
    CHECK_OK(digipeg_solitaire_display(&g, buf, sizeof buf, &n));
    CHECK_STR(buf, "0: 0 * \n1: 2 \n2: \n");

    /* play(): a too-small buffer changes nothing, then the same call succeeds. */
    CHECK_OK(digipeg_solitaire_play_new(&pl, &g));
    strcpy(buf, "untouched");
    CHECK_CODE(digipeg_solitaire_play_input(&pl, "0", buf, sizeof buf, &n, &b), DIGIPEG_E_PROGRAM_NOT_STARTED);
    CHECK_CODE(digipeg_solitaire_play_end_input(&pl, buf, sizeof buf, &n, &b), DIGIPEG_E_PROGRAM_NOT_STARTED);
    CHECK_STR(buf, "untouched");
    CHECK_CODE(digipeg_solitaire_play_start(&pl, buf, 8, &n, &b), DIGIPEG_E_BUFFER_TOO_SMALL);
    CHECK_OK(digipeg_solitaire_play_start(&pl, buf, n, &n, &b));
    CHECK(strncmp(buf, "*****", 5) == 0);
    CHECK_EQ(b, false);
    CHECK_OK(digipeg_solitaire_play_end(&pl, &end, &rounds));
    CHECK_EQ(end, DIGIPEG_PLAY_RUNNING);
    CHECK_CODE(digipeg_solitaire_play_input(&pl, NULL, buf, sizeof buf, &n, &b), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_solitaire_play_input(&pl, "\xfe", buf, sizeof buf, &n, &b), DIGIPEG_E_NOT_UTF8);
    CHECK_OK(digipeg_solitaire_play_end_input(&pl, buf, sizeof buf, &n, &b));
    CHECK_EQ(b, true);
    CHECK_OK(digipeg_solitaire_play_end(&pl, &end, &rounds));
    CHECK_EQ(end, DIGIPEG_PLAY_END_OF_INPUT);
    CHECK_OK(digipeg_solitaire_play_game(&pl, &g));
    CHECK_CODE(digipeg_solitaire_play_new(&pl, NULL), DIGIPEG_E_NULL_POINTER);
    FOR_BAD_STATES(digipeg_solitaire, s, want, {
        CHECK_CODE(digipeg_solitaire_card_count(s, &n), want);
        CHECK_CODE(digipeg_solitaire_col_no(s, &n), want);
        CHECK_CODE(digipeg_solitaire_chance_no(s, &n), want);
        CHECK_CODE(digipeg_solitaire_pile(s, 0, items, 64, &n), want);
        CHECK_CODE(digipeg_solitaire_is_complete(s, &b), want);
        CHECK_CODE(digipeg_solitaire_check_move(s, 0, 0), want);
        CHECK_CODE(digipeg_solitaire_make_move(s, 0, 0), want);
        CHECK_CODE(digipeg_solitaire_legal_moves(s, moves, 4, &n), want);
        CHECK_CODE(digipeg_solitaire_display(s, buf, sizeof buf, &n), want);
        CHECK_CODE(digipeg_solitaire_play_new(&pl, s), want);
    });
    FOR_BAD_STATES(digipeg_solitaire_play, s, want, {
        CHECK_CODE(digipeg_solitaire_play_start(s, buf, sizeof buf, &n, &b), want);
        CHECK_CODE(digipeg_solitaire_play_input(s, "1", buf, sizeof buf, &n, &b), want);
        CHECK_CODE(digipeg_solitaire_play_end_input(s, buf, sizeof buf, &n, &b), want);
        CHECK_CODE(digipeg_solitaire_play_end(s, &end, &rounds), want);
        CHECK_CODE(digipeg_solitaire_play_game(s, &g), want);
    });
    CHECK_CODE(digipeg_solitaire_play_end(&pl, NULL, &rounds), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_solitaire_play_game(&pl, NULL), DIGIPEG_E_NULL_POINTER);
}

void test_games(void) {
    test_quixo();
    test_tictactoe();
    test_solitaire();
}
