/* Solitaire positions built by hand (digipeg_solitaire_from_piles), CardNo and ChanceNo: the
 * spec's examples, every error (and that it changes nothing), and what the vectors do not reach
 * (NULL pointers, memory that must not be read, the solver's refusal). */
#include <stdint.h>
#include <string.h>

#include "check.h"

static _Alignas(16) unsigned char table[64 * DIGIPEG_SOLITAIRE_ENTRY_BYTES];

static void display(const digipeg_solitaire *g, char *buf, size_t cap) {
    CHECK_OK(digipeg_solitaire_display(g, buf, cap, NULL));
}

void test_solitaire_positions(void) {
    digipeg_solitaire g;
    size_t n = 0;
    bool b = false;
    uint8_t items[DIGIPEG_DEQUE_CAPACITY];
    char buf[1024], before[1024];

    /* The spec's Section 3 example, the same cards twice: 0: 6 2 1 / 1: 3 2 1 0, move(0, 0). */
    const int64_t cards[] = {6, 2, 1, 3, 2, 1, 0};
    const size_t sizes[] = {3, 4};
    CHECK_OK(digipeg_solitaire_from_piles(&g, cards, sizes, 2, NULL));
    CHECK_OK(digipeg_solitaire_col_no(&g, &n));
    CHECK_EQ(n, 2);
    CHECK_OK(digipeg_solitaire_card_no(&g, &n));
    CHECK_EQ(n, 7);
    CHECK_OK(digipeg_solitaire_card_count(&g, &n));
    CHECK_EQ(n, 7);
    CHECK_OK(digipeg_solitaire_chance_no(&g, &n));
    CHECK_EQ(n, 14);
    CHECK_OK(digipeg_solitaire_make_move(&g, 0, 0));
    CHECK_OK(digipeg_solitaire_pile(&g, 0, items, DIGIPEG_DEQUE_CAPACITY, &n));
    CHECK(n == 3 && items[0] == 2 && items[1] == 1 && items[2] == 6);
    display(&g, buf, sizeof buf);
    CHECK_STR(buf, "0: 2 * * \n1: 3 2 1 0 \n");

    /* CardNo given: IsComplete looks for a pile of that many cards, each one lower. */
    const int64_t two = 2, runs[] = {5, 4, 1, 0, 0};
    const size_t run_sizes[] = {0, 2, 3};
    CHECK_OK(digipeg_solitaire_from_piles(&g, runs, run_sizes, 3, &two));
    CHECK_OK(digipeg_solitaire_card_no(&g, &n));
    CHECK_EQ(n, 2);
    CHECK_OK(digipeg_solitaire_card_count(&g, &n));
    CHECK_EQ(n, 5);
    CHECK_OK(digipeg_solitaire_is_complete(&g, &b));
    CHECK(b);
    const int64_t up[] = {0, 1};
    CHECK_OK(digipeg_solitaire_from_piles(&g, up, run_sizes, 2, NULL)); /* sizes 0 and 2 */
    CHECK_OK(digipeg_solitaire_is_complete(&g, &b));
    CHECK(!b);

    /* No piles at all, and no cards: NULL arrays are fine then. */
    CHECK_OK(digipeg_solitaire_from_piles(&g, NULL, NULL, 0, NULL));
    CHECK_OK(digipeg_solitaire_col_no(&g, &n));
    CHECK_EQ(n, 0);
    const size_t empties[] = {0, 0, 0};
    CHECK_OK(digipeg_solitaire_from_piles(&g, NULL, empties, 3, NULL));
    CHECK_OK(digipeg_solitaire_is_complete(&g, &b));
    CHECK(b); /* CardNo 0: pile 1 holds all 0 cards */

    /* Errors change nothing. The pointers come first: `pile_sizes` unless there are no piles,
     * `cards` unless every pile is empty. Then the sizes, checked before `cards` is read (the
     * 7 cards of `cards` are fewer than the sizes say). */
    CHECK_OK(digipeg_solitaire_from_piles(&g, cards, sizes, 2, NULL));
    display(&g, before, sizeof before);
    const size_t twelve[12] = {0};
    CHECK_CODE(digipeg_solitaire_from_piles(&g, NULL, twelve, 12, NULL), DIGIPEG_E_SOLITAIRE_TOO_MANY_PILES);
    CHECK_CODE(digipeg_solitaire_from_piles(&g, NULL, NULL, 12, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_solitaire_from_piles(&g, NULL, NULL, SIZE_MAX, NULL), DIGIPEG_E_NULL_POINTER);
    /* Not a size is read past one more than the most piles a game holds. */
    CHECK_CODE(digipeg_solitaire_from_piles(&g, NULL, twelve, SIZE_MAX, NULL), DIGIPEG_E_SOLITAIRE_TOO_MANY_PILES);
    const size_t too_many[] = {40, 25};
    CHECK_CODE(digipeg_solitaire_from_piles(&g, cards, too_many, 2, NULL), DIGIPEG_E_SOLITAIRE_TOO_MANY_CARDS);
    CHECK_CODE(digipeg_solitaire_from_piles(&g, NULL, too_many, 2, NULL), DIGIPEG_E_NULL_POINTER);
    const size_t overflow[] = {SIZE_MAX, 2};
    CHECK_CODE(digipeg_solitaire_from_piles(&g, cards, overflow, 2, NULL), DIGIPEG_E_SOLITAIRE_TOO_MANY_CARDS);
    const int64_t bad_card[] = {1, 256}, negative[] = {-1};
    const size_t one_two[] = {1, 1};
    CHECK_CODE(digipeg_solitaire_from_piles(&g, bad_card, one_two, 2, NULL), DIGIPEG_E_SOLITAIRE_BAD_CARD);
    CHECK_CODE(digipeg_solitaire_from_piles(&g, negative, one_two, 1, NULL), DIGIPEG_E_SOLITAIRE_BAD_CARD);
    const int64_t big = 256, minus = -1;
    CHECK_CODE(digipeg_solitaire_from_piles(&g, cards, sizes, 2, &big), DIGIPEG_E_SOLITAIRE_BAD_CARD_NO);
    CHECK_CODE(digipeg_solitaire_from_piles(&g, cards, sizes, 2, &minus), DIGIPEG_E_SOLITAIRE_BAD_CARD_NO);
    CHECK_CODE(digipeg_solitaire_from_piles(NULL, cards, sizes, 2, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_solitaire_from_piles(&g, NULL, sizes, 2, NULL), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_solitaire_from_piles(&g, cards, NULL, 2, NULL), DIGIPEG_E_NULL_POINTER);
    display(&g, buf, sizeof buf);
    CHECK_STR(buf, before);

    /* ChanceNo set by hand: 0 plays no round (the banner and the blank line only). */
    CHECK_CODE(digipeg_solitaire_set_chance_no(&g, 65536), DIGIPEG_E_SOLITAIRE_BAD_CHANCE_NO);
    CHECK_CODE(digipeg_solitaire_set_chance_no(&g, -1), DIGIPEG_E_SOLITAIRE_BAD_CHANCE_NO);
    CHECK_OK(digipeg_solitaire_chance_no(&g, &n));
    CHECK_EQ(n, 14);
    CHECK_OK(digipeg_solitaire_set_chance_no(&g, 65535));
    CHECK_OK(digipeg_solitaire_chance_no(&g, &n));
    CHECK_EQ(n, 65535);
    CHECK_OK(digipeg_solitaire_set_chance_no(&g, 0));
    digipeg_solitaire_play pl;
    int end = -1;
    size_t rounds = 99;
    CHECK_OK(digipeg_solitaire_play_new(&pl, &g));
    CHECK_OK(digipeg_solitaire_play_start(&pl, buf, sizeof buf, &n, &b));
    CHECK(b);
    CHECK_STR(buf, "*****************************************NEW GAME***************************************\n\n");
    CHECK_OK(digipeg_solitaire_play_end(&pl, &end, &rounds));
    CHECK(end == DIGIPEG_PLAY_LOST && rounds == 0);

    /* The solver takes only positions a deal reaches. */
    digipeg_solitaire_solution s;
    digipeg_solitaire_hint_result h;
    digipeg_solitaire_move line[DIGIPEG_SOLITAIRE_MAX_LINE];
    CHECK_CODE(digipeg_solitaire_solve(&g, 10, 1000, table, sizeof table, &s, line, DIGIPEG_SOLITAIRE_MAX_LINE, &n),
               DIGIPEG_E_SEARCH_NOT_A_DEAL);
    CHECK_CODE(digipeg_solitaire_hint(&g, 10, 1000, table, sizeof table, &h), DIGIPEG_E_SEARCH_NOT_A_DEAL);
    const int64_t reachable[] = {1, 0, 2};
    const size_t reachable_sizes[] = {2, 1, 0};
    CHECK_OK(digipeg_solitaire_from_piles(&g, reachable, reachable_sizes, 3, NULL));
    CHECK_OK(digipeg_solitaire_solve(&g, 6, 1000, table, sizeof table, &s, line, DIGIPEG_SOLITAIRE_MAX_LINE, &n));
    CHECK(s.finished && s.won && n == 2); /* 1 onto 2, 0 onto 1 */

    /* Uninitialised state. */
    digipeg_solitaire zeroed;
    memset(&zeroed, 0, sizeof zeroed);
    CHECK_CODE(digipeg_solitaire_set_chance_no(&zeroed, 1), DIGIPEG_E_UNINITIALISED);
    CHECK_CODE(digipeg_solitaire_card_no(&zeroed, &n), DIGIPEG_E_UNINITIALISED);
    CHECK_CODE(digipeg_solitaire_set_chance_no(NULL, 1), DIGIPEG_E_NULL_POINTER);
    CHECK_CODE(digipeg_solitaire_card_no(&g, NULL), DIGIPEG_E_NULL_POINTER);
}
