// The C surface the Curses module sees: ncurses' wide-character API plus
// functions standing in for the macros and globals Swift cannot import.
#pragma once

// Without these, <curses.h> hides cchar_t, wget_wch, setcchar and friends.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <wchar.h>

#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif

// glibc declares wcwidth only for _XOPEN_SOURCE builds, and Swift's Glibc
// module is built without it.
extern int wcwidth(wchar_t c);

// Result codes and key codes as plain enum constants (the originals are
// octal #defines or function-like macros such as KEY_F(n)).
enum {
  CN_OK = OK,
  CN_ERR = ERR,
  CN_KEY_CODE_YES = KEY_CODE_YES,
  CN_KEY_DOWN = KEY_DOWN,
  CN_KEY_UP = KEY_UP,
  CN_KEY_LEFT = KEY_LEFT,
  CN_KEY_RIGHT = KEY_RIGHT,
  CN_KEY_HOME = KEY_HOME,
  CN_KEY_END = KEY_END,
  CN_KEY_BACKSPACE = KEY_BACKSPACE,
  CN_KEY_F0 = KEY_F0,
  CN_KEY_DC = KEY_DC,
  CN_KEY_IC = KEY_IC,
  CN_KEY_NPAGE = KEY_NPAGE,
  CN_KEY_PPAGE = KEY_PPAGE,
  CN_KEY_ENTER = KEY_ENTER,
  CN_KEY_BTAB = KEY_BTAB,
  CN_KEY_RESIZE = KEY_RESIZE,
  CN_KEY_SF = KEY_SF,
  CN_KEY_SR = KEY_SR,
  CN_KEY_SLEFT = KEY_SLEFT,
  CN_KEY_SRIGHT = KEY_SRIGHT,
  CN_KEY_A1 = KEY_A1,
  CN_KEY_A3 = KEY_A3,
  CN_KEY_C1 = KEY_C1,
  CN_KEY_C3 = KEY_C3,
  CN_KEY_SHOME = KEY_SHOME,
  CN_KEY_SEND = KEY_SEND,
  CN_KEY_SDC = KEY_SDC,
  CN_KEY_SIC = KEY_SIC,
  CN_KEY_SNEXT = KEY_SNEXT,
  CN_KEY_SPREVIOUS = KEY_SPREVIOUS,
  CN_KEY_MAX = KEY_MAX,
};

// Outcomes of cn_start.
enum {
  CN_START_OK = 0,
  CN_START_NO_TERMINAL = -1,
  CN_START_ALREADY_ACTIVE = -2,
};

static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline int cn_max_y(WINDOW *window) { return getmaxy(window); }
static inline int cn_max_x(WINDOW *window) { return getmaxx(window); }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }

static inline attr_t cn_attr_normal(void) { return A_NORMAL; }
static inline attr_t cn_attr_bold(void) { return A_BOLD; }
static inline attr_t cn_attr_dim(void) { return A_DIM; }
static inline attr_t cn_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t cn_attr_reverse(void) { return A_REVERSE; }

/// setlocale(LC_ALL, ""), falling back to C.UTF-8 when the user's codeset is
/// not UTF-8. Returns 1 when the final locale is UTF-8, else 0.
int cn_setup_locale(void);

/// Installs the restoring signal handlers, then opens ncurses on stdout/stdin
/// with newterm (which, unlike initscr, fails instead of exiting).
/// Returns one of CN_START_*.
int cn_start(void);

/// Restores the terminal (endwin), frees the screen and removes the signal
/// handlers. Safe to call more than once.
void cn_stop(void);

/// 1 while a terminal opened by cn_start is active.
int cn_is_active(void);

/// Asks the terminal for bracketed paste (ESC[?2004h) and makes sure ncurses leaves the paste
/// markers ESC[200~ / ESC[201~ undecoded, so the key reader sees them. cn_stop, the signal
/// handlers and the atexit handler turn the mode off again.
void cn_enable_bracketed_paste(void);

/// The function SIGTERM, SIGHUP and SIGINT call once, before the terminal
/// is restored and the process dies. NULL clears it.
void cn_set_emergency_hook(void (*hook)(void));
