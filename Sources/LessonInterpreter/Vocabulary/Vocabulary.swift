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
    /// The names outside the subset (modifiers a still preview accepts and draws without, views
    /// drawn as placeholders, side effects, stand-ins), asked only for a name the subset lacks.
    /// NB: a function, so that the standard table builds them on the first such name, not for
    /// every lesson: they are half the table and a plain lesson names none.
    var outside: @Sendable () -> Outside = { Outside() }
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
        environment: [EnvironmentEntry], outside: @escaping @Sendable () -> Outside, nearMisses: Set<String>
    ) {
        self.nearMisses = nearMisses
        self.outside = outside
        self.views = Self.table(views, key: \.name)
        self.modifiers = Self.table(modifiers, key: \.name)
        self.types = Self.table(types, key: \.name)
        self.functions = Self.table([functions], key: \.name)
        self.environment = Self.table([environment], key: \.key)
    }

    /// The second tier of the table: names outside the subset, each with what a file's use of it does.
    struct Outside: Sendable {
        var modifiers: [String: ModifierEntry] = [:]
        var types: [String: TypeEntry] = [:]

        init() {}

        init(modifiers: [ModifierEntry]..., types: [TypeEntry]...) {
            self.modifiers = Vocabulary.table(modifiers, key: \.name)
            self.types = Vocabulary.table(types, key: \.name)
        }
    }

    /// The modifier named `name`, drawn or accepted as a still preview's.
    func modifier(_ name: String) -> ModifierEntry? { modifiers[name] ?? outside().modifiers[name] }

    /// The type named `name`, whatever its role.
    func type(_ name: String) -> TypeEntry? { types[name] ?? outside().types[name] }

    /// Entries by name; a later entry replaces an earlier one of the same name.
    fileprivate static func table<Entry>(_ families: [[Entry]], key: (Entry) -> String) -> [String: Entry] {
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
    func isType(_ name: String) -> Bool { views[name] != nil || type(name) != nil }

    /// Whether `name` is a modifier the subset knows, drawn or accepted as a still preview's.
    func isModifier(_ name: String) -> Bool { modifier(name) != nil }

    /// Whether `name` is a SwiftUI API outside the subset, drawn as a labelled placeholder.
    func isPlaceholder(_ name: String) -> Bool { type(name)?.role == .placeholder }

    /// Whether calls on `name` are side effects a preview skips (`UIApplication`, `print`).
    func isSideEffect(_ name: String) -> Bool { type(name)?.role == .sideEffect }

    /// Whether `name` is a type whose values are stand-ins (`GridItem`, `DateFormatter`).
    func isOpaque(_ name: String) -> Bool { type(name)?.role == .opaque }
}
