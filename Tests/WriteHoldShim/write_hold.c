// Preloaded into glossa by the end-to-end tests (LD_PRELOAD; see Tests/EndToEndTests/WriteHold.swift),
// never built into it, so nothing a user sets can hold a save. A replace writes the new bytes to a
// temporary file `.NAME.glossa-tmp.PID.RANDOM`, then fsyncs it, checks the target and renames:
// this fsync waits first, until the FIFO named by GLOSSA_HOLD_FIFO has been opened for writing and
// closed again, so a test can change the target or send a signal at exactly that moment.
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

static int is_replace_temporary(int descriptor) {
  char link[64];
  char path[4096];
  snprintf(link, sizeof link, "/proc/self/fd/%d", descriptor);
  ssize_t length = readlink(link, path, sizeof path - 1);
  if (length <= 0) return 0;
  path[length] = 0;
  const char *name = strrchr(path, '/');
  return name != NULL && strstr(name, ".glossa-tmp.") != NULL;
}

static void hold(void) {
  const char *fifo = getenv("GLOSSA_HOLD_FIFO");
  if (fifo == NULL) return;
  int descriptor = open(fifo, O_RDONLY | O_CLOEXEC);
  if (descriptor < 0) return;
  char byte;
  while (read(descriptor, &byte, 1) > 0) {
  }
  close(descriptor);
}

int fsync(int descriptor) {
  if (is_replace_temporary(descriptor)) hold();
  return (int)syscall(SYS_fsync, descriptor);
}
