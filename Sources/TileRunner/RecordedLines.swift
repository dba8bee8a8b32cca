/// The end of a recording that `undo` and `redo` may still change, so that the file replays to
/// the state the session is in: an undone command's line leaves the recording and `redo` puts it
/// back where it was. It mirrors the session's undo log: each step there is either a line
/// recorded here or (nil) a step from before the recording began, which the file cannot take
/// out, so undoing it is recorded as an `undo` line (and redoing it as `redo`).
///
/// Only the lines from the oldest step that can still change are kept, at most `maxBytes` of
/// them; what comes before is in the file for good.
///
/// Example: `lines.append("set price 1", isStep: true); lines.undo(1)` leaves no line present.
struct RecordedLines {
    struct Line {
        let text: String
        let isStep: Bool
        /// An `undo n` or `redo n` standing for steps from before the recording.
        var isLiteral = false
        /// In the file; an undone step's line is not.
        var present = true

        /// Its bytes in the file, with the newline.
        var size: Int { text.utf8.count + 1 }
    }

    /// The lines kept, oldest first; `window[0]` is line number `first` of the recording.
    private(set) var window: [Line] = []
    private(set) var first = 0
    /// The steps undo can take back, newest last: the number of the line each was recorded as.
    private(set) var undoable: [Int?]
    /// The steps redo can put back, the next to redo last.
    private(set) var redoable: [Int?]
    /// The bytes of text `window` holds, present or not.
    private(set) var bytes = 0

    /// The most bytes of lines kept (as the undo log keeps, 16 MiB): past it, the oldest steps
    /// are left in the file for good, and undoing them is recorded as an `undo` line.
    static let maxBytes = 16 << 20

    /// A recording that starts with the session's undo log holding these many steps.
    init(undoable: Int, redoable: Int) {
        self.undoable = Array(repeating: nil, count: max(0, undoable))
        self.redoable = Array(repeating: nil, count: max(0, redoable))
    }

    /// The line number the next line gets.
    var end: Int { first + window.count }

    /// Records a line at the end; a step clears what could be redone, as in the undo log.
    mutating func append(_ text: String, isStep: Bool) {
        if isStep {
            undoable.append(end)
            redoable.removeAll()
        }
        add(Line(text: text, isStep: isStep))
        // NB: every 256 lines (and past the bound), not on each: finding the oldest step scans
        // the mirror, up to a thousand steps, which would cost a long replay dearly.
        if window.count.isMultiple(of: 256) || bytes > Self.maxBytes { trim() }
    }

    /// Takes back up to `n` steps; returns the number of the first line that changed (the file
    /// must be written again from there), or nil when none did.
    mutating func undo(_ n: Int) -> Int? {
        move(n, from: \.undoable, to: \.redoable, present: false, literal: "undo")
    }

    /// Puts back up to `n` steps taken back; returns the first line that changed, or nil.
    mutating func redo(_ n: Int) -> Int? {
        move(n, from: \.redoable, to: \.undoable, present: true, literal: "redo")
    }

    private mutating func move(
        _ n: Int, from: WritableKeyPath<Self, [Int?]>, to: WritableKeyPath<Self, [Int?]>, present: Bool, literal: String
    ) -> Int? {
        var changed: Int?
        var older = 0
        // NB: steps from before the recording are older than its own: undo reaches them last and
        // redo first, so their line is written when the run of them ends.
        func writeOlder() {
            guard older > 0 else { return }
            changed = min(changed ?? Int.max, end)
            add(Line(text: "\(literal) \(older)", isStep: false, isLiteral: true))
            older = 0
        }
        for _ in 0..<max(0, n) {
            guard var step = self[keyPath: from].popLast() else { break }
            if let number = step, window.indices.contains(number - first) {
                writeOlder()
                if present && window[(number - first + 1)...].contains(where: \.isLiteral) {
                    // NB: put back in place, it would run before the `undo` of an older step that
                    // was recorded after it; at the end it runs in the order it is redone.
                    step = end
                    add(Line(text: window[number - first].text, isStep: true))
                } else {
                    window[number - first].present = present
                }
                changed = min(changed ?? Int.max, step ?? number)
            } else {
                step = nil
                older += 1
            }
            self[keyPath: to].append(step)
        }
        writeOlder()
        // NB: no trim here: the caller writes the file from `changed`, which must stay in the window.
        return changed
    }

    /// Follows the session's undo log when it dropped its oldest steps (or holds steps this
    /// mirror did not see): the counts are made to match at the oldest end.
    mutating func sync(undoable u: Int, redoable r: Int) {
        guard undoable.count != u || redoable.count != r else { return }
        Self.match(&undoable, count: u)
        Self.match(&redoable, count: r)
        trim()
    }

    private static func match(_ steps: inout [Int?], count: Int) {
        if steps.count > count {
            steps.removeFirst(steps.count - max(0, count))
        } else if steps.count < count {
            steps.insert(contentsOf: [Int?](repeating: nil, count: count - steps.count), at: 0)
        }
    }

    /// The bytes in the file before line `number` (from the window's start).
    func offset(of number: Int) -> Int {
        window.prefix(max(0, number - first)).reduce(0) { $0 + ($1.present ? $1.size : 0) }
    }

    /// The bytes of the lines in the file from line `number` on.
    func text(from number: Int) -> [UInt8] {
        var out: [UInt8] = []
        for line in window.dropFirst(max(0, number - first)) where line.present {
            out.append(contentsOf: line.text.utf8)
            out.append(0x0A)
        }
        return out
    }

    /// The bytes of lines in the file that `trim` dropped from the window's start since the
    /// last call: the caller moves its idea of where the window starts by this much.
    private(set) var dropped = 0

    mutating func takeDropped() -> Int {
        defer { dropped = 0 }
        return dropped
    }

    private mutating func add(_ line: Line) {
        window.append(line)
        bytes += line.size
    }

    /// Drops the lines no undo or redo can change: those before the oldest step still mirrored.
    /// Past `maxBytes`, the oldest steps that can be undone are given up (undoing one is then
    /// recorded as an `undo` line).
    private mutating func trim() {
        while bytes > Self.maxBytes, let i = undoable.firstIndex(where: { $0 != nil }) {
            undoable[i] = nil
            dropLines()
        }
        dropLines()
    }

    private mutating func dropLines() {
        let oldest = (undoable + redoable).compactMap { $0 }.min() ?? end
        let count = min(window.count, max(0, oldest - first))
        guard count > 0 else { return }
        for line in window.prefix(count) {
            bytes -= line.size
            if line.present { dropped += line.size }
        }
        window.removeFirst(count)
        first += count
    }
}
