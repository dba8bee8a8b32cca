#include "CEditLine.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <termios.h>
#include <unistd.h>

// ---- Editor ----

static char *prompt_text;

static char *prompt_function(EditLine *el) {
    (void)el;
    return prompt_text != NULL ? prompt_text : "";
}

EditLine *cel_init(const char *program) { return el_init(program, stdin, stdout, stderr); }

int cel_set_prompt(EditLine *el, const char *prompt) {
    char *copy = strdup(prompt);
    if (copy == NULL) return -1;
    free(prompt_text);
    prompt_text = copy;
    return el_set(el, EL_PROMPT, prompt_function);
}

int cel_set_editor(EditLine *el, const char *mode) { return el_set(el, EL_EDITOR, mode); }

int cel_set_signal(EditLine *el, int on) { return el_set(el, EL_SIGNAL, on); }

int cel_set_client_data(EditLine *el, void *data) { return el_set(el, EL_CLIENTDATA, data); }

void *cel_client_data(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}

int cel_add_function(EditLine *el, const char *name, const char *help, cel_function function) {
    return el_set(el, EL_ADDFN, name, help, function);
}

int cel_bind(EditLine *el, const char *keys, const char *function) {
    return el_set(el, EL_BIND, keys, function, NULL);
}

int cel_bind_command_mode(EditLine *el, const char *keys, const char *function) {
    return el_set(el, EL_BIND, "-a", keys, function, NULL);
}

int cel_is_vi_mode(EditLine *el) {
    const char *mode = NULL;
    if (el_get(el, EL_EDITOR, &mode) != 0 || mode == NULL) return 0;
    return strcmp(mode, "vi") == 0;
}

int cel_set_read_function(EditLine *el, el_rfunc_t function) { return el_set(el, EL_GETCFN, function); }

int cel_prepare_terminal(EditLine *el) { return el_set(el, EL_PREP_TERM, 1); }

int cel_reset_terminal(EditLine *el) {
    el_set(el, EL_PREP_TERM, 0);
    return el_set(el, EL_PREP_TERM, 1);
}

int cel_refresh(EditLine *el) { return el_set(el, EL_REFRESH); }

// ---- Window size ----

// NB: libedit asks the terminal's size itself (TIOCGWINSZ on its input, at every el_gets and on
// SIGWINCH inside its own handler) and allocates two display buffers of rows x columns wide
// characters, 8 bytes a cell, each written whole: a 65535x65535 window took gigabytes and
// stopped the session. No el_set option turns that off, and EL_SETTC "co"/"li" is overwritten by
// the next ask. So this definition of ioctl, exported by the executable, is the one libedit's
// call binds to (the dynamic linker looks in the executable first); it clamps the size that
// TIOCGWINSZ reports, for libedit and for tileshell's own layout alike. Every other request
// goes to the kernel unchanged.
int ioctl(int fd, unsigned long request, ...) {
    va_list arguments;
    va_start(arguments, request);
    void *argument = va_arg(arguments, void *);
    va_end(arguments);
    long result = syscall(SYS_ioctl, fd, request, argument);
    if (result == 0 && request == TIOCGWINSZ && argument != NULL) {
        struct winsize *size = argument;
        if (size->ws_col > CEL_MAX_COLUMNS) size->ws_col = CEL_MAX_COLUMNS;
        if (size->ws_row > CEL_MAX_ROWS) size->ws_row = CEL_MAX_ROWS;
    }
    return (int)result;
}

// ---- History ----

HistoryW *cel_history_init(int size) {
    HistoryW *history = history_winit();
    if (history == NULL) return NULL;
    HistEventW event;
    history_w(history, &event, H_SETSIZE, size);
    history_w(history, &event, H_SETUNIQUE, 1);
    return history;
}

void cel_history_end(HistoryW *history) { history_wend(history); }

int cel_history_enter(HistoryW *history, const wchar_t *line) {
    HistEventW event;
    return history_w(history, &event, H_ENTER, line);
}

int cel_use_history(EditLine *el, HistoryW *history) { return el_wset(el, EL_HIST, history_w, history); }

// ---- Signals ----

static void die_of_signal(int signo) {
    // SA_RESETHAND made the action the default again; the re-raised signal is delivered on return.
    cel_restore_terminal();
    raise(signo);
}

static void stop(int signo) {
    (void)signo;
    int saved_errno = errno;
    cel_restore_terminal();
    raise(SIGSTOP);
    errno = saved_errno;
}

static void install(int signo, void (*handler)(int), int flags) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    action.sa_flags = flags;
    sigemptyset(&action.sa_mask);
    sigaction(signo, &action, NULL);
}

void cel_install_signal_handlers(void) {
    install(SIGTSTP, stop, 0);
    install(SIGTERM, die_of_signal, SA_RESETHAND);
    install(SIGHUP, die_of_signal, SA_RESETHAND);
    install(SIGQUIT, die_of_signal, SA_RESETHAND);
}

// ---- Terminal guard ----

static struct termios saved_modes;
static volatile sig_atomic_t guarded_fd = -1;
static char restore_sequence[64];
static volatile sig_atomic_t restore_length;

int cel_guard_terminal(int fd) {
    if (tcgetattr(fd, &saved_modes) != 0) return -1;
    guarded_fd = fd;
    return 0;
}

int cel_enter_raw_mode(void) {
    if (guarded_fd < 0) return -1;
    struct termios raw = saved_modes;
    raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO | ISIG | IEXTEN);
    raw.c_iflag &= ~(tcflag_t)(IXON | ICRNL | INLCR | IGNCR);
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    return tcsetattr(guarded_fd, TCSADRAIN, &raw);
}

void cel_set_restore_sequence(const char *bytes) {
    size_t length = strlen(bytes);
    if (length >= sizeof restore_sequence) length = sizeof restore_sequence - 1;
    restore_length = 0;
    memcpy(restore_sequence, bytes, length);
    restore_length = (sig_atomic_t)length;
}

void cel_restore_terminal(void) {
    int saved_errno = errno;
    if (guarded_fd >= 0) {
        tcsetattr(guarded_fd, TCSADRAIN, &saved_modes);
        if (restore_length > 0) {
            ssize_t ignored = write(STDOUT_FILENO, restore_sequence, (size_t)restore_length);
            (void)ignored;
        }
    }
    errno = saved_errno;
}
