#ifdef __linux__
#define _GNU_SOURCE
#endif
#include "cfilesystem.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/resource.h>
#ifdef __linux__
#include <sys/syscall.h>
#include <unistd.h>
#endif
#ifdef __APPLE__
#include <pthread.h>
#include <pthread/qos.h>
#endif

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

int cfs_lower_thread_priority(void) {
#if defined(__linux__)
  // On Linux the nice value belongs to the thread (its kernel task), not the process.
  return setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), 10);
#elif defined(__APPLE__)
  return pthread_set_qos_class_self_np(QOS_CLASS_UTILITY, 0) == 0 ? 0 : -1;
#else
  errno = ENOSYS;
  return -1;
#endif
}
