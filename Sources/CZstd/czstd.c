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

int64_t czstd_frame_content_size(const void *frame, size_t size) {
  if (frame == NULL) {
    return -1;
  }
  unsigned long long declared = ZSTD_getFrameContentSize(frame, size);
  if (declared == ZSTD_CONTENTSIZE_UNKNOWN || declared == ZSTD_CONTENTSIZE_ERROR || declared > INT64_MAX) {
    return -1;
  }
  return (int64_t)declared;
}

int64_t czstd_decompress(const void *frame, size_t size, void *out, size_t capacity) {
  if (frame == NULL || out == NULL) {
    return -1;
  }
  size_t written = ZSTD_decompress(out, capacity, frame, size);
  return ZSTD_isError(written) ? -1 : (int64_t)written;
}
