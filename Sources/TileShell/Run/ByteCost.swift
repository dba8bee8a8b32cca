import LessonInterpreter

// Roughly the bytes each kind of stored thing keeps alive, for the undo log's bound
// (`UndoLog.maxBytes`). Rough, but never nothing: what is not counted can grow without limit.
// NB: a `String` of up to 15 UTF-8 bytes is stored inline; a longer one has a heap buffer with a
// 32-byte header. An enum with `indirect` cases boxes them, a dictionary entry carries its hash.

extension SwiftSession {
    /// The stored properties `byteCost(beside:)` counts (held against the type's own by a test).
    static let costedProperties: Set<String> = ["program", "states", "opened", "typed", "kept", "pushed"]

    /// Roughly the bytes the SwiftUI source, its links and the state kept for its views hold;
    /// the program is left out when `other` holds the same one.
    func byteCost(beside other: SwiftSession?) -> Int {
        var cost = 64
        if other?.program !== program { cost += program.byteCost }
        cost += states.reduce(0) { $0 + 48 + $1.binding.stringCost + $1.preview.stringCost + $1.property.stringCost }
        cost += opened.reduce(0) { $0 + 16 + $1.stringCost }
        cost += kept.reduce(0) { sum, preview in
            sum + 64 + preview.key.stringCost
                + preview.value.reduce(0) { $0 + 48 + $1.key.stringCost + $1.value.byteCost }
        }
        cost += pushed.reduce(0) { sum, preview in
            sum + 64 + preview.key.stringCost + preview.value.reduce(0) { $0 + 16 + $1.stringCost }
        }
        return cost
    }
}

extension SwiftProgram {
    /// Roughly the bytes a program holds: each file's text and its syntax tree.
    /// NB: a rough factor: opening a 566 KB file of 4 000 small views raised the peak RSS by
    /// 21 MB (its syntax tree and one run of it together); the tree is counted as 12 times the text.
    var byteCost: Int {
        64 + files.reduce(0) { $0 + 128 + $1.path.stringCost + $1.text.utf8.count * 13 }
    }
}

extension StateValue {
    /// Roughly the bytes a `@State` value kept for a view holds.
    var byteCost: Int {
        switch self {
        case .bool, .int, .double: 16
        case .string(let s), .enumCase(let s): 16 + s.stringCost
        case .array(let items): 64 + items.reduce(0) { $0 + $1.byteCost }
        case .record(let type, let fields):
            96 + type.stringCost + fields.reduce(0) { $0 + 32 + $1.key.stringCost + $1.value.byteCost }
        }
    }
}

extension TileCaseIndex {
    /// Its hits: a kind, a case and a face for each tile case.
    var byteCost: Int { 64 + hits.reduce(0) { $0 + 64 + $1.kind.stringCost + $1.face.title.stringCost } }
}

extension Watch {
    /// Roughly the bytes a watch keeps alive: its text and what it reads.
    var cost: Int {
        64 + text.utf8.count + reads.bindings.reduce(0) { $0 + 16 + $1.utf8.count }
            + reads.types.reduce(0) { $0 + 16 + $1.utf8.count }
    }
}

extension EnumType {
    /// Roughly the bytes an enum keeps alive: its cases (with their index) and its faces.
    var byteCost: Int {
        64 + name.utf8.count + cases.reduce(0) { $0 + 32 + $1.utf8.count } + (faces?.byteCost ?? 0)
    }
}

extension [TileFace] {
    var byteCost: Int { reduce(0) { $0 + 32 + $1.title.utf8.count } }
}

extension Value {
    var byteCost: Int {
        if case .string(let s) = self { return 16 + s.stringCost }
        return 16
    }
}

extension String {
    /// The heap bytes a string holds beyond its inline 16: none for a short one.
    var stringCost: Int {
        let n = utf8.count
        return n > 15 ? 32 + n : 0
    }
}
