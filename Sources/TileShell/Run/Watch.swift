/// A view kept up to date (`watch show price`): the drawing command, and what it reads, so that
/// a change redraws exactly the watches that read what changed.
///
/// What a watch reads is worked out once, from the command table and the checked command, when
/// the watch is made: never by drawing the view and comparing.
public struct Watch: Sendable {
    /// Its number, in creation order and never reused in a session.
    public let number: Int
    /// The drawing command as typed: `show price`.
    public let text: String
    /// The command as parsed when the watch was made: a redraw checks it again against the
    /// session as it is then, without parsing its text again.
    public let command: Command
    public let reads: Reads

    public init(number: Int, text: String, command: Command, reads: Reads) {
        self.number = number
        self.text = text
        self.command = command
        self.reads = reads
    }

    /// What a view depends on: bindings by name, enum types by name (their cases and tile faces),
    /// or the whole session (`state`).
    public struct Reads: Sendable, Equatable {
        public var bindings: Set<String> = []
        public var types: Set<String> = []
        public var everything = false

        public init(bindings: Set<String> = [], types: Set<String> = [], everything: Bool = false) {
            self.bindings = bindings
            self.types = types
            self.everything = everything
        }

        mutating func formUnion(_ other: Reads) {
            bindings.formUnion(other.bindings)
            types.formUnion(other.types)
            everything = everything || other.everything
        }

        /// Whether a view that reads `self` must be drawn again after `changes`.
        func isAffected(by changes: Reads) -> Bool {
            if everything || changes.everything { return true }
            return !bindings.isDisjoint(with: changes.bindings) || !types.isDisjoint(with: changes.types)
        }

        var isEmpty: Bool { !everything && bindings.isEmpty && types.isEmpty }

        /// Whether a view that reads `self` reads what `change` changes, without building a set
        /// for the change.
        func isAffected(by change: UndoLog.Change) -> Bool {
            if everything { return true }
            switch change {
            case .assign(let name, _, _): return bindings.contains(name)
            case .assignAll(let all): return all.contains { bindings.contains($0.binding) }
            case .declareBinding(let b): return bindings.contains(b.name)
            case .declareEnum(let e): return types.contains(e.name)
            case .tileKind(let name, _, _): return types.contains(name)
            case .replaceSession: return true
            case .watch, .unwatch: return false
            }
        }
    }

    /// The most watches one session keeps (README "Limits").
    public static let maxWatches = 100
}

/// A session's watches, the number the next one gets, and what they read together. Immutable.
final class WatchList: Sendable {
    let watches: [Watch]
    let nextNumber: Int
    let reads: Watch.Reads

    init(_ watches: [Watch], nextNumber: Int) {
        self.watches = watches
        self.nextNumber = nextNumber
        var reads = Watch.Reads()
        for w in watches { reads.formUnion(w.reads) }
        self.reads = reads
    }

    static let empty = WatchList([], nextNumber: 1)
}

extension Watch.Reads {
    /// What a checked drawing command reads (its `ShellCommand.reads`): the bindings in its slots
    /// and their enum types, and those of its entry's `reads` that the form it has uses
    /// (`tile <count>` reads `fruit`, `tile apple 1` does not; a price reads `currency`).
    public static func of(_ command: CheckedCommand, session: Session) -> Watch.Reads {
        command.shellCommand?.reads(in: session) ?? Watch.Reads()
    }

    /// Reads `b` (its name and enum type), and of the bindings its view reads besides (a price
    /// its currency, a picker its style) those in `implicit`, its command's `reads`.
    public mutating func read(_ b: Binding, implicit: [String], in session: Session) {
        bindings.insert(b.name)
        if case .enumeration(let t) = b.type.base { types.insert(t) }
        for name in b.presentation.readsBindings where implicit.contains(name) { read(named: name, in: session) }
    }

    /// Reads the binding `name` and its enum type, if the session has it.
    public mutating func read(named name: String, in session: Session) {
        guard let b = session.binding(named: name) else { return }
        bindings.insert(b.name)
        if case .enumeration(let t) = b.type.base { types.insert(t) }
    }

    /// What a change to the session touches.
    static func of(_ change: UndoLog.Change) -> Watch.Reads {
        switch change {
        case .assign(let name, _, _): Watch.Reads(bindings: [name])
        case .assignAll(let all): Watch.Reads(bindings: Set(all.map(\.binding)))
        case .declareBinding(let b): Watch.Reads(bindings: [b.name])
        case .declareEnum(let e): Watch.Reads(types: [e.name])
        case .tileKind(let name, _, _): Watch.Reads(types: [name])
        case .replaceSession: Watch.Reads(everything: true)
        // NB: adding or removing a watch changes no view; a watch made or restored is drawn by number.
        case .watch, .unwatch: Watch.Reads()
        }
    }
}
