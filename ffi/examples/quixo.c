/* Quixo on the terminal: a human against the computer, two humans, or two computers.
 * Usage: quixo [SIZE [X [O [SEED]]]]
 *   SIZE  3, 4 or 5 (default 5)
 *   X, O  who plays each side: human (default), random, greedy, easy, medium, hard, expert (the
 *         named levels), search (200,000 positions a move), or perfect (3 x 3 only: the strong
 *         solver's moves; on other sizes it searches)
 *   SEED  seeds the computer's random choices (default 1): the same seed replays the same game
 * A human types a move as four numbers "ROW COL ROW COL" (0-based: take the cube at the first
 * cell, put it back at the second). The core checks every move; this file reads, calls, prints. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "digipeg.h"

#define HUMAN (-1)
#define PERFECT 99

/* The search's transposition table (4 MiB, what the expert level needs) and the 3 x 3 solution's
 * table: static, no malloc. */
static _Alignas(DIGIPEG_TABLE_ALIGN) unsigned char table[1 << 22];
static uint8_t solved[DIGIPEG_QUIXO_SOLUTION_BYTES_3];

static int die(int status) {
    fprintf(stderr, "quixo: %s\n", digipeg_error_message(status));
    return 1;
}

static int parse_player(const char *name) {
    int level = -1;
    if (digipeg_quixo_level_by_name(name, &level) == DIGIPEG_OK) {
        return level;
    }
    if (strcmp(name, "perfect") == 0) {
        return PERFECT;
    }
    return strcmp(name, "human") == 0 ? HUMAN : -2;
}

static const char *player_name(int who) {
    static const char *levels[] = {"random", "greedy", "search", "easy", "medium", "hard", "expert"};
    return who == PERFECT ? "perfect" : who >= 0 && who < 7 ? levels[who] : "human";
}

int main(int argc, char **argv) {
    size_t size = argc > 1 ? (size_t)strtoul(argv[1], NULL, 10) : 5;
    int players[2] = {HUMAN, HUMAN}; /* X, O */
    for (int i = 0; i < 2 && argc > 2 + i; i++) {
        if ((players[i] = parse_player(argv[2 + i])) == -2) {
            fprintf(stderr, "usage: quixo [SIZE [X [O [SEED]]]]  (X, O: human random greedy easy medium hard "
                            "expert search perfect)\n");
            return 2;
        }
    }
    uint64_t seed = argc > 4 ? strtoull(argv[4], NULL, 10) : 1;

    digipeg_quixo game;
    int status = digipeg_quixo_new(&game, size, 2);
    if (status != DIGIPEG_OK) {
        return die(status);
    }
    /* Draw after 200 moves, so two computers always finish. */
    digipeg_quixo_set_move_limit(&game, 200);
    digipeg_quixo_solution solution;
    const digipeg_quixo_solution *perfect = NULL;
    if ((players[0] == PERFECT || players[1] == PERFECT) && size == 3) {
        if ((status = digipeg_quixo_solve(&solution, 3, solved, sizeof solved, NULL)) != DIGIPEG_OK) {
            return die(status);
        }
        perfect = &solution;
    }

    char board[64], line[256];
    int outcome = DIGIPEG_OUTCOME_ONGOING, symbol = DIGIPEG_X;
    while (outcome == DIGIPEG_OUTCOME_ONGOING) {
        if ((status = digipeg_quixo_board_text(&game, board, sizeof board, NULL)) != DIGIPEG_OK ||
            (status = digipeg_quixo_turn_symbol(&game, &symbol)) != DIGIPEG_OK) {
            return die(status);
        }
        char name = symbol == DIGIPEG_X ? 'X' : 'O';
        int who = players[symbol == DIGIPEG_X ? 0 : 1];
        if (who != HUMAN) {
            digipeg_quixo_choice choice;
            if (who >= DIGIPEG_QUIXO_LEVEL_EASY && who <= DIGIPEG_QUIXO_LEVEL_EXPERT) {
                status = digipeg_quixo_choose_level(&game, who, seed, 0, table, sizeof table, &choice);
            } else {
                int level = who == PERFECT ? DIGIPEG_QUIXO_LEVEL_SEARCH : who;
                status = digipeg_quixo_choose(&game, level, seed, 200000, DIGIPEG_QUIXO_MAX_DEPTH, table,
                                              sizeof table, perfect, &choice);
            }
            if (status != DIGIPEG_OK) {
                return die(status);
            }
            digipeg_quixo_move m = choice.mv;
            printf("\n%s%c (%s) plays %d %d %d %d\n", board, name, player_name(who), m.from_row, m.from_col,
                   m.to_row, m.to_col);
            status = digipeg_quixo_make_move(&game, m.from_row, m.from_col, m.to_row, m.to_col, 0);
        } else {
            printf("\n%s%c to move (row col row col): ", board, name);
            fflush(stdout);
            if (fgets(line, sizeof line, stdin) == NULL) {
                printf("\n");
                return 0;
            }
            long long r1, c1, r2, c2;
            if (sscanf(line, "%lld %lld %lld %lld", &r1, &c1, &r2, &c2) != 4) {
                printf("Please type four numbers, e.g. 0 0 0 4\n");
                continue;
            }
            status = digipeg_quixo_make_move(&game, r1, c1, r2, c2, 0);
            if (status != DIGIPEG_OK) {
                printf("%s\n", digipeg_error_message(status));
                continue;
            }
        }
        if (status != DIGIPEG_OK || (status = digipeg_quixo_outcome(&game, &outcome)) != DIGIPEG_OK) {
            return die(status);
        }
    }
    digipeg_quixo_board_text(&game, board, sizeof board, NULL);
    printf("\n%s%s\n", board,
           outcome == DIGIPEG_OUTCOME_X_WINS   ? "X wins!"
           : outcome == DIGIPEG_OUTCOME_O_WINS ? "O wins!"
                                               : "Draw.");
    return 0;
}
