import SwiftLesson

/// The Swift a session holds: the files it opened and the declarations typed at its prompt,
/// parsed once and read as one program, as Swift's module is. Immutable: adding a file makes a
/// new program, so a session that holds one can be copied, undone and saved as a value.
///
///     let (program, errors) = SwiftProgram.empty.adding(SourceFile(path: "Tile.swift", text: source))
///     // program.enums lists `Tile.Fruit` with its cases; Lesson.run(program, ...) draws its previews
public final class SwiftProgram: Sendable {
    public let files: [SourceFile]
    let parsed: [SourceFileSyntax]

    init(files: [SourceFile], parsed: [SourceFileSyntax]) {
        self.files = files
        self.parsed = parsed
    }

    /// A program with no files.
    public static let empty = SwiftProgram(files: [], parsed: [])

    public var isEmpty: Bool { files.isEmpty }

    /// The program with `file` added, or put in place of the file with the same path (a file
    /// opened again). With syntax errors, the program is `self` and the errors say why.
    public func adding(_ file: SourceFile) -> (program: SwiftProgram, errors: [Diagnostic]) {
        let syntax = Parser.parse(file)
        let errors = syntax.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { return (self, errors) }
        var files = files
        var parsed = parsed
        if let i = files.firstIndex(where: { $0.path == file.path }) {
            files[i] = file
            parsed[i] = syntax
        } else {
            files.append(file)
            parsed.append(syntax)
        }
        return (SwiftProgram(files: files, parsed: parsed), [])
    }

    /// The top-level declarations of the file at `path`, as parsed when it was added.
    public func declarations(in path: String) -> [Decl] {
        files.firstIndex { $0.path == path }.map { parsed[$0].declarations } ?? []
    }

    /// An enum whose cases carry no values, under the name Swift gives it from outside
    /// (`InitializerBootcamp.Fruit` for one nested in the view): what can type a binding.
    public struct EnumInfo: Hashable, Sendable {
        public var name: String
        public var cases: [String]
    }

    /// The enums a session can type bindings with, in declaration order.
    public var enums: [EnumInfo] {
        var out: [EnumInfo] = []
        func visit(_ decls: [Decl], outer: String?) {
            for decl in decls {
                switch decl {
                case .enumDecl(let e):
                    let name = outer.map { $0 + "." + e.name } ?? e.name
                    let elements = e.caseElements
                    if e.genericParameters.isEmpty, !elements.isEmpty,
                        elements.allSatisfy({ $0.associatedValues == nil })
                    {
                        out.append(EnumInfo(name: name, cases: elements.map(\.name)))
                    }
                    visit(e.members, outer: name)
                case .structDecl(let s): visit(s.members, outer: outer.map { $0 + "." + s.name } ?? s.name)
                case .extensionDecl(let x): visit(x.members, outer: Interpreter.baseName(x.extendedType))
                default: continue
                }
            }
        }
        for syntax in parsed { visit(syntax.declarations, outer: nil) }
        return out
    }

    /// A view the program declares and how it can be made: what completion offers after `show`.
    public struct ViewInfo: Hashable, Sendable {
        public var name: String
        /// Each way to make it: its parameters' labels (nil for `_`) and types as written.
        public var initializers: [[Parameter]]

        public struct Parameter: Hashable, Sendable {
            public var label: String?
            public var type: String
            public var hasDefault: Bool
        }
    }

    /// The top-level views the program declares, in declaration order.
    public var views: [ViewInfo] {
        var out: [ViewInfo] = []
        for syntax in parsed {
            for case .structDecl(let s) in syntax.declarations
            where s.inheritedTypes.contains(where: { Interpreter.baseName($0) == "View" }) {
                var inits: [[ViewInfo.Parameter]] = []
                for case .initializerDecl(let i) in s.members {
                    inits.append(
                        i.parameters.map {
                            ViewInfo.Parameter(
                                label: $0.label, type: $0.type.description, hasDefault: $0.defaultValue != nil)
                        })
                }
                if inits.isEmpty { inits += Self.visibleMemberwise(s) }
                out.append(ViewInfo(name: s.name, initializers: inits))
            }
        }
        return out
    }

    /// The memberwise initializer as code outside the struct may call it: none when a private
    /// stored property makes it private (only `init()` when every property has a value), and
    /// without a private wrapped property that has a value (`@State private var count = 0`).
    static func visibleMemberwise(_ s: StructDecl) -> [[ViewInfo.Parameter]] {
        let facts = ProgramFacts.facts(s)
        if facts.unmodelledAccess { return [memberwise(s)] }
        let access = MemberwiseAccess(facts)
        if access.isPrivate { return access.hasEmptyInit ? [[]] : [] }
        let visible = Set(access.visibleProperties.map(\.name))
        return [memberwise(s).filter { $0.label.map(visible.contains) ?? true }]
    }

    /// A struct's memberwise initializer: its stored instance properties, in order, those
    /// with a value (or a `@State`, or one from the environment) taking a default.
    static func memberwise(_ s: StructDecl) -> [ViewInfo.Parameter] {
        var out: [ViewInfo.Parameter] = []
        for case .variableDecl(let v) in s.members where !v.modifiers.has("static") {
            let wrapper = v.modifiers.attributes.first?.name
            if let wrapper, TypeInfo.outsideMemberwise.contains(wrapper) { continue }
            for b in v.bindings where b.accessors == nil {
                if v.specifier == "let" && b.initializer != nil { continue }
                let type = b.type?.description ?? "_"
                out.append(
                    ViewInfo.Parameter(
                        label: b.name, type: type, hasDefault: b.initializer != nil || wrapper == "State"))
            }
        }
        return out
    }
}

/// A value a `@State` property holds that a session can hold too.
public enum StateValue: Hashable, Sendable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// A case, by name, of the enum its `SwiftState.type` names.
    case enumCase(String)
    /// An array of such values (`@State var items: [String] = []`), which the session keeps
    /// for the view but no binding holds.
    indirect case array([StateValue])
    /// A struct of the file's by its stored properties (a nil one left out): `Player(name:score:)`
    /// in `@State var players: [Player]`, kept for the view like an array.
    indirect case record(type: String, fields: [String: StateValue])
}

/// A `@State` property of a preview's root view, with the value it holds now.
///
///     // struct Counter: View { @State var count = 0 ... } is SwiftState(name: "count", type: "Int", value: .int(0))
public struct SwiftState: Hashable, Sendable {
    public var name: String
    /// `Bool`, `Int`, `Double`, `String`, or an enum's name as seen from outside (`Counter.Mode`).
    public var type: String
    public var value: StateValue
    /// Where its first value is written (`0` of `@State private var count = 0`), for an export
    /// that writes the value a session gave it there; nil when its declaration has none.
    public var initializer: SourceSpot?

    public init(name: String, type: String, value: StateValue) {
        self.name = name
        self.type = type
        self.value = value
    }

    /// NB: a state is its name, type and value; where its first value is written is not part of it.
    public static func == (a: SwiftState, b: SwiftState) -> Bool {
        a.name == b.name && a.type == b.type && a.value == b.value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(type)
        hasher.combine(value)
    }
}

/// A range in one of a program's files, by the file's index.
public struct SourceSpot: Hashable, Sendable {
    public var file: Int
    public var range: SourceRange

    public init(file: Int, range: SourceRange) {
        self.file = file
        self.range = range
    }
}

/// What a session asks of its program besides drawing it: the values its bindings give each
/// preview's `@State` (by preview name, then property name), the navigation links it followed in
/// each, and a button (or link, or back button) to press.
public struct LessonRequest: Sendable {
    public var states: [String: [String: StateValue]]
    /// By preview, the labels of the links followed, root first: the screen drawn is the last's.
    public var pushed: [String: [String]]
    /// The label of the button to press, and the preview it is in (nil: the first that has it).
    public var tap: (label: String, preview: String?)?

    public init(
        states: [String: [String: StateValue]] = [:], pushed: [String: [String]] = [:],
        tap: (label: String, preview: String?)? = nil
    ) {
        self.states = states
        self.pushed = pushed
        self.tap = tap
    }
}

/// What pressing a button did.
public enum TapOutcome: Sendable {
    /// The button's action ran in `preview`; `changes` are the states it changed, with their new values.
    case pressed(preview: String, changes: [SwiftState])
    /// A navigation link was followed, or a back button tapped, in `preview`: `path` are the
    /// labels of the links followed now, root first.
    case navigated(preview: String, path: [String])
    /// No preview shows a button with that label; `labels` are those they show.
    case notFound(labels: [String])
    /// The button has no action the subset can run, or the action failed: `message` says why.
    case failed(message: String)
}

extension StateValue {
    /// Not an array: what an array's element may be.
    var isPlain: Bool {
        if case .array = self { return false }
        return true
    }
}
