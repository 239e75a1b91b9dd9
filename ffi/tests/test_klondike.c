/* Full Klondike through the C interface: the deal formats, moves and their records, the
 * drawing, the solver and the ordinary game's player in caller memory, and random play checked
 * against its own undo. */
#include <stdlib.h>
#include <string.h>

#include "check.h"

static _Alignas(DIGIPEG_TABLE_ALIGN) unsigned char klondike_table[DIGIPEG_KLONDIKE_DEFAULT_TABLE_BYTES];

static void deals_read_back(void) {
    digipeg_klondike game, again;
    char rank[80], json[2048], text[1024];
    CHECK_OK(digipeg_klondike_from_seed(&game, 1, DIGIPEG_KLONDIKE_DEFAULT_DRAW, DIGIPEG_KLONDIKE_DEFAULT_PASSES,
                                        DIGIPEG_KLONDIKE_DEFAULT_WORRY_BACK));
    CHECK_OK(digipeg_klondike_draw(&game, false, text, sizeof text, NULL));
    CHECK_STR(text, "stock 24 | waste --\nfoundations -C -D -H -S\n0: 4D\n1: ## 4C\n2: ## ## 6H\n3: ## ## ## JD\n"
                    "4: ## ## ## ## AS\n5: ## ## ## ## ## 5C\n6: ## ## ## ## ## ## KD\n");
    CHECK_OK(digipeg_klondike_rank(&game, rank, sizeof rank, NULL));
    CHECK_STR(rank, "24906402100778967558446287114411676968801581874285245293846340848066");
    CHECK_OK(digipeg_klondike_from_rank(&again, rank, 3, 0, true));
    CHECK(memcmp(&again, &game, sizeof game) == 0);
    size_t need = 0;
    CHECK_CODE(digipeg_klondike_json(&game, json, 8, &need), DIGIPEG_E_BUFFER_TOO_SMALL);
    CHECK(need > 8 && need < sizeof json && strlen(json) == 7);
    CHECK_OK(digipeg_klondike_json(&game, json, sizeof json, NULL));
    CHECK_OK(digipeg_klondike_from_json(&again, json, 3, 0, true));
    CHECK(memcmp(&again, &game, sizeof game) == 0); /* equal games have equal bytes */
    CHECK_OK(digipeg_klondike_from_json(&again, json, 1, 0, true));
    CHECK(memcmp(&again, &game, sizeof game) != 0); /* the rules are part of the game */
    /* Bad deals and rules leave the struct as it was. */
    digipeg_klondike before = again;
    CHECK_CODE(digipeg_klondike_from_seed(&again, -1, 3, 0, true), DIGIPEG_E_KLONDIKE_BAD_SEED);
    CHECK_CODE(digipeg_klondike_from_seed(&again, 1, 2, 0, true), DIGIPEG_E_KLONDIKE_BAD_RULES);
    CHECK_CODE(digipeg_klondike_from_seed(&again, 1, 3, 256, true), DIGIPEG_E_KLONDIKE_BAD_RULES);
    CHECK_CODE(digipeg_klondike_from_rank(&again, "-1", 3, 0, true), DIGIPEG_E_KLONDIKE_BAD_RANK);
    CHECK_CODE(digipeg_klondike_from_json(&again, "{}", 3, 0, true), DIGIPEG_E_KLONDIKE_BAD_JSON);
    CHECK_CODE(digipeg_klondike_from_json(&again, "\xff", 3, 0, true), DIGIPEG_E_NOT_UTF8);
    CHECK(memcmp(&again, &before, sizeof before) == 0);
    CHECK_OK(digipeg_klondike_card_name("10h", text, sizeof text, NULL));
    CHECK_STR(text, "TH");
    CHECK_CODE(digipeg_klondike_card_name("1S", text, sizeof text, NULL), DIGIPEG_E_KLONDIKE_BAD_CARD);
}

static void moves_and_records(void) {
    digipeg_klondike game, start;
    digipeg_klondike_record up, onto, stale;
    char text[512];
    CHECK_OK(digipeg_klondike_from_seed(&game, 1, 3, 0, true));
    start = game;
    CHECK_OK(digipeg_klondike_legal_moves(&game, text, sizeof text, NULL));
    CHECK_STR(text, "4F 52 05 D");
    CHECK_OK(digipeg_klondike_play(&game, "4F", &up));
    CHECK_OK(digipeg_klondike_play(&game, "43", &onto));
    CHECK_OK(digipeg_klondike_record_move(&onto, text, sizeof text, NULL));
    CHECK_STR(text, "43");
    CHECK_OK(digipeg_klondike_legal_moves(&game, text, sizeof text, NULL));
    CHECK_STR(text, "52 S4 05 D");
    digipeg_klondike before = game;
    CHECK_CODE(digipeg_klondike_play(&game, "01", &stale), DIGIPEG_E_KLONDIKE_NOT_ON_TABLEAU);
    CHECK_CODE(digipeg_klondike_play(&game, "3-4", NULL), DIGIPEG_E_KLONDIKE_BAD_MOVE);
    CHECK_CODE(digipeg_klondike_play(&game, "W7", NULL), DIGIPEG_E_KLONDIKE_PILE_OUT_OF_RANGE);
    CHECK(memcmp(&game, &before, sizeof game) == 0);
    bool legal = true;
    CHECK_OK(digipeg_klondike_is_legal(&game, "01", &legal));
    CHECK(!legal);
    /* Records go back last first: an older one, or one taken back already, is refused and
     * changes nothing (4F turned up TS, which is no longer where it was turned up). */
    CHECK_CODE(digipeg_klondike_undo(&game, &up), DIGIPEG_E_KLONDIKE_CANNOT_UNDO);
    CHECK(memcmp(&game, &before, sizeof game) == 0);
    CHECK_OK(digipeg_klondike_undo(&game, &onto));
    before = game;
    CHECK_CODE(digipeg_klondike_undo(&game, &onto), DIGIPEG_E_KLONDIKE_CANNOT_UNDO);
    CHECK(memcmp(&game, &before, sizeof game) == 0);
    CHECK_OK(digipeg_klondike_undo(&game, &up));
    CHECK(memcmp(&game, &start, sizeof game) == 0);
    digipeg_klondike_record zeroed;
    memset(&zeroed, 0, sizeof zeroed);
    CHECK_CODE(digipeg_klondike_undo(&game, &zeroed), DIGIPEG_E_UNINITIALISED);
}

static void solver_lines_win(void) {
    digipeg_klondike game;
    int verdict = -1;
    uint64_t nodes = 0;
    static char line[16384];
    CHECK_OK(digipeg_klondike_from_seed(&game, 1, 1, 0, true));
    CHECK_OK(digipeg_klondike_solve(&game, DIGIPEG_KLONDIKE_DEFAULT_NODES, klondike_table, sizeof klondike_table,
                                    &verdict, &nodes, line, sizeof line, NULL));
    CHECK_EQ(verdict, DIGIPEG_KLONDIKE_WON);
    CHECK(nodes > 0 && nodes <= DIGIPEG_KLONDIKE_DEFAULT_NODES);
    for (char *move = strtok(line, " "); move != NULL; move = strtok(NULL, " ")) {
        if (!CHECK_OK(digipeg_klondike_play(&game, move, NULL))) break;
    }
    bool won = false;
    CHECK_OK(digipeg_klondike_is_won(&game, &won));
    CHECK(won);
    /* Game 11 with draw 1 is lost; one position is not enough to know. */
    CHECK_OK(digipeg_klondike_from_seed(&game, 11, 1, 0, true));
    CHECK_OK(digipeg_klondike_solve(&game, DIGIPEG_KLONDIKE_DEFAULT_NODES, klondike_table, sizeof klondike_table,
                                    &verdict, NULL, line, sizeof line, NULL));
    CHECK_EQ(verdict, DIGIPEG_KLONDIKE_LOST);
    CHECK_STR(line, "");
    CHECK_OK(digipeg_klondike_solve(&game, 1, klondike_table, sizeof klondike_table, &verdict, NULL, line, sizeof line,
                                    NULL));
    CHECK_EQ(verdict, DIGIPEG_KLONDIKE_UNKNOWN);
    CHECK_CODE(digipeg_klondike_solve(&game, 1, klondike_table, 7, &verdict, NULL, line, sizeof line, NULL),
               DIGIPEG_E_SEARCH_TABLE_TOO_SMALL);
    /* Without a limit, in the table for it, a search goes on to a verdict: game 11 of draw 3 is lost,
       which a thousand positions cannot tell. */
    CHECK_OK(digipeg_klondike_from_seed(&game, 11, 3, 0, true));
    CHECK_OK(digipeg_klondike_solve(&game, 1000, klondike_table, sizeof klondike_table, &verdict, &nodes, line,
                                    sizeof line, NULL));
    CHECK_EQ(verdict, DIGIPEG_KLONDIKE_UNKNOWN);
    unsigned char *decide_table = aligned_alloc(DIGIPEG_TABLE_ALIGN, DIGIPEG_KLONDIKE_DECIDE_TABLE_BYTES);
    if (!CHECK(decide_table != NULL)) return;
    CHECK_OK(digipeg_klondike_solve(&game, DIGIPEG_KLONDIKE_UNLIMITED, decide_table,
                                    DIGIPEG_KLONDIKE_DECIDE_TABLE_BYTES, &verdict, &nodes, line, sizeof line, NULL));
    CHECK_EQ(verdict, DIGIPEG_KLONDIKE_LOST);
    CHECK(nodes > 1000);
    free(decide_table);
}

/* Whether `move` is one of the legal moves of `game`. */
static bool is_legal_move(const digipeg_klondike *game, const char *move) {
    bool legal = false;
    return digipeg_klondike_is_legal(game, move, &legal) == DIGIPEG_OK && legal;
}

/* Plays `D` until the stock is empty: what the player does first with unlimited passes. */
static void look_through(digipeg_klondike *game) {
    bool legal = true;
    while (digipeg_klondike_is_legal(game, "D", &legal) == DIGIPEG_OK && legal) CHECK_OK(digipeg_klondike_play(game, "D", NULL));
}

static void player_estimates(void) {
    digipeg_klondike game;
    char move[8], again[8];
    uint32_t won = 99, guesses = 99;
    CHECK_OK(digipeg_klondike_from_seed(&game, 5, 3, 0, true));
    digipeg_klondike before = game;
    /* With unlimited passes it goes through the stock first; the estimate counts every guess. */
    CHECK_OK(digipeg_klondike_player_move(&game, 3, DIGIPEG_KLONDIKE_PLAYER_SAMPLES, DIGIPEG_KLONDIKE_PLAYER_NODES,
                                          DIGIPEG_KLONDIKE_PLAYER_BUDGET, klondike_table,
                                          DIGIPEG_KLONDIKE_PLAYER_TABLE_BYTES, &won, &guesses, move, sizeof move, NULL));
    CHECK_STR(move, "D");
    CHECK_EQ(guesses, DIGIPEG_KLONDIKE_PLAYER_SAMPLES);
    CHECK(won <= guesses);
    CHECK(memcmp(&game, &before, sizeof game) == 0);
    look_through(&game);
    CHECK_OK(digipeg_klondike_player_move(&game, 3, DIGIPEG_KLONDIKE_PLAYER_SAMPLES, DIGIPEG_KLONDIKE_PLAYER_NODES,
                                          DIGIPEG_KLONDIKE_PLAYER_BUDGET, klondike_table,
                                          DIGIPEG_KLONDIKE_PLAYER_TABLE_BYTES, &won, &guesses, move, sizeof move, NULL));
    CHECK(is_legal_move(&game, move));
    CHECK(won <= guesses && guesses <= DIGIPEG_KLONDIKE_PLAYER_SAMPLES);
    /* Seeded: the same move without the estimate, from the same table or another. */
    static _Alignas(DIGIPEG_TABLE_ALIGN) unsigned char other[1 << 16];
    CHECK_OK(digipeg_klondike_player_move(&game, 3, DIGIPEG_KLONDIKE_PLAYER_SAMPLES, DIGIPEG_KLONDIKE_PLAYER_NODES,
                                          DIGIPEG_KLONDIKE_PLAYER_BUDGET, other, sizeof other, NULL, NULL, again,
                                          sizeof again, NULL));
    CHECK_STR(again, move);
    /* No guesses: its order, foundations first (game 1's ace of spades), and an estimate of 0 of 0. */
    CHECK_OK(digipeg_klondike_from_seed(&game, 1, 3, 0, true));
    look_through(&game);
    CHECK_OK(digipeg_klondike_player_move(&game, 3, 0, 100, 1000, klondike_table, DIGIPEG_KLONDIKE_PLAYER_TABLE_BYTES,
                                          &won, &guesses, move, sizeof move, NULL));
    CHECK_STR(move, "4F");
    CHECK(won == 0 && guesses == 0);
    /* A move that does not fit still reports the estimate; a table too small for the plan is refused. */
    size_t need = 0;
    won = guesses = 99;
    CHECK_CODE(digipeg_klondike_player_move(&game, 3, 2, 500, 100000, klondike_table,
                                            DIGIPEG_KLONDIKE_PLAYER_TABLE_BYTES, &won, &guesses, move, 1, &need),
               DIGIPEG_E_BUFFER_TOO_SMALL);
    CHECK(need >= 2 && need <= sizeof move && won <= 2 && guesses == 2);
    CHECK_CODE(digipeg_klondike_player_move(&game, 3, 2, 500, 100000, klondike_table, 261 * DIGIPEG_KLONDIKE_ENTRY_BYTES,
                                            &won, &guesses, move, sizeof move, NULL),
               DIGIPEG_E_SEARCH_TABLE_TOO_SMALL);

    /* Near the end of a winning line every card is known: one guess, the real position, won. */
    static char line[16384];
    int verdict = -1;
    CHECK_OK(digipeg_klondike_from_seed(&game, 1, 1, 0, false));
    CHECK_OK(digipeg_klondike_solve(&game, DIGIPEG_KLONDIKE_DEFAULT_NODES, klondike_table, sizeof klondike_table,
                                    &verdict, NULL, line, sizeof line, NULL));
    CHECK_EQ(verdict, DIGIPEG_KLONDIKE_WON);
    char *moves[512];
    size_t n = 0;
    for (char *m = strtok(line, " "); m != NULL && n < 512; m = strtok(NULL, " ")) moves[n++] = m;
    CHECK(n > 8 && n < 512);
    for (size_t k = 0; k + 4 < n; k++) CHECK_OK(digipeg_klondike_play(&game, moves[k], NULL));
    CHECK_OK(digipeg_klondike_player_move(&game, 1, 3, DIGIPEG_KLONDIKE_PLAYER_NODES, DIGIPEG_KLONDIKE_PLAYER_BUDGET,
                                          klondike_table, DIGIPEG_KLONDIKE_PLAYER_TABLE_BYTES, &won, &guesses, move,
                                          sizeof move, NULL));
    CHECK(won == 1 && guesses == 1);
    CHECK(is_legal_move(&game, move));
    /* Once won (no card may come back from the foundations), no move: empty, 0 of 0. */
    for (size_t k = n - 4; k < n; k++) CHECK_OK(digipeg_klondike_play(&game, moves[k], NULL));
    CHECK_OK(digipeg_klondike_player_move(&game, 1, 3, DIGIPEG_KLONDIKE_PLAYER_NODES, DIGIPEG_KLONDIKE_PLAYER_BUDGET,
                                          klondike_table, DIGIPEG_KLONDIKE_PLAYER_TABLE_BYTES, &won, &guesses, move,
                                          sizeof move, NULL));
    CHECK_STR(move, "");
    CHECK(won == 0 && guesses == 0);
}

/* Random legal play: every listed move is accepted and taken back by its record, byte for byte. */
static void random_play(void) {
    for (uint64_t seed = 0; seed < 8; seed++) {
        digipeg_klondike game;
        CHECK_OK(digipeg_klondike_shuffled(&game, seed, seed % 2 ? 1 : 3, (uint32_t)(seed % 3), seed % 2 == 0));
        unsigned state = (unsigned)seed + 1;
        for (int i = 0; i < 80; i++) {
            char moves[1024];
            CHECK_OK(digipeg_klondike_legal_moves(&game, moves, sizeof moves, NULL));
            char *list[128];
            size_t n = 0;
            for (char *m = strtok(moves, " "); m != NULL && n < 128; m = strtok(NULL, " ")) list[n++] = m;
            if (n == 0) break;
            for (size_t k = 0; k < n; k++) {
                digipeg_klondike trial = game;
                digipeg_klondike_record record;
                CHECK_OK(digipeg_klondike_play(&trial, list[k], &record));
                CHECK_OK(digipeg_klondike_undo(&trial, &record));
                CHECK(memcmp(&trial, &game, sizeof game) == 0);
            }
            state = state * 1103515245u + 12345u;
            CHECK_OK(digipeg_klondike_play(&game, list[(state >> 8) % n], NULL));
        }
    }
}

void test_klondike(void) {
    deals_read_back();
    moves_and_records();
    solver_lines_win();
    player_estimates();
    random_play();
}
