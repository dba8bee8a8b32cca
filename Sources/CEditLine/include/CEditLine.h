// CEditLine: fixed-signature wrappers over libedit's variadic calls (el_set, el_get, history),
// plus the few things that must be plain C: signal handlers and the terminal guard they use.
// Imported by TileTerminal alone (the line editor and the terminal modes); nothing else is C.
#pragma once

#include <histedit.h>
#include <wchar.h>

/// A function bound to a key with cel_add_function; returns one of the CC_* codes.
typedef unsigned char (*cel_function)(EditLine *el, int ch);

// ---- Loading libedit ----

/// Opens libedit (at most once; cel_init calls it): NULL when it is ready, or why it is not
/// ("libedit is not installed (…)"). tileshell links no libedit: only a line editor needs it.
const char *cel_load(void);

// ---- Editor ----

/// el_init with the process's stdin, stdout and stderr (Swift 6 cannot name those globals).
EditLine *cel_init(const char *program);
/// libedit's calls of the same names without the `c` (el_end, el_source, …), made through the
/// library cel_load opened.
void cel_end(EditLine *el);
int cel_source(EditLine *el, const char *file);
void cel_push(EditLine *el, const char *keys);
void cel_resize(EditLine *el);
const wchar_t *cel_wgets(EditLine *el, int *count);
int cel_wgetc(EditLine *el, wchar_t *character);
const LineInfoW *cel_wline(EditLine *el);
void cel_deletestr(EditLine *el, int count);
int cel_winsertstr(EditLine *el, const wchar_t *text);
int cel_cursor(EditLine *el, int count);
/// Sets the prompt shown before each line (copied; UTF-8).
int cel_set_prompt(EditLine *el, const char *prompt);
/// "emacs" or "vi".
int cel_set_editor(EditLine *el, const char *mode);
/// 1: libedit catches the terminal signals while reading a line: with a SIGINT handler installed,
/// Ctrl-C makes el_gets return NULL with errno EINTR; with none, Ctrl-C kills the process.
int cel_set_signal(EditLine *el, int on);
/// Context for bound functions, read back with cel_client_data.
int cel_set_client_data(EditLine *el, void *data);
void *cel_client_data(EditLine *el);
/// Adds a named editor function (EL_ADDFN).
int cel_add_function(EditLine *el, const char *name, const char *help, cel_function function);
/// Binds a key sequence to an editor function (EL_BIND), in the current keymap.
int cel_bind(EditLine *el, const char *keys, const char *function);
/// Binds a key sequence in vi's command-mode keymap (EL_BIND -a).
int cel_bind_command_mode(EditLine *el, const char *keys, const char *function);
/// 1 when the editor is in vi mode (EL_EDITOR), as ~/.editrc's `bind -v` sets it.
int cel_is_vi_mode(EditLine *el);
/// Replaces the function that reads one character (EL_GETCFN).
int cel_set_read_function(EditLine *el, el_rfunc_t function);
/// Puts the terminal in libedit's editing mode now (EL_PREP_TERM), before the prompt shows:
/// otherwise keys typed between the prompt and the first read are echoed by the tty.
int cel_prepare_terminal(EditLine *el);
/// Leaves and re-enters editing mode: after a stop, the modes may have been restored behind
/// libedit's back while it still thinks it has them set.
int cel_reset_terminal(EditLine *el);
/// Redraws the prompt and line (EL_REFRESH).
int cel_refresh(EditLine *el);

// ---- Window size ----

/// The widest and tallest window tileshell believes (README "Limits"): every TIOCGWINSZ answer
/// in the process, libedit's own included, is clamped to it (CEditLine.c defines `ioctl`).
#define CEL_MAX_COLUMNS 1000
#define CEL_MAX_ROWS 1000

// ---- History ----

/// A wide-character history of at most `size` entries, dropping consecutive duplicates.
HistoryW *cel_history_init(int size);
void cel_history_end(HistoryW *history);
/// Adds an entry (H_ENTER).
int cel_history_enter(HistoryW *history, const wchar_t *line);
/// Makes the editor recall from `history` (EL_HIST).
int cel_use_history(EditLine *el, HistoryW *history);

// ---- Signals ----

/// Installs a SIGTSTP handler that restores the terminal saved by cel_guard_terminal, then
/// stops; and handlers for SIGTERM, SIGHUP and SIGQUIT that restore it before the process dies.
/// (SIGINT, SIGWINCH and SIGCONT are only recorded: Swift's `Interrupts` owns them.)
void cel_install_signal_handlers(void);

// ---- Terminal guard ----

/// Saves the terminal modes of `fd`, to be restored on exit paths and fatal signals.
int cel_guard_terminal(int fd);
/// Puts the guarded terminal in raw mode (no echo, no line discipline, no signal keys).
int cel_enter_raw_mode(void);
/// Bytes written to the terminal when it is restored (say, to show the cursor and turn
/// bracketed paste off); at most 63 bytes, copied.
void cel_set_restore_sequence(const char *bytes);
/// Restores the saved modes and writes the restore sequence; async-signal-safe.
void cel_restore_terminal(void);
