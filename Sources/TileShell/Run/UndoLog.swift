/// The changes a session can take back, newest last, and those taken back that can be put back.
///
/// A step stores what changed, not the session: a `set` keeps the old and the new value, a `var`
/// or `enum` only that something was declared (it is always the last declared when it is undone),
/// a `load` the sessions before and after. So memory grows with what changed, and a `load` counts
/// the whole session it replaced, which only its step keeps alive.
public struct UndoLog: Sendable {
    /// One command's change.
    public struct Step: Sendable {
        /// The line the command was on, and where in it the command is.
        /// NB: the line is kept, not a copy of the command's text: a `set` in a long replay
        /// then costs no allocation for its undo step.
        let line: String
        let start: Int32
        let end: Int32
        public var change: Change

        init(_ command: Command, change: Change) {
            line = command.line.text
            start = Int32(clamping: command.start)
            end = Int32(clamping: command.end)
            self.change = change
        }

        /// The command as typed, for "undid pick unit hour".
        public var command: String {
            let utf8 = line.utf8
            let s = utf8.index(utf8.startIndex, offsetBy: min(Int(start), utf8.count))
            let e = utf8.index(utf8.startIndex, offsetBy: min(max(Int(start), Int(end)), utf8.count))
            return Command.oneLine(line[s..<e])
        }
    }

    /// What a step changed, with what it takes to go either way.
    public enum Change: Sendable {
        case assign(binding: String, old: Value?, new: Value?)
        /// Several bindings set by one command (`tap`, whose action set several `@State`).
        case assignAll([Assignment])
        case declareBinding(Binding)
        case declareEnum(EnumType)
        case tileKind(enumName: String, old: [TileFace]?, new: [TileFace])
        case replaceSession(old: Session, new: Session)
        /// A watch made (undo removes it).
        case watch(Watch)
        /// Watches removed (undo puts them back, with their numbers).
        case unwatch([Watch])
    }

    /// One binding's value before and after.
    public struct Assignment: Sendable {
        public var binding: String
        public var old: Value?
        public var new: Value?
    }

    /// The most steps kept (the oldest go first).
    public static let maxSteps = 1_000
    /// The most bytes of values the steps may hold, counted roughly (`Change.cost`): 16 MiB.
    public static let maxBytes = 16 << 20

    /// The steps `undo` can take back, oldest first.
    public var undoable: [Step] { done[first...].compactMap { $0 } }
    /// Whether `undo` has a step to take back.
    public var canUndo: Bool { done.count > first }
    /// How many steps `undo` can take back (without building `undoable`).
    public var undoableCount: Int { done.count - first }
    public private(set) var redoable: [Step] = []
    /// The bytes `undoable` and `redoable` hold, by `Change.cost`.
    public private(set) var bytes = 0

    /// NB: the kept steps are `done[first...]`; the ones before `first` were let go (nil) and are
    /// dropped from the array in one move once they are half of it, so a long replay neither
    /// shifts the array on every change nor grows it past twice the bound.
    private var done: [Step?] = []
    private var first = 0

    public init() {}

    /// Records a new change: the redo list is cleared, and the oldest steps go past the bounds.
    /// NB: the step is moved into the log, not copied (a retain of each of its values).
    mutating func record(_ step: consuming Step) {
        if !redoable.isEmpty {
            for s in redoable { bytes -= s.cost }
            redoable.removeAll()
        }
        bytes += step.cost
        done.append(.some(consume step))
        // NB: the oldest go a tenth at a time (the log then holds 900 to 1 000 steps): `undo`
        // reports how many it found, so that count is part of the output.
        while done.count - first > Self.maxSteps || (bytes > Self.maxBytes && done.count - first > 1) {
            let n = max(1, min(done.count - first - 1, Self.maxSteps / 10))
            for i in first..<(first + n) {
                // NB: taken out, not copied to read its cost and then cleared.
                bytes -= done[i].take()?.cost ?? 0
            }
            first += n
        }
        if first > 0 && first * 2 >= done.count {
            done.removeFirst(first)
            first = 0
        }
    }

    mutating func popUndo() -> Step? {
        guard canUndo, let s = done.removeLast() else { return nil }
        redoable.append(s)
        return s
    }

    mutating func popRedo() -> Step? {
        guard let s = redoable.popLast() else { return nil }
        done.append(s)
        return s
    }
}

extension UndoLog.Step {
    /// The bytes this step keeps alive: its change and the line it was on.
    var cost: Int { change.cost + line.utf8.count }
}

extension UndoLog.Change {
    /// Roughly the bytes this change keeps alive beyond what the session holds anyway.
    var cost: Int {
        switch self {
        case .assign(_, let old, let new): 64 + (old?.byteCost ?? 0) + (new?.byteCost ?? 0)
        case .assignAll(let all): all.reduce(64) { $0 + 64 + ($1.old?.byteCost ?? 0) + ($1.new?.byteCost ?? 0) }
        case .declareBinding(let b): 64 + (b.value?.byteCost ?? 0)
        case .declareEnum(let e): e.byteCost
        case .tileKind(_, let old, let new): 64 + (old?.byteCost ?? 0) + new.byteCost
        // NB: the new session is the live one (or the old one of a later step), counted there; the
        // old one is held by this step alone, and a 3 MB session loaded 1 000 times kept 3 GB.
        // What the two share (a tap's program, its untouched bindings) is counted once, there.
        case .replaceSession(let old, let new): 64 + old.byteCost(beside: new)
        case .watch(let w): 64 + w.cost
        case .unwatch(let ws): 64 + ws.reduce(0) { $0 + $1.cost }
        }
    }
}
