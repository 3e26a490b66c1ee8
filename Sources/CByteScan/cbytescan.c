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

// The three tables: the high nibble of the byte before, its low nibble, this byte's high nibble.
static const int8_t byte1_high_table[16] = {
  TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG,  // 0x00–0x7F
  TWO_CONTS, TWO_CONTS, TWO_CONTS, TWO_CONTS,                                      // 0x80–0xBF
  TOO_SHORT | OVERLONG_2,                                                          // 0xC0–0xCF
  TOO_SHORT,                                                                       // 0xD0–0xDF
  TOO_SHORT | OVERLONG_3 | SURROGATE,                                              // 0xE0–0xEF
  (int8_t)(TOO_SHORT | TOO_LARGE | TOO_LARGE_1000 | OVERLONG_4),                   // 0xF0–0xFF
};
static const int8_t byte1_low_table[16] = {
  (int8_t)(CARRY | OVERLONG_3 | OVERLONG_2 | OVERLONG_4),  // _0: C0, E0, F0
  (int8_t)(CARRY | OVERLONG_2),                            // _1: C1
  (int8_t)CARRY, (int8_t)CARRY,                            // _2, _3
  (int8_t)(CARRY | TOO_LARGE),                             // _4: F4
  (int8_t)(CARRY | TOO_LARGE | TOO_LARGE_1000),            // _5–_C: F5–FC
  (int8_t)(CARRY | TOO_LARGE | TOO_LARGE_1000), (int8_t)(CARRY | TOO_LARGE | TOO_LARGE_1000),
  (int8_t)(CARRY | TOO_LARGE | TOO_LARGE_1000), (int8_t)(CARRY | TOO_LARGE | TOO_LARGE_1000),
  (int8_t)(CARRY | TOO_LARGE | TOO_LARGE_1000), (int8_t)(CARRY | TOO_LARGE | TOO_LARGE_1000),
  (int8_t)(CARRY | TOO_LARGE | TOO_LARGE_1000),
  (int8_t)(CARRY | TOO_LARGE | TOO_LARGE_1000 | SURROGATE),  // _D: ED
  (int8_t)(CARRY | TOO_LARGE | TOO_LARGE_1000), (int8_t)(CARRY | TOO_LARGE | TOO_LARGE_1000),
};
static const int8_t byte2_high_table[16] = {
  TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT,  // ASCII
  (int8_t)(TOO_LONG | OVERLONG_2 | TWO_CONTS | OVERLONG_3 | TOO_LARGE_1000 | OVERLONG_4),  // 0x80–0x8F
  (int8_t)(TOO_LONG | OVERLONG_2 | TWO_CONTS | OVERLONG_3 | TOO_LARGE),                   // 0x90–0x9F
  (int8_t)(TOO_LONG | OVERLONG_2 | TWO_CONTS | SURROGATE | TOO_LARGE),                    // 0xA0–0xBF
  (int8_t)(TOO_LONG | OVERLONG_2 | TWO_CONTS | SURROGATE | TOO_LARGE),
  TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT,  // lead bytes
};

// The error bits of each byte of `input` given the 16 bytes before it (`previous`).
__attribute__((target("ssse3"))) static inline __m128i block_errors(__m128i input, __m128i previous) {
  __m128i previous1 = _mm_alignr_epi8(input, previous, 15);
  __m128i special = _mm_and_si128(
    _mm_and_si128(lookup16(high_nibbles(previous1), _mm_loadu_si128((const __m128i *)byte1_high_table)),
                  lookup16(_mm_and_si128(previous1, _mm_set1_epi8(0x0F)), _mm_loadu_si128((const __m128i *)byte1_low_table))),
    lookup16(high_nibbles(input), _mm_loadu_si128((const __m128i *)byte2_high_table)));
  // A byte two after E0–FF or three after F0–FF must be a continuation: the only place where
  // two continuations in a row (TWO_CONTS) are right.
  __m128i previous2 = _mm_alignr_epi8(input, previous, 14);
  __m128i previous3 = _mm_alignr_epi8(input, previous, 13);
  __m128i third = _mm_subs_epu8(previous2, _mm_set1_epi8((char)(0xE0 - 0x80)));
  __m128i fourth = _mm_subs_epu8(previous3, _mm_set1_epi8((char)(0xF0 - 0x80)));
  __m128i must_continue = _mm_and_si128(_mm_or_si128(third, fourth), _mm_set1_epi8((char)0x80));
  return _mm_xor_si128(must_continue, special);
}

// The same on 32 bytes (AVX2 shuffles and shifts work within each 16-byte lane, so the bytes
// before the upper lane come from the input's lower lane).
__attribute__((target("avx2"))) static inline __m256i block_errors32(__m256i input, __m256i previous) {
  __m256i high_table1 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)byte1_high_table));
  __m256i low_table1 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)byte1_low_table));
  __m256i high_table2 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)byte2_high_table));
  __m256i nibble = _mm256_set1_epi8(0x0F);
  __m256i before = _mm256_permute2x128_si256(previous, input, 0x21);
  __m256i previous1 = _mm256_alignr_epi8(input, before, 15);
  __m256i special = _mm256_and_si256(
    _mm256_and_si256(_mm256_shuffle_epi8(high_table1, _mm256_and_si256(_mm256_srli_epi16(previous1, 4), nibble)),
                     _mm256_shuffle_epi8(low_table1, _mm256_and_si256(previous1, nibble))),
    _mm256_shuffle_epi8(high_table2, _mm256_and_si256(_mm256_srli_epi16(input, 4), nibble)));
  __m256i previous2 = _mm256_alignr_epi8(input, before, 14);
  __m256i previous3 = _mm256_alignr_epi8(input, before, 13);
  __m256i third = _mm256_subs_epu8(previous2, _mm256_set1_epi8((char)(0xE0 - 0x80)));
  __m256i fourth = _mm256_subs_epu8(previous3, _mm256_set1_epi8((char)(0xF0 - 0x80)));
  __m256i must_continue = _mm256_and_si256(_mm256_or_si256(third, fourth), _mm256_set1_epi8((char)0x80));
  return _mm256_xor_si256(must_continue, special);
}

__attribute__((target("avx2"))) static int utf8_valid_avx2(const uint8_t *bytes, size_t count, size_t readable) {
  __m256i previous = _mm256_setzero_si256();
  __m256i errors = _mm256_setzero_si256();
  size_t position = 0;
  for (; position + 32 <= count; position += 32) {
    __m256i input = _mm256_loadu_si256((const __m256i *)(bytes + position));
    if (_mm256_movemask_epi8(_mm256_or_si256(input, previous)) == 0) {
      previous = input;
      continue;
    }
    errors = _mm256_or_si256(errors, block_errors32(input, previous));
    previous = input;
  }
  size_t rest = count - position;
  if (rest > 0) {
    // As in utf8_valid_ssse3: the last bytes, then zeros.
    __m256i input;
    if (position + 32 <= readable) {
      const __m256i lanes = _mm256_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22,
                                             23, 24, 25, 26, 27, 28, 29, 30, 31);
      __m256i kept = _mm256_cmpgt_epi8(_mm256_set1_epi8((char)rest), lanes);
      input = _mm256_and_si256(_mm256_loadu_si256((const __m256i *)(bytes + position)), kept);
    } else {
      uint8_t tail[32] = {0};
      memcpy(tail, bytes + position, rest);
      input = _mm256_loadu_si256((const __m256i *)tail);
    }
    errors = _mm256_or_si256(errors, block_errors32(input, previous));
    previous = input;
  }
  const __m256i last_leads = _mm256_setr_epi8(
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    (char)(0xF0 - 1), (char)(0xE0 - 1), (char)(0xC0 - 1));
  errors = _mm256_or_si256(errors, _mm256_subs_epu8(previous, last_leads));
  return _mm256_testz_si256(errors, errors);
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

// 2 with AVX2, 1 with SSSE3, else 0; found before main, so the check is a plain load for every
// caller on any thread.
static int vector_level;

__attribute__((constructor)) static void detect_vector_level(void) {
  __builtin_cpu_init();
  vector_level = __builtin_cpu_supports("avx2") ? 2 : __builtin_cpu_supports("ssse3") ? 1 : 0;
}

int cbs_utf8_vector_available(void) { return vector_level; }

int cbs_utf8_valid_at_level(int level, const uint8_t *bytes, size_t count, size_t readable) {
  if (level > vector_level) {
    return -1;
  }
  switch (level) {
  case 2: return utf8_valid_avx2(bytes, count, readable);
  case 1: return utf8_valid_ssse3(bytes, count, readable);
  default: return -1;
  }
}

int cbs_utf8_valid(const uint8_t *bytes, size_t count, size_t readable) {
  return cbs_utf8_valid_at_level(vector_level, bytes, count, readable);
}

#else

int cbs_utf8_vector_available(void) { return 0; }

int cbs_utf8_valid_at_level(int level, const uint8_t *bytes, size_t count, size_t readable) {
  (void)level;
  (void)bytes;
  (void)count;
  (void)readable;
  return -1;
}

int cbs_utf8_valid(const uint8_t *bytes, size_t count, size_t readable) {
  (void)bytes;
  (void)count;
  (void)readable;
  return -1;
}

#endif
