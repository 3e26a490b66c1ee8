#include "cbytescan.h"

#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

// UTF-8 validation after Keiser and Lemire, "Validating UTF-8 in less than one instruction per
// byte" (2021): each byte is classified with the byte before it by three 16-entry table lookups
// (the high nibble of the earlier byte, its low nibble, the high nibble of this byte); the AND
// of the three has a bit set for each error the pair shows. Third and fourth bytes of a
// sequence are found from the bytes two and three back.

enum {
  TOO_SHORT = 1 << 0,      // a lead byte or ASCII, then a continuation was expected
  TOO_LONG = 1 << 1,       // ASCII followed by a continuation
  OVERLONG_3 = 1 << 2,     // E0 followed by 80–9F
  TOO_LARGE = 1 << 3,      // F4 followed by 90–BF, or F5 and above
  SURROGATE = 1 << 4,      // ED followed by A0–BF
  OVERLONG_2 = 1 << 5,     // C0 or C1
  TOO_LARGE_1000 = 1 << 6, // F5 and above followed by 80–8F
  OVERLONG_4 = 1 << 6,     // F0 followed by 80–8F
  TWO_CONTS = 1 << 7,      // two continuations: fine only as the 2nd/3rd or 3rd/4th byte
  CARRY = TOO_SHORT | TOO_LONG | TWO_CONTS,
};

__attribute__((target("ssse3"))) static inline __m128i lookup16(__m128i nibbles, __m128i table) {
  return _mm_shuffle_epi8(table, nibbles);
}

__attribute__((target("ssse3"))) static inline __m128i high_nibbles(__m128i bytes) {
  return _mm_and_si128(_mm_srli_epi16(bytes, 4), _mm_set1_epi8(0x0F));
}

// The error bits of each byte of `input` given the 16 bytes before it (`previous`).
__attribute__((target("ssse3"))) static inline __m128i block_errors(__m128i input, __m128i previous) {
  const __m128i byte1_high_table = _mm_setr_epi8(
    TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG,  // 0x00–0x7F
    TWO_CONTS, TWO_CONTS, TWO_CONTS, TWO_CONTS,                                      // 0x80–0xBF
    TOO_SHORT | OVERLONG_2,                                                          // 0xC0–0xCF
    TOO_SHORT,                                                                       // 0xD0–0xDF
    TOO_SHORT | OVERLONG_3 | SURROGATE,                                              // 0xE0–0xEF
    TOO_SHORT | TOO_LARGE | TOO_LARGE_1000 | OVERLONG_4);                            // 0xF0–0xFF
  const __m128i byte1_low_table = _mm_setr_epi8(
    CARRY | OVERLONG_3 | OVERLONG_2 | OVERLONG_4,  // _0: C0, E0, F0
    CARRY | OVERLONG_2,                            // _1: C1
    CARRY, CARRY,                                  // _2, _3
    CARRY | TOO_LARGE,                             // _4: F4
    CARRY | TOO_LARGE | TOO_LARGE_1000,            // _5–_7: F5–F7
    CARRY | TOO_LARGE | TOO_LARGE_1000, CARRY | TOO_LARGE | TOO_LARGE_1000,
    CARRY | TOO_LARGE | TOO_LARGE_1000, CARRY | TOO_LARGE | TOO_LARGE_1000,  // _8–_C
    CARRY | TOO_LARGE | TOO_LARGE_1000, CARRY | TOO_LARGE | TOO_LARGE_1000,
    CARRY | TOO_LARGE | TOO_LARGE_1000,
    CARRY | TOO_LARGE | TOO_LARGE_1000 | SURROGATE,  // _D: ED
    CARRY | TOO_LARGE | TOO_LARGE_1000, CARRY | TOO_LARGE | TOO_LARGE_1000);
  const __m128i byte2_high_table = _mm_setr_epi8(
    TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT,  // ASCII
    TOO_LONG | OVERLONG_2 | TWO_CONTS | OVERLONG_3 | TOO_LARGE_1000 | OVERLONG_4,           // 0x80–0x8F
    TOO_LONG | OVERLONG_2 | TWO_CONTS | OVERLONG_3 | TOO_LARGE,                             // 0x90–0x9F
    TOO_LONG | OVERLONG_2 | TWO_CONTS | SURROGATE | TOO_LARGE,                              // 0xA0–0xBF
    TOO_LONG | OVERLONG_2 | TWO_CONTS | SURROGATE | TOO_LARGE,
    TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT);  // lead bytes
  __m128i previous1 = _mm_alignr_epi8(input, previous, 15);
  __m128i special = _mm_and_si128(
    _mm_and_si128(lookup16(high_nibbles(previous1), byte1_high_table),
                  lookup16(_mm_and_si128(previous1, _mm_set1_epi8(0x0F)), byte1_low_table)),
    lookup16(high_nibbles(input), byte2_high_table));
  // A byte two after E0–FF or three after F0–FF must be a continuation: the only place where
  // two continuations in a row (TWO_CONTS) are right.
  __m128i previous2 = _mm_alignr_epi8(input, previous, 14);
  __m128i previous3 = _mm_alignr_epi8(input, previous, 13);
  __m128i third = _mm_subs_epu8(previous2, _mm_set1_epi8((char)(0xE0 - 0x80)));
  __m128i fourth = _mm_subs_epu8(previous3, _mm_set1_epi8((char)(0xF0 - 0x80)));
  __m128i must_continue = _mm_and_si128(_mm_or_si128(third, fourth), _mm_set1_epi8((char)0x80));
  return _mm_xor_si128(must_continue, special);
}

__attribute__((target("ssse3"))) static int utf8_valid_ssse3(const uint8_t *bytes, size_t count, size_t readable) {
  __m128i previous = _mm_setzero_si128();
  __m128i errors = _mm_setzero_si128();
  size_t position = 0;
  for (; position + 16 <= count; position += 16) {
    __m128i input = _mm_loadu_si128((const __m128i *)(bytes + position));
    if (_mm_movemask_epi8(_mm_or_si128(input, previous)) == 0) {
      // ASCII after ASCII: nothing pending, nothing to check.
      previous = input;
      continue;
    }
    errors = _mm_or_si128(errors, block_errors(input, previous));
    previous = input;
  }
  size_t rest = count - position;
  if (rest > 0) {
    // The last bytes, then zeros: a sequence cut by the end is followed by a byte that is not
    // a continuation, which the tables flag as too short.
    __m128i input;
    if (position + 16 <= readable) {
      const __m128i lanes = _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
      __m128i kept = _mm_cmpgt_epi8(_mm_set1_epi8((char)rest), lanes);
      input = _mm_and_si128(_mm_loadu_si128((const __m128i *)(bytes + position)), kept);
    } else {
      uint8_t tail[16] = {0};
      memcpy(tail, bytes + position, rest);
      input = _mm_loadu_si128((const __m128i *)tail);
    }
    errors = _mm_or_si128(errors, block_errors(input, previous));
    previous = input;
  }
  // A lead byte in the last three places still waiting for its continuations.
  const __m128i last_leads = _mm_setr_epi8(
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, (char)(0xF0 - 1), (char)(0xE0 - 1), (char)(0xC0 - 1));
  errors = _mm_or_si128(errors, _mm_subs_epu8(previous, last_leads));
  return _mm_movemask_epi8(_mm_cmpeq_epi8(errors, _mm_setzero_si128())) == 0xFFFF;
}

static int has_ssse3;

// Before main, so the check is a plain load for every caller on any thread.
__attribute__((constructor)) static void detect_ssse3(void) {
  __builtin_cpu_init();
  has_ssse3 = __builtin_cpu_supports("ssse3") ? 1 : 0;
}

int cbs_utf8_vector_available(void) { return has_ssse3; }

int cbs_utf8_valid(const uint8_t *bytes, size_t count, size_t readable) {
  return has_ssse3 ? utf8_valid_ssse3(bytes, count, readable) : -1;
}

#else

int cbs_utf8_vector_available(void) { return 0; }

int cbs_utf8_valid(const uint8_t *bytes, size_t count, size_t readable) {
  (void)bytes;
  (void)count;
  (void)readable;
  return -1;
}

#endif
