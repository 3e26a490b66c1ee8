#include "czstd.h"

#include <dlfcn.h>
#include <pthread.h>

// libzstd is loaded at run time (like Hunspell), so building Glossa needs no zstd headers:
// only `--compress zstd` needs the library, and it says so when the library is absent.
typedef size_t (*bound_fn)(size_t);
typedef size_t (*compress_fn)(void *, size_t, const void *, size_t, int);
typedef unsigned (*is_error_fn)(size_t);

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static bound_fn zstd_bound;
static compress_fn zstd_compress;
static is_error_fn zstd_is_error;

// Debian/Ubuntu's soname first (apt itself depends on it), then the unversioned name, then macOS's.
static const char *const library_names[] = {
  "libzstd.so.1",
  "libzstd.so",
  "libzstd.1.dylib",
  "/opt/homebrew/lib/libzstd.1.dylib",
  "/usr/local/lib/libzstd.1.dylib",
};

static void load(void) {
  for (size_t i = 0; i < sizeof library_names / sizeof library_names[0]; i++) {
    void *library = dlopen(library_names[i], RTLD_NOW | RTLD_LOCAL);
    if (!library) continue;
    bound_fn bound = (bound_fn)dlsym(library, "ZSTD_compressBound");
    compress_fn compress = (compress_fn)dlsym(library, "ZSTD_compress");
    is_error_fn is_error = (is_error_fn)dlsym(library, "ZSTD_isError");
    if (bound && compress && is_error) {
      zstd_bound = bound;
      zstd_compress = compress;
      zstd_is_error = is_error;
      return;
    }
    dlclose(library);
  }
}

int czstd_available(void) {
  pthread_once(&load_once, load);
  return zstd_compress != NULL;
}

size_t czstd_bound(size_t size) {
  if (!czstd_available()) return 0;
  return zstd_bound(size);
}

int64_t czstd_compress(const void *input, size_t size, void *out, size_t capacity, int32_t level) {
  if (!czstd_available() || input == NULL || out == NULL) {
    return -1;
  }
  size_t written = zstd_compress(out, capacity, input, size, level);
  return zstd_is_error(written) ? -1 : (int64_t)written;
}
