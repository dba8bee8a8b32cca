/// The SwiftUI, Swift and Foundation names a lesson file may use, each declared once with how
/// it is built, as a table keyed by name. The evaluator, the checks and the README's list of
/// supported APIs all read it; nothing else lists names. A test extends it by value:
///
///     let vocabulary = Vocabulary.standard.adding(views: [BadgeView.entry])
///     Lesson.open(files, formatting: f, now: 0, vocabulary: vocabulary)
public struct Vocabulary: Sendable {
    var views: [String: ViewEntry] = [:]
    /// The modifiers drawn, and the types served: what the subset itself is.
    var modifiers: [String: ModifierEntry] = [:]
    var types: [String: TypeEntry] = [:]
    /// The names outside the subset, by what a file's use of one does.
    var outside = Outside()
    var functions: [String: FunctionEntry] = [:]
    var environment: [String: EnvironmentEntry] = [:]
    /// Real modifiers outside the subset a letter or two from one it knows (`rotation3DEffect`
    /// from `rotationEffect`): a soft warning, never "did you mean".
    var nearMisses: Set<String> = []

    /// The table from families of entries, each family as its file declares it (`StackViews.entries`).
    /// NB: families, not one concatenated array, and each dictionary sized once: built on the first
    /// lesson a session opens, the copies of concatenation and the rehashing of growth were most of
    /// the table's cost.
    init(
        views: [ViewEntry]..., modifiers: [ModifierEntry]..., types: [TypeEntry]..., functions: [FunctionEntry],
        environment: [EnvironmentEntry], outside: Outside, nearMisses: Set<String>
    ) {
        self.nearMisses = nearMisses
        self.outside = outside
        self.views = Self.table(views, key: \.name)
        self.modifiers = Self.table(modifiers, key: \.name)
        self.types = Self.table(types, key: \.name)
        self.functions = Self.table([functions], key: \.name)
        self.environment = Self.table([environment], key: \.key)
    }

    /// The second tier of the table: the names outside the subset (modifiers a still preview
    /// accepts and draws without, views drawn as placeholders, side effects, stand-ins), asked only
    /// for a name the subset lacks. NB: sorted lists of names, not entries: constant data the
    /// compiler lays out, so they cost a lesson nothing to build; they are half the names.
    struct Outside: Sendable {
        var stillPreviewModifiers = SortedNames([])
        var placeholders = SortedNames([])
        var sideEffects = SortedNames([])
        var opaque = SortedNames([])

        /// What a file's use of `name` does, if it is one of these.
        func role(of name: String) -> TypeEntry.Role? {
            if placeholders.contains(name) { return .placeholder }
            if sideEffects.contains(name) { return .sideEffect }
            if opaque.contains(name) { return .opaque }
            return nil
        }
    }

    /// The modifier named `name`, drawn or accepted as a still preview's.
    func modifier(_ name: String) -> ModifierEntry? {
        modifiers[name] ?? (outside.stillPreviewModifiers.contains(name) ? ModifierEntry.stillPreview : nil)
    }

    /// What a file's use of the type `name` does: the subset's entry's role, or the outer tier's.
    func role(of name: String) -> TypeEntry.Role? { types[name]?.role ?? outside.role(of: name) }

    /// Entries by name; a later entry replaces an earlier one of the same name.
    private static func table<Entry>(_ families: [[Entry]], key: (Entry) -> String) -> [String: Entry] {
        var table: [String: Entry] = [:]
        table.reserveCapacity(families.reduce(0) { $0 + $1.count })
        for family in families {
            for entry in family { table[key(entry)] = entry }
        }
        return table
    }

    /// This vocabulary with more entries; an entry replaces one of the same name.
    func adding(
        views: [ViewEntry] = [], modifiers: [ModifierEntry] = [], types: [TypeEntry] = [],
        functions: [FunctionEntry] = [], environment: [EnvironmentEntry] = []
    ) -> Vocabulary {
        var copy = self
        for v in views { copy.views[v.name] = v }
        for m in modifiers { copy.modifiers[m.name] = m }
        for t in types { copy.types[t.name] = t }
        for f in functions { copy.functions[f.name] = f }
        for e in environment { copy.environment[e.key] = e }
        return copy
    }

    /// Whether `name` names a view or a type a file may refer to (`Text`, `Color.red`, `Double.pi`).
    func isType(_ name: String) -> Bool { views[name] != nil || role(of: name) != nil }

    /// Whether `name` is a modifier the subset knows, drawn or accepted as a still preview's.
    func isModifier(_ name: String) -> Bool { modifier(name) != nil }

    /// Whether `name` is a SwiftUI API outside the subset, drawn as a labelled placeholder.
    func isPlaceholder(_ name: String) -> Bool { role(of: name) == .placeholder }

    /// Whether calls on `name` are side effects a preview skips (`UIApplication`, `print`).
    func isSideEffect(_ name: String) -> Bool { role(of: name) == .sideEffect }

    /// Whether `name` is a type whose values are stand-ins (`DateComponents`, `Locale`).
    func isOpaque(_ name: String) -> Bool { role(of: name) == .opaque }
}
