/* The C column of docs/bad-input.md's "Bad input" table: every cell. A status cell runs its
 * row's example here; "does not compile" cells are compiled (and must fail) by ffi/rules.mk from
 * bad_input_compile.c; "n/a" cells are the rows C cannot express. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

/* Each row's example in C, for the rows that return a status. */
static int example(const char *kind) {
    digipeg_ttt game;
    if (digipeg_ttt_new(&game) != DIGIPEG_OK) return -1;
    if (strcmp(kind, "out of range") == 0) return digipeg_ttt_play(&game, 9, NULL);
    if (strcmp(kind, "negative") == 0) return digipeg_ttt_play(&game, -1, NULL);
    if (strcmp(kind, "huge") == 0) return digipeg_ttt_play(&game, INT64_MAX, NULL);
    if (strcmp(kind, "NULL") == 0) {
        int state;
        return digipeg_ttt_gamestate(NULL, 3, &state);
    }
    if (strcmp(kind, "freed object") == 0) {
        memset(&game, 0, sizeof game);
        return digipeg_ttt_play(&game, 0, NULL);
    }
    if (strcmp(kind, "out of order") == 0) {
        digipeg_peg_program program;
        char out[256];
        bool finished;
        if (digipeg_peg_program_new(&program, DIGIPEG_PEG_BANNER_DIGIPEG, DIGIPEG_PEG_ORTHOGONAL) != DIGIPEG_OK) {
            return -1;
        }
        return digipeg_peg_program_input(&program, "3", out, sizeof out, NULL, &finished);
    }
    if (strcmp(kind, "not a move") == 0) {
        digipeg_klondike klondike;
        if (digipeg_klondike_from_seed(&klondike, 1, 3, 0, true) != DIGIPEG_OK) return -1;
        return digipeg_klondike_play(&klondike, "zz", NULL);
    }
    if (strcmp(kind, "not a deal") == 0) {
        digipeg_klondike klondike;
        return digipeg_klondike_from_json(&klondike, "{}", 3, 0, true);
    }
    return -2; /* no example */
}

/* `DIGIPEG_E_` and the error's name in capitals with underscores: the constant's name. */
static void constant_name(int code, char *out, size_t cap) {
    const char *name = digipeg_error_name(code);
    size_t n = (size_t)snprintf(out, cap, "DIGIPEG_E_");
    for (size_t i = 0; name[i] != '\0' && n + 2 < cap; i++) {
        if (i > 0 && isupper((unsigned char)name[i])) out[n++] = '_';
        out[n++] = (char)toupper((unsigned char)name[i]);
    }
    out[n] = '\0';
}

static char *trim(char *s) {
    while (*s == ' ') s++;
    size_t n = strlen(s);
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\n')) s[--n] = '\0';
    return s;
}

void test_bad_input(const char *table_path) {
    FILE *readme = fopen(table_path, "r");
    if (!CHECK(readme != NULL)) return;
    char line[1024];
    bool in_section = false;
    int rows = 0, header_rows = 0;
    while (fgets(line, sizeof line, readme) != NULL) {
        if (strncmp(line, "## ", 3) == 0) in_section = strcmp(line, "## Bad input\n") == 0;
        if (!in_section || strncmp(line, "| ", 2) != 0) continue;
        if (header_rows++ == 0) continue; /* the column names */
        char *cells[6];
        char *at = line + 1;
        for (int i = 0; i < 6; i++) {
            char *bar = strchr(at, '|');
            if (!CHECK(bar != NULL)) break;
            *bar = '\0';
            cells[i] = trim(at);
            at = bar + 1;
        }
        const char *kind = cells[0], *cell = cells[4];
        rows++;
        if (strcmp(cell, "does not compile") == 0) {
            CHECK_EQ(example(kind), -2); /* compiled by ffi/rules.mk instead */
            continue;
        }
        if (strncmp(cell, "n/a: ", 5) == 0) {
            CHECK(strcmp(kind, "NaN") == 0); /* an int64_t parameter has no NaN */
            continue;
        }
        char name[64];
        int code;
        if (!CHECK(sscanf(cell, "`%63[A-Z_0-9]` (%d)", name, &code) == 2)) {
            fprintf(stderr, "unreadable C cell for %s: %s\n", kind, cell);
            continue;
        }
        char expected[96];
        constant_name(code, expected, sizeof expected);
        CHECK_STR(name, expected);
        CHECK_CODE(example(kind), code);
    }
    fclose(readme);
    CHECK_EQ(rows, 10);
}
