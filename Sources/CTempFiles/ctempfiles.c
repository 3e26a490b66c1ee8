// See ctempfiles.h: a lock-free registry of temporary files and the signal
// handlers that remove them.
#include "ctempfiles.h"

#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

// Each batch of `translate --provider command` holds four (its folder and three files), and
// several run at once. Untouched static memory costs nothing.
#define CTF_SLOTS 128
#define CTF_GROUP_SLOTS 64

enum { CTF_FREE = 0, CTF_CLAIMED = 1, CTF_READY = 2 };

// A slot is claimed with a compare-and-swap, filled, then published as READY;
// the handler only reads READY slots, so it never sees a half-copied path.
static int ctf_state[CTF_SLOTS];
static char ctf_paths[CTF_SLOTS][PATH_MAX];

static const int ctf_signals[] = {SIGINT, SIGTERM, SIGHUP};
#define CTF_SIGNAL_SLOTS 65
static struct sigaction ctf_previous[CTF_SIGNAL_SLOTS];
static int ctf_installed[CTF_SIGNAL_SLOTS];
static pthread_once_t ctf_once = PTHREAD_ONCE_INIT;

// Process groups (by their leader's pid, 0 = free) killed before the files are removed.
static pid_t ctf_groups[CTF_GROUP_SLOTS];

static void ctf_remove_all(void) {
  for (int slot = 0; slot < CTF_GROUP_SLOTS; slot++) {
    pid_t group = __atomic_load_n(&ctf_groups[slot], __ATOMIC_ACQUIRE);
    if (group > 0) kill(-group, SIGKILL);
  }
  // Files first, then folders: a folder is removed once the files in it are gone, whatever
  // order their slots are in.
  for (int slot = 0; slot < CTF_SLOTS; slot++) {
    if (__atomic_load_n(&ctf_state[slot], __ATOMIC_ACQUIRE) == CTF_READY) {
      unlink(ctf_paths[slot]);
    }
  }
  for (int slot = 0; slot < CTF_SLOTS; slot++) {
    if (__atomic_load_n(&ctf_state[slot], __ATOMIC_ACQUIRE) == CTF_READY) {
      rmdir(ctf_paths[slot]);
    }
  }
}

static void ctf_handle(int signal_number, siginfo_t *info, void *context) {
  int saved_errno = errno;
  ctf_remove_all();
  if (signal_number < CTF_SIGNAL_SLOTS && ctf_installed[signal_number]) {
    const struct sigaction *previous = &ctf_previous[signal_number];
    if (previous->sa_flags & SA_SIGINFO) {
      if (previous->sa_sigaction != NULL) previous->sa_sigaction(signal_number, info, context);
    } else if (previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN) {
      previous->sa_handler(signal_number);
    }
  }
  // The process now dies of this signal, so the parent sees the real cause.
  // The signal is blocked inside the handler: raise() leaves it pending and it
  // is delivered on return.
  signal(signal_number, SIG_DFL);
  raise(signal_number);
  errno = saved_errno;
}

static void ctf_install(int signal_number) {
  struct sigaction current;
  if (signal_number >= CTF_SIGNAL_SLOTS || sigaction(signal_number, NULL, &current) != 0) return;
  if (!(current.sa_flags & SA_SIGINFO) && current.sa_handler == SIG_IGN) return;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = ctf_handle;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_SIGINFO | SA_ONSTACK;
  if (sigaction(signal_number, &action, &ctf_previous[signal_number]) == 0) {
    ctf_installed[signal_number] = 1;
  }
}

static void ctf_install_all(void) {
  signal(SIGXFSZ, SIG_IGN);
  for (size_t i = 0; i < sizeof ctf_signals / sizeof ctf_signals[0]; i++) {
    ctf_install(ctf_signals[i]);
  }
}

void ctf_prepare(void) { pthread_once(&ctf_once, ctf_install_all); }

int ctf_register(const char *path) {
  size_t length = strlen(path);
  if (length >= PATH_MAX) return -1;
  for (int slot = 0; slot < CTF_SLOTS; slot++) {
    int expected = CTF_FREE;
    if (__atomic_compare_exchange_n(&ctf_state[slot], &expected, CTF_CLAIMED, 0, __ATOMIC_ACQ_REL,
                                    __ATOMIC_RELAXED)) {
      memcpy(ctf_paths[slot], path, length + 1);
      __atomic_store_n(&ctf_state[slot], CTF_READY, __ATOMIC_RELEASE);
      return slot;
    }
  }
  return -1;
}

void ctf_unregister(int slot) {
  if (slot < 0 || slot >= CTF_SLOTS) return;
  __atomic_store_n(&ctf_state[slot], CTF_FREE, __ATOMIC_RELEASE);
}

int ctf_register_group(pid_t group) {
  if (group <= 0) return -1;
  for (int slot = 0; slot < CTF_GROUP_SLOTS; slot++) {
    pid_t expected = 0;
    if (__atomic_compare_exchange_n(&ctf_groups[slot], &expected, group, 0, __ATOMIC_ACQ_REL,
                                    __ATOMIC_RELAXED)) {
      return slot;
    }
  }
  return -1;
}

void ctf_unregister_group(int slot) {
  if (slot < 0 || slot >= CTF_GROUP_SLOTS) return;
  __atomic_store_n(&ctf_groups[slot], 0, __ATOMIC_RELEASE);
}
