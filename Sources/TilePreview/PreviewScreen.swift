import TileSystem
import TileTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// The terminal side of a live preview. On an ANSI terminal it is a full screen: the alternate
/// screen, the cursor hidden, and keys read one at a time without echo (so `q` quits); the
/// terminal is given back exactly as it was on every way out, Ctrl-Z and fatal signals included.
/// Anywhere else (output to a pipe or a file) it only reads keys when standard input is a
/// terminal, and touches no modes otherwise.
///
/// NB: keys are read with the line discipline off but signal keys on (not raw mode): Ctrl-C is
/// then SIGINT whether a run is going or the preview is waiting, and stops either at once;
/// Ctrl-Z is SIGTSTP, whose handler gives the terminal back before the process stops.
///
/// Example: `let screen = PreviewScreen(environment: env); screen.start(); defer { screen.finish() }`
final class PreviewScreen {
    /// Standard output is an ANSI terminal: frames replace each other on the alternate screen.
    let fullScreen: Bool
    /// Keys can be read from standard input (a terminal, or a pipe until it ends).
    private(set) var readsKeys: Bool
    /// The terminal whose modes are saved and restored, or nil when neither end is one.
    private let terminal: Int32?
    private let keysAreTerminal: Bool
    let output = FileOutput(fd: 1)

    init(environment: [String: String]) {
        let kind = Terminal.Kind(term: environment["TERM"])
        let outIsTerminal = TerminalFacts.isTerminal(1)
        keysAreTerminal = TerminalFacts.isTerminal(0)
        fullScreen = outIsTerminal && kind == .ansi
        terminal = keysAreTerminal ? 0 : outIsTerminal ? 1 : nil
        // NB: keys come from a terminal or a pipe; /dev/null (a closed standard input is reopened
        // on it at start-up) or a file would only end at once.
        var st = stat()
        readsKeys = keysAreTerminal || (fstat(0, &st) == 0 && st.st_mode & S_IFMT == S_IFIFO)
    }

    /// Takes the terminal (when there is one) and installs the signal handlers.
    func start() {
        guard let terminal else {
            Interrupts.install()
            return
        }
        Terminal.takeCharge(of: terminal, kind: fullScreen ? .ansi : .dumb)
        // NB: written by the C handlers too, on SIGTSTP, SIGTERM, SIGHUP and SIGQUIT; nothing at
        // all when standard output is not the terminal.
        Terminal.setRestoreSequence(fullScreen ? Terminal.showCursor + Terminal.alternateScreenOff : "")
        enter()
    }

    /// After a stop (Ctrl-Z, then `fg`): the handler gave the terminal back; take it again.
    func resume() {
        guard terminal != nil else { return }
        enter()
    }

    /// Gives the terminal back as it was: modes, cursor, the normal screen.
    func finish() {
        guard terminal != nil else { return }
        Terminal.restore()
    }

    /// The window's size, when standard output is a terminal that knows it.
    var size: (columns: Int, rows: Int)? { Terminal.size(1) }

    func show(_ bytes: [UInt8]) { output.write(bytes) }

    /// What the keys waiting on standard input ask for.
    enum Keys: Equatable {
        case quit
        case nothing
    }

    /// Reads the keys waiting; `q` quits. Standard input ending stops the reading of keys, not
    /// the preview.
    func readKeys() -> Keys {
        var buffer = [UInt8](repeating: 0, count: 64)
        let n = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN) {
            readsKeys = false
            return .nothing
        }
        return buffer.prefix(max(0, n)).contains(UInt8(ascii: "q")) ? .quit : .nothing
    }

    /// Keys one at a time, unechoed; the alternate screen with the cursor hidden.
    private func enter() {
        if keysAreTerminal { Self.readKeysSingly(0) }
        if fullScreen { output.write(Terminal.alternateScreenOn + Terminal.hideCursor) }
    }

    /// Turns off line editing and echo on the terminal `fd`, leaving signal keys and output
    /// processing as they are.
    private static func readKeysSingly(_ fd: Int32) {
        var modes = termios()
        guard tcgetattr(fd, &modes) == 0 else { return }
        modes.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &modes.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        _ = tcsetattr(fd, TCSADRAIN, &modes)
    }
}

extension Terminal {
    /// The alternate screen (xterm's mode 1049): the preview draws there, and leaving it brings
    /// back what the terminal showed before, cursor and all.
    static let alternateScreenOn = "\u{1B}[?1049h"
    static let alternateScreenOff = "\u{1B}[?1049l"
}
