/* Runs every C test suite of the digipeg C interface. */
#include <stdio.h>

#include "check.h"

int main(void) {
    test_common();
    test_peg();
    test_games();
    test_solitaire_positions();
    test_solvers();
    printf("C API tests: %d checks, %d failed\n", check_count, check_failures);
    return check_failures == 0 ? 0 : 1;
}
