/* Runs the shared scenario files (every tests/vectors file) against the C interface.
 * Usage: vectors FILE...   Each file is run by the game runner named after it (peg.txt, ...);
 * a file no runner knows fails, as does a verb a runner does not know. */
#include "vectors.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const game_runner *const RUNNERS[] = {&peg_runner, &quixo_runner, &tictactoe_runner, &solitaire_runner,
                                              &solitaire_random_runner, &klondike_runner};

static const char *current_file = "";
static const char *current_case = "";

bool fail(const step *s, const char *fmt, ...) {
    va_list ap;
    fprintf(stderr, "%s:%d (case %s): `%s`: ", current_file, s->line, current_case, s->verb);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    return false;
}

bool arg_i64(const step *s, int i, long long *out) {
    if (i >= s->nargs) {
        return fail(s, "needs argument %d", i);
    }
    char *end = NULL;
    *out = strtoll(s->args[i], &end, 10);
    if (end == s->args[i] || *end != '\0') {
        return fail(s, "argument %d is not a number: %s", i, s->args[i]);
    }
    return true;
}

bool arg_yes(const step *s, int i, bool *out) {
    if (i >= s->nargs) {
        return fail(s, "needs argument %d", i);
    }
    if (strcmp(s->args[i], "yes") == 0 || strcmp(s->args[i], "no") == 0) {
        *out = s->args[i][0] == 'y';
        return true;
    }
    return fail(s, "expected yes or no, got %s", s->args[i]);
}

const char *block_text(const step *s) {
    static char text[1 << 16];
    size_t len = 0;
    text[0] = '\0';
    for (int i = 0; i < s->nblock; i++) {
        size_t n = strlen(s->block[i]);
        if (len + n + 2 > sizeof text) {
            fail(s, "block too long");
            break;
        }
        memcpy(text + len, s->block[i], n);
        len += n;
        text[len++] = '\n';
        text[len] = '\0';
    }
    return text;
}

bool expect_status(const step *s, int status, bool *succeeded) {
    *succeeded = status == DIGIPEG_OK;
    if (!s->has_error) {
        if (status != DIGIPEG_OK) {
            return fail(s, "failed with %d (%s)", status, digipeg_error_message(status));
        }
        return true;
    }
    if (status != s->error_code) {
        return fail(s, "returned %d (%s), expected error %d", status, digipeg_error_message(status), s->error_code);
    }
    if (strcmp(digipeg_error_message(status), s->error_message) != 0) {
        return fail(s, "message [%s], expected [%s]", digipeg_error_message(status), s->error_message);
    }
    return true;
}

bool no_error(const step *s) {
    return s->has_error ? fail(s, "is a check; it cannot expect an error") : true;
}

bool expect_text(const step *s, const char *got) {
    const char *want = block_text(s);
    if (strcmp(got, want) != 0) {
        return fail(s, "text is\n[%s]\nexpected\n[%s]", got, want);
    }
    return true;
}

typedef struct {
    int cases, steps, failures;
} tally;

/* Run one pending step, if any; a failed step skips the rest of its case. */
static void flush(const game_runner *runner, step *pending, bool *have, bool *case_failed, tally *t) {
    if (!*have) {
        return;
    }
    *have = false;
    if (*case_failed) {
        return;
    }
    t->steps++;
    if (!runner->run(pending)) {
        *case_failed = true;
        t->failures++;
    }
}

static int run_file(const char *path, tally *t) {
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    const game_runner *runner = NULL;
    for (size_t i = 0; i < sizeof RUNNERS / sizeof RUNNERS[0]; i++) {
        if (strcmp(RUNNERS[i]->file, base) == 0) {
            runner = RUNNERS[i];
        }
    }
    if (runner == NULL) {
        fprintf(stderr, "%s: no C runner for this game's vectors\n", path);
        return 1;
    }
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        perror(path);
        return 1;
    }
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *text = malloc((size_t)size + 1);
    if (text == NULL || fread(text, 1, (size_t)size, f) != (size_t)size) {
        fprintf(stderr, "%s: cannot read\n", path);
        fclose(f);
        free(text);
        return 1;
    }
    fclose(f);
    text[size] = '\0';
    current_file = path;

    static step pending;
    bool have = false, case_failed = false, in_case = false;
    int failures_before = t->failures, line_no = 0, parse_errors = 0;
    char *next = text;
    while (next != NULL && *next != '\0') {
        char *line = next;
        char *nl = strchr(line, '\n');
        next = nl ? nl + 1 : NULL;
        if (nl) {
            *nl = '\0';
        }
        line_no++;
        size_t len = strlen(line);
        if (len > 0 && line[len - 1] == '\r') {
            line[--len] = '\0';
        }
        bool blank = strspn(line, " \t") == len;
        if (blank || line[0] == '#') {
            continue;
        }
        if (line[0] == '|') {
            char *last = strrchr(line, '|');
            if (last == line || !have || pending.has_error || pending.nblock == MAX_BLOCK) {
                fprintf(stderr, "%s:%d: misplaced or malformed block line\n", path, line_no);
                parse_errors++;
                continue;
            }
            *last = '\0';
            pending.block[pending.nblock++] = line + 1;
            continue;
        }
        if (strncmp(line, "error ", 6) == 0) {
            if (!have || pending.has_error) {
                fprintf(stderr, "%s:%d: misplaced error line\n", path, line_no);
                parse_errors++;
                continue;
            }
            char *message = strchr(line + 6, ' ');
            if (message) {
                *message++ = '\0';
            }
            pending.has_error = true;
            pending.error_code = atoi(line + 6);
            pending.error_message = message ? message : "";
            continue;
        }
        flush(runner, &pending, &have, &case_failed, t);
        if (strncmp(line, "case ", 5) == 0) {
            current_case = line + 5;
            in_case = true;
            case_failed = false;
            t->cases++;
            runner->reset();
            continue;
        }
        if (!in_case) {
            fprintf(stderr, "%s:%d: step before any case\n", path, line_no);
            parse_errors++;
            continue;
        }
        memset(&pending, 0, sizeof pending);
        pending.line = line_no;
        pending.verb = strtok(line, " ");
        char *word;
        while ((word = strtok(NULL, " ")) != NULL && pending.nargs < MAX_ARGS) {
            pending.args[pending.nargs++] = word;
        }
        have = true;
    }
    flush(runner, &pending, &have, &case_failed, t);
    free(text);
    return t->failures - failures_before + parse_errors;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s tests/vectors/FILE.txt...\n", argv[0]);
        return 2;
    }
    tally t = {0, 0, 0};
    int failed = 0;
    for (int i = 1; i < argc; i++) {
        failed += run_file(argv[i], &t);
    }
    printf("C vectors: %d files, %d cases, %d steps, %d failed\n", argc - 1, t.cases, t.steps, failed);
    return failed == 0 ? 0 : 1;
}
