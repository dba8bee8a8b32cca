// CEditLine: fixed-signature wrappers over libedit's variadic calls (el_set, el_get, history),
// plus the few things that must be plain C: signal handlers and the terminal guard they use.
// Imported by exactly one Swift file per concern in TileShellTerminal; nothing else is C.
#pragma once

#include <histedit.h>
#include <wchar.h>

/// A function bound to a key with cel_add_function; returns one of the CC_* codes.
typedef unsigned char (*cel_function)(EditLine *el, int ch);

// ---- Editor ----

/// el_init with the process's stdin, stdout and stderr (Swift 6 cannot name those globals).
EditLine *cel_init(const char *program);
/// Sets the prompt shown before each line (copied; UTF-8).
int cel_set_prompt(EditLine *el, const char *prompt);
/// "emacs" or "vi".
int cel_set_editor(EditLine *el, const char *mode);
/// 1: libedit catches the terminal signals while reading a line (see PLATFORM-NOTES).
int cel_set_signal(EditLine *el, int on);
/// Context for bound functions, read back with cel_client_data.
int cel_set_client_data(EditLine *el, void *data);
void *cel_client_data(EditLine *el);
/// Adds a named editor function (EL_ADDFN).
int cel_add_function(EditLine *el, const char *name, const char *help, cel_function function);
/// Binds a key sequence to an editor function (EL_BIND), in the current keymap.
int cel_bind(EditLine *el, const char *keys, const char *function);
/// Redraws the prompt and line (EL_REFRESH).
int cel_refresh(EditLine *el);

// ---- History ----

/// A wide-character history of at most `size` entries, dropping consecutive duplicates.
HistoryW *cel_history_init(int size);
void cel_history_end(HistoryW *history);
/// Adds an entry (H_ENTER).
int cel_history_enter(HistoryW *history, const wchar_t *line);
/// Makes the editor recall from `history` (EL_HIST).
int cel_use_history(EditLine *el, HistoryW *history);

// ---- Signals ----

/// Installs handlers that only record SIGINT and SIGWINCH (no SA_RESTART, so a blocking read
/// returns EINTR), and handlers for SIGTERM, SIGHUP and SIGQUIT that restore the terminal
/// saved by cel_guard_terminal before the process dies of the signal.
void cel_install_signal_handlers(void);
/// True once per SIGINT received since the last call.
int cel_take_interrupt(void);
/// True once per SIGWINCH received since the last call.
int cel_take_resize(void);

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
