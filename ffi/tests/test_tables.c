/* Solved layers (the layered solver's files) from C: the 3 x 3 tables of `make quixo-tables-3`
 * against the 3 x 3 strong solution, position by position; the same answers through a C callback
 * that decodes the files itself (a naive reader of the format), and from files rewritten with two
 * bytes a pass; perfect play from the tables; the computer player; every refusal. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

digipeg_quixo_layer tables3[TABLES3_LAYERS];
size_t tables3_count = 0;

static _Alignas(DIGIPEG_TABLE_ALIGN) unsigned char table[1 << 14];
static uint8_t solved3[DIGIPEG_QUIXO_SOLUTION_BYTES_3];

/* The whole file `dir/name`, malloc'd (NULL, 0 if it cannot be read). */
static uint8_t *read_file(const char *dir, const char *name, size_t *len) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "rb");
    *len = 0;
    if (f == NULL) return NULL;
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    uint8_t *bytes = malloc(size > 0 ? (size_t)size : 1);
    if (bytes != NULL && fread(bytes, 1, (size_t)size, f) == (size_t)size) {
        *len = (size_t)size;
    }
    fclose(f);
    return bytes;
}

void load_tables3(const char *dir) {
    char name[64];
    for (size_t t = 0; t <= 9; t++) {
        for (size_t a = 0; a <= t; a++) {
            digipeg_quixo_layer *l = &tables3[tables3_count++];
            CHECK_OK(digipeg_quixo_layer_file_name(3, a, t - a, DIGIPEG_QUIXO_LAYER_VALUES, name, sizeof name, NULL));
            l->values = read_file(dir, name, &l->values_len);
            CHECK_OK(digipeg_quixo_layer_file_name(3, a, t - a, DIGIPEG_QUIXO_LAYER_PASSES, name, sizeof name, NULL));
            l->passes = read_file(dir, name, &l->passes_len);
            if (!CHECK(l->values_len > 64 && l->passes_len > 64)) {
                fprintf(stderr, "%s/%s: missing (make quixo-tables-3 writes it)\n", dir, name);
                free_tables3(); /* the tests that need them check the count */
                return;
            }
        }
    }
}

void free_tables3(void) {
    for (size_t i = 0; i < tables3_count; i++) {
        free((void *)tables3[i].values);
        free((void *)tables3[i].passes);
    }
    memset(tables3, 0, sizeof tables3);
    tables3_count = 0;
}

/* ---- A naive reader of the format, for the callback ---- */

/* CRC-32 (zlib's), bit by bit. */
static uint32_t crc32(const uint8_t *p, size_t n) {
    uint32_t c = 0xFFFFFFFFu;
    for (size_t i = 0; i < n; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    }
    return ~c;
}

static void put_le(uint8_t *p, uint64_t v, int bytes) {
    for (int i = 0; i < bytes; i++) p[i] = (uint8_t)(v >> (8 * i));
}

/* The layers as the callback sees them: the files, and what their headers say. */
typedef struct {
    const digipeg_quixo_layer *layers;
    size_t count;
    size_t asked;   /* calls */
    int max_total;  /* layers above this total are "not known" */
    bool bad_value; /* answer a value that is no DIGIPEG_VALUE_* */
} reader;

static bool read_layer(void *context, uint8_t size, uint8_t own, uint8_t other, uint64_t index, int *value,
                       uint32_t *pass) {
    reader *r = context;
    r->asked++;
    if (own + other > r->max_total) return false;
    for (size_t i = 0; i < r->count; i++) {
        const digipeg_quixo_layer *l = &r->layers[i];
        const uint8_t *h = l->values;
        if (h[11] != size || h[12] != own || h[13] != other) continue;
        const uint8_t *values = l->values + 64, *passes = l->passes + 64;
        int code = (values[index / 4] >> (2 * (index % 4))) & 3; /* 0 drawn, 1 won, 2 lost */
        *value = r->bad_value ? 7 : code == 1 ? DIGIPEG_VALUE_WIN : code == 2 ? DIGIPEG_VALUE_LOSS : DIGIPEG_VALUE_DRAW;
        *pass = l->passes[14] == 2 ? (uint32_t)passes[2 * index] | (uint32_t)passes[2 * index + 1] << 8
                                   : passes[index];
        return true;
    }
    return false;
}

/* A copy of a one-byte passes file with two bytes a pass (header byte 14, size, checksums). */
static uint8_t *widen(const uint8_t *file, size_t len, size_t *out_len) {
    size_t positions = len - 64;
    *out_len = 64 + 2 * positions;
    uint8_t *wide = malloc(*out_len);
    if (wide == NULL) abort();
    memcpy(wide, file, 64);
    wide[14] = 2;
    put_le(wide + 24, 2 * positions, 8);
    for (size_t i = 0; i < positions; i++) {
        wide[64 + 2 * i] = file[64 + i];
        wide[64 + 2 * i + 1] = 0;
    }
    put_le(wide + 56, crc32(wide + 64, 2 * positions), 4);
    put_le(wide + 60, crc32(wide, 60), 4);
    return wide;
}

/* ---- Positions ---- */

static uint64_t rng_state = 0x9E3779B97F4A7C15u;
static uint64_t next_random(void) {
    rng_state = rng_state * 6364136223846793005u + 1442695040888963407u;
    return rng_state >> 33;
}

/* A 3 x 3 game of the board `cells` (9 of '-', 'X', 'O') with `to_move` (0 X, 1 O) to move. */
static bool parse3(digipeg_quixo *g, const char *cells, size_t to_move) {
    char rows[3][4];
    const char *r[3];
    for (int i = 0; i < 3; i++) {
        memcpy(rows[i], cells + 3 * i, 3);
        rows[i][3] = '\0';
        r[i] = rows[i];
    }
    return CHECK_OK(digipeg_quixo_parse(g, 3, r, 3, 2, to_move));
}

static void random_board(char cells[10]) {
    for (int i = 0; i < 9; i++) cells[i] = "-XO"[next_random() % 3];
    cells[9] = '\0';
}

static int opposite(int v) {
    return v == DIGIPEG_VALUE_WIN ? DIGIPEG_VALUE_LOSS : v == DIGIPEG_VALUE_LOSS ? DIGIPEG_VALUE_WIN : v;
}

/* Tables answer as the solution does: the value, and a best move that keeps it. */
static void agrees_with_the_solution(const digipeg_quixo_tables *tables, const digipeg_quixo_solution *solution,
                                     int positions) {
    char cells[10];
    for (int i = 0; i < positions; i++) {
        digipeg_quixo g, child;
        random_board(cells);
        if (!parse3(&g, cells, next_random() % 2)) return;
        digipeg_quixo_table_value tv;
        int want = -1;
        CHECK_OK(digipeg_quixo_tables_value(tables, &g, &tv));
        CHECK_OK(digipeg_quixo_solution_value(solution, &g, &want));
        if (!CHECK(tv.found && tv.value == want)) {
            fprintf(stderr, "board %s: tables %d, solution %d\n", cells, tv.value, want);
        }
        int outcome = -1;
        CHECK_OK(digipeg_quixo_outcome(&g, &outcome));
        digipeg_quixo_table_move tm;
        if (outcome != DIGIPEG_OUTCOME_ONGOING) {
            CHECK_CODE(digipeg_quixo_tables_best_move(tables, &g, &tm), DIGIPEG_E_SEARCH_GAME_OVER);
            continue;
        }
        CHECK_OK(digipeg_quixo_tables_best_move(tables, &g, &tm));
        CHECK(tm.found && tm.value == want);
        child = g;
        CHECK_OK(digipeg_quixo_make_move(&child, tm.mv.from_row, tm.mv.from_col, tm.mv.to_row, tm.mv.to_col, 0));
        int after = -1;
        CHECK_OK(digipeg_quixo_solution_value(solution, &child, &after));
        CHECK_EQ(after, opposite(want)); /* the move keeps the value */
    }
}

/* The same answers from two handles, on random positions. */
static void same_answers(const digipeg_quixo_tables *a, const digipeg_quixo_tables *b, int positions) {
    char cells[10];
    for (int i = 0; i < positions; i++) {
        digipeg_quixo g;
        random_board(cells);
        if (!parse3(&g, cells, next_random() % 2)) return;
        digipeg_quixo_table_value va, vb;
        CHECK_OK(digipeg_quixo_tables_value(a, &g, &va));
        CHECK_OK(digipeg_quixo_tables_value(b, &g, &vb));
        CHECK(memcmp(&va, &vb, sizeof va) == 0);
        digipeg_quixo_table_move ma, mb;
        int sa = digipeg_quixo_tables_best_move(a, &g, &ma), sb = digipeg_quixo_tables_best_move(b, &g, &mb);
        CHECK_EQ(sa, sb);
        if (sa == DIGIPEG_OK) CHECK(memcmp(&ma, &mb, sizeof ma) == 0);
    }
}

static void test_files(void) {
    digipeg_quixo_layer_info info, again;
    uint64_t positions = 0;
    memset(&again, 0x5A, sizeof again);
    for (size_t i = 0; i < tables3_count; i++) {
        const digipeg_quixo_layer *l = &tables3[i];
        memset(&info, 0xA5, sizeof info);
        CHECK_OK(digipeg_quixo_layer_check(l->values, l->values_len, &info));
        CHECK(info.size == 3 && info.kind == DIGIPEG_QUIXO_LAYER_VALUES && info.pass_bytes == 0);
        CHECK_EQ(info.won + info.lost + info.drawn, info.positions);
        CHECK_EQ(l->values_len, 64 + (info.positions + 3) / 4);
        positions += info.positions;
        CHECK_OK(digipeg_quixo_layer_check(l->passes, l->passes_len, &again));
        CHECK(again.kind == DIGIPEG_QUIXO_LAYER_PASSES && again.pass_bytes == 1);
        again.kind = info.kind;
        again.pass_bytes = 0;
        CHECK(memcmp(&info, &again, sizeof info) == 0); /* the same layer and counts, every byte written */
    }
    CHECK_EQ(positions, 19683); /* 3^9: every board once */

    /* Refusals; nothing written. */
    uint8_t *bad = malloc(tables3[5].values_len);
    if (bad == NULL) abort();
    memcpy(bad, tables3[5].values, tables3[5].values_len);
    bad[tables3[5].values_len - 1] ^= 1;
    memset(&info, 0xA5, sizeof info);
    again = info;
    CHECK_CODE(digipeg_quixo_layer_check(bad, tables3[5].values_len, &info), DIGIPEG_E_LAYER_BAD_DATA);
    CHECK_CODE(digipeg_quixo_layer_check(tables3[5].values, tables3[5].values_len - 1, &info),
               DIGIPEG_E_LAYER_BAD_DATA);
    CHECK_CODE(digipeg_quixo_layer_check(tables3[5].values, 10, &info), DIGIPEG_E_LAYER_BAD_DATA);
    CHECK_CODE(digipeg_quixo_layer_check(NULL, 0, &info), DIGIPEG_E_LAYER_BAD_DATA);
    CHECK_CODE(digipeg_quixo_layer_check(NULL, 64, &info), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_quixo_layer_check(tables3[5].values, tables3[5].values_len, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK(memcmp(&info, &again, sizeof info) == 0);
    free(bad);

    /* File names. */
    char name[64];
    size_t needed = 0;
    CHECK_OK(digipeg_quixo_layer_file_name(5, 11, 12, DIGIPEG_QUIXO_LAYER_PASSES, name, sizeof name, &needed));
    CHECK_STR(name, "quixo5-t23-a11-b12.passes");
    CHECK_EQ(needed, 26);
    CHECK_CODE(digipeg_quixo_layer_file_name(5, 11, 12, DIGIPEG_QUIXO_LAYER_VALUES, name, 10, &needed),
               DIGIPEG_E_BUFFER_TOO_SMALL);
    CHECK_EQ(needed, 26);
    CHECK_CODE(digipeg_quixo_layer_file_name(5, 20, 6, DIGIPEG_QUIXO_LAYER_VALUES, name, sizeof name, NULL),
               DIGIPEG_E_LAYER_OUT_OF_RANGE);
    CHECK_CODE(digipeg_quixo_layer_file_name(6, 0, 0, DIGIPEG_QUIXO_LAYER_VALUES, name, sizeof name, NULL),
               DIGIPEG_E_LAYER_OUT_OF_RANGE);
    CHECK_CODE(digipeg_quixo_layer_file_name(5, 0, 0, 3, name, sizeof name, NULL), DIGIPEG_E_BAD_ENUM);
    CHECK_CODE(digipeg_quixo_layer_file_name(5, 0, 0, 1, NULL, 8, NULL), DIGIPEG_E_NULL_POINTER);
}

static void test_init_refusals(void) {
    digipeg_quixo_tables tables, before;
    size_t count = 99;
    CHECK_OK(digipeg_quixo_tables_init(&tables, NULL, 0, NULL, NULL)); /* no layers at all */
    CHECK_OK(digipeg_quixo_tables_count(&tables, &count));
    CHECK_EQ(count, 0);
    before = tables;
    digipeg_quixo_layer mixed[2] = {tables3[3], tables3[4]};
    CHECK_OK(digipeg_quixo_tables_init(&tables, mixed, 2, NULL, NULL));
    CHECK_OK(digipeg_quixo_tables_count(&tables, &count));
    CHECK_EQ(count, 2);
    before = tables;
    /* Values and passes swapped, or of two layers, or a passes file twice: refused, handle unchanged. */
    mixed[0].passes = tables3[3].values;
    mixed[0].passes_len = tables3[3].values_len;
    CHECK_CODE(digipeg_quixo_tables_init(&tables, mixed, 2, NULL, NULL), DIGIPEG_E_LAYER_BAD_DATA);
    mixed[0] = tables3[3];
    mixed[0].passes = tables3[4].passes;
    mixed[0].passes_len = tables3[4].passes_len;
    CHECK_CODE(digipeg_quixo_tables_init(&tables, mixed, 2, NULL, NULL), DIGIPEG_E_LAYER_BAD_DATA);
    mixed[0] = tables3[3];
    mixed[0].values = tables3[3].passes;
    mixed[0].values_len = tables3[3].passes_len;
    CHECK_CODE(digipeg_quixo_tables_init(&tables, mixed, 2, NULL, NULL), DIGIPEG_E_LAYER_BAD_DATA);
    mixed[0] = tables3[3];
    mixed[1].values_len -= 1;
    CHECK_CODE(digipeg_quixo_tables_init(&tables, mixed, 2, NULL, NULL), DIGIPEG_E_LAYER_BAD_DATA);
    mixed[1] = tables3[4];
    mixed[1].passes_len = 0;
    CHECK_CODE(digipeg_quixo_tables_init(&tables, mixed, 2, NULL, NULL), DIGIPEG_E_LAYER_BAD_DATA);
    CHECK(memcmp(&tables, &before, sizeof tables) == 0);
    /* NULL pointers first. */
    mixed[1].passes = NULL;
    mixed[1].passes_len = 10;
    CHECK_CODE(digipeg_quixo_tables_init(&tables, mixed, 2, NULL, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_quixo_tables_init(&tables, NULL, 1, NULL, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_quixo_tables_init(NULL, tables3, 1, NULL, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK(memcmp(&tables, &before, sizeof tables) == 0);
    /* An uninitialised handle. */
    digipeg_quixo_tables zeroed;
    digipeg_quixo g;
    digipeg_quixo_table_value tv;
    memset(&zeroed, 0, sizeof zeroed);
    CHECK_OK(digipeg_quixo_new(&g, 3, 2));
    CHECK_CODE(digipeg_quixo_tables_value(&zeroed, &g, &tv), DIGIPEG_E_UNINITIALISED);
    CHECK_CODE(digipeg_quixo_tables_count(&zeroed, &count), DIGIPEG_E_UNINITIALISED);
}

void test_tables(void) {
    if (!CHECK_EQ(tables3_count, TABLES3_LAYERS)) return;
    test_files();
    test_init_refusals();

    digipeg_quixo_solution solution;
    CHECK_OK(digipeg_quixo_solve(&solution, 3, solved3, sizeof solved3, NULL));

    /* Every layer in memory: the solution's values and moves. */
    digipeg_quixo_tables mem;
    CHECK_OK(digipeg_quixo_tables_init(&mem, tables3, tables3_count, NULL, NULL));
    agrees_with_the_solution(&mem, &solution, 1500);

    /* No layer in memory, a callback reading the files: the same answers. */
    reader r = {tables3, tables3_count, 0, 9, false};
    digipeg_quixo_tables by_callback;
    CHECK_OK(digipeg_quixo_tables_init(&by_callback, NULL, 0, read_layer, &r));
    same_answers(&mem, &by_callback, 800);
    CHECK(r.asked > 800);

    /* Two bytes a pass: the same answers. */
    digipeg_quixo_layer wide[TABLES3_LAYERS];
    for (size_t i = 0; i < tables3_count; i++) {
        wide[i] = tables3[i];
        wide[i].passes = widen(tables3[i].passes, tables3[i].passes_len, &wide[i].passes_len);
    }
    digipeg_quixo_layer_info info;
    CHECK_OK(digipeg_quixo_layer_check(wide[30].passes, wide[30].passes_len, &info));
    CHECK_EQ(info.pass_bytes, 2);
    digipeg_quixo_tables two;
    CHECK_OK(digipeg_quixo_tables_init(&two, wide, tables3_count, NULL, NULL));
    same_answers(&mem, &two, 800);
    reader r2 = {wide, tables3_count, 0, 9, false};
    CHECK_OK(digipeg_quixo_tables_init(&by_callback, NULL, 0, read_layer, &r2));
    same_answers(&mem, &by_callback, 300);

    /* Memory first, the callback for the rest; a callback that does not know a layer. */
    digipeg_quixo g;
    digipeg_quixo_table_value tv;
    digipeg_quixo_table_move tm;
    r.max_total = 4;
    r.asked = 0;
    CHECK_OK(digipeg_quixo_tables_init(&by_callback, tables3, 10, read_layer, &r)); /* totals 0 to 3 */
    CHECK_OK(digipeg_quixo_new(&g, 3, 2));
    CHECK_OK(digipeg_quixo_tables_value(&by_callback, &g, &tv));
    CHECK(tv.found && tv.value == DIGIPEG_VALUE_WIN);
    CHECK_OK(digipeg_quixo_tables_best_move(&by_callback, &g, &tm));
    CHECK(tm.found && tm.value == DIGIPEG_VALUE_WIN);
    CHECK_EQ(r.asked, 0); /* the empty board and its children (total 1) are in memory */
    CHECK(parse3(&g, "XXO-O-X--", 1)); /* total 5: not known */
    memset(&tm, 0xA5, sizeof tm);
    CHECK_OK(digipeg_quixo_tables_value(&by_callback, &g, &tv));
    CHECK(!tv.found && tv.value == 0 && tv.pass == 0);
    CHECK_OK(digipeg_quixo_tables_best_move(&by_callback, &g, &tm));
    CHECK(!tm.found && tm.value == 0 && tm.mv.from_row == 0 && tm.mv.to_col == 0);
    CHECK(parse3(&g, "X-O-O-X--", 0)); /* total 4, from the callback; its blank-taking moves reach 5 */
    r.asked = 0;
    CHECK_OK(digipeg_quixo_tables_value(&by_callback, &g, &tv));
    CHECK(tv.found && r.asked == 1);
    CHECK_OK(digipeg_quixo_tables_best_move(&by_callback, &g, &tm));
    CHECK(!tm.found);
    /* A callback answering a value that is none: DIGIPEG_E_BAD_ENUM, nothing written. */
    r.bad_value = true;
    memset(&tv, 0xA5, sizeof tv);
    digipeg_quixo_table_value untouched = tv;
    CHECK_CODE(digipeg_quixo_tables_value(&by_callback, &g, &tv), DIGIPEG_E_BAD_ENUM);
    CHECK(memcmp(&tv, &untouched, sizeof tv) == 0);
    CHECK_CODE(digipeg_quixo_tables_best_move(&by_callback, &g, &tm), DIGIPEG_E_BAD_ENUM);
    digipeg_quixo_choice c;
    CHECK_CODE(digipeg_quixo_choose_tables(&g, DIGIPEG_QUIXO_LEVEL_SEARCH, 1, 100, 2, table, sizeof table,
                                           &by_callback, &c),
               DIGIPEG_E_BAD_ENUM);
    r.bad_value = false;

    /* The computer player: perfect without searching where the tables reach. */
    CHECK_OK(digipeg_quixo_new(&g, 3, 2));
    CHECK_OK(digipeg_quixo_tables_best_move(&mem, &g, &tm));
    CHECK_OK(digipeg_quixo_choose_tables(&g, DIGIPEG_QUIXO_LEVEL_SEARCH, 1, 100, 2, table, sizeof table, &mem, &c));
    CHECK(c.finished && c.depth == 0 && c.nodes == 0 && c.score == DIGIPEG_QUIXO_MATE);
    CHECK(memcmp(&c.mv, &tm.mv, sizeof c.mv) == 0);
    digipeg_quixo_tables none;
    CHECK_OK(digipeg_quixo_tables_init(&none, NULL, 0, NULL, NULL));
    CHECK_OK(digipeg_quixo_choose_tables(&g, DIGIPEG_QUIXO_LEVEL_SEARCH, 1, 100, 2, table, sizeof table, &none, &c));
    CHECK(c.nodes > 0); /* nothing solved: it searches */
    /* The named levels: perfect where the tables reach, their own search elsewhere. */
    static _Alignas(DIGIPEG_TABLE_ALIGN) unsigned char hard_table[1 << 20]; /* the hard level's 1 MiB */
    digipeg_quixo_choice level_choice;
    CHECK_OK(digipeg_quixo_choose_tables(&g, DIGIPEG_QUIXO_LEVEL_HARD, 1, 0, 0, hard_table, sizeof hard_table, &mem,
                                         &c));
    CHECK(c.nodes == 0 && c.score == DIGIPEG_QUIXO_MATE && memcmp(&c.mv, &tm.mv, sizeof c.mv) == 0);
    CHECK_OK(digipeg_quixo_choose_tables(&g, DIGIPEG_QUIXO_LEVEL_EASY, 7, 0, 0, hard_table, sizeof hard_table, &none,
                                         &c));
    CHECK_OK(digipeg_quixo_choose_level(&g, DIGIPEG_QUIXO_LEVEL_EASY, 7, 0, hard_table, sizeof hard_table,
                                        &level_choice));
    /* no tables: the level's own move */
    CHECK(c.nodes > 0 && c.nodes == level_choice.nodes && c.score == level_choice.score);
    CHECK(memcmp(&c.mv, &level_choice.mv, sizeof c.mv) == 0);
    CHECK_CODE(digipeg_quixo_choose_tables(&g, DIGIPEG_QUIXO_LEVEL_EXPERT, 1, 0, 0, hard_table, sizeof hard_table,
                                           &mem, &c),
               DIGIPEG_E_SEARCH_TABLE_TOO_SMALL); /* the expert's table is 4 MiB, tables or not */
    CHECK_CODE(digipeg_quixo_choose_tables(&g, 9, 1, 100, 2, table, sizeof table, &mem, &c), DIGIPEG_E_BAD_ENUM);
    CHECK_CODE(digipeg_quixo_choose_tables(&g, DIGIPEG_QUIXO_LEVEL_SEARCH, 1, 100, 2, table + 1, 64, &mem, &c),
               DIGIPEG_E_MISALIGNED);
    CHECK_CODE(digipeg_quixo_choose_tables(&g, DIGIPEG_QUIXO_LEVEL_SEARCH, 1, 100, 2, table, sizeof table, NULL, &c),
               DIGIPEG_E_NULL_POINTER);
    /* Perfect X against random O from the empty board, 6 seeds: X always wins, and O, perfect
     * against random X from X's first move (a lost position for O), never wins. */
    for (uint64_t seed = 0; seed < 6; seed++) {
        int outcome = DIGIPEG_OUTCOME_ONGOING;
        CHECK_OK(digipeg_quixo_new(&g, 3, 2));
        for (int ply = 0; ply < 200 && outcome == DIGIPEG_OUTCOME_ONGOING; ply++) {
            int sym = 0;
            CHECK_OK(digipeg_quixo_turn_symbol(&g, &sym));
            int level = sym == DIGIPEG_X ? DIGIPEG_QUIXO_LEVEL_SEARCH : DIGIPEG_QUIXO_LEVEL_RANDOM;
            if (!CHECK_OK(digipeg_quixo_choose_tables(&g, level, seed, 10, 1, table, sizeof table, &two, &c))) break;
            CHECK_OK(digipeg_quixo_make_move(&g, c.mv.from_row, c.mv.from_col, c.mv.to_row, c.mv.to_col, 0));
            CHECK_OK(digipeg_quixo_outcome(&g, &outcome));
        }
        CHECK_EQ(outcome, DIGIPEG_OUTCOME_X_WINS);
    }
    /* A decided game: its value from the outcome; no move. 4 players: unsupported. */
    CHECK_OK(digipeg_quixo_tables_value(&mem, &g, &tv));
    CHECK(tv.found && tv.value == DIGIPEG_VALUE_LOSS && tv.pass == 0); /* O to move, X has won */
    CHECK_CODE(digipeg_quixo_tables_best_move(&mem, &g, &tm), DIGIPEG_E_SEARCH_GAME_OVER);
    CHECK_OK(digipeg_quixo_new(&g, 5, 4));
    CHECK_CODE(digipeg_quixo_tables_value(&mem, &g, &tv), DIGIPEG_E_SOLVER_UNSUPPORTED);
    CHECK_CODE(digipeg_quixo_tables_best_move(&mem, &g, &tm), DIGIPEG_E_SOLVER_UNSUPPORTED);

    for (size_t i = 0; i < tables3_count; i++) free((void *)wide[i].passes);
}
