// Process-level plumbing around ncurses: locale, start/stop, and signal
// handlers that put the terminal back before the process dies.
#include "cncursesw.h"

#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static SCREEN *cn_screen = NULL;
static volatile sig_atomic_t cn_active = 0;
static void (*volatile cn_emergency_hook)(void) = NULL;
static volatile sig_atomic_t cn_hook_called = 0;
static volatile sig_atomic_t cn_in_handler = 0;

// Signals that run the emergency hook first (someone asked us to stop),
// then signals that only restore the terminal (we are crashing).
static const int cn_hook_signals[] = {SIGTERM, SIGHUP, SIGINT};
static const int cn_crash_signals[] = {SIGQUIT, SIGSEGV, SIGABRT, SIGILL, SIGTRAP, SIGBUS, SIGFPE};
#define CN_SIGNAL_SLOTS 65
static struct sigaction cn_previous[CN_SIGNAL_SLOTS];
static int cn_installed[CN_SIGNAL_SLOTS];

// Lets the handler run on a stack overflow (SIGSEGV with no stack left).
static char cn_alternate_stack[64 * 1024];

int cn_setup_locale(void) {
  setlocale(LC_ALL, "");
  const char *codeset = nl_langinfo(CODESET);
  if (codeset != NULL && strcmp(codeset, "UTF-8") == 0) {
    return 1;
  }
  if (setlocale(LC_ALL, "C.UTF-8") == NULL) {
    return 0;
  }
  codeset = nl_langinfo(CODESET);
  return codeset != NULL && strcmp(codeset, "UTF-8") == 0;
}

static const char cn_paste_on[] = "\033[?2004h";
static const char cn_paste_off[] = "\033[?2004l";
static volatile sig_atomic_t cn_paste_enabled = 0;

// write() is async-signal-safe, so this may run inside the crash handlers.
static void cn_write_all(const char *bytes, size_t length) {
  while (length > 0) {
    ssize_t written = write(STDOUT_FILENO, bytes, length);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return;
    bytes += written;
    length -= (size_t)written;
  }
}

static void cn_restore_terminal(void) {
  if (cn_active) {
    cn_active = 0;
    endwin();
  }
  // Left on, the shell would get every later paste wrapped in ESC[200~ … ESC[201~.
  if (cn_paste_enabled) {
    cn_paste_enabled = 0;
    cn_write_all(cn_paste_off, sizeof cn_paste_off - 1);
  }
}

void cn_enable_bracketed_paste(void) {
  if (!cn_active) return;
  const char *markers[] = {"\033[200~", "\033[201~"};
  for (size_t i = 0; i < 2; i++) {
    if (key_defined(markers[i]) > 0) define_key(markers[i], 0);
  }
  cn_paste_enabled = 1;
  cn_write_all(cn_paste_on, sizeof cn_paste_on - 1);
}

static int cn_is_hook_signal(int signal_number) {
  for (size_t i = 0; i < sizeof cn_hook_signals / sizeof cn_hook_signals[0]; i++) {
    if (cn_hook_signals[i] == signal_number) return 1;
  }
  return 0;
}

// Runs the handler that was installed before ours (Swift's backtracer, for
// crash signals), passing the original context so its backtrace is right.
static void cn_call_previous(int signal_number, siginfo_t *info, void *context) {
  if (signal_number >= CN_SIGNAL_SLOTS || !cn_installed[signal_number]) return;
  const struct sigaction *previous = &cn_previous[signal_number];
  if (previous->sa_flags & SA_SIGINFO) {
    if (previous->sa_sigaction != NULL) previous->sa_sigaction(signal_number, info, context);
  } else if (previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN) {
    previous->sa_handler(signal_number);
  }
}

static void cn_handle_signal(int signal_number, siginfo_t *info, void *context) {
  int saved_errno = errno;
  if (!cn_in_handler) {
    cn_in_handler = 1;
    void (*hook)(void) = cn_emergency_hook;
    if (cn_is_hook_signal(signal_number) && hook != NULL && !cn_hook_called) {
      cn_hook_called = 1;
      hook();
    }
    cn_restore_terminal();
    cn_call_previous(signal_number, info, context);
  }
  // Whatever the previous handler did, the process now dies of this signal,
  // so the parent sees the real cause. The signal is blocked inside this
  // handler: raise() marks it pending and it is delivered when we return.
  signal(signal_number, SIG_DFL);
  raise(signal_number);
  errno = saved_errno;
}

static void cn_install(int signal_number) {
  struct sigaction current;
  if (signal_number >= CN_SIGNAL_SLOTS || sigaction(signal_number, NULL, &current) != 0) return;
  // Respect a signal the parent chose to ignore (nohup).
  if (!(current.sa_flags & SA_SIGINFO) && current.sa_handler == SIG_IGN) return;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = cn_handle_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_SIGINFO | SA_ONSTACK;
  if (sigaction(signal_number, &action, &cn_previous[signal_number]) == 0) {
    cn_installed[signal_number] = 1;
  }
}

static void cn_install_signal_handlers(void) {
  stack_t stack;
  memset(&stack, 0, sizeof stack);
  stack.ss_sp = cn_alternate_stack;
  stack.ss_size = sizeof cn_alternate_stack;
  sigaltstack(&stack, NULL);
  cn_hook_called = 0;
  cn_in_handler = 0;
  for (size_t i = 0; i < sizeof cn_hook_signals / sizeof cn_hook_signals[0]; i++) {
    cn_install(cn_hook_signals[i]);
  }
  for (size_t i = 0; i < sizeof cn_crash_signals / sizeof cn_crash_signals[0]; i++) {
    cn_install(cn_crash_signals[i]);
  }
}

static void cn_remove_signal_handlers(void) {
  for (int signal_number = 0; signal_number < CN_SIGNAL_SLOTS; signal_number++) {
    if (cn_installed[signal_number]) {
      sigaction(signal_number, &cn_previous[signal_number], NULL);
      cn_installed[signal_number] = 0;
    }
  }
}

// A plain exit() without shutdown must not leave the shell in raw mode.
static void cn_at_exit(void) { cn_restore_terminal(); }

int cn_start(void) {
  static int registered_at_exit = 0;
  if (cn_active || cn_screen != NULL) return CN_START_ALREADY_ACTIVE;
  // Installed before newterm so ncurses sees them and does not add its own
  // SIGINT/SIGTERM handlers, which would exit without our hook.
  cn_install_signal_handlers();
  cn_screen = newterm(NULL, stdout, stdin);
  if (cn_screen == NULL) {
    cn_remove_signal_handlers();
    return CN_START_NO_TERMINAL;
  }
  set_term(cn_screen);
  cn_active = 1;
  if (!registered_at_exit) {
    registered_at_exit = 1;
    atexit(cn_at_exit);
  }
  return CN_START_OK;
}

void cn_stop(void) {
  if (cn_screen == NULL) return;
  cn_restore_terminal();
  cn_remove_signal_handlers();
  delscreen(cn_screen);
  cn_screen = NULL;
}

int cn_is_active(void) { return cn_active; }

void cn_set_emergency_hook(void (*hook)(void)) { cn_emergency_hook = hook; }
