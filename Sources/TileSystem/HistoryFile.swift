import TileText

#if canImport(Glibc)
    import Glibc
#endif

/// The history file: every accepted entry, oldest first, as a script holds it (an entry of
/// several lines keeps its line breaks, with a `\` after each that would end it there), so the
/// file is a valid script and reads back entry by entry.
///
/// Crash-safe and shared: each entry is appended with one `write` to a file opened `O_APPEND`,
/// so a `kill -9` loses nothing already entered and two sessions at once interleave whole
/// entries. Bounded: past `trimAt` entries the file is rewritten with the newest `limit`
/// through a temporary file and `rename`, under an exclusive `flock` that appenders respect; it
/// never cuts an entry in half. Trimming in batches keeps most entries a single append: a trim
/// at every entry past the cap rewrote and fsynced all 10 000 each time.
///
/// Example: `let h = HistoryFile(path: HistoryFile.location(environment: env), joining: ScriptEntries.init) { print($0) }`
package final class HistoryFile {
    /// The most entries kept: loaded, listed, and left in the file by a trim.
    package static let limit = 10_000
    /// The most entries the file holds: one more, and it is trimmed back to `limit`.
    static let trimAt = limit + limit / 10

    let path: String?
    /// The entries, oldest first: the file's as loaded, then this session's.
    package private(set) var entries: [String] = []
    private let warn: (String) -> Void
    /// A fresh joiner for each read: how the file's lines make entries.
    private let joining: () -> any EntryJoining
    /// Set after the one warning: nothing more is written.
    private var failed = false
    /// Entries in the file as far as this session knows (after loading, plus its own appends):
    /// past `trimAt`, the file is trimmed again, so the bound holds at every moment, not only at load.
    private var fileLines = 0
    /// False when the path is a FIFO or a device: appended to, never read back or trimmed.
    private var isRegular = true

    /// `joining` makes the language's line joiner; `warn` gets one line of text, at most once
    /// per session.
    package init(path: String?, joining: @escaping () -> any EntryJoining, warn: @escaping (String) -> Void) {
        self.path = path
        self.joining = joining
        self.warn = warn
    }

    /// `$XDG_STATE_HOME/tileshell/history` when that is an absolute path, else
    /// `~/.local/state/tileshell/history`; nil without a home directory.
    package static func location(environment: [String: String]) -> String? {
        XDGDirectory.state.path(environment: environment).map { $0 + "/tileshell/history" }
    }

    // MARK: Loading

    /// Reads the file (creating it, mode 0600, and its directory), drops consecutive duplicates,
    /// and trims it to `limit` entries when it holds more than `trimAt`. A file that cannot be
    /// created gives the one warning.
    /// A history file at the path itself is kept private (0600); one reached through a symlink
    /// is the user's own arrangement, and its mode is left as it is.
    package func load() {
        guard let path else {
            fail("history will not be saved: no home directory")
            return
        }
        if let error = FileIO.makeDirectories(for: path) {
            fail("cannot save history to '\(path)': \(error)")
            return
        }
        let fd: Int32
        switch SafeFile.open(path, O_RDWR | O_CREAT, mode: 0o600) {
        case .success(let opened): fd = opened
        case .failure(let e):
            fail("cannot save history to '\(path)': \(e.message)")
            loadReadOnly(path)
            return
        }
        defer { close(fd) }
        var st = stat()
        var link = stat()
        let isLink = lstat(path, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK
        isRegular = fstat(fd, &st) == 0 && st.st_mode & S_IFMT == S_IFREG
        // NB: a FIFO or device may stand in for the file (appends only): reading one could block.
        guard isRegular else { return }
        if !isLink && st.st_mode & 0o077 != 0 { fchmod(fd, 0o600) }
        fileLines = read(fd)
        if fileLines > Self.trimAt { trim(fd: fd, path: path) }
    }

    /// Reads what can be read of a file this session cannot write.
    private func loadReadOnly(_ path: String) {
        guard case .success(let fd) = FileIO.openForReading(path, .regularOnly) else { return }
        defer { close(fd) }
        _ = read(fd)
    }

    /// Replaces `entries` with the file's; returns the number of entries read.
    private func read(_ fd: Int32) -> Int {
        _ = lseek(fd, 0, SEEK_SET)
        var reader = LineReader(fd: fd)
        var joiner = joining()
        var lines: [String] = []
        var count = 0
        var number = 0
        func keep(_ entry: String) {
            count += 1
            guard !Self.isBlank(entry), entry != lines.last else { return }
            lines.append(entry)
            // NB: keep memory bounded however long the file has grown.
            if lines.count >= 2 * Self.limit { lines.removeFirst(lines.count - Self.limit) }
        }
        while let raw = reader.next() {
            number += 1
            if let entry = joiner.add(raw, lineNumber: number) { keep(entry) }
        }
        if let entry = joiner.finish() { keep(entry) }
        entries = Array(lines.suffix(Self.limit))
        return count
    }

    /// Rewrites the file with the newest `limit` entries, atomically, under an exclusive lock.
    private func trim(fd: Int32, path: String) {
        guard flock(fd, LOCK_EX) == 0 else { return }
        defer { _ = flock(fd, LOCK_UN) }
        // Read again under the lock: another session may have appended since.
        _ = read(fd)
        let text = entries.map { Self.escape($0) + "\n" }.joined()
        if case .success = SafeFile.replace(path, with: Array(text.utf8), newFileMode: 0o600, applyUmask: false) {
            fileLines = entries.count
        }
    }

    /// Trims the file again once this session's lines have taken it past `trimAt`.
    private func trimIfOver(_ path: String) {
        guard isRegular, fileLines > Self.trimAt, case .success(let fd) = SafeFile.open(path, O_RDWR) else { return }
        defer { close(fd) }
        trim(fd: fd, path: path)
    }

    // MARK: Appending

    /// Records an accepted entry (as a script holds it); false when it was
    /// not recorded (blank, or the same as the previous entry).
    @discardableResult
    package func add(_ line: String) -> Bool {
        guard !Self.isBlank(line), line != entries.last else { return false }
        entries.append(line)
        if entries.count > Self.limit { entries.removeFirst(entries.count - Self.limit) }
        append(line)
        return true
    }

    private func append(_ line: String) {
        guard !failed, let path else { return }
        let bytes = Array((Self.escape(line) + "\n").utf8)
        var reason = "the file kept being replaced"
        // A trim may replace the file between open and lock: then open the new one.
        for _ in 0..<3 {
            // NB: O_NONBLOCK: a FIFO nobody reads is an error (ENXIO), not a hang on every line.
            let fd: Int32
            switch SafeFile.open(path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK, mode: 0o600) {
            case .success(let opened): fd = opened
            case .failure(let e): return fail("cannot save history to '\(path)': \(e.message)")
            }
            defer { close(fd) }
            guard flock(fd, LOCK_SH) == 0 else {
                reason = String(cString: strerror(errno))
                break
            }
            var opened = stat()
            var named = stat()
            if fstat(fd, &opened) == 0 && stat(path, &named) == 0 && opened.st_ino != named.st_ino { continue }
            switch SafeFile.append(bytes, to: fd) {
            case .success:
                fileLines += 1
                _ = flock(fd, LOCK_UN)
                trimIfOver(path)
                return
            case .failure(let e):
                fail("cannot save history to '\(path)': \(e.message)")
                return
            }
        }
        fail("cannot save history to '\(path)': \(reason)")
    }

    private func fail(_ message: String) {
        guard !failed else { return }
        failed = true
        warn("tileshell: warning: \(Sanitizer.visible(message)); this session's lines will not be kept\n")
    }

    // MARK: Format

    package static func isBlank(_ line: String) -> Bool { line.allSatisfy { $0 == " " || $0 == "\t" } }

    /// An entry as stored: exactly as given, its lines joined by LF. A carriage return (a
    /// pasted `\r`) becomes a space: it would end a line when the file is read back.
    static func escape(_ line: String) -> String {
        guard line.utf8.contains(0x0D) else { return line }
        return String(line.map { $0 == "\r" ? " " : $0 == "\r\n" ? "\n" : $0 })
    }
}
