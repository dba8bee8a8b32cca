import SwiftLesson
import TileTree

/// A value while a lesson file runs: Swift's own kinds (numbers, strings, arrays, enum cases,
/// struct instances, closures) and SwiftUI's (views, colours, fonts).
///
///     // `Text("Hi").bold()` evaluates to .view(ViewNode.text("Hi").bold())
indirect enum Value {
    case void
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([Value])
    /// `lower..<upper` or `lower...upper`.
    case range(IntRange)
    case tuple([(label: String?, value: Value)])
    case instance(Instance)
    case enumCase(EnumValue)
    case view(ViewNode)
    case closure(Closure)
    /// A named type used as a value: `Fruit` in `Fruit.allCases`, `Color` in `Color.red`.
    case type(String)
    /// `.red`, `.system(size: 20)`: an implicit member, resolved when its use says its type.
    case implicitMember(String, [Argument]?)
    case color(Paint)
    /// `Gradient(colors:)`, before a `LinearGradient` (or another shape) uses it.
    case gradient(Gradient)
    case font(Font)
    /// `\.self`, `\.name`.
    case keyPath([String])
    /// A date, in seconds since 1970.
    case date(Double)
    /// A method bound to its receiver, waiting for its arguments: `fruit.describe`.
    case method(receiver: Value, name: String)
    /// `Binding.constant(x)`, `$x`: drawn as the value it holds.
    case binding(Value)
    /// A binding to a `@State`'s storage: what `$count` is, and what a `@State` property, a
    /// `@Binding` given `$count` and a `#Preview`'s `@Previewable @State` hold. A name that holds
    /// it reads as the value stored; an assignment to the name stores there.
    case state(StateBox)
    /// What an API outside the subset produced; it draws as a labelled placeholder (its warning was given).
    case unsupported(String)

    /// The Swift type name, for messages.
    var typeName: String {
        switch self {
        case .void: "Void"
        case .null: "Optional"
        case .bool: "Bool"
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case .array: "Array"
        case .range(let r): r.kind == .through ? "ClosedRange<Int>" : "Range<Int>"
        case .tuple: "tuple"
        case .instance(let i): i.type
        case .enumCase(let e): e.type
        case .view: "some View"
        case .closure, .method: "function"
        case .type(let name): "\(name).Type"
        case .implicitMember(let name, _): ".\(name)"
        case .color: "Color"
        case .gradient: "Gradient"
        case .font: "Font"
        case .keyPath: "KeyPath"
        case .date: "Date"
        case .binding, .state: "Binding"
        case .unsupported(let name): name
        }
    }

    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// `.miles` before a declared type makes it a value of one.
    var isImplicitMember: Bool {
        if case .implicitMember = self { return true }
        return false
    }
}

/// Where a `@State` keeps its value, outside the view struct, as SwiftUI keeps it: every copy
/// of the view (the one a button's action captured, the one drawn again) reaches the same box.
///
///     // @State var count = 0 in the first Counter a preview makes: StateBox(key: "count", value: .int(0))
final class StateBox {
    /// The name a session knows it by: the property's name for the preview's root view and its
    /// `@Previewable` states, `Row.isOn` (`Row#2.isOn` for the third `Row`) for any other view.
    let key: String
    var value: Value
    /// Where in which file the value was last assigned, for an error about what it holds.
    var written: (range: SourceRange, file: Int)?

    init(key: String, value: Value) {
        self.key = key
        self.value = value
    }
}

/// A struct value: its type and stored properties.
struct Instance {
    var type: String
    /// The types its generic parameters stand for (`T` is `TimeUnit`), inferred from its values.
    var generics: [String: String] = [:]
    /// Its properties' values. NB: a struct's are its own (copied on the first change after a
    /// copy, as a dictionary is); a class's are shared by every copy of the reference, so that
    /// `let u = t; u.minutes = 1` changes `t` too.
    private var storage: Fields
    /// An instance of a class: a reference, whose copies share their properties.
    let isReference: Bool

    final class Fields {
        var values: [String: Value]
        init(_ values: [String: Value]) { self.values = values }
    }

    init(type: String, fields: [String: Value], isReference: Bool = false) {
        self.type = type
        self.storage = Fields(fields)
        self.isReference = isReference
    }

    var fields: [String: Value] {
        get { storage.values }
        _modify {
            if !isReference, !isKnownUniquelyReferenced(&storage) { storage = Fields(storage.values) }
            yield &storage.values
        }
        set {
            if !isReference, !isKnownUniquelyReferenced(&storage) {
                storage = Fields(newValue)
            } else {
                storage.values = newValue
            }
        }
    }

    /// Whether two references are the same object (`===`).
    func isSameObject(as other: Instance) -> Bool { isReference && storage === other.storage }

    /// Whether two copies of a struct have not diverged: neither was changed since the copy.
    func isUnchangedCopy(of other: Instance) -> Bool { storage === other.storage }

    /// A property's value as the code reads it: a `@State`'s from its box.
    func field(_ name: String) -> Value? {
        guard let v = fields[name] else { return nil }
        if case .state(let box) = v { return box.value }
        return v
    }
}

/// An enum case with its associated values.
struct EnumValue {
    var type: String
    var name: String
    var associated: [Value] = []
}

/// An argument as a call passes it.
struct Argument {
    var label: String?
    var value: Value
    var range: SourceRange
    /// Written as a trailing closure: it may fill a labelled closure parameter.
    var trailing = false
    /// The value's own place, after its label (where swiftc points at a value of the wrong type).
    var valueRange: SourceRange?
    /// The optional type its name was declared with (`var name: String?`), when it is a name
    /// so declared: what swiftc refuses where a value of the wrapped type is needed.
    var declaredOptional: TypeSyntax?
    /// Passed as `&x` to an `inout` parameter: stores the parameter's final value back in `x`.
    var writeBack: ((Value) throws -> Void)?

    /// Where swiftc points at the value when its type is wrong: past the label.
    var valueAt: SourceRange { valueRange ?? range }
}

/// A closure with the scope it captured.
struct Closure {
    var parameters: [String]
    var statements: [Stmt]
    var captured: Scope
    /// The view or type it was written in (`self` inside it).
    var selfValue: Value?
    var range: SourceRange
    var file: Int
    /// How many of `$0`, `$1`, … the body uses.
    var anonymousArguments = 0
    /// Whether it is a view builder (given for a `@ViewBuilder` parameter): a body that builds
    /// nothing (an `if` whose condition is false) is an empty view, not `Void`.
    var builds = false
}

/// Local names, innermost last; a closure keeps the scope it was created in.
final class Scope {
    var names: [String: Value] = [:]
    /// The locals of this scope declared with an optional type (`var name: String? = "x"`).
    var optionals: [String: TypeSyntax]?
    let parent: Scope?

    init(parent: Scope?) { self.parent = parent }

    func lookup(_ name: String) -> Value? {
        var scope: Scope? = self
        while let s = scope {
            if let v = s.names[name] { return v }
            scope = s.parent
        }
        return nil
    }

    /// Sets an existing name where it lives; false when no scope declares it.
    func assign(_ name: String, _ value: Value) -> Bool {
        var scope: Scope? = self
        while let s = scope {
            if s.names[name] != nil {
                s.names[name] = value
                return true
            }
            scope = s.parent
        }
        return false
    }
}
