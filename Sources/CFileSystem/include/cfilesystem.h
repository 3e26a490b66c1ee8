#ifndef CFILESYSTEM_H
#define CFILESYSTEM_H

#include <stddef.h>
#include <sys/types.h>

// Linux calls that Swift's Glibc module does not offer: sync_file_range is a GNU extension
// it leaves out, and mremap is variadic (Swift cannot call variadic C functions). Elsewhere
// each returns -1, and the caller goes on without the optimisation.

#ifdef __cplusplus
extern "C" {
#endif

// Starts writing the range's dirty pages to disk without waiting for them (so a later fsync
// finds less to do). 0 on success, -1 with errno otherwise.
int cfs_start_writeback(int descriptor, off_t offset, off_t length);

// Moves the pages mapped at [from, from + length) to `to` (both page aligned, same length),
// keeping their memory: the range at `to` is replaced and the range at `from` is left
// unmapped. 0 on success, -1 with errno otherwise.
int cfs_move_pages(void *from, size_t length, void *to);

// Lowers the calling thread's scheduling priority (Linux: nice 10 for this thread only, and the
// threads it starts after; Apple: the utility QoS class), so work in the background gives way
// to the thread that answers keys. 0 on success, -1 otherwise.
int cfs_lower_thread_priority(void);

#ifdef __cplusplus
}
#endif

#endif
