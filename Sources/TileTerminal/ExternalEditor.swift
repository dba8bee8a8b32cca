import TileRender
import TileRunner
import TileSystem
import TileText

#if canImport(Glibc)
    import Glibc
#endif

/// The user's own editor, for Ctrl-X Ctrl-E, vi's `v` and `edit`: `$VISUAL`, then `$EDITOR`,
/// then the first of `editor`, `nano` or `vi` on `PATH`. The command may carry arguments
/// (`code --wait`): it runs as `/bin/sh -c '<command> "$@"' <command> <file>`, as git runs its
/// editor, so the file name is never re-read by the shell whatever it holds.
///
/// The editor gets the terminal in the modes it had before tileshell started (cooked, echo on,
/// bracketed paste off), and the modes in force before it are put back after it however it
/// ends.
///
/// Example: `ExternalEditor(environment: env, ansi: true).edit(text: "tile apple 3")`
struct ExternalEditor {
    /// The process environment: `VISUAL`, `EDITOR`, `PATH`, `TMPDIR`.
    let environment: [String: String]
    /// The terminal takes escape sequences: bracketed paste is turned back on after the editor
    /// when it is called while a line is being edited (`whileEditing`).
    let ansi: Bool

    /// Editors tried in order when neither `VISUAL` nor `EDITOR` names one.
    static let fallbacks = ["editor", "nano", "vi"]

    /// Why the edit changed nothing.
    enum Failure: Error, Equatable {
        /// No `VISUAL`, no `EDITOR` and none of the fallbacks on `PATH`.
        case noEditor
        /// The temporary file could not be made or read back.
        case file(String)
        /// The editor left a symlink (or a FIFO, a device) where its file was: read, it could
        /// feed another file's lines to the shell and its history.
        case notAFile
        /// `/bin/sh` could not be started.
        case cannotStart(String)
        case exited(command: String, status: Int32)
        case killed(command: String, signal: Int32)

        /// One line for the terminal, saying that nothing ran.
        var message: String {
            switch self {
            case .noEditor:
                "no editor: set VISUAL or EDITOR (none of " + ExternalEditor.fallbacks.joined(separator: ", ")
                    + " is on PATH)"
            case .file(let why): "cannot edit: \(why)"
            case .notAFile:
                "cannot edit: the editor left something other than a plain file in its place; nothing was run"
            case .cannotStart(let why): "cannot start the editor: \(why)"
            case .exited(let command, let status):
                "editor '\(Sanitizer.visible(command))' exited with status \(status); nothing was run"
            case .killed(let command, let signal):
                "editor '\(Sanitizer.visible(command))' was killed by signal \(signal); nothing was run"
            }
        }
    }

    /// The editor command the environment names, or the first fallback found on `PATH`.
    var command: String? {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment[name], value.contains(where: { $0 != " " && $0 != "\t" }) { return value }
        }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false)
        for name in Self.fallbacks {
            for folder in folders {
                // NB: an empty PATH entry is the working directory, as execvp takes it.
                let path = (folder.isEmpty ? "." : String(folder)) + "/" + name
                if access(path, X_OK) == 0 && !FileIO.isDirectory(atPath: path) { return name }
            }
        }
        return nil
    }

    /// Opens `text` in a temporary file (mode 0600, `.tsh` so the editor picks the syntax) and
    /// returns the lines it holds when the editor exits with status 0. The file is removed after.
    func edit(text: String, whileEditing: Bool) -> Result<[String], Failure> {
        let folder = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var path = ""
        var fd: Int32 = -1
        for _ in 0..<8 {
            guard let random = SafeFile.randomHex(count: 12) else { return .failure(.file("no random source")) }
            path = folder + "/tileshell-edit-" + random + ".tsh"
            fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else {
            return .failure(.file("\(Sanitizer.visible(folder)): \(String(cString: strerror(errno)))"))
        }
        defer { unlink(path) }
        let written = FileOutput(fd: fd).write(text.isEmpty ? [] : Array((text + "\n").utf8))
        close(fd)
        guard written else { return .failure(.file(String(cString: strerror(errno)))) }
        if case .failure(let f) = edit(file: path, whileEditing: whileEditing) { return .failure(f) }
        return Self.readBack(path)
    }

    /// The lines of the edited file, which must still be a regular file and not a symlink
    /// (`O_NOFOLLOW`; `O_NONBLOCK`, so a FIFO in its place cannot hang the shell).
    static func readBack(_ path: String) -> Result<[String], Failure> {
        let fd: Int32
        switch FileIO.openForReading(Array(path.utf8), .regularOnly, noFollow: true) {
        case .success(let opened): fd = opened
        case .failure(let e) where [ELOOP, EINVAL, EISDIR].contains(e.code):
            return .failure(.notAFile)
        case .failure(let e): return .failure(.file(e.message))
        }
        defer { close(fd) }
        switch FileIO.readBytes(fd) {
        case .success(let edited): return .success(Self.lines(of: String(decoding: edited, as: UTF8.self)))
        case .failure(let e): return .failure(.file(e.message))
        }
    }

    /// Runs the editor on `path` with the terminal handed over; success when it exits with 0.
    func edit(file path: String, whileEditing: Bool) -> Result<Void, Failure> {
        guard let command else { return .failure(.noEditor) }
        var modes = termios()
        let hadModes = tcgetattr(0, &modes) == 0
        // NB: puts back the modes saved when the session began and turns bracketed paste off.
        Terminal.restore()
        defer {
            if hadModes { tcsetattr(0, TCSADRAIN, &modes) }
            if ansi && whileEditing { FileOutput(fd: 1).write(Terminal.pasteOn) }
            // A Ctrl-C typed in the editor was the editor's.
            _ = Interrupts.take()
        }
        let pid: pid_t
        switch spawn(command, path) {
        case .success(let p): pid = p
        case .failure(let f): return .failure(f)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // NB: the wait status by hand (the W* macros do not import): low 7 bits the signal.
        let signal = status & 0x7F
        if signal != 0 { return .failure(.killed(command: command, signal: signal)) }
        let code = (status >> 8) & 0xFF
        // NB: /bin/sh runs the command as its child and exits with 128 + the signal that killed it.
        if code > 128 && code <= 128 + 64 { return .failure(.killed(command: command, signal: code - 128)) }
        return code == 0 ? .success(()) : .failure(.exited(command: command, status: code))
    }

    private func spawn(_ command: String, _ path: String) -> Result<pid_t, Failure> {
        let argv = ["/bin/sh", "-c", command + " \"$@\"", command, path]
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let cArgs = argv.map { strdup($0) } + [nil]
        defer { cArgs.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, "/bin/sh", nil, &attributes, cArgs, environ)
        guard result == 0 else { return .failure(.cannotStart(String(cString: strerror(result)))) }
        return .success(pid)
    }

    /// The edited text as lines: LF or CRLF ends, the final line end dropped.
    static func lines(of text: String) -> [String] {
        // NB: split on bytes: "\r\n" is one `Character`, which a split on "\n" would not cut.
        var lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map {
            LineReader.decode(ArraySlice($0))
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// `edit` in a script or at the prompt: the editor opened between lines, not while one is edited.
extension ExternalEditor: ScriptEditor {
    func edit(file path: String) -> Result<Void, EditFailure> {
        edit(file: path, whileEditing: false).mapError { EditFailure(message: $0.message) }
    }

    func edit(text: String) -> Result<[String], EditFailure> {
        edit(text: text, whileEditing: false).mapError { EditFailure(message: $0.message) }
    }
}
