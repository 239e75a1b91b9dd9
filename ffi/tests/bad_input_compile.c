/* The C cells of docs/bad-input.md's "Bad input" table that say "does not compile": with the project's
 * flags (-std=c11 -Wall -Wextra -Werror -pedantic) each block below must be refused, and the file
 * without them must compile. ffi/rules.mk (ffi-bad-input) defines one macro per such row, named
 * after the row's kind. */
#include <stddef.h>

#include "digipeg.h"

int main(void) {
    digipeg_ttt game;
    if (digipeg_ttt_new(&game) != DIGIPEG_OK) return 1;
#ifdef WRONG_TYPE
    digipeg_ttt_play(&game, "4", NULL);
#endif
    return digipeg_ttt_play(&game, 4, NULL);
}
