/* A tiny check harness for the C tests: counts checks, reports failures with file and line. */
#ifndef DIGIPEG_CHECK_H
#define DIGIPEG_CHECK_H

#include <stdbool.h>
#include <stddef.h>

#include "digipeg.h"

extern int check_count;
extern int check_failures;

bool check_at(bool ok, const char *what, const char *file, int line);
bool check_code_at(int got, int want, const char *what, const char *file, int line);
bool check_str_at(const char *got, const char *want, const char *what, const char *file, int line);
bool check_long_at(long long got, long long want, const char *what, const char *file, int line);

#define CHECK(cond) check_at((cond), #cond, __FILE__, __LINE__)
/* `call` must return the status `code`. */
#define CHECK_CODE(call, code) check_code_at((call), (code), #call, __FILE__, __LINE__)
#define CHECK_OK(call) CHECK_CODE(call, DIGIPEG_OK)
#define CHECK_STR(got, want) check_str_at((got), (want), #got, __FILE__, __LINE__)
#define CHECK_EQ(got, want) check_long_at((long long)(got), (long long)(want), #got, __FILE__, __LINE__)

/* The test suites, one per source file. */
void test_common(void);
void test_peg(void);
void test_games(void);
void test_solitaire_positions(void);
void test_solvers(void);
void test_order(const char *header);
void test_bad_input(const char *readme);
void test_tables(void);
void test_klondike(void);

/* Every layer of 3 x 3 Quixo (55, totals 0 to 9), its files read from the directory that
 * `make quixo-tables-3` fills (test_tables.c), for the tests that need solved layers. */
#define TABLES3_LAYERS 55
extern digipeg_quixo_layer tables3[TABLES3_LAYERS];
extern size_t tables3_count;
void load_tables3(const char *dir);
void free_tables3(void);

#endif
