import SwiftLesson

/// What the program knows about one declared type (a struct, an enum, or a built-in type a file
/// extends): its stored properties, computed members, methods and initializers.
///
///     // struct Tile: View { let count: Int; var body: some View { ... } }
///     // TypeInfo(name: "Tile", kind: .structType, stored: [count], computed: [body])
final class TypeInfo {
    enum Kind { case structType, enumType, protocolType, builtin }

    /// A stored property: `let count: Int`, `@State var on = false`.
    struct Stored {
        var name: String
        var type: TypeSyntax?
        var initializer: Expr?
        var isLet: Bool
        var isStatic: Bool
        var isState: Bool
        /// The property wrapper's name: `State`, `Binding`, `Environment`.
        var wrapper: String?
        /// Its argument's source (`\.colorScheme` of `@Environment(\.colorScheme)`).
        var wrapperArgument: SourceRange?
        var range: SourceRange
        var file: Int
    }

    /// One case of an enum, with its raw value when it has one.
    struct Case {
        var name: String
        var rawValue: Expr?
        var associated: [FunctionParameter]?
        var range: SourceRange
        var file: Int
    }

    let name: String
    let kind: Kind
    var inherited: [String] = []
    var genericParameters: [String] = []
    var stored: [Stored] = []
    var computed: [String: Located<VariableDecl.Binding>] = [:]
    var staticComputed: [String: Located<VariableDecl.Binding>] = [:]
    var methods: [String: [Located<FunctionDecl>]] = [:]
    var staticMethods: [String: [Located<FunctionDecl>]] = [:]
    var initializers: [Located<InitializerDecl>] = []
    var cases: [Case] = []
    var rawType: String?
    /// Declared `class`: every method may change `self`, as a reference type's do.
    var isClass = false
    /// A class's superclass, once the declarations are read: what `super` names in its members.
    var superclass: TypeInfo?
    /// The file the type is declared in (its `range` is in it).
    var file: Int?
    /// Static stored values, computed once.
    var staticValues: [String: Value] = [:]
    /// A stored property's `willSet` and `didSet`, by the property's name.
    var observers: [String: Located<[VariableDecl.Accessor]>] = [:]
    var range: SourceRange?

    init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    var isView: Bool { inherited.contains("View") }
    /// A Core Data entity's class (`class Movie: NSManagedObject`), or a subclass of one.
    var inheritsManagedObject: Bool {
        var info: TypeInfo? = self
        // NB: bounded, as a cycle of superclasses (swiftc's error) may be read.
        for _ in 0..<64 {
            guard let i = info else { return false }
            if i.inherited.contains("NSManagedObject") { return true }
            info = i.superclass
        }
        return false
    }
    /// Holds `@State`: a view whose methods may set it, as SwiftUI's nonmutating setter lets them.
    var hasState: Bool { stored.contains { Self.stateWrappers.contains($0.wrapper ?? "") && !$0.isStatic } }
    /// The wrappers whose value the view keeps as state: `@State`, and `@AppStorage` and
    /// `@SceneStorage`, whose store is the session's memory (empty at the start, never on disk).
    static let stateWrappers: Set<String> = ["State", "AppStorage", "SceneStorage"]
    /// Holds a model object a session can watch (see `modelWrappers`).
    var holdsModel: Bool { stored.contains { !$0.isStatic && Self.modelWrappers.contains($0.wrapper ?? "") } }
    /// The property wrappers through which a view holds a model object: an `ObservableObject`,
    /// or an `@Observable` class kept in `@State` or handed down plainly or with `@Bindable`.
    static let modelWrappers: Set<String> = ["State", "StateObject", "ObservedObject", "Bindable", "EnvironmentObject"]
    /// A custom `Shape`: its `path(in:)` draws a `Path`, which the subset does not draw.
    var isShape: Bool { inherited.contains("Shape") || inherited.contains("InsettableShape") }
    var isViewModifier: Bool { inherited.contains("ViewModifier") }
    var isCaseIterable: Bool { inherited.contains("CaseIterable") }
    var isPreviewProvider: Bool { inherited.contains("PreviewProvider") }

    /// The memberwise initializer's parameters: stored instance properties, except a `let` with a
    /// value and a wrapper Swift leaves out (`@Environment`, `@FetchRequest`, `@FocusState`, …).
    var memberwise: [Stored] {
        stored.filter {
            !$0.isStatic && !($0.isLet && $0.initializer != nil)
                && $0.wrapper.map(Self.outsideMemberwise.contains) != true
        }
    }

    /// Property wrappers with no `init(wrappedValue:)`: their storage is set up by the attribute
    /// (`@FetchRequest(sortDescriptors: [])`) or by the wrapper's `init()`, so Swift's memberwise
    /// initializer has no parameter for them and their access does not make it private.
    /// `@GestureState` and `@ScaledMetric` take a wrapped value, so they are not here.
    static let outsideMemberwise: Set<String> = [
        "Environment", "EnvironmentObject", "Namespace", "FocusState", "AccessibilityFocusState",
        "FocusedValue", "FocusedBinding", "FocusedObject", "FetchRequest", "SectionedFetchRequest", "Query",
    ]

    /// Property wrappers whose value, when none is written, comes from outside the view.
    static let fromEnvironment = outsideMemberwise.union(["GestureState", "ScaledMetric"])

    /// Adds the members of a struct, enum or extension body.
    func add(members: [Decl], file: Int) {
        for member in members {
            switch member {
            case .variableDecl(let v):
                let isStatic = v.modifiers.has("static") || v.modifiers.has("class")
                let attribute = v.modifiers.attributes.first { $0.name.first?.isUppercase ?? false }
                let wrapper = attribute?.name
                let isState = Self.stateWrappers.contains(wrapper ?? "") || wrapper == "Binding"
                for b in v.bindings {
                    if v.modifiers.has("lazy"), !isStatic, b.accessors == nil, b.initializer != nil {
                        // NB: a `lazy var` reads `self` when first read, after the initializer:
                        // its value is worked out where it is read, as a computed property's is.
                        computed[b.name] = Located(b, file)
                    } else if let accessors = b.accessors, !Self.isObserver(accessors) {
                        let located = Located(b, file)
                        if isStatic { staticComputed[b.name] = located } else { computed[b.name] = located }
                    } else {
                        if case .accessors(let list)? = b.accessors, !isStatic {
                            observers[b.name] = Located(list, file)
                        }
                        stored.append(
                            Stored(
                                name: b.name, type: b.type, initializer: b.initializer, isLet: v.specifier == "let",
                                isStatic: isStatic, isState: isState, wrapper: wrapper,
                                wrapperArgument: attribute?.argumentsRange, range: b.range, file: file))
                    }
                }
            case .functionDecl(let f):
                if f.modifiers.has("static") || f.modifiers.has("class") {
                    staticMethods[f.name, default: []].append(Located(f, file))
                } else {
                    methods[f.name, default: []].append(Located(f, file))
                }
            case .initializerDecl(let i): initializers.append(Located(i, file))
            case .enumCaseDecl(let c):
                for e in c.elements {
                    cases.append(
                        Case(
                            name: e.name, rawValue: e.rawValue, associated: e.associatedValues, range: e.range,
                            file: file))
                }
            default: break
            }
        }
    }

    /// `didSet`/`willSet` only: still a stored property.
    static func isObserver(_ accessors: VariableDecl.Accessors) -> Bool {
        guard case .accessors(let list) = accessors else { return false }
        return !list.isEmpty && list.allSatisfy { $0.kind == "didSet" || $0.kind == "willSet" }
    }
}

/// A declaration with the index of the file it was written in, so that a message points into the right file.
struct Located<T> {
    var decl: T
    var file: Int

    init(_ decl: T, _ file: Int) {
        self.decl = decl
        self.file = file
    }
}
