#ifdef __linux__
#define _GNU_SOURCE
#endif
#include "cfilesystem.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/mman.h>

int cfs_start_writeback(int descriptor, off_t offset, off_t length) {
#ifdef __linux__
  return sync_file_range(descriptor, offset, length, SYNC_FILE_RANGE_WRITE);
#else
  (void)descriptor; (void)offset; (void)length;
  errno = ENOSYS;
  return -1;
#endif
}

int cfs_move_pages(void *from, size_t length, void *to) {
#ifdef __linux__
  void *moved = mremap(from, length, length, MREMAP_MAYMOVE | MREMAP_FIXED, to);
  return moved == MAP_FAILED ? -1 : 0;
#else
  (void)from; (void)length; (void)to;
  errno = ENOSYS;
  return -1;
#endif
}
