/* The DigiPeg terminal program in C: the core writes every prompt and board, this file only
 * moves lines between the terminal and digipeg_peg_program. Usage: peg [--digipeg] [--diagonal] */
#include <stdio.h>
#include <string.h>

#include "digipeg.h"

/* Print what one step of the program wrote; a 4 KiB buffer holds any step's output, and a
 * larger one would be asked for through `needed`. */
static int show(int status, const char *out) {
    if (status != DIGIPEG_OK) {
        fprintf(stderr, "digipeg: %s\n", digipeg_error_message(status));
        return 1;
    }
    fputs(out, stdout);
    fflush(stdout);
    return 0;
}

int main(int argc, char **argv) {
    int banner = DIGIPEG_PEG_BANNER_PEG_RECTANGLE, directions = DIGIPEG_PEG_ORTHOGONAL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--digipeg") == 0) {
            banner = DIGIPEG_PEG_BANNER_DIGIPEG;
        } else if (strcmp(argv[i], "--diagonal") == 0) {
            directions = DIGIPEG_PEG_DIAGONAL;
        } else {
            fprintf(stderr, "usage: %s [--digipeg] [--diagonal]\n", argv[0]);
            return 2;
        }
    }
    digipeg_peg_program program;
    char out[4096], line[256];
    bool finished = false;
    if (show(digipeg_peg_program_new(&program, banner, directions), "") ||
        show(digipeg_peg_program_start(&program, out, sizeof out, NULL, &finished), out)) {
        return 1;
    }
    while (!finished) {
        if (fgets(line, sizeof line, stdin) == NULL) {
            return show(digipeg_peg_program_end_input(&program, out, sizeof out, NULL, &finished), out);
        }
        line[strcspn(line, "\r\n")] = '\0';
        if (show(digipeg_peg_program_input(&program, line, out, sizeof out, NULL, &finished), out)) {
            return 1;
        }
    }
    return 0;
}
