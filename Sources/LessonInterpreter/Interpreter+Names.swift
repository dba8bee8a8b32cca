import SwiftLesson
import TileTree

extension Interpreter {
    /// A name as Swift finds it: locals, then `self`'s members, the enclosing type's statics,
    /// the file's globals and types, then SwiftUI's.
    func lookup(_ name: String, _ scope: Scope, _ range: SourceRange) throws -> Value {
        if let v = scope.lookup(name) {
            if case .state(let box) = v { return box.value }
            return v
        }
        if name.hasPrefix("$"), name.count > 1 {
            let wrapped = String(name.dropFirst())
            if wrapped.allSatisfy(\.isNumber) {
                throw error("anonymous closure argument '\(name)' outside a closure", range)
            }
            // NB: `$count` of a `@State` (or of a `@Binding` given one) is a binding to its storage.
            if let v = scope.lookup(wrapped) ?? Self.selfField(wrapped, scope), case .state = v { return v }
            let v = try lookup(wrapped, scope, range)
            if case .binding = v { return v }
            return .binding(v)
        }
        let me = scope.lookup("self")
        // NB: `Self` is the type of `self` (`Self.dataFile` in an initializer or a static), as
        // `Self(...)` constructs it.
        if name == "Self", let me { return .type(Self.typeOf(me)) }
        switch me {
        case .instance(let i):
            if let v = i.field(name) { return v }
            if let missing = missingEnvironmentObject(i, name, range) { throw missing }
            if let publisher = objectWillChange(i, name) { return publisher }
            if let generic = i.generics[name] { return .type(generic) }
            if lookupType(i.type)?.genericParameters.contains(name) == true { return .type(name) }
            if let info = lookupType(i.type) {
                if info.computed[name] != nil || info.methods[name] != nil {
                    return try member(of: .instance(i), name, range)
                }
                if let v = try staticMember(info, name, range) { return v }
            }
        case .enumCase(let e):
            if let info = lookupType(e.type) {
                // NB: `rawValue` alone, inside the enum, is self's.
                if info.computed[name] != nil || info.methods[name] != nil
                    || (name == "rawValue" && info.rawType != nil)
                {
                    return try member(of: me ?? .null, name, range)
                }
                if let v = try staticMember(info, name, range) { return v }
            }
        case .type(let t):
            if let info = lookupType(t) ?? extensions[t], let v = try staticMember(info, name, range) { return v }
        case .string?, .array?, .int?, .double?, .bool?:
            // NB: inside `extension String`, `reduce(into:)` alone is self's, as are the extension's own.
            if let me, let ext = extensionFor(me), ext.computed[name] != nil || ext.methods[name] != nil {
                return try member(of: me, name, range)
            }
            if let me, StandardMembers.has(name, of: me) { return try member(of: me, name, range) }
        case .tuple(let items)?:
            // NB: inside `extension CGRect`, `midX` alone is self's field; the extension's own too.
            if let v = items.first(where: { $0.label == name })?.value { return v }
            if let me, let ext = extensionFor(me), ext.computed[name] != nil || ext.methods[name] != nil {
                return try member(of: me, name, range)
            }
        default:
            break
        }
        if case .view = me, let ext = extensions["View"], ext.methods[name] != nil {
            return .method(receiver: me ?? .null, name: name)
        }
        if let v = try global(name) { return v }
        if functions[name] != nil || Self.isOperator(name) { return .method(receiver: .void, name: name) }
        if let nested = enclosingNestedType(name, scope) { return .type(nested) }
        if types[name] == nil, let target = aliasTarget(name) { return .type(Self.baseName(target)) }
        if lookupType(name) != nil || extensions[name] != nil || vocabulary.isType(name) { return .type(name) }
        if Self.coreDataConstants.contains(name) { return .unsupported(name) }
        if Self.coreDataObjects.contains(name) || Self.foundationObjects.contains(name) { return .type(name) }
        throw error("cannot find '\(name)' in scope", range)
    }

    /// `+` in `reduce(0, +)`: an operator named as a function.
    /// A global's value, given its first value when first used, as Swift initializes globals
    /// lazily; nil when the program declares no such global.
    func global(_ name: String) throws -> Value? {
        if let v = globalValues[name] { return v }
        guard let g = globals[name] else { return nil }
        let value = try nested(g.decl.range, file: g.file, "'\(name)'") {
            try initialValue(g.decl, Scope(parent: nil), range: g.decl.range)
        }
        globalValues[name] = value
        return value
    }

    static func isOperator(_ name: String) -> Bool {
        ["+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "&&", "||", "&", "|", "^"].contains(name)
    }

    /// `self`'s stored property as it is held (a `@State`'s box, not its value).
    static func selfField(_ name: String, _ scope: Scope) -> Value? {
        guard case .instance(let me) = scope.lookup("self") else { return nil }
        return me.fields[name]
    }

    /// A stored property's first value, or a computed one's.
    func initialValue(_ b: VariableDecl.Binding, _ scope: Scope, range: SourceRange) throws -> Value {
        if let initial = b.initializer { return try evalDeclared(initial, b.type, scope) }
        let body: [Stmt]
        switch b.accessors {
        case .getter(let statements): body = statements
        case .accessors(let list):
            guard let get = list.first(where: { $0.kind == "get" }) else { return .null }
            body = get.body
        case nil: return .null
        }
        let builds = Self.returnsView(b.type)
        let v = try returnValue(
            of: body, scope, range: range, builds: builds, plain: !builds && b.type != nil && isPlainValue(b.type))
        // NB: `var tint: Color { isOn ? .green : .gray }` gives an implicit member that only the
        // declared type makes a colour.
        return try b.type.map { try coerce(v, to: $0, range) } ?? v
    }

    static func returnsView(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        if case .opaque(_, let inner) = type { return baseName(inner) == "View" }
        return baseName(type) == "View"
    }

    /// A static member of a declared type: an enum case, `allCases`, a static property or method.
    func staticMember(_ info: TypeInfo, _ name: String, _ range: SourceRange) throws -> Value? {
        if info.kind == .enumType, let c = info.cases.first(where: { $0.name == name }) {
            if c.associated != nil { return .method(receiver: .type(info.name), name: name) }
            return .enumCase(EnumValue(type: info.name, name: c.name))
        }
        if name == "allCases", info.kind == .enumType {
            return .array(info.cases.map { .enumCase(EnumValue(type: info.name, name: $0.name)) })
        }
        if let v = info.staticValues[name] { return v }
        if let s = info.stored.first(where: { $0.name == name && $0.isStatic }) {
            let value = try nested(range, file: s.file, "'\(name)'") { () throws -> Value in
                let scope = Scope(parent: nil)
                scope.names["self"] = .type(info.name)
                guard let initial = s.initializer else { return .null }
                return try evalDeclared(initial, s.type, scope)
            }
            info.staticValues[name] = value
            return value
        }
        if let c = info.staticComputed[name] {
            return try nested(range, file: c.file, "'\(name)'") {
                let scope = Scope(parent: nil)
                scope.names["self"] = .type(info.name)
                return try initialValue(c.decl, scope, range: c.decl.range)
            }
        }
        if info.staticMethods[name] != nil { return .method(receiver: .type(info.name), name: name) }
        return nil
    }

    /// An error's `localizedDescription`, as Foundation gives it: a Foundation error's message
    /// (what the stand-ins throw), a `LocalizedError`'s `errorDescription`, or for another error
    /// of the program "The operation couldn’t be completed. (Type error n.)" with its case's
    /// number. Nil for a value that is not an error, or whose type declares its own.
    func localizedDescription(_ error: Value, _ range: SourceRange) throws -> String? {
        let type: String
        var number = 0
        switch unbound(error) {
        case .string(let message): return message
        case .enumCase(let e):
            type = e.type
            number = lookupType(e.type)?.cases.firstIndex { $0.name == e.name } ?? 0
        case .instance(let i): type = i.type
        default: return nil
        }
        guard let info = lookupType(type),
            info.inherited.contains("Error") || info.inherited.contains("LocalizedError"),
            info.computed["localizedDescription"] == nil,
            !info.stored.contains(where: { $0.name == "localizedDescription" })
        else { return nil }
        if let described = info.computed["errorDescription"] ?? extensions[type]?.computed["errorDescription"],
            case .string(let text) = unbound(try computed(described, self: error, range))
        {
            return text
        }
        return "The operation couldn’t be completed. (\(type) error \(number).)"
    }

    /// `base.name`.
    func member(of base: Value, _ name: String, _ range: SourceRange) throws -> Value {
        // NB: `Order.self` is the type itself, as a value (`decode(Order.self, from:)`); `x.self` is x.
        if name == "self" { return base }
        if name == "localizedDescription", let text = try localizedDescription(base, range) { return .string(text) }
        switch base {
        case .type(let t):
            if let info = lookupType(t) {
                if name == "init" { return .method(receiver: base, name: "init") }
                if let v = try staticMember(info, name, range) { return v }
                if let nested = nestedType(t, name) { return .type(nested) }
                throw error("type '\(t)' has no member '\(name)'", range)
            }
            if let ext = extensions[t], let v = try staticMember(ext, name, range) { return v }
            if let v = foundationStatic(t, name) { return v }
            return try vocabulary.staticMember(t, name, self, range)
        case .instance(let i):
            if let v = i.field(name) { return v }
            if let missing = missingEnvironmentObject(i, name, range) { throw missing }
            if let publisher = objectWillChange(i, name) { return publisher }
            // NB: an attribute of a generated Core Data class never set reads nil.
            if entities.contains(i.type), lookupType(i.type) == nil { return .null }
            if i.type == "NSManagedObjectContext", name == "hasChanges" { return .bool(false) }
            if i.type == "Data", lookupType("Data") == nil, let text = dataText(base) {
                if name == "count" { return .int(text.utf8.count) }
                if name == "isEmpty" { return .bool(text.isEmpty) }
            }
            if let ext = extensions[i.type], lookupType(i.type) == nil, let c = ext.computed[name] {
                return try computed(c, self: base, range)
            }
            if let info = lookupType(i.type) {
                if let c = info.computed[name] { return try computed(c, self: base, range) }
                if info.methods[name] != nil { return .method(receiver: base, name: name) }
                if let v = try staticMember(info, name, range) { return v }
            }
            throw error("value of type '\(i.type)' has no member '\(name)'", range)
        case .enumCase(let e):
            if let info = lookupType(e.type) {
                if let c = info.computed[name] { return try computed(c, self: base, range) }
                if info.methods[name] != nil { return .method(receiver: base, name: name) }
                if name == "rawValue" { return try rawValue(e, info, range) }
                if name == "id" || name == "self" { return base }
            }
            if name == "hashValue" { return .int(e.name.count) }
            // NB: an `AsyncImage`'s loading phase has no image and no error yet.
            if e.type == "AsyncImagePhase", name == "image" || name == "error" { return .null }
            throw error("value of type '\(e.type)' has no member '\(name)'", range)
        case .state(let box):
            if name == "wrappedValue" { return box.value }
            if name == "projectedValue" { return base }
            return .binding(try member(of: box.value, name, range))
        case .binding(let inner):
            if name == "wrappedValue" { return inner }
            if name == "projectedValue" { return base }
            return .binding(try member(of: inner, name, range))
        case .null:
            // NB: `Optional<View>` is a View: a modifier on a nil view is allowed, and draws nothing.
            if vocabulary.isModifier(name) || extensions["View"]?.methods[name] != nil {
                return .method(receiver: .null, name: name)
            }
            throw error("value of optional type must be unwrapped to refer to member '\(name)'", range)
        case .unsupported:
            return base
        case .implicitMember where Self.isAngle(base) && (name == "degrees" || name == "radians"):
            return try angleMember(base, name, range) ?? base
        case .implicitMember(let colour, nil) where ColorType.named(colour) != nil && name == "gradient":
            // NB: `.blue.gradient`: a colour's member, read once the colour is known.
            return try member(of: .color(try paint(base, range)), name, range)
        case .string(let s) where name == "utf8" && extensions["String"]?.computed["utf8"] == nil:
            // NB: `Data(text.utf8)`: the bytes, each a step.
            try charge(elements: s.utf8.count, range)
            return .array(s.utf8.map { .int(Int($0)) })
        default:
            if let ext = extensionFor(base), let c = ext.computed[name] { return try computed(c, self: base, range) }
            if let ext = extensionFor(base), ext.methods[name] != nil { return .method(receiver: base, name: name) }
            if let v = try SwiftValues.property(base, name, self, range) { return v }
            if StandardMembers.isSlip(name, of: base) {
                // NB: at the member's name, as swiftc places it.
                let at = SourceRange(start: max(range.start, range.end - name.utf8.count), end: range.end)
                throw error("value of type '\(base.swiftTypeName)' has no member '\(name)'", at)
            }
            return .method(receiver: base, name: name)
        }
    }

    /// The extension of a built-in type that applies to a value (`extension View` for views,
    /// `extension Color`, `extension String`).
    /// The program's own `subscript` for `receiver[arguments]`: on a type it declares, any that
    /// takes the labels; on a standard type, one with a label (`items[safe: 3]`), so that
    /// `items[0]` stays the standard library's.
    func userSubscript(_ receiver: Value, _ arguments: [LabeledExpr]) throws
        -> [Located<FunctionDecl>]?
    {
        let v = unbound(receiver)
        let declared: Bool
        let info: TypeInfo?
        switch v {
        case .instance(let i):
            (declared, info) = (true, lookupType(i.type))
        case .enumCase(let e):
            (declared, info) = (true, lookupType(e.type))
        default:
            (declared, info) = (false, extensionFor(v))
        }
        guard let overloads = info?.methods["subscript"], declared || arguments.first?.label != nil else { return nil }
        let labels = arguments.map(\.label)
        let fitting = overloads.filter { f in
            let required = f.decl.parameters.filter { $0.defaultValue == nil }.count
            return labels.count >= required && labels.count <= f.decl.parameters.count
                && zip(f.decl.parameters, labels).allSatisfy { $0.label == $1 }
        }
        if !fitting.isEmpty { return fitting }
        // NB: a type of the program's with subscripts none of which takes these labels: swiftc's words.
        guard declared, let first = overloads.first?.decl.parameters else { return nil }
        for (p, argument) in zip(first, arguments) where p.label != argument.label {
            if let label = argument.label {
                throw error("extraneous argument label '\(label):' in subscript", argument.range)
            }
            if let label = p.label { throw error("missing argument label '\(label):' in subscript", argument.range) }
        }
        return nil
    }

    func extensionFor(_ v: Value) -> TypeInfo? {
        switch v {
        case .view(let node):
            if node.plainText != nil, let ext = extensions["Text"] { return ext }
            return extensions["View"]
        case .color: return extensions["Color"] ?? extensions["View"]
        case .string: return extensions["String"]
        case .int: return extensions["Int"]
        case .double: return extensions["Double"]
        case .array: return extensions["Array"]
        case .font: return extensions["Font"]
        case .date: return extensions["Date"]
        case .tuple(let items):
            // NB: Core Graphics' values are their labelled fields (`GeometryTypes`): a rectangle
            // has an origin and a size, a size a width and height, a point an x and y.
            let labels = Set(items.compactMap(\.label))
            if labels.isSuperset(of: ["x", "y", "width", "height"]) { return extensions["CGRect"] }
            if labels == ["width", "height"] { return extensions["CGSize"] }
            if labels == ["x", "y"] { return extensions["CGPoint"] }
            return nil
        default: return nil
        }
    }

    func computed(_ c: Located<VariableDecl.Binding>, self receiver: Value, _ range: SourceRange) throws -> Value {
        try nested(range, file: c.file, "'\(c.decl.name)'") {
            let scope = Scope(parent: nil)
            scope.names["self"] = receiver
            return try initialValue(c.decl, scope, range: c.decl.range)
        }
    }

    func rawValue(_ e: EnumValue, _ info: TypeInfo, _ range: SourceRange) throws -> Value {
        var next = 0
        for c in info.cases {
            // NB: each case passed is a step: `E(rawValue:)` asks this of every case in turn.
            try tick(range)
            var value: Value
            if let raw = c.rawValue {
                value = try eval(raw, Scope(parent: nil))
                if case .int(let n) = value { next = n }
            } else if info.rawType == "Int" {
                value = .int(next)
            } else if info.rawType == "Double" {
                value = .double(Double(next))
            } else {
                value = .string(c.name)
            }
            if c.name == e.name { return value }
            next = next &+ 1
        }
        throw error("'\(e.type)' has no raw values", range)
    }

    /// Whether an array can be subscripted with `key`: an `Int` or a range.
    static func indexesArrays(_ key: Value) -> Bool {
        switch key {
        case .int, .range: true
        default: false
        }
    }

    func subscripted(_ base: Value, _ index: Value, _ range: SourceRange, default fallback: Value? = nil) throws
        -> Value
    {
        switch (unbound(base), unbound(index)) {
        case (.array(let items), let key) where fallback != nil || Self.isDictionary(items):
            // NB: a dictionary's subscript is optional: a missing key is nil (or the `default:`), never a trap.
            for case .tuple(let pair) in items where pair.count == 2 {
                if try equal(pair[0].value, key, range) { return pair[1].value }
            }
            return fallback ?? .null
        case (.array(let items), let key) where items.isEmpty && !Self.indexesArrays(key):
            // NB: only a dictionary takes a key of another kind: an empty one (`[String: Int]()`) has none.
            return fallback ?? .null
        case (.array(let items), .int(let i)):
            guard items.indices.contains(i) else {
                throw error("index \(i) is out of range (the array has \(items.count) elements)", range)
            }
            return items[i]
        case (.array(let items), .range(let r)):
            guard let slice = r.slice(of: items.count) else {
                throw error("range \(r.description) is out of bounds", range)
            }
            try charge(elements: slice.count, range)
            return .array(Array(items[slice]))
        case (.string(let s), .int(let i)):
            // NB: the walk to the i-th character is the work.
            try charge(elements: max(0, i), range)
            guard i >= 0, let at = s.index(s.startIndex, offsetBy: i, limitedBy: s.endIndex), at < s.endIndex else {
                throw error("index \(i) is out of range", range)
            }
            return .string(String(s[at]))
        default:
            throw error("cannot subscript a value of type '\(base.typeName)'", range)
        }
    }

    /// Whether an array is a dictionary's pairs.
    /// NB: an empty dictionary cannot be told from an empty array: `[:][0]` reads as an array's.
    static func isDictionary(_ items: [Value]) -> Bool {
        guard let first = items.first, isPair(first) else { return false }
        return items.allSatisfy(isPair)
    }

    static func isPair(_ v: Value) -> Bool {
        if case .tuple(let t) = v, t.count == 2, t[0].label == "key" { return true }
        return false
    }

    /// What a `for` or `ForEach` walks: an array's items, a range's numbers, a string's characters.
    func elements(of v: Value, _ range: SourceRange) throws -> [Value] {
        switch unbound(v) {
        case .array(let items): return items
        case .range(let r):
            // NB: a huge range ends on the step budget, not on memory.
            guard let count = r.count, count <= Self.stepLimit else {
                let size = r.count.map(String.init) ?? "more than \(Int.max)"
                throw error(
                    "a range of \(size) elements is more than a preview can draw (at most \(Self.stepLimit))", range)
            }
            try charge(elements: count, range)
            // NB: lower + n for n < count is at most the last number: it cannot overflow.
            return (0..<count).map { .int(r.lower + $0) }
        case .string(let s):
            try charge(bytes: s.utf8.count * 64, range)
            return s.map { .string(String($0)) }
        case .tuple(let items): return items.map(\.value)
        default: throw error("'\(v.typeName)' is not a sequence", range)
        }
    }
}

extension ViewNode {
    /// The text of a `Text` view, through styling modifiers; nil for any other view.
    var plainText: String? {
        var node = self
        while true {
            if let t = node.kind as? TextKind { return t.text }
            guard node.kind.isTransparent, node.children.count == 1 else { return nil }
            node = node.children[0]
        }
    }
}
