import CEditLine
import TileSystem

#if canImport(Glibc)
    import Glibc
#endif

/// The controlling terminal as the interactive session uses it: its locale, modes, size,
/// signals and the few escape sequences it is sent. Only touched when standard input and
/// output are terminals.
///
/// NB: signal handlers and the saved modes live in C (`CEditLine`): a handler must restore the
/// terminal with nothing but async-signal-safe calls.
package enum Terminal {
    /// What the terminal named by `TERM` can do beyond plain text.
    package enum Kind: Equatable {
        /// `TERM=dumb` or unset: no cursor movement, no modes; the chooser is off.
        case dumb
        /// Anything else is taken to be an ANSI/xterm terminal.
        case ansi

        package init(term: String?) {
            switch term {
            case nil, "", "dumb", "unknown": self = .dumb
            default: self = .ansi
            }
        }
    }

    /// Bracketed paste on and off (xterm's mode 2004).
    static let pasteOn = "\u{1B}[?2004h"
    static let pasteOff = "\u{1B}[?2004l"
    package static let hideCursor = "\u{1B}[?25l"
    package static let showCursor = "\u{1B}[?25h"

    /// Makes the C locale's character type UTF-8, so libedit decodes multibyte input: the
    /// environment's locale when it is UTF-8, else `C.UTF-8`.
    static func useUTF8Locale() {
        setlocale(LC_CTYPE, "")
        if !isUTF8Locale { setlocale(LC_CTYPE, "C.UTF-8") }
    }

    static var isUTF8Locale: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }

    /// Saves the modes of the terminal on `fd` and installs the signal handlers: SIGINT, SIGWINCH
    /// and SIGCONT are recorded (`Interrupts`); SIGTSTP restores the terminal, then stops;
    /// SIGTERM, SIGHUP and SIGQUIT restore it, then kill.
    package static func takeCharge(of fd: Int32, kind: Kind) {
        _ = cel_guard_terminal(fd)
        if kind == .ansi { cel_set_restore_sequence(pasteOff + showCursor) }
        Interrupts.installForTerminal()
        cel_install_signal_handlers()
    }

    /// The bytes the signal handlers write when they restore the terminal (the full-screen
    /// preview's way back, for one).
    package static func setRestoreSequence(_ bytes: String) { cel_set_restore_sequence(bytes) }

    /// Raw mode for the chooser: keys arrive one by one, unechoed; Ctrl-C arrives as a byte.
    static func enterRawMode() -> Bool { cel_enter_raw_mode() == 0 }

    /// Restores the modes saved by `takeCharge(of:kind:)`.
    package static func restore() { cel_restore_terminal() }

    /// What waiting for one byte of input gave.
    enum ByteRead: Equatable {
        case byte(UInt8)
        case endOfInput
        /// SIGINT or SIGWINCH came; its flag is still set for the caller to take.
        case signal
        /// A read error; `errno` says which.
        case failed
    }

    /// Waits for one byte from `fd`, or a signal. Race-free: the handler sets its flag, then
    /// writes to a pipe polled beside `fd`, so a signal just before the wait still ends it.
    static func readByte(from fd: Int32) -> ByteRead {
        while true {
            if Interrupts.pending { return .signal }
            var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
            let wake = Interrupts.wakeFD
            if wake >= 0 { fds.append(pollfd(fd: wake, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&fds, nfds_t(fds.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return .failed
            }
            if fds.count > 1 && fds[1].revents != 0 {
                Interrupts.drainWake()
                return .signal
            }
            guard fds[0].revents != 0 else { continue }
            var byte: UInt8 = 0
            let n = read(fd, &byte, 1)
            if n == 1 { return .byte(byte) }
            if n == 0 { return .endOfInput }
            if errno == EINTR || errno == EAGAIN { continue }
            return .failed
        }
    }

    /// How long an Esc waits for the rest of an escape sequence, in milliseconds, in the line
    /// editor and the chooser alike: terminals send a sequence in one write, so its bytes come
    /// at once, and a person does not notice the wait after a lone Esc.
    static let escapeTimeout: Int32 = 50

    /// True when a byte follows an Esc on `fd` within `escapeTimeout`: tells a lone Esc from the
    /// start of an escape sequence.
    static func escapeSequenceFollows(on fd: Int32) -> Bool {
        var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&pfd, 1, escapeTimeout) == 1
    }

    /// The window's size in cells, if `fd` is a terminal that knows it, at most `maxColumns` ×
    /// `maxRows` (README "Limits"): a layout, like libedit's display, grows with the window.
    package static func size(_ fd: Int32) -> (columns: Int, rows: Int)? {
        var ws = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 else { return nil }
        return (min(Int(ws.ws_col), maxColumns), min(Int(ws.ws_row), maxRows))
    }

    /// The widest and tallest window used; libedit gets the same bound (the C shim clamps every
    /// TIOCGWINSZ answer, since libedit asks the terminal itself).
    static let maxColumns = Int(CEL_MAX_COLUMNS)
    static let maxRows = Int(CEL_MAX_ROWS)
}
