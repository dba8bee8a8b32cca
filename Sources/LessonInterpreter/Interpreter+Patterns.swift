import SwiftLesson
import TileTree

extension Interpreter {
    /// A value made to fit a declared type: an implicit member (`.apple`, `.red`) becomes the
    /// case or colour it names, an integer literal becomes a `Double` where one is declared.
    /// A declaration's first value as its declared type makes it: `let ratio: CGFloat = 2/3` is
    /// two thirds, since Swift types the literals themselves as `CGFloat`, not `0` made a `CGFloat`.
    func evalDeclared(_ initial: Expr, _ type: TypeSyntax?, _ scope: Scope) throws -> Value {
        if let type, Self.isFloating(type), let d = Self.floatingLiteral(initial) { return .double(d) }
        if case .functionCall = initial.kind { contextType = type }
        defer { contextType = nil }
        let v = try eval(initial, scope)
        return try type.map { try coerce(v, to: $0, initial.range) } ?? v
    }

    static func isFloating(_ type: TypeSyntax) -> Bool {
        if case .optional(let inner) = type { return isFloating(inner) }
        return ["Double", "CGFloat", "Float", "TimeInterval", "Float32", "Float64"].contains(baseName(type))
    }

    /// An expression of number literals and `+ - * /` alone, worked out in floating point.
    static func floatingLiteral(_ e: Expr) -> Double? {
        switch e.kind {
        case .integerLiteral(let text), .floatLiteral(let text): return Double(text.filter { $0 != "_" })
        case .prefixOperator("-", let x): return floatingLiteral(x).map { -$0 }
        case .tuple(let items) where items.count == 1 && items[0].label == nil:
            return floatingLiteral(items[0].expression)
        case .infixOperator(let l, let op, let r):
            guard let a = floatingLiteral(l), let b = floatingLiteral(r) else { return nil }
            switch op {
            case "+": return a + b
            case "-": return a - b
            case "*": return a * b
            case "/": return a / b
            default: return nil
            }
        default: return nil
        }
    }

    /// A case of an enum the program declares, its associated values taking their declared
    /// types: `.add(.number(1), .input)` holds two `Formula`s, `.amount(3)` of `Double` holds 3.0.
    func enumCase(_ info: TypeInfo, _ c: TypeInfo.Case, _ args: [Argument], _ range: SourceRange) throws -> Value {
        var values = args.map(\.value)
        for (k, p) in (c.associated ?? []).enumerated() where k < values.count {
            values[k] = try coerce(values[k], to: p.type, args[k].range)
        }
        return .enumCase(EnumValue(type: info.name, name: c.name, associated: values))
    }

    func coerce(_ v: Value, to written: TypeSyntax, _ range: SourceRange) throws -> Value {
        let type = aliases.isEmpty ? written : resolved(written)
        switch type {
        case .optional(let inner), .implicitlyUnwrappedOptional(let inner):
            // NB: `.none` and `.some(x)` where an optional is declared are Optional's own cases.
            switch v {
            case .null, .implicitMember("none", nil): return .null
            case .implicitMember("some", let args?) where args.count == 1:
                return try coerce(args[0].value, to: inner, range)
            default: return try coerce(v, to: inner, range)
            }
        case .attributed(_, let inner), .labeled(_, let inner): return try coerce(v, to: inner, range)
        case .tuple(let elements):
            // NB: `-> (read: Int, total: Int)` gives `return (read, total)` its labels.
            guard case .tuple(let items) = v, items.count == elements.count, elements.count > 1 else { return v }
            return .tuple(
                try zip(items, elements).map { item, element in
                    if case .labeled(let label, let t) = element {
                        return (label, try coerce(item.value, to: t, range))
                    }
                    return (item.label, try coerce(item.value, to: element, range))
                })
        case .array(let element):
            guard case .array(let items) = v else { return v }
            return .array(try items.map { try coerce($0, to: element, range) })
        case .dictionary(let keyType, let valueType):
            // NB: a dictionary is its key-value pairs: `let d: [String: Double] = ["a": 1]` holds 1.0.
            guard case .array(let pairs) = v else { return v }
            return .array(
                try pairs.map { pair in
                    guard case .tuple(let kv) = pair, kv.count == 2, kv[0].label == "key" else { return pair }
                    return .tuple([
                        ("key", try coerce(kv[0].value, to: keyType, range)),
                        ("value", try coerce(kv[1].value, to: valueType, range)),
                    ])
                })
        case .identifier("Set", let arguments):
            // NB: a set is an array without repeats: `let s: Set = [1, 1, 2]` holds two.
            guard case .array(let items) = v else { return v }
            let elements = try arguments.first.map { t in try items.map { try coerce($0, to: t, range) } } ?? items
            return .array(try SwiftValues.unique(elements, self, range))
        case .identifier("Binding", let arguments):
            // NB: a binding to storage stays one, so that a function can pass it on.
            if case .state = v { return .binding(v) }
            if case .binding(let inner) = v, let t = arguments.first {
                return .binding(try coerce(inner, to: t, range))
            }
            return v
        case .identifier(let name, _), .member(_, let name, _):
            let full = Self.baseName(type)
            switch (name, v) {
            case ("Double", .int(let n)), ("CGFloat", .int(let n)), ("Float", .int(let n)): return .double(Double(n))
            case ("Double", .implicitMember(let m, _)), ("CGFloat", .implicitMember(let m, _)):
                return try vocabulary.staticMember("Double", m, self, range)
            case ("Bool", .implicitMember(let m, let args?)), ("Int", .implicitMember(let m, let args?)):
                // NB: `let heads: Bool = .random()`, `let n: Int = .random(in: 1...6)`.
                return try vocabulary.staticCall(name, m, args, self, range)
            // NB: a plain value of the wrong one of Swift's basic types is swiftc's error too.
            case ("Int", .string), ("Int", .bool), ("Int", .double), ("String", .int), ("String", .double),
                ("String", .bool), ("Bool", .int), ("Bool", .string), ("Bool", .double), ("Double", .string),
                ("Double", .bool):
                throw error("cannot convert value of type '\(v.typeName)' to expected type '\(name)'", range)
            default: break
            }
            if case .implicitMember(let member, let args) = v {
                if let info = lookupType(full) ?? lookupType(name) {
                    if info.kind == .enumType, let c = info.cases.first(where: { $0.name == member }) {
                        return try enumCase(info, c, args ?? [], range)
                    }
                    if member == "init", let args { return try construct(info.name, args, range) }
                    if let s = try staticMember(info, member, range) {
                        if let args { return try callValue(s, args, range) }
                        return s
                    }
                    throw error("type '\(info.name)' has no member '\(member)'", range)
                }
                if let ext = extensions[name], let s = try staticMember(ext, member, range) {
                    if let args { return try callValue(s, args, range) }
                    return s
                }
                if name == "Color" { return .color(try paint(v, range)) }
                if name == "Font" { return .font(try font(v, range)) }
                // NB: a type the vocabulary serves gives its own members: `?? .now` where a `Date` is
                // declared is `Date.now`, `.zero` where a `CGSize` is, `CGSize.zero`.
                if args == nil, vocabulary.types[name]?.staticMember != nil {
                    return try vocabulary.staticMember(name, member, self, range)
                }
            }
            return v
        default:
            return v
        }
    }

    /// `is` and `as?`: whether a value has the type.
    func conforms(_ v: Value, _ type: TypeSyntax) -> Bool {
        let name = Self.baseName(type)
        switch unbound(v) {
        case .int: return name == "Int"
        case .double: return name == "Double" || name == "CGFloat"
        case .string: return name == "String"
        case .bool: return name == "Bool"
        case .array: return name == "Array"
        case .instance(let i): return i.type == name || (lookupType(i.type)?.inherited.contains(name) ?? false)
        case .enumCase(let e): return e.type == name || (lookupType(e.type)?.inherited.contains(name) ?? false)
        case .view: return name == "View" || name == "Text" || name == "AnyView"
        case .color: return name == "Color"
        case .null: return false
        default: return false
        }
    }

    static func isEnumCase(_ v: Value) -> Bool {
        if case .enumCase = v { return true }
        return false
    }

    /// Whether `value` matches a `case` pattern; names the pattern binds land in `scope`.
    func match(_ pattern: Expr, _ value: Value, _ scope: Scope) throws -> Bool {
        let value = unbound(value)
        switch pattern.kind {
        case .declReference("_"): return true
        case .valueBindingPattern(_, let inner): return try bindPattern(inner, value, scope)
        case .memberAccess(nil, let name):
            if case .enumCase(let e) = value { return e.name == name }
            // NB: `.none` is Optional's nil, whatever the wrapped type.
            if name == "none" { return value.isNull }
            return try equal(value, .implicitMember(name, nil), pattern.range)
        case .functionCall(let call):
            if case .memberAccess(let base, let name) = call.calledExpression.kind,
                base == nil || Self.isTypeReference(base)
            {
                // NB: `.some(let x)` is Optional's case: any value that is not nil.
                if name == "some", call.arguments.count == 1, !Self.isEnumCase(value) {
                    return value.isNull ? false : try match(call.arguments[0].expression, value, scope)
                }
                guard case .enumCase(let e) = value, e.name == name else { return false }
                for (arg, associated) in zip(call.arguments, e.associated) {
                    guard try match(arg.expression, associated, scope) else { return false }
                }
                return true
            }
        case .memberAccess(let base?, let name) where Self.isTypeReference(base):
            if case .enumCase(let e) = value { return e.name == name }
            // NB: `catch Failure.empty` does not match an error of another type.
            if case .declReference(let t) = base.kind, lookupType(t)?.kind == .enumType { return false }
        case .tuple(let items) where items.count > 1:
            guard case .tuple(let values) = value, values.count == items.count else { return false }
            for (item, v) in zip(items, values) {
                guard try match(item.expression, v.value, scope) else { return false }
            }
            return true
        case .infixOperator(_, "..<", _), .infixOperator(_, "...", _), .prefixOperator("..<", _),
            .prefixOperator("...", _), .postfixOperator(_, "..."):
            let range = try eval(pattern, scope)
            switch (range, unbound(value)) {
            case (.range(let r), .int(let n)): return r.contains(n)
            case (.range(let r), .double(let x)):
                // NB: `case 30...:` over a `Double`: the literal bounds are `Double`s.
                return (r.open == .below || Double(r.lower) <= x)
                    && (r.open == .above || (r.kind == .through ? x <= Double(r.upper) : x < Double(r.upper)))
            case (.tuple(let bounds), let v): return try matchesBounds(bounds, v, pattern.range)
            default: return false
            }
        case .optionalChaining(let inner):
            return value.isNull ? false : try match(inner, value, scope)
        case .cast(let inner, let op, let type) where op == "is" || op == "as":
            // NB: `case is Failure`, `catch let e as Failure`: the value's type, then the rest.
            guard conforms(value, type) else { return false }
            return op == "is" ? true : try match(inner, value, scope)
        default: break
        }
        return try equal(try eval(pattern, scope), value, pattern.range)
    }

    /// Whether `v` lies within a range of another type than `Int`, as its bounds are labelled:
    /// `lowerBound` and `upperBound` (`0.5...1.5`), or one of them alone (`90.0...`, `...0.5`),
    /// or `upperBoundExcluded` (`..<0.5`).
    func matchesBounds(_ bounds: [(label: String?, value: Value)], _ v: Value, _ range: SourceRange) throws -> Bool {
        for b in bounds {
            let c = try compare(v, b.value, range)
            switch b.label {
            case "lowerBound": if c < 0 { return false }
            case "upperBound": if c > 0 { return false }
            case "upperBoundExcluded": if c >= 0 { return false }
            default: return false
            }
        }
        return !bounds.isEmpty
    }

    /// Inside `let`: bare names bind, anything else matches.
    func bindPattern(_ pattern: Expr, _ value: Value, _ scope: Scope) throws -> Bool {
        switch pattern.kind {
        case .declReference(let name):
            if name != "_" { scope.names[name] = value }
            return true
        case .tuple(let items) where items.count > 1:
            guard case .tuple(let values) = value, values.count == items.count else { return false }
            for (item, v) in zip(items, values) {
                guard try bindPattern(item.expression, v.value, scope) else { return false }
            }
            return true
        case .functionCall(let call):
            guard case .enumCase(let e) = value, case .memberAccess(_, let name) = call.calledExpression.kind,
                e.name == name
            else { return false }
            for (arg, associated) in zip(call.arguments, e.associated) {
                guard try bindPattern(arg.expression, associated, scope) else { return false }
            }
            return true
        case .optionalChaining(let inner):
            return value.isNull ? false : try bindPattern(inner, value, scope)
        case .cast(let inner, "as", let type):
            guard conforms(value, type) else { return false }
            return try bindPattern(inner, value, scope)
        default:
            return try match(pattern, value, scope)
        }
    }

    static func isTypeReference(_ e: Expr?) -> Bool {
        guard let e, case .declReference(let name) = e.kind else { return false }
        return name.first?.isUppercase ?? false
    }
}
