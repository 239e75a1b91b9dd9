/* Quixo on the terminal for two humans (the core has no Quixo computer player yet).
 * Each turn: the board, then a move as four numbers "ROW COL ROW COL" (0-based: take the cube
 * at the first cell, put it back at the second). The core checks every move; this file only
 * reads, calls and prints. Usage: quixo [SIZE]   (3, 4 or 5; default 5) */
#include <stdio.h>
#include <stdlib.h>

#include "digipeg.h"

static int die(int status) {
    fprintf(stderr, "quixo: %s\n", digipeg_error_message(status));
    return 1;
}

int main(int argc, char **argv) {
    size_t size = argc > 1 ? (size_t)strtoul(argv[1], NULL, 10) : 5;
    digipeg_quixo game;
    int status = digipeg_quixo_new(&game, size, 2);
    if (status != DIGIPEG_OK) {
        return die(status);
    }
    char board[64], line[256];
    int outcome = DIGIPEG_OUTCOME_ONGOING, symbol = DIGIPEG_X;
    while (outcome == DIGIPEG_OUTCOME_ONGOING) {
        if ((status = digipeg_quixo_board_text(&game, board, sizeof board, NULL)) != DIGIPEG_OK ||
            (status = digipeg_quixo_turn_symbol(&game, &symbol)) != DIGIPEG_OK) {
            return die(status);
        }
        printf("\n%s%c to move (row col row col): ", board, symbol == DIGIPEG_X ? 'X' : 'O');
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
        if ((status = digipeg_quixo_outcome(&game, &outcome)) != DIGIPEG_OK) {
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
