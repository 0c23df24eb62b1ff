/* The native scan of a piece of Kineto events: the fast path's first step (reader/scan.py).

   scan(piece, i64, f64, u8, strings) reads piece, a JSON array of event objects ("[" event,
   ... "]"), and writes one row per event into the caller's arrays: the event's top-level
   fields (ph, cat, name, pid, tid, ts, dur, id, args) and the few args the fold reads of
   every event (SLOT_KEYS below), each with a status saying what the JSON held there
   (absent, null, an int, a float, a string, an object, anything else). The names and
   categories are numbered by their text (one row of strings per distinct text: its offset
   and length in the piece, and whether it holds an escape or a non-ASCII byte, which the
   caller decodes). Nothing else is kept: every other key and value is skipped, checked as
   JSON as it goes.

   It vouches for nothing it is unsure of: it answers BAIL for any piece that is not strict
   JSON of that shape (a number outside JSON's grammar or past 18 digits, a control
   character or an invalid escape in a string, invalid UTF-8, a \u escape of a surrogate,
   nesting deeper than MAX_DEPTH, a key written with an escape, a key the scan reads
   written twice), and the caller then decodes the piece with msgspec as before, which is
   the reference this path is tested against (tests/test_native_scan.py). It reads only
   within the buffer it is given and holds no Python object while it scans (the GIL is
   released).

   Returns (events, strings), or (BAIL, 0), or (ROWS_FULL, 0) / (STRINGS_FULL, 0) where the
   arrays given are too small (the caller gives larger ones).
*/
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <locale.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#define BAIL (-1)
#define ROWS_FULL (-2)
#define STRINGS_FULL (-3)
#define MAX_DEPTH 64

/* statuses (u8 columns) */
enum { ST_ABSENT = 0, ST_NULL = 1, ST_INT = 2, ST_FLOAT = 3, ST_STRING = 4, ST_OTHER = 5, ST_OBJECT = 6 };

/* the args read of every event, each a float64 column and a status column: those the fold
   reads, then those only typed by the decoder that reads every field (schema.FastEvent), whose
   statuses say whether it would take the event */
static const char *SLOT_KEYS[] = {
    "External id",   "external id",          "Sequence number", "Fwd thread id", "correlation",
    "Bytes",         "Total Allocated",      "Total Reserved",  "Device Id",     "Device Type",
    "kernel",        "device",               "stream",          "registers per thread",
    "shared memory", "blocks per SM",        "warps per SM",    "est. achieved occupancy %",
    "graph node id",
};
#define N_SLOTS 19
static size_t SLOT_LENS[N_SLOTS];

/* int64 columns */
enum { I_CAT, I_NAME, I_PID, I_TID, I_ID, I_ARGS_AT, I_ARGS_LEN, N_I64 };
/* float64 columns: ts, dur, then the slots */
enum { F_TS, F_DUR, F_SLOT, N_F64 = F_SLOT + N_SLOTS };
/* uint8 columns: ph's character, then statuses (ph, cat, name, pid, tid, id, ts, dur, args),
   then the slots' */
enum { U_PH, U_PH_ST, U_CAT_ST, U_NAME_ST, U_PID_ST, U_TID_ST, U_ID_ST, U_TS_ST, U_DUR_ST, U_ARGS_ST, U_SLOT,
       N_U8 = U_SLOT + N_SLOTS };
/* string rows: offset, length, flags (1: holds an escape, 2: a non-ASCII byte) */
#define N_STR 3

static locale_t C_LOCALE;
/* bytes that end a string's plain run: the quote, the backslash, controls, non-ASCII */
static unsigned char SPECIAL[256];
/* powers of ten a double holds exactly (Clinger's fast path) */
static const double POW10[23] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

typedef struct {
    const unsigned char *base;
    const unsigned char *p;
    const unsigned char *end;
    int bad;
} Cursor;

typedef struct {
    int64_t *slots; /* string row + 1, 0 empty */
    uint64_t *hashes;
    size_t mask;
    int64_t *rows; /* (offset, length, flags) per string */
    Py_ssize_t n, cap;
    int full;
} Strings;

/* --- JSON pieces ------------------------------------------------------------------- */

static inline void skip_ws(Cursor *c) {
    const unsigned char *p = c->p, *end = c->end;
    while (p < end && (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t')) p++;
    c->p = p;
}

/* Where the plain run of a string starting at p ends: the first quote, backslash, control
   or non-ASCII byte (end if none), 16 bytes at a time where SSE2 is there. */
static inline const unsigned char *plain_run(const unsigned char *p, const unsigned char *end) {
#ifdef __SSE2__
    const __m128i quote = _mm_set1_epi8('"'), backslash = _mm_set1_epi8('\\'), space = _mm_set1_epi8(0x20);
    while (end - p >= 16) {
        __m128i x = _mm_loadu_si128((const __m128i *)p);
        /* (a signed compare: below 0x20 holds the controls and, as negatives, every byte >= 0x80) */
        __m128i hit = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(x, quote), _mm_cmpeq_epi8(x, backslash)),
                                   _mm_cmplt_epi8(x, space));
        int mask = _mm_movemask_epi8(hit);
        if (mask) return p + __builtin_ctz((unsigned)mask);
        p += 16;
    }
#endif
    while (p < end && !SPECIAL[*p]) p++;
    return p;
}

static inline int hexval(unsigned char ch) {
    if (ch >= '0' && ch <= '9') return ch - '0';
    if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
    if (ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
    return -1;
}

/* One UTF-8 sequence starting at p (a byte >= 0x80), checked as strict UTF-8: no overlong
   forms, no surrogates, nothing above U+10FFFF. Its length, or 0 if invalid. */
static inline int utf8_len(const unsigned char *p, const unsigned char *end) {
    unsigned char b = p[0];
    if (b >= 0xC2 && b <= 0xDF) {
        if (end - p < 2 || (p[1] & 0xC0) != 0x80) return 0;
        return 2;
    }
    if (b >= 0xE0 && b <= 0xEF) {
        if (end - p < 3 || (p[1] & 0xC0) != 0x80 || (p[2] & 0xC0) != 0x80) return 0;
        if (b == 0xE0 && p[1] < 0xA0) return 0; /* overlong */
        if (b == 0xED && p[1] >= 0xA0) return 0; /* surrogate */
        return 3;
    }
    if (b >= 0xF0 && b <= 0xF4) {
        if (end - p < 4 || (p[1] & 0xC0) != 0x80 || (p[2] & 0xC0) != 0x80 || (p[3] & 0xC0) != 0x80) return 0;
        if (b == 0xF0 && p[1] < 0x90) return 0; /* overlong */
        if (b == 0xF4 && p[1] >= 0x90) return 0; /* above U+10FFFF */
        return 4;
    }
    return 0;
}

/* A string, c->p at its opening quote. Sets *at and *len to its body (between the quotes)
   and *flags (1: an escape, 2: a non-ASCII byte); c->bad on anything not strict JSON. */
static void scan_string(Cursor *c, const unsigned char **at, Py_ssize_t *len, int *flags) {
    const unsigned char *p = c->p + 1, *end = c->end;
    int f = 0;
    *at = p;
    for (;;) {
        /* the common run: printable ASCII other than the quote and the backslash */
        p = plain_run(p, end);
        if (p >= end) {
            c->bad = 1;
            return;
        }
        unsigned char ch = *p;
        if (ch == '"') break;
        if (ch == '\\') {
            f |= 1;
            if (end - p < 2) {
                c->bad = 1;
                return;
            }
            unsigned char e = p[1];
            if (e == 'u') {
                if (end - p < 6) {
                    c->bad = 1;
                    return;
                }
                int v = 0;
                for (int k = 2; k < 6; k++) {
                    int h = hexval(p[k]);
                    if (h < 0) {
                        c->bad = 1;
                        return;
                    }
                    v = v * 16 + h;
                }
                if (v >= 0xD800 && v <= 0xDFFF) { /* surrogates: left to the reference decoder */
                    c->bad = 1;
                    return;
                }
                p += 6;
            } else if (e == '"' || e == '\\' || e == '/' || e == 'b' || e == 'f' || e == 'n' || e == 'r' || e == 't') {
                p += 2;
            } else {
                c->bad = 1;
                return;
            }
        } else if (ch < 0x20) {
            c->bad = 1;
            return;
        } else {
            int n = utf8_len(p, end);
            if (!n) {
                c->bad = 1;
                return;
            }
            f |= 2;
            p += n;
        }
    }
    *len = p - *at;
    *flags = f;
    c->p = p + 1;
}

/* A number, c->p at its first character. Strict JSON grammar; an integer of at most 18
   digits sets *is_int and *ival; every number sets *dval, correctly rounded as msgspec's
   parser gives it: exactly where its digits (at most 19 significant) fit in 2^53 and its
   power of ten is within 10^22 (one correctly rounded product or quotient of two exact
   doubles: Clinger's fast path), by strtod in the C locale otherwise. c->bad on anything
   else, or a literal over 64 bytes. */
static void scan_number(Cursor *c, int *is_int, int64_t *ival, double *dval) {
    const unsigned char *p = c->p, *end = c->end, *start = c->p;
    int neg = 0, digits = 0, integral = 1, significant = 0, fraction = 0, exp_neg = 0, exp_digits = 0;
    uint64_t v = 0, mantissa = 0;
    int64_t exponent = 0;
    if (p < end && *p == '-') {
        neg = 1;
        p++;
    }
    if (p >= end) {
        c->bad = 1;
        return;
    }
    if (*p == '0') {
        p++;
        digits = 1;
    } else if (*p >= '1' && *p <= '9') {
        while (p < end && *p >= '0' && *p <= '9') {
            if (digits < 19) v = v * 10 + (uint64_t)(*p - '0');
            digits++;
            p++;
        }
        mantissa = v;
        significant = digits;
    } else {
        c->bad = 1;
        return;
    }
    if (p < end && *p == '.') {
        integral = 0;
        p++;
        if (p >= end || *p < '0' || *p > '9') {
            c->bad = 1;
            return;
        }
        while (p < end && *p >= '0' && *p <= '9') {
            if (significant || *p != '0') {
                if (significant < 19) mantissa = mantissa * 10 + (uint64_t)(*p - '0');
                significant++;
            }
            fraction++;
            p++;
        }
    }
    if (p < end && (*p == 'e' || *p == 'E')) {
        integral = 0;
        p++;
        if (p < end && (*p == '+' || *p == '-')) exp_neg = *p++ == '-';
        if (p >= end || *p < '0' || *p > '9') {
            c->bad = 1;
            return;
        }
        while (p < end && *p >= '0' && *p <= '9') {
            if (exp_digits < 6) exponent = exponent * 10 + (*p - '0');
            exp_digits++;
            p++;
        }
    }
    Py_ssize_t n = p - start;
    if (n > 64 || (integral && digits > 18)) {
        c->bad = 1;
        return;
    }
    c->p = p;
    if (integral) {
        *is_int = 1;
        *ival = neg ? -(int64_t)v : (int64_t)v;
        *dval = (double)*ival;
        return;
    }
    *is_int = 0;
    int64_t e10 = (exp_neg ? -exponent : exponent) - fraction;
    if (significant <= 19 && exp_digits <= 6 && mantissa <= (1ULL << 53) && e10 >= -22 && e10 <= 22) {
        double d = (double)mantissa;
        d = e10 < 0 ? d / POW10[-e10] : d * POW10[e10];
        *dval = neg ? -d : d;
        return;
    }
    char text[65];
    memcpy(text, start, (size_t)n);
    text[n] = 0;
    *dval = strtod_l(text, NULL, C_LOCALE);
}

static void skip_value(Cursor *c, int depth);

/* The walk through an object's members or an array's elements, one piece of it each, shared
   by every container read here (events, their args, values skipped, the piece's array). */

/* Past the opening "{" or "[" (c->p at it): 1 where a member or element follows (c->p at it),
   0 where the container is empty (its close read). */
static inline int container_begins(Cursor *c, unsigned char close) {
    c->p++;
    skip_ws(c);
    if (c->p < c->end && *c->p == close) {
        c->p++;
        return 0;
    }
    return 1;
}

/* A member's key and the ":" after it (c->p at the key's quote), c->p then at the value;
   c->bad on anything else. */
static inline void member_key(Cursor *c, const unsigned char **at, Py_ssize_t *len, int *flags) {
    if (c->p >= c->end || *c->p != '"') {
        c->bad = 1;
        return;
    }
    scan_string(c, at, len, flags);
    if (c->bad) return;
    skip_ws(c);
    if (c->p >= c->end || *c->p != ':') {
        c->bad = 1;
        return;
    }
    c->p++;
    skip_ws(c);
    if (c->p >= c->end) c->bad = 1;
}

/* After a member's value or an element: 1 where another follows (its "," read, c->p at it),
   0 where the container closes (close read); c->bad (and 0) on anything else. */
static inline int container_goes_on(Cursor *c, unsigned char close) {
    skip_ws(c);
    if (c->p < c->end && *c->p == ',') {
        c->p++;
        skip_ws(c);
        return 1;
    }
    if (c->p < c->end && *c->p == close) {
        c->p++;
        return 0;
    }
    c->bad = 1;
    return 0;
}

static void skip_container(Cursor *c, int depth, unsigned char close) {
    if (depth > MAX_DEPTH) {
        c->bad = 1;
        return;
    }
    if (!container_begins(c, close)) return;
    do {
        if (close == '}') {
            const unsigned char *at;
            Py_ssize_t len;
            int flags;
            member_key(c, &at, &len, &flags);
            if (c->bad) return;
        }
        skip_value(c, depth + 1);
        if (c->bad) return;
    } while (container_goes_on(c, close));
}

static int literal(Cursor *c, const char *word, size_t n) {
    if ((size_t)(c->end - c->p) < n || memcmp(c->p, word, n) != 0) {
        c->bad = 1;
        return 0;
    }
    c->p += n;
    return 1;
}

/* Any value, checked and skipped (c->p at its first character). */
static void skip_value(Cursor *c, int depth) {
    if (c->p >= c->end) {
        c->bad = 1;
        return;
    }
    unsigned char ch = *c->p;
    if (ch == '"') {
        const unsigned char *at;
        Py_ssize_t len;
        int flags;
        scan_string(c, &at, &len, &flags);
    } else if (ch == '{') {
        skip_container(c, depth, '}');
    } else if (ch == '[') {
        skip_container(c, depth, ']');
    } else if (ch == 't') {
        literal(c, "true", 4);
    } else if (ch == 'f') {
        literal(c, "false", 5);
    } else if (ch == 'n') {
        literal(c, "null", 4);
    } else {
        int is_int;
        int64_t i;
        double d;
        scan_number(c, &is_int, &i, &d);
    }
}

/* A value read into a status and, for numbers, *ival / *dval: ints and finite floats are
   numbers; a non-finite float (1e400) is OTHER, which no caller takes. */
static int read_scalar(Cursor *c, int64_t *ival, double *dval, int depth) {
    if (c->p >= c->end) {
        c->bad = 1;
        return ST_OTHER;
    }
    unsigned char ch = *c->p;
    if (ch == '-' || (ch >= '0' && ch <= '9')) {
        int is_int = 0;
        scan_number(c, &is_int, ival, dval);
        if (c->bad) return ST_OTHER;
        if (is_int) return ST_INT;
        return isfinite(*dval) ? ST_FLOAT : ST_OTHER;
    }
    if (ch == 'n') {
        literal(c, "null", 4);
        return ST_NULL;
    }
    if (ch == '"') {
        skip_value(c, depth);
        return ST_STRING;
    }
    skip_value(c, depth);
    return ST_OTHER;
}

/* --- the string table ---------------------------------------------------------------- */

static uint64_t hash_bytes(const unsigned char *p, Py_ssize_t n) {
    /* eight bytes at a time, each word mixed by a multiply and a shift (the table compares
       the bytes themselves on a match: the hash only spreads them) */
    uint64_t h = 0x9E3779B97F4A7C15ULL ^ (uint64_t)n, w;
    while (n >= 8) {
        memcpy(&w, p, 8);
        h = (h ^ w) * 0xFF51AFD7ED558CCDULL;
        h ^= h >> 32;
        p += 8;
        n -= 8;
    }
    w = 0;
    memcpy(&w, p, (size_t)n);
    h = (h ^ w) * 0xC4CEB9FE1A85EC53ULL;
    return h ^ (h >> 29);
}

static int strings_grow(Strings *s) {
    size_t size = (s->mask + 1) * 2;
    int64_t *slots = calloc(size, sizeof(int64_t));
    uint64_t *hashes = calloc(size, sizeof(uint64_t));
    if (!slots || !hashes) {
        free(slots);
        free(hashes);
        return 0;
    }
    for (size_t i = 0; i <= s->mask; i++) {
        if (!s->slots[i]) continue;
        size_t j = s->hashes[i] & (size - 1);
        while (slots[j]) j = (j + 1) & (size - 1);
        slots[j] = s->slots[i];
        hashes[j] = s->hashes[i];
    }
    free(s->slots);
    free(s->hashes);
    s->slots = slots;
    s->hashes = hashes;
    s->mask = size - 1;
    return 1;
}

/* The row of the string at..at+len (interned on first sight); -1 where the table is full. */
static int64_t intern(Strings *s, const unsigned char *base, const unsigned char *at, Py_ssize_t len, int flags) {
    uint64_t h = hash_bytes(at, len);
    size_t j = h & s->mask;
    while (s->slots[j]) {
        int64_t row = s->slots[j] - 1;
        if (s->hashes[j] == h && s->rows[row * N_STR + 1] == len &&
            memcmp(base + s->rows[row * N_STR], at, (size_t)len) == 0)
            return row;
        j = (j + 1) & s->mask;
    }
    if (s->n >= s->cap) {
        s->full = 1;
        return -1;
    }
    int64_t row = s->n++;
    s->rows[row * N_STR] = at - base;
    s->rows[row * N_STR + 1] = len;
    s->rows[row * N_STR + 2] = flags;
    s->slots[j] = row + 1;
    s->hashes[j] = h;
    if ((size_t)s->n * 2 > s->mask + 1 && !strings_grow(s)) {
        s->full = 1;
        return -1;
    }
    return row;
}

/* --- events -------------------------------------------------------------------------- */

static inline int key_is(const unsigned char *at, Py_ssize_t len, const char *key, size_t n) {
    return (size_t)len == n && memcmp(at, key, n) == 0;
}

/* The args object (c->p at its "{"): the slots, each key taken once (BAIL if twice). */
static void scan_args(Cursor *c, double *f, unsigned char *u) {
    uint32_t seen = 0;
    if (!container_begins(c, '}')) return;
    do {
        const unsigned char *at;
        Py_ssize_t len;
        int flags;
        member_key(c, &at, &len, &flags);
        if (c->bad) return;
        if (flags & 1) { /* a key with an escape may spell a slot's: not vouched for */
            c->bad = 1;
            return;
        }
        int slot = -1;
        for (int k = 0; k < N_SLOTS; k++) {
            if (key_is(at, len, SLOT_KEYS[k], SLOT_LENS[k])) {
                slot = k;
                break;
            }
        }
        if (slot >= 0) {
            if (seen & (1u << slot)) {
                c->bad = 1;
                return;
            }
            seen |= 1u << slot;
            int64_t i = 0;
            double d = NAN;
            int st = read_scalar(c, &i, &d, 2);
            u[U_SLOT + slot] = (unsigned char)st;
            f[F_SLOT + slot] = (st == ST_INT || st == ST_FLOAT) ? d : NAN;
        } else {
            skip_value(c, 2);
        }
        if (c->bad) return;
    } while (container_goes_on(c, '}'));
}

enum { K_PH, K_CAT, K_NAME, K_PID, K_TID, K_TS, K_DUR, K_ID, K_ARGS, K_OTHER };

static int top_key(const unsigned char *at, Py_ssize_t len) {
    switch (len) {
    case 2:
        if (at[0] == 'p' && at[1] == 'h') return K_PH;
        if (at[0] == 't' && at[1] == 's') return K_TS;
        if (at[0] == 'i' && at[1] == 'd') return K_ID;
        return K_OTHER;
    case 3:
        if (memcmp(at, "cat", 3) == 0) return K_CAT;
        if (memcmp(at, "pid", 3) == 0) return K_PID;
        if (memcmp(at, "tid", 3) == 0) return K_TID;
        if (memcmp(at, "dur", 3) == 0) return K_DUR;
        return K_OTHER;
    case 4:
        if (memcmp(at, "name", 4) == 0) return K_NAME;
        if (memcmp(at, "args", 4) == 0) return K_ARGS;
        return K_OTHER;
    default:
        return K_OTHER;
    }
}

/* One event object (c->p at its "{") into row i, s, f, u. */
static void scan_event(Cursor *c, Strings *s, int64_t *iv, double *f, unsigned char *u) {
    unsigned seen = 0;
    for (int k = 0; k < N_I64; k++) iv[k] = 0;
    iv[I_CAT] = iv[I_NAME] = -1;
    iv[I_ARGS_AT] = -1;
    for (int k = 0; k < N_F64; k++) f[k] = NAN;
    memset(u, 0, N_U8);
    if (!container_begins(c, '}')) return;
    do {
        const unsigned char *at;
        Py_ssize_t len;
        int flags;
        member_key(c, &at, &len, &flags);
        if (c->bad) return;
        if (flags & 1) { /* a key with an escape may spell one read here: not vouched for */
            c->bad = 1;
            return;
        }
        int key = top_key(at, len);
        if (key != K_OTHER) {
            if (seen & (1u << key)) {
                c->bad = 1;
                return;
            }
            seen |= 1u << key;
        }
        unsigned char ch = *c->p;
        switch (key) {
        case K_PH:
        case K_CAT:
        case K_NAME:
            if (ch == '"') {
                const unsigned char *sat;
                Py_ssize_t slen;
                int sflags;
                scan_string(c, &sat, &slen, &sflags);
                if (c->bad) return;
                if (key == K_PH) {
                    u[U_PH_ST] = ST_STRING;
                    u[U_PH] = (slen == 1 && !sflags) ? sat[0] : 0;
                } else {
                    int64_t row = intern(s, c->base, sat, slen, sflags);
                    if (row < 0) return;
                    iv[key == K_CAT ? I_CAT : I_NAME] = row;
                    u[key == K_CAT ? U_CAT_ST : U_NAME_ST] = ST_STRING;
                }
            } else {
                int64_t i;
                double d;
                int st = read_scalar(c, &i, &d, 1);
                u[key == K_PH ? U_PH_ST : key == K_CAT ? U_CAT_ST : U_NAME_ST] = (unsigned char)(st == ST_STRING ? ST_OTHER : st);
            }
            break;
        case K_PID:
        case K_TID:
        case K_ID: {
            int64_t i = 0;
            double d;
            int st = read_scalar(c, &i, &d, 1);
            int col = key == K_PID ? I_PID : key == K_TID ? I_TID : I_ID;
            u[key == K_PID ? U_PID_ST : key == K_TID ? U_TID_ST : U_ID_ST] = (unsigned char)st;
            iv[col] = st == ST_INT ? i : 0;
            break;
        }
        case K_TS:
        case K_DUR: {
            int64_t i;
            double d = NAN;
            int st = read_scalar(c, &i, &d, 1);
            u[key == K_TS ? U_TS_ST : U_DUR_ST] = (unsigned char)st;
            f[key == K_TS ? F_TS : F_DUR] = (st == ST_INT || st == ST_FLOAT) ? d : NAN;
            break;
        }
        case K_ARGS:
            if (ch == '{') {
                const unsigned char *start = c->p;
                scan_args(c, f, u);
                if (c->bad) return;
                u[U_ARGS_ST] = ST_OBJECT;
                iv[I_ARGS_AT] = start - c->base;
                iv[I_ARGS_LEN] = c->p - start;
            } else {
                int64_t i;
                double d;
                u[U_ARGS_ST] = (unsigned char)read_scalar(c, &i, &d, 1);
            }
            break;
        default:
            skip_value(c, 1);
        }
        if (c->bad) return;
    } while (container_goes_on(c, '}'));
}

/* The whole piece: "[" event ("," event)* "]", whitespace around. */
static Py_ssize_t scan_piece(Cursor *c, Strings *s, int64_t *iv, double *f, unsigned char *u, Py_ssize_t rows) {
    Py_ssize_t n = 0;
    skip_ws(c);
    if (c->p >= c->end || *c->p != '[') return BAIL;
    if (container_begins(c, ']')) {
        do {
            if (c->p >= c->end || *c->p != '{') return BAIL;
            if (n >= rows) return ROWS_FULL;
            scan_event(c, s, iv + n * N_I64, f + n * N_F64, u + n * N_U8);
            if (s->full) return STRINGS_FULL;
            if (c->bad) return BAIL;
            n++;
        } while (container_goes_on(c, ']'));
        if (c->bad) return BAIL;
    }
    skip_ws(c);
    return c->p == c->end ? n : BAIL;
}

static int writable(PyObject *obj, Py_buffer *view, Py_ssize_t itemsize, Py_ssize_t width, const char *what) {
    if (PyObject_GetBuffer(obj, view, PyBUF_WRITABLE | PyBUF_C_CONTIGUOUS | PyBUF_FORMAT) < 0) return 0;
    if (view->itemsize != itemsize || view->len % (itemsize * width) != 0) {
        PyErr_Format(PyExc_ValueError, "%s: a C-contiguous array of %zd-byte items, %zd per row", what, itemsize, width);
        PyBuffer_Release(view);
        return 0;
    }
    return 1;
}

static PyObject *scan(PyObject *self, PyObject *args) {
    PyObject *piece_obj, *i64_obj, *f64_obj, *u8_obj, *str_obj;
    if (!PyArg_ParseTuple(args, "OOOOO", &piece_obj, &i64_obj, &f64_obj, &u8_obj, &str_obj)) return NULL;
    Py_buffer piece, bi, bf, bu, bs;
    if (PyObject_GetBuffer(piece_obj, &piece, PyBUF_C_CONTIGUOUS) < 0) return NULL;
    if (!writable(i64_obj, &bi, 8, N_I64, "i64")) goto fail_piece;
    if (!writable(f64_obj, &bf, 8, N_F64, "f64")) goto fail_i;
    if (!writable(u8_obj, &bu, 1, N_U8, "u8")) goto fail_f;
    if (!writable(str_obj, &bs, 8, N_STR, "strings")) goto fail_u;
    Py_ssize_t rows = bi.len / (8 * N_I64);
    if (bf.len / (8 * N_F64) < rows) rows = bf.len / (8 * N_F64);
    if (bu.len / N_U8 < rows) rows = bu.len / N_U8;
    Strings s;
    s.mask = 1023;
    s.slots = calloc(s.mask + 1, sizeof(int64_t));
    s.hashes = calloc(s.mask + 1, sizeof(uint64_t));
    s.rows = (int64_t *)bs.buf;
    s.n = 0;
    s.cap = bs.len / (8 * N_STR);
    s.full = 0;
    Py_ssize_t n;
    if (!s.slots || !s.hashes) {
        free(s.slots);
        free(s.hashes);
        PyBuffer_Release(&bs);
        PyBuffer_Release(&bu);
        PyBuffer_Release(&bf);
        PyBuffer_Release(&bi);
        PyBuffer_Release(&piece);
        return PyErr_NoMemory();
    }
    Py_BEGIN_ALLOW_THREADS;
    Cursor c = {(const unsigned char *)piece.buf, (const unsigned char *)piece.buf,
                (const unsigned char *)piece.buf + piece.len, 0};
    n = scan_piece(&c, &s, (int64_t *)bi.buf, (double *)bf.buf, (unsigned char *)bu.buf, rows);
    Py_END_ALLOW_THREADS;
    free(s.slots);
    free(s.hashes);
    Py_ssize_t strings = s.n;
    PyBuffer_Release(&bs);
    PyBuffer_Release(&bu);
    PyBuffer_Release(&bf);
    PyBuffer_Release(&bi);
    PyBuffer_Release(&piece);
    if (n < 0) strings = 0;
    return Py_BuildValue("nn", n, strings);
fail_u:
    PyBuffer_Release(&bu);
fail_f:
    PyBuffer_Release(&bf);
fail_i:
    PyBuffer_Release(&bi);
fail_piece:
    PyBuffer_Release(&piece);
    return NULL;
}

static PyMethodDef METHODS[] = {
    {"scan", scan, METH_VARARGS, "scan(piece, i64, f64, u8, strings) -> (events, strings): see the module's source"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef MODULE = {PyModuleDef_HEAD_INIT, "_scan", "The native scan of a piece of Kineto events.", -1,
                                    METHODS};

PyMODINIT_FUNC PyInit__scan(void) {
    C_LOCALE = newlocale(LC_ALL_MASK, "C", (locale_t)0);
    if (!C_LOCALE) return PyErr_NoMemory();
    for (int k = 0; k < N_SLOTS; k++) SLOT_LENS[k] = strlen(SLOT_KEYS[k]);
    for (int k = 0; k < 256; k++) SPECIAL[k] = k < 0x20 || k >= 0x80 || k == '"' || k == '\\';
    PyObject *m = PyModule_Create(&MODULE);
    if (!m) return NULL;
    if (PyModule_AddIntConstant(m, "N_I64", N_I64) < 0 || PyModule_AddIntConstant(m, "N_F64", N_F64) < 0 ||
        PyModule_AddIntConstant(m, "N_U8", N_U8) < 0 || PyModule_AddIntConstant(m, "N_STR", N_STR) < 0 ||
        PyModule_AddIntConstant(m, "BAIL", BAIL) < 0 || PyModule_AddIntConstant(m, "ROWS_FULL", ROWS_FULL) < 0 ||
        PyModule_AddIntConstant(m, "STRINGS_FULL", STRINGS_FULL) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
