import TileShell
import TileSystem

#if canImport(Glibc)
    import Glibc
#endif

/// The file `record` appends each succeeded command to, one whole entry (its lines, as a
/// script holds them) per write. The first
/// failed append (a full disk, `RLIMIT_FSIZE`) is kept in `failure` with the command it was
/// recording, leaves no partial line (see `SafeFile.append`), and stops further appends; the
/// runner then reports it at that command and closes.
///
/// `undo` and `redo` are not recorded as typed: an undone command's line leaves a regular file
/// and `redo` puts it back (`RecordedLines`), so the file replays to the state the session is
/// in. The file is cut back to the first line that changed and the rest written again; a file
/// that cannot be cut (a pipe, a terminal) gets `undo` and `redo` as typed.
final class Recorder {
    let fd: Int32
    /// The path as the user wrote it, for messages.
    let path: String
    private(set) var failure: Failure?
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

    /// A write that failed, and the command whose line it was writing (the diagnostic points at it).
    struct Failure {
        var error: FileError
        var command: Command
    }

    /// Records a command that succeeded: a step `undo` can take back, an `undo` or `redo`, or a
    /// line that changes nothing.
    func record(_ command: Command) {
        // NB: an entry of several lines is written in script form, so it replays as one.
        let text = EntryAssembler.scriptText(String(command.text))
        switch command.recording {
        case .step: append(text, isStep: true, for: command)
        case .line: append(text, isStep: false, for: command)
        case .undo(let count): step(count, undoing: true, typed: text, for: command)
        case .redo(let count): step(count, undoing: false, typed: text, for: command)
        }
    }

    /// Appends a line that records `command`; `isStep`: it made a change `undo` can take back.
    func append(_ line: String, isStep: Bool = false, for command: Command) {
        guard failure == nil else { return }
        lines?.append(line, isStep: isStep)
        if case .failure(let e) = SafeFile.append(Array((line + "\n").utf8), to: fd) {
            failure = Failure(error: e, command: command)
        }
        if let dropped = lines?.takeDropped() { windowStart += off_t(dropped) }
    }

    /// Follows the session's undo log between lines (it drops its oldest steps past its bounds).
    func sync(undoable: Int, redoable: Int) {
        lines?.sync(undoable: undoable, redoable: redoable)
        if let dropped = lines?.takeDropped() { windowStart += off_t(dropped) }
    }

    private func step(_ count: String?, undoing: Bool, typed: String, for command: Command) {
        guard failure == nil else { return }
        guard var lines else { return append(typed, for: command) }
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
            failure = Failure(error: FileError(message: "the file was changed by another program"), command: command)
            return
        }
        let at = windowStart + off_t(lines.offset(of: changed))
        guard ftruncate(fd, at) == 0 else {
            failure = Failure(error: FileError(errno: errno), command: command)
            return
        }
        let rest = lines.text(from: changed)
        if !rest.isEmpty, case .failure(let e) = SafeFile.append(rest, to: fd) {
            failure = Failure(error: e, command: command)
        }
    }
}
