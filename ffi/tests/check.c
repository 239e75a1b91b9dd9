#include "check.h"

#include <stdio.h>
#include <string.h>

int check_count = 0;
int check_failures = 0;

bool check_at(bool ok, const char *what, const char *file, int line) {
    check_count++;
    if (!ok) {
        check_failures++;
        fprintf(stderr, "%s:%d: check failed: %s\n", file, line, what);
    }
    return ok;
}

bool check_code_at(int got, int want, const char *what, const char *file, int line) {
    check_count++;
    if (got != want) {
        check_failures++;
        fprintf(stderr, "%s:%d: %s returned %d (%s: %s), expected %d (%s)\n", file, line, what, got,
                digipeg_error_name(got), digipeg_error_message(got), want, digipeg_error_name(want));
        return false;
    }
    return true;
}

bool check_str_at(const char *got, const char *want, const char *what, const char *file, int line) {
    check_count++;
    if (got == NULL || strcmp(got, want) != 0) {
        check_failures++;
        fprintf(stderr, "%s:%d: %s is\n[%s]\nexpected\n[%s]\n", file, line, what, got ? got : "(null)", want);
        return false;
    }
    return true;
}

bool check_long_at(long long got, long long want, const char *what, const char *file, int line) {
    check_count++;
    if (got != want) {
        check_failures++;
        fprintf(stderr, "%s:%d: %s is %lld, expected %lld\n", file, line, what, got, want);
        return false;
    }
    return true;
}
