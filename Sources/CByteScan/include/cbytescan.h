#ifndef CBYTESCAN_H
#define CBYTESCAN_H

#include <stddef.h>
#include <stdint.h>

// Vector kernels for the catalog reader's hot loops, where Swift's SIMD types do not reach the
// instructions that make them fast (byte shuffles, movemask). Each has a plain Swift twin that
// the tests compare it with, and that runs where the kernel is not available.

#if defined(__SSE2__)
#include <emmintrin.h>
#define CBS_HAS_SSE2 1
#else
#define CBS_HAS_SSE2 0
#endif

#ifdef __cplusplus
extern "C" {
#endif

// Scans string content 16 bytes at a time (inline, so the Swift reader's loop inlines it; only
// when CBS_HAS_SSE2): returns the offset of the first `"`, `\` or control
// character among the first (count / 16) * 16 bytes, or that many when there is none (the caller
// looks at the rest). `*ascii` is set to whether every byte before the returned offset is ASCII.
static inline size_t cbs_string_content16(const uint8_t *bytes, size_t count, int *ascii) {
#if CBS_HAS_SSE2
  unsigned high = 0;
  size_t position = 0;
  for (; position + 16 <= count; position += 16) {
    __m128i input = _mm_loadu_si128((const __m128i *)(bytes + position));
    __m128i control = _mm_cmpeq_epi8(_mm_max_epu8(input, _mm_set1_epi8(0x1F)), _mm_set1_epi8(0x1F));
    __m128i stops = _mm_or_si128(
      control, _mm_or_si128(_mm_cmpeq_epi8(input, _mm_set1_epi8('"')), _mm_cmpeq_epi8(input, _mm_set1_epi8('\\'))));
    unsigned stop = (unsigned)_mm_movemask_epi8(stops);
    unsigned nonASCII = (unsigned)_mm_movemask_epi8(input);
    if (stop != 0) {
      high |= nonASCII & ((stop & (0u - stop)) - 1);
      *ascii = high == 0;
      return position + (unsigned)__builtin_ctz(stop);
    }
    high |= nonASCII;
  }
  *ascii = high == 0;
  return position;
#else
  (void)bytes;
  (void)count;
  *ascii = 1;
  return 0;
#endif
}

// Which vector code `cbs_utf8_valid` runs on this machine: 2 (x86-64 with AVX2, 32 bytes at a
// time), 1 (SSSE3, 16 bytes), or 0 (none: then the caller uses its own check).
int cbs_utf8_vector_available(void);

// Whether bytes[0..<count] are well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates,
// nothing past U+10FFFF, no sequence cut at the end). `readable` (at least `count`) is how many
// bytes from `bytes` may be loaded: with 16 past the end, the last block is loaded in place
// rather than copied. 1 or 0; -1 when there is no vector code here (`cbs_utf8_vector_available()`
// is 0): then the caller checks by itself.
int cbs_utf8_valid(const uint8_t *bytes, size_t count, size_t readable);

// `cbs_utf8_valid` with the code of one level (1 or 2; -1 when this machine has no such code), so
// the tests check every level the machine has.
int cbs_utf8_valid_at_level(int level, const uint8_t *bytes, size_t count, size_t readable);

#ifdef __cplusplus
}
#endif

#endif
