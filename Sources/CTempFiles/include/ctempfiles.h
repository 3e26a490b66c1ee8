#ifndef CTEMPFILES_H
#define CTEMPFILES_H

// Temporary files that must not outlive the process that writes them.
//
// Why C: the cleanup runs inside a signal handler, where only async-signal-safe
// calls are allowed. Swift code there may allocate or take locks (retain,
// release, lazy globals), so the registry and the handler live here, in
// static memory, and Swift only registers and unregisters paths.

#include <sys/types.h>

#ifdef __cplusplus
extern "C" {
#endif

// Installs, once per process, handlers for SIGINT, SIGTERM and SIGHUP that
// kill every registered process group, remove every registered file (and
// registered empty folder), run the handler that was there before, and
// let the signal end the process. A signal the parent chose to ignore (nohup)
// stays ignored. Also ignores SIGXFSZ, so a write over the file-size limit
// fails with EFBIG (which the caller reports) instead of killing the process.
void ctf_prepare(void);

// Remembers `path` (copied) until `ctf_unregister`. Returns a slot number, or
// -1 when every slot is taken or the path is too long (the file is then only
// cleaned up by the next write of the same target).
int ctf_register(const char *path);

// Forgets the slot (nothing happens for -1).
void ctf_unregister(int slot);

// Remembers a child's process group (its leader's pid), killed with SIGKILL by
// the handlers, until `ctf_unregister_group`. Returns a slot, or -1 when full.
int ctf_register_group(pid_t group);

// Forgets the group's slot (nothing happens for -1).
void ctf_unregister_group(int slot);

#ifdef __cplusplus
}
#endif

#endif
