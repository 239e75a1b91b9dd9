/* Status codes, messages, names, kinds and the version. */
#include <string.h>

#include "check.h"

void test_common(void) {
    CHECK_STR(digipeg_version(), "0.1.0");

    CHECK_STR(digipeg_error_message(DIGIPEG_OK), "ok");
    CHECK_STR(digipeg_error_name(DIGIPEG_OK), "Ok");
    CHECK_EQ(digipeg_error_kind(DIGIPEG_OK), DIGIPEG_KIND_NONE);

    /* Core codes pass through unchanged, with the core's exact messages. */
    CHECK_EQ(DIGIPEG_E_PEG_BOARD_SIZE, 100);
    CHECK_STR(digipeg_error_message(DIGIPEG_E_PEG_BOARD_SIZE), "rows and columns must each be between 1 and 9");
    CHECK_STR(digipeg_error_name(DIGIPEG_E_PEG_BOARD_SIZE), "PegBoardSize");
    CHECK_EQ(digipeg_error_kind(DIGIPEG_E_PEG_BOARD_SIZE), DIGIPEG_KIND_INVALID_ARGUMENT);
    CHECK_STR(digipeg_error_message(DIGIPEG_E_TTT_O_STARTED), "Wrong turn order: O started");
    CHECK_EQ(digipeg_error_kind(DIGIPEG_E_TTT_O_STARTED), DIGIPEG_KIND_IMPOSSIBLE_BOARD);
    CHECK_EQ(digipeg_error_kind(DIGIPEG_E_PEG_OFF_BOARD), DIGIPEG_KIND_OUT_OF_RANGE);
    CHECK_EQ(digipeg_error_kind(DIGIPEG_E_PEG_NO_PEG), DIGIPEG_KIND_ILLEGAL_MOVE);
    CHECK_EQ(digipeg_error_kind(DIGIPEG_E_DEQUE_FULL), DIGIPEG_KIND_CAPACITY);
    CHECK_EQ(digipeg_error_kind(DIGIPEG_E_DEQUE_EMPTY), DIGIPEG_KIND_EMPTY);
    CHECK_STR(digipeg_error_name(DIGIPEG_E_SEARCH_GAME_OVER), "SearchGameOver");

    /* Every code from 1 to 999: a message, a name and a kind; known codes are never "unknown". */
    int known = 0;
    for (int code = 1; code < 1000; code++) {
        const char *message = digipeg_error_message(code);
        const char *name = digipeg_error_name(code);
        bool is_known = strcmp(name, "Unknown") != 0;
        if (!CHECK(message != NULL && name != NULL && strlen(message) > 0)) {
            break;
        }
        CHECK_EQ(strcmp(message, "unknown status code") != 0, is_known);
        CHECK_EQ(digipeg_error_kind(code) != DIGIPEG_KIND_NONE, is_known);
        known += is_known;
    }
    CHECK(known >= 43 + 8); /* at least the core's 43 errors and the FFI's 8 */

    /* The FFI's own codes. */
    const int ffi[] = {DIGIPEG_E_NULL_POINTER, DIGIPEG_E_BUFFER_TOO_SMALL, DIGIPEG_E_UNINITIALISED,
                       DIGIPEG_E_NOT_UTF8,     DIGIPEG_E_BAD_ENUM,         DIGIPEG_E_INDEX,
                       DIGIPEG_E_MISALIGNED,   DIGIPEG_E_PANIC};
    for (size_t i = 0; i < sizeof ffi / sizeof ffi[0]; i++) {
        CHECK(ffi[i] >= 900 && ffi[i] <= 999);
        CHECK_EQ(digipeg_error_kind(ffi[i]), DIGIPEG_KIND_FFI);
    }
    CHECK_STR(digipeg_error_name(DIGIPEG_E_NULL_POINTER), "NullPointer");
    CHECK_STR(digipeg_error_message(DIGIPEG_E_NULL_POINTER), "a required pointer argument is NULL");

    /* Unknown codes, negative and huge ones included. */
    const int unknown[] = {-1, 1, 99, 109, 899, 1000, -2147483647 - 1, 2147483647};
    for (size_t i = 0; i < sizeof unknown / sizeof unknown[0]; i++) {
        CHECK_STR(digipeg_error_message(unknown[i]), "unknown status code");
        CHECK_STR(digipeg_error_name(unknown[i]), "Unknown");
        CHECK_EQ(digipeg_error_kind(unknown[i]), DIGIPEG_KIND_NONE);
    }
}
