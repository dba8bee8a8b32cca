#include "CEditLine.h"

#include <dlfcn.h>
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

// ---- Loading libedit ----

// NB: libedit is opened when the first line editor starts, not linked: a script, `-c`, a
// completion request or a picture never reads a line, and loading libedit with its libraries
// (libtinfo, libbsd, libmd: about 3 000 relocations) was a tenth of every start-up. Its calls go
// through the pointers below; the rest of tileshell calls these wrappers only.
static struct {
    EditLine *(*init)(const char *, FILE *, FILE *, FILE *);
    void (*end)(EditLine *);
    int (*set)(EditLine *, int, ...);
    int (*wset)(EditLine *, int, ...);
    int (*get)(EditLine *, int, ...);
    int (*source)(EditLine *, const char *);
    void (*push)(EditLine *, const char *);
    void (*resize)(EditLine *);
    const wchar_t *(*wgets)(EditLine *, int *);
    int (*wgetc)(EditLine *, wchar_t *);
    const LineInfoW *(*wline)(EditLine *);
    void (*deletestr)(EditLine *, int);
    int (*winsertstr)(EditLine *, const wchar_t *);
    int (*cursor)(EditLine *, int);
    HistoryW *(*history_winit)(void);
    void (*history_wend)(HistoryW *);
    int (*history_w)(HistoryW *, HistEventW *, int, ...);
} lib;

static int lib_loaded;
static char lib_error[256];

const char *cel_load(void) {
    if (lib_loaded) return NULL;
    if (lib_error[0] != 0) return lib_error;
    // libedit.so.2 on Debian and Ubuntu, .so.0 on Fedora and Arch; the unversioned name comes with
    // the development package.
    static const char *const names[] = {"libedit.so.2", "libedit.so.0", "libedit.so"};
    void *handle = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && handle == NULL; i++) {
        handle = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    }
    if (handle == NULL) {
        snprintf(lib_error, sizeof lib_error, "libedit is not installed (%s)", dlerror());
        return lib_error;
    }
    struct {
        const char *name;
        void **slot;
    } symbols[] = {
        {"el_init", (void **)&lib.init},
        {"el_end", (void **)&lib.end},
        {"el_set", (void **)&lib.set},
        {"el_wset", (void **)&lib.wset},
        {"el_get", (void **)&lib.get},
        {"el_source", (void **)&lib.source},
        {"el_push", (void **)&lib.push},
        {"el_resize", (void **)&lib.resize},
        {"el_wgets", (void **)&lib.wgets},
        {"el_wgetc", (void **)&lib.wgetc},
        {"el_wline", (void **)&lib.wline},
        {"el_deletestr", (void **)&lib.deletestr},
        {"el_winsertstr", (void **)&lib.winsertstr},
        {"el_cursor", (void **)&lib.cursor},
        {"history_winit", (void **)&lib.history_winit},
        {"history_wend", (void **)&lib.history_wend},
        {"history_w", (void **)&lib.history_w},
    };
    for (size_t i = 0; i < sizeof symbols / sizeof symbols[0]; i++) {
        *symbols[i].slot = dlsym(handle, symbols[i].name);
        if (*symbols[i].slot == NULL) {
            snprintf(lib_error, sizeof lib_error, "libedit lacks %s", symbols[i].name);
            dlclose(handle);
            return lib_error;
        }
    }
    lib_loaded = 1;
    return NULL;
}

// ---- Editor ----

static char *prompt_text;

static char *prompt_function(EditLine *el) {
    (void)el;
    return prompt_text != NULL ? prompt_text : "";
}

EditLine *cel_init(const char *program) {
    if (cel_load() != NULL) return NULL;
    return lib.init(program, stdin, stdout, stderr);
}

void cel_end(EditLine *el) { lib.end(el); }
int cel_source(EditLine *el, const char *file) { return lib.source(el, file); }
void cel_push(EditLine *el, const char *keys) { lib.push(el, keys); }
void cel_resize(EditLine *el) { lib.resize(el); }
const wchar_t *cel_wgets(EditLine *el, int *count) { return lib.wgets(el, count); }
int cel_wgetc(EditLine *el, wchar_t *character) { return lib.wgetc(el, character); }
const LineInfoW *cel_wline(EditLine *el) { return lib.wline(el); }
void cel_deletestr(EditLine *el, int count) { lib.deletestr(el, count); }
int cel_winsertstr(EditLine *el, const wchar_t *text) { return lib.winsertstr(el, text); }
int cel_cursor(EditLine *el, int count) { return lib.cursor(el, count); }

int cel_set_prompt(EditLine *el, const char *prompt) {
    char *copy = strdup(prompt);
    if (copy == NULL) return -1;
    free(prompt_text);
    prompt_text = copy;
    return lib.set(el, EL_PROMPT, prompt_function);
}

int cel_set_editor(EditLine *el, const char *mode) { return lib.set(el, EL_EDITOR, mode); }

int cel_set_signal(EditLine *el, int on) { return lib.set(el, EL_SIGNAL, on); }

int cel_set_client_data(EditLine *el, void *data) { return lib.set(el, EL_CLIENTDATA, data); }

void *cel_client_data(EditLine *el) {
    void *data = NULL;
    if (lib.get(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}

int cel_add_function(EditLine *el, const char *name, const char *help, cel_function function) {
    return lib.set(el, EL_ADDFN, name, help, function);
}

int cel_bind(EditLine *el, const char *keys, const char *function) {
    return lib.set(el, EL_BIND, keys, function, NULL);
}

int cel_bind_command_mode(EditLine *el, const char *keys, const char *function) {
    return lib.set(el, EL_BIND, "-a", keys, function, NULL);
}

int cel_is_vi_mode(EditLine *el) {
    const char *mode = NULL;
    if (lib.get(el, EL_EDITOR, &mode) != 0 || mode == NULL) return 0;
    return strcmp(mode, "vi") == 0;
}

int cel_set_read_function(EditLine *el, el_rfunc_t function) { return lib.set(el, EL_GETCFN, function); }

int cel_prepare_terminal(EditLine *el) { return lib.set(el, EL_PREP_TERM, 1); }

int cel_reset_terminal(EditLine *el) {
    lib.set(el, EL_PREP_TERM, 0);
    return lib.set(el, EL_PREP_TERM, 1);
}

int cel_refresh(EditLine *el) { return lib.set(el, EL_REFRESH); }

// ---- Window size ----

// NB: libedit asks the terminal's size itself (TIOCGWINSZ on its input, at every el_gets and on
// SIGWINCH inside its own handler) and allocates two display buffers of rows x columns wide
// characters, 8 bytes a cell, each written whole: a 65535x65535 window took gigabytes and
// stopped the session. No el_set option turns that off, and EL_SETTC "co"/"li" is overwritten by
// the next ask. So this definition of ioctl, exported by the executable (the linker exports it
// because libc defines the same name), is the one libedit's call binds to when cel_load opens it
// (the dynamic linker looks in the executable first); it clamps the size that
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
    HistoryW *history = lib.history_winit == NULL ? NULL : lib.history_winit();
    if (history == NULL) return NULL;
    HistEventW event;
    lib.history_w(history, &event, H_SETSIZE, size);
    lib.history_w(history, &event, H_SETUNIQUE, 1);
    return history;
}

void cel_history_end(HistoryW *history) { lib.history_wend(history); }

int cel_history_enter(HistoryW *history, const wchar_t *line) {
    HistEventW event;
    return lib.history_w(history, &event, H_ENTER, line);
}

int cel_use_history(EditLine *el, HistoryW *history) { return lib.wset(el, EL_HIST, lib.history_w, history); }

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
