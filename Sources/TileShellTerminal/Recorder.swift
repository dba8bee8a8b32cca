import TileShell

#if canImport(Glibc)
    import Glibc
#endif

/// The file `record` appends each succeeded command to, one whole entry (its lines, as a
/// script holds them) per write. The first
/// failed append (a full disk, `RLIMIT_FSIZE`) is kept in `failure`, leaves no partial line
/// (see `SafeFile.append`), and stops further appends; the runner then reports it and closes.
///
/// `undo` and `redo` are not recorded as typed: an undone command's line leaves a regular file
/// and `redo` puts it back (`RecordedLines`), so the file replays to the state the session is
/// in. The file is cut back to the first line that changed and the rest written again; a file
/// that cannot be cut (a pipe, a terminal) gets `undo` and `redo` as typed.
final class Recorder {
    let fd: Int32
    /// The path as the user wrote it, for messages.
    let path: String
    private(set) var failure: FileError?
    /// The end of the recording that undo and redo may change; nil when the file is not regular.
    private var lines: RecordedLines?
    /// Where `lines.window` begins in the file.
    private var windowStart: off_t = 0

    /// `undoable` and `redoable`: the steps the session's undo log holds as the recording starts.
    init(fd: Int32, path: String, undoable: Int = 0, redoable: Int = 0) {
        self.fd = fd
        self.path = path
        var st = stat()
        if fstat(fd, &st) == 0 && st.st_mode & S_IFMT == S_IFREG {
            lines = RecordedLines(undoable: undoable, redoable: redoable)
            windowStart = st.st_size
        }
    }

    deinit { close(fd) }

    /// Records a command that succeeded: a step `undo` can take back, an `undo` or `redo`, or a
    /// line that changes nothing.
    func record(_ command: Command) {
        // NB: an entry of several lines is written in script form, so it replays as one.
        let text = EntryAssembler.scriptText(String(command.text))
        switch command.kind {
        case .set, .unset, .varDecl, .enumDecl, .tileKind, .load, .unwatch: append(text, isStep: true)
        // NB: `watch` alone lists the watches and changes nothing.
        case .watch(let arguments): append(text, isStep: !arguments.isEmpty)
        case .pick(_, let value): append(text, isStep: value != nil)
        case .undo(let count): step(count.map { command.line.text(of: $0) }, undoing: true, typed: text)
        case .redo(let count): step(count.map { command.line.text(of: $0) }, undoing: false, typed: text)
        default: append(text, isStep: false)
        }
    }

    /// Appends a line; `isStep`: it made a change `undo` can take back.
    func append(_ line: String, isStep: Bool = false) {
        guard failure == nil else { return }
        lines?.append(line, isStep: isStep)
        if case .failure(let e) = SafeFile.append(Array((line + "\n").utf8), to: fd) { failure = e }
        if let dropped = lines?.takeDropped() { windowStart += off_t(dropped) }
    }

    /// Follows the session's undo log between lines (it drops its oldest steps past its bounds).
    func sync(undoable: Int, redoable: Int) {
        lines?.sync(undoable: undoable, redoable: redoable)
        if let dropped = lines?.takeDropped() { windowStart += off_t(dropped) }
    }

    private func step(_ count: String?, undoing: Bool, typed: String) {
        guard failure == nil else { return }
        guard var lines else { return append(typed) }
        let before = windowStart + off_t(lines.offset(of: lines.end))
        let n = count.flatMap { Int($0) } ?? 1
        guard let changed = undoing ? lines.undo(n) : lines.redo(n) else {
            self.lines = lines
            return
        }
        self.lines = lines
        // The file must still end where the recording left it: another writer would be cut off.
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_size == before else {
            failure = FileError(message: "the file was changed by another program")
            return
        }
        let at = windowStart + off_t(lines.offset(of: changed))
        guard ftruncate(fd, at) == 0 else {
            failure = FileError(errno: errno)
            return
        }
        let rest = lines.text(from: changed)
        if !rest.isEmpty, case .failure(let e) = SafeFile.append(rest, to: fd) { failure = e }
    }
}
