import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The real tileshell binary running in a pseudo-terminal of its own: started in a new session
/// with the pty as its controlling terminal (`setsid --ctty`, through `posix_spawn`: the test
/// process never forks). Reads are polled with deadlines into a `Screen`; nothing sleeps.
final class ShellProcess {
    let pid: pid_t
    private let master: Int32
    private(set) var screen: Screen
    /// The terminal's modes before the shell started.
    let initialModes: termios
    /// The terminal's device (`/dev/pts/N`), for programs such as `stty` to open.
    let terminalPath: String
    private var exitStatus: Int32?
    /// Everything the shell wrote, for failure messages.
    private(set) var raw: [UInt8] = []

    static let prompt = "tileshell> "
    /// TIOCSPTLCK and TIOCGPTN (`_IOW('T', 0x31, int)`, `_IOR('T', 0x30, unsigned)`).
    static let setLock: UInt = 0x4004_5431
    static let getNumber: UInt = 0x8004_5430
    /// How long any one wait may take on a loaded machine before the test fails.
    static let timeout: Double = 20

    /// Starts the shell in a `columns` × `rows` terminal with `home` as HOME; `beforeStart` is
    /// given the terminal's device while nothing runs on it yet. `directory` is its working folder
    /// (the test's own when nil): what the shell writes to the current folder goes there.
    init(
        home: TemporaryDirectory, arguments: [String] = [], columns: Int = 80, rows: Int = 24,
        environment extra: [String: String] = [:], directory: String? = nil,
        beforeStart: ((String) throws -> Void)? = nil
    ) throws {
        // NB: posix_openpt, grantpt and unlockpt are hidden from Swift's Glibc; the ioctls are what
        // they do on Linux (devpts needs no grantpt).
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw HarnessError("cannot open /dev/ptmx") }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(master, Self.setLock, &unlock) == 0, ioctl(master, Self.getNumber, &number) == 0 else {
            close(master)
            throw HarnessError("cannot unlock the pty")
        }
        let name = "/dev/pts/\(number)"
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        let slave = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else { throw HarnessError("cannot open the pty's slave") }
        defer { close(slave) }

        var environment = [
            "PATH": "/usr/bin:/bin", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "TERM": "xterm",
        ]
        environment.merge(extra) { $1 }
        var modes = termios()
        _ = tcgetattr(master, &modes)
        self.initialModes = modes
        self.terminalPath = name
        try beforeStart?(name)
        // NB: `env -C` changes the folder (posix_spawn_file_actions_addchdir_np is not in Swift's Glibc).
        let chdir = directory.map { ["/usr/bin/env", "-C", $0] } ?? []
        let argv = ["/usr/bin/setsid", "--ctty"] + chdir + [try Self.binary()] + arguments
        self.master = master
        self.screen = Screen(columns: columns, rows: rows)
        self.pid = try Self.spawn(argv, environment: environment, stdin: slave, stdout: slave, stderr: slave)
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }
        close(master)
    }

    // MARK: Typing

    /// Writes keys to the terminal, as typed.
    func type(_ keys: String) { type(bytes: Array(keys.utf8)) }

    /// Sends raw bytes, which need not be valid UTF-8.
    func type(bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return }
            offset += n
        }
    }

    /// Changes the window size; the kernel sends the shell SIGWINCH.
    func resize(columns: Int, rows: Int) {
        setWindowSize(columns: columns, rows: rows)
        screen.resize(columns: columns, rows: rows)
    }

    /// Tells the shell the window is `columns` × `rows` (SIGWINCH) while the test's screen keeps
    /// its size: for sizes no test should hold in memory.
    func setWindowSize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// The shell's resident memory in KiB (VmRSS in /proc), or nil once it has gone.
    func residentKiB() -> Int? {
        let fd = open("/proc/\(pid)/status", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 8192)
        let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard n > 0 else { return nil }
        for line in String(decoding: bytes.prefix(n), as: UTF8.self).split(separator: "\n")
        where line.hasPrefix("VmRSS:") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        }
        return nil
    }

    /// The terminal's modes (a pty's two ends share them).
    func terminalModes() -> termios {
        var modes = termios()
        _ = tcgetattr(master, &modes)
        return modes
    }

    /// The end of the output, escaped, for failure messages.
    var lastOutput: String { String(reflecting: String(decoding: raw.suffix(600), as: UTF8.self)) }

    /// Everything written so far, as text.
    var rawText: String { String(decoding: raw, as: UTF8.self) }

    // MARK: Waiting

    /// Reads output until `condition` holds of the screen; fails the test after `timeout`.
    func wait(
        for what: String, timeout: Double = ShellProcess.timeout, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: (Screen) -> Bool
    ) throws {
        let deadline = Self.now() + timeout
        while !condition(screen) {
            let left = deadline - Self.now()
            if left <= 0 || readSome(milliseconds: Int32(max(1, min(left, 0.5) * 1000))) == .hungUp {
                if condition(screen) { return }
                Issue.record(
                    "timed out waiting for \(what); screen:\n\(screen.dump)\nlast output: \(lastOutput)",
                    sourceLocation: sourceLocation)
                throw HarnessError("timed out waiting for \(what)")
            }
        }
    }

    /// Waits for an empty prompt on a row below `row` (a fresh prompt after a command).
    func waitForPrompt(below row: Int = -1, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try wait(for: "a prompt", sourceLocation: sourceLocation) {
            $0.cursorRow > row && $0.cursorLine == "tileshell>" && $0.cursorColumn == Self.prompt.count
        }
    }

    /// Waits until the cursor's row reads `line`, the cursor at its end unless `cursor` is
    /// given, and the editor has the terminal (echo off): keys typed now reach it.
    func waitForLine(_ line: String, cursor: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expected = String(line.reversed().drop { $0 == " " }.reversed())
        try wait(for: "the line '\(line)'", sourceLocation: sourceLocation) {
            $0.cursorLine == expected && $0.cursorColumn == (cursor ?? CellWidth.columns(line))
                && terminalModes().c_lflag & tcflag_t(ECHO) == 0
        }
    }

    /// Types a line and Enter at a fresh prompt, waits for the next prompt, and returns the
    /// rows printed in between.
    @discardableResult
    func run(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        try waitForLine(Self.prompt, sourceLocation: sourceLocation)
        type(line)
        try waitForLine(Self.prompt + line, sourceLocation: sourceLocation)
        let start = screen.cursorRow
        type("\r")
        try waitForPrompt(below: start, sourceLocation: sourceLocation)
        return (start + 1..<screen.cursorRow).map { screen.text(ofRow: $0) }
    }

    /// Waits for the shell to exit (reading what it still writes) and returns its exit code,
    /// or 128 + the signal that killed it.
    func exitCode(sourceLocation: SourceLocation = #_sourceLocation) throws -> Int32 {
        if let exitStatus { return exitStatus }
        let deadline = Self.now() + Self.timeout
        while Self.now() < deadline {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
                exitStatus = code
                while readSome(milliseconds: 0) == .data {}
                return code
            }
            // Once the terminal has hung up, the process is on its way out: poll for it briefly.
            if readSome(milliseconds: 200) == .hungUp { _ = poll(nil, 0, 2) }
        }
        Issue.record("the shell did not exit; screen:\n\(screen.dump)", sourceLocation: sourceLocation)
        throw HarnessError("the shell did not exit")
    }

    private enum ReadResult { case data, nothing, hungUp }

    /// Waits for the shell to stop (Ctrl-Z), reading what it writes meanwhile.
    func waitUntilStopped(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let deadline = Self.now() + Self.timeout
        while Self.now() < deadline {
            var status: Int32 = 0
            if waitpid(pid, &status, WUNTRACED | WNOHANG) == pid && status & 0xFF == 0x7F { return }
            _ = readSome(milliseconds: 20)
        }
        Issue.record("the shell did not stop; screen:\n\(screen.dump)", sourceLocation: sourceLocation)
        throw HarnessError("the shell did not stop")
    }

    /// Reads what is there, waiting up to `milliseconds`.
    private func readSome(milliseconds: Int32) -> ReadResult {
        var pfd = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&pfd, 1, milliseconds)
        guard ready > 0 else { return .nothing }
        var buffer = [UInt8](repeating: 0, count: 8192)
        let n = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        guard n > 0 else { return n < 0 && errno == EINTR ? .nothing : .hungUp }
        let bytes = Array(buffer[0..<n])
        raw += bytes
        screen.feed(bytes)
        return .data
    }

    // MARK: Starting

    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// The tileshell binary: `$TILESHELL_BIN`, else the one built beside this test bundle,
    /// else `.build-pty` or `.build` under the package root.
    static func binary() throws -> String {
        if let path = getenv("TILESHELL_BIN").map({ String(cString: $0) }), !path.isEmpty { return path }
        var candidates: [String] = []
        var exe = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &exe, exe.count - 1)
        if n > 0 {
            let path = String(decoding: exe[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if let slash = path.lastIndex(of: "/") { candidates.append(String(path[..<slash]) + "/tileshell") }
        }
        let root = String(#filePath.split(separator: "/").dropLast(4).joined(separator: "/"))
        candidates += ["/\(root)/.build-pty/debug/tileshell", "/\(root)/.build/debug/tileshell"]
        guard let found = candidates.first(where: { access($0, X_OK) == 0 }) else {
            throw HarnessError("no tileshell binary; set TILESHELL_BIN (tried \(candidates))")
        }
        return found
    }

    /// Held while a test makes file descriptors that are not yet close-on-exec, and while it spawns.
    static let spawnLock = Mutex(())

    /// posix_spawn with the given standard streams, default signal actions and no blocked signals.
    static func spawn(
        _ argv: [String], environment: [String: String], stdin: Int32, stdout: Int32, stderr: Int32
    ) throws -> pid_t {
        try spawnLock.withLock { _ in
            try spawnUnlocked(argv, environment: environment, stdin: stdin, stdout: stdout, stderr: stderr)
        }
    }

    /// `spawn`, for a caller that holds `spawnLock`.
    static func spawnUnlocked(
        _ argv: [String], environment: [String: String], stdin: Int32, stdout: Int32, stderr: Int32
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t()
        sigfillset(&all)
        sigdelset(&all, SIGKILL)
        sigdelset(&all, SIGSTOP)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let cArgs = argv.map { strdup($0) } + [nil]
        let cEnv = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (cArgs + cEnv).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, argv[0], &actions, &attributes, cArgs, cEnv)
        guard result == 0 else { throw HarnessError("posix_spawn \(argv[0]) failed: \(result)") }
        return pid
    }
}

/// A failure of the test harness itself.
struct HarnessError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension CellWidth {
    /// Cells taken by a string.
    static func columns(_ text: String) -> Int { text.unicodeScalars.reduce(0) { $0 + of($1) } }
}
