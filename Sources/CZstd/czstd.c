#include "czstd.h"

#include <zstd.h>

size_t czstd_bound(size_t size) { return ZSTD_compressBound(size); }

int64_t czstd_compress(const void *input, size_t size, void *out, size_t capacity, int32_t level) {
  if (input == NULL || out == NULL) {
    return -1;
  }
  size_t written = ZSTD_compress(out, capacity, input, size, level);
  return ZSTD_isError(written) ? -1 : (int64_t)written;
}
