#ifndef CZSTD_H
#define CZSTD_H

// Plain-C facade over the system libzstd (one-shot frames), loaded with dlopen at run time, so
// Swift sees no zstd headers and a machine without libzstd-dev still builds Glossa.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// 1 when libzstd could be loaded (libzstd.so.1 and the like), else 0.
int czstd_available(void);

// The most bytes a compressed frame of `size` input bytes can take.
size_t czstd_bound(size_t size);

// Compresses `size` bytes into `out` (capacity `capacity`) at `level`. Returns the frame's
// length, or -1 when zstd reports an error (the buffer too small included).
int64_t czstd_compress(const void *input, size_t size, void *out, size_t capacity, int32_t level);

#ifdef __cplusplus
}
#endif

#endif
