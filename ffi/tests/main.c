/* Runs every C test suite of the digipeg C interface. */
#include <stdio.h>

#include "check.h"

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: %s PATH/digipeg.h PATH/docs/bad-input.md QUIXO_3X3_TABLES_DIR\n", argv[0]);
        return 2;
    }
    load_tables3(argv[3]);
    test_common();
    test_peg();
    test_games();
    test_solitaire_positions();
    test_solvers();
    test_order(argv[1]);
    test_bad_input(argv[2]);
    test_tables();
    test_klondike();
    free_tables3();
    printf("C API tests: %d checks, %d failed\n", check_count, check_failures);
    return check_failures == 0 ? 0 : 1;
}
