import SwiftLesson
import TileText
import TileTree

extension Interpreter {
    func eval(_ e: Expr, _ scope: Scope) throws -> Value {
        try tick(e.range)
        switch e.kind {
        case .declReference(let name): return try lookup(name, scope, e.range)
        case .integerLiteral(let text):
            guard let n = Self.integer(text) else {
                throw error("integer literal '\(text)' overflows when stored into 'Int'", e.range)
            }
            return .int(n)
        case .floatLiteral(let text):
            return .double(Double(Self.withoutSeparators(text)) ?? 0)
        case .booleanLiteral(let b): return .bool(b)
        case .nilLiteral: return .null
        case .stringLiteral(let s): return .string(try interpolate(s, scope))
        case .memberAccess(nil, let name): return .implicitMember(name, nil)
        case .memberAccess(let base?, let name):
            if case .declReference("super") = base.kind, scope.lookup("super") == nil {
                return try superMember(name, nil, scope, e.range)
            }
            let receiver = try eval(base, scope)
            if unbound(receiver).isNull, case .optionalChaining = base.kind { return .null }
            return try member(of: receiver, name, e.range)
        case .functionCall(let call): return try evalCall(call, scope, e.range)
        case .subscriptCall(let base, let arguments):
            let receiver = try eval(base, scope)
            if unbound(receiver).isNull, case .optionalChaining = base.kind { return .null }
            if let overloads = try userSubscript(receiver, arguments) {
                let args = try arguments.map {
                    Argument(
                        label: $0.label, value: try eval($0.expression, scope), range: $0.range,
                        valueRange: $0.expression.range)
                }
                return try callMethod(overloads, unbound(receiver), args, e.range).0
            }
            guard let index = arguments.first else { throw error("expected an index", e.range) }
            if index.label == "keyPath", arguments.count == 1 {
                // NB: `book[keyPath: \.title]`: the path's members of the value, one after another.
                let path = try eval(index.expression, scope)
                guard case .keyPath(let components) = path else {
                    throw error("cannot use a value of type '\(path.typeName)' as a key path", index.expression.range)
                }
                return try components.reduce(receiver) { try member(of: $0, $1, e.range) }
            }
            let fallback = try arguments.first { $0.label == "default" }.map { try eval($0.expression, scope) }
            return try subscripted(receiver, try eval(index.expression, scope), e.range, default: fallback)
        case .genericSpecialization(let base, _): return try eval(base, scope)
        case .closure(let c):
            return .closure(
                closure(
                    c.parameters.map(\.name), c.statements, scope, range: e.range,
                    anonymousArguments: c.anonymousArguments))
        case .keyPath(_, let components): return .keyPath(components)
        case .array(let items): return .array(inferredCases(try items.map { try eval($0, scope) }))
        case .dictionary(let pairs):
            // NB: a dictionary is its pairs in order; a subscript finds a key by equality.
            return .array(
                try pairs.map { .tuple([("key", try eval($0.key, scope)), ("value", try eval($0.value, scope))]) })
        case .tuple(let items):
            if items.count == 1, items[0].label == nil { return try eval(items[0].expression, scope) }
            return .tuple(try items.map { ($0.label, try eval($0.expression, scope)) })
        case .infixOperator(let l, let op, let r): return try infix(l, op, r, scope, e.range)
        case .assignment(let target, let op, let value):
            var v = try eval(value, scope)
            if op == "+=", Self.isLValue(target),
                try inPlace(target, scope, { current, declared in try appendInPlace(&current, v, declared, e.range) })
                    != nil
            {
                return .void
            }
            if op != "=" {
                let current = try eval(target, scope)
                v = try arithmetic(String(op.dropLast()), current, v, e.range)
            }
            try assign(target, v, scope)
            return .void
        case .prefixOperator(let op, let operand):
            let v = try eval(operand, scope)
            switch (op, v) {
            case ("!", _): return .bool(try !truth(v, operand.range))
            case ("-", .int(let n)):
                guard n != .min else { throw error("arithmetic overflow", e.range) }
                return .int(-n)
            case ("-", .double(let d)): return .double(-d)
            case ("~", .int(let n)): return .int(~n)
            case ("&", _): return v
            case ("+", _): return v
            case ("..<", .int(let n)), ("...", .int(let n)): return .range(.upTo(n, op == "..." ? .through : .upTo))
            case ("..<", _), ("...", _):
                // NB: `..<0.5`, a one-sided range of another type: its bound (see `matchesBounds`).
                return .tuple([(op == "..." ? "upperBound" : "upperBoundExcluded", unbound(v))])
            default: throw error("unary operator '\(op)' cannot be applied to '\(v.typeName)'", e.range)
            }
        case .postfixOperator(let operand, "..."):
            let v = unbound(try eval(operand, scope))
            if case .int(let n) = v { return .range(.from(n)) }
            return .tuple([("lowerBound", v)])
        case .postfixOperator(let operand, _): return try eval(operand, scope)
        case .forceUnwrap(let inner):
            let v = try eval(inner, scope)
            if v.isNull { throw error("unexpectedly found nil while unwrapping an Optional value", e.range) }
            return v
        case .optionalChaining(let inner): return try eval(inner, scope)
        case .ternary(let condition, let then, let otherwise):
            return try truth(eval(condition, scope), condition.range) ? eval(then, scope) : eval(otherwise, scope)
        case .cast(let inner, let op, let type):
            let v = try eval(inner, scope)
            if op == "is" { return .bool(conforms(v, type)) }
            if op == "as?" { return conforms(v, type) ? v : .null }
            return try coerce(v, to: type, e.range)
        case .tryExpr(let spelled, let inner):
            guard spelled != "try" else { return try eval(inner, scope) }
            do {
                return try eval(inner, scope)
            } catch let thrown as ThrownError {
                // NB: `try?` makes the error nil; `try!` stops here, as Swift's run time does.
                if spelled == "try?" { return .null }
                var what = describe(thrown.value)
                if case .enumCase(let c) = thrown.value { what = c.type + "." + what }
                throw error("'try!' expression unexpectedly raised an error: \(what)", e.range)
            }
        case .awaitExpr(let inner): return try eval(inner, scope)
        case .ifExpr(let i): return try evalIf(i, scope, e.range)
        case .switchExpr(let s):
            guard let (index, inner) = try matchCase(s, scope) else { return .void }
            return try returnValue(of: s.cases[index].statements, inner, range: e.range)
        case .macroExpansionExpr(let m): return try macro(m, scope)
        case .valueBindingPattern: throw error("a 'let' pattern can only appear in a 'case' or 'if case'", e.range)
        case .unknownExpr(let u): return .unsupported(u.construct)
        }
    }

    /// `if` as an expression: the value of the branch taken.
    func evalIf(_ i: IfExpr, _ scope: Scope, _ range: SourceRange) throws -> Value {
        let inner = Scope(parent: scope)
        if try conditions(i.conditions, inner) { return try returnValue(of: i.body, inner, range: range) }
        switch i.elseBody {
        case .block(let body): return try returnValue(of: body, Scope(parent: scope), range: range)
        case .ifExpr(let next): return try evalIf(next, scope, range)
        case nil: return .void
        }
    }

    /// A number literal without its `_` separators (`1_000` is `1000`).
    /// NB: only a literal with a `_` is rewritten: the first `replacingAll` of a run cost 380 000
    /// instructions (the generic metadata its substrings need, made at run time).
    static func withoutSeparators(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "_")) ? text.replacingAll("_", with: "") : text
    }

    /// Swift's integer literal spellings: `1_000`, `0x1F`, `0b101`, `0o17`.
    static func integer(_ text: String) -> Int? {
        let digits = withoutSeparators(text)
        if digits.hasPrefix("0x") { return Int(digits.dropFirst(2), radix: 16) }
        if digits.hasPrefix("0b") { return Int(digits.dropFirst(2), radix: 2) }
        if digits.hasPrefix("0o") { return Int(digits.dropFirst(2), radix: 8) }
        return Int(digits)
    }

    func interpolate(_ s: StringLiteralExpr, _ scope: Scope) throws -> String {
        var out = ""
        for piece in s.pieces {
            switch piece {
            case .text(let t): out += t
            case .interpolation(let args):
                guard let first = args.first else { continue }
                let value = try eval(first.expression, scope)
                if let spec = args.dropFirst().first(where: { $0.label == "specifier" }) {
                    guard case .string(let format) = try eval(spec.expression, scope) else { continue }
                    out += Printf.format(format, value)
                } else if let f = args.dropFirst().first(where: { $0.label == "format" }) {
                    out += try formatted(value, try eval(f.expression, scope), f.range)
                } else {
                    out += describe(value)
                }
                try checkSize((out.utf8.count, false), first.range)
                try charge(bytes: out.utf8.count, first.range)
            }
        }
        return out
    }

    /// `String(describing:)`: what `print` and interpolation show.
    func describe(_ v: Value) -> String {
        if describing == 0 { describeBudget = Self.sizeLimit }
        guard describing < 100, describeBudget > 0 else { return "…" }
        describing += 1
        defer { describing -= 1 }
        let text = describeWithinBudget(v)
        describeBudget -= text.utf8.count
        return text
    }

    /// A `CustomStringConvertible` value's own `description`, as `"\(x)"` and `print` use it.
    private func customDescription(_ v: Value, _ type: TypeInfo?) -> String? {
        guard let type, type.inherited.contains("CustomStringConvertible"), let c = type.computed["description"],
            case .string(let text)? = try? computed(c, self: v, c.decl.range)
        else { return nil }
        return text
    }

    private func describeWithinBudget(_ v: Value) -> String {
        switch v {
        case .void: return "()"
        case .null: return "nil"
        case .bool(let b): return b ? "true" : "false"
        case .int(let n): return String(n)
        case .double(let d): return Self.doubleText(d)
        case .string(let s): return s
        case .array(let items):
            // NB: each element is a step, charged at the next tick (a describe cannot throw).
            steps += items.count
            if Self.isDictionary(items) {
                return "["
                    + items.map { item in
                        guard case .tuple(let pair) = item else { return debugDescribe(item) }
                        return debugDescribe(pair[0].value) + ": " + debugDescribe(pair[1].value)
                    }.joined(separator: ", ") + "]"
            }
            return "[" + items.map(debugDescribe).joined(separator: ", ") + "]"
        case .range(let r): return r.description
        case .tuple(let items):
            return "("
                + items.map { ($0.label.map { $0 + ": " } ?? "") + debugDescribe($0.value) }.joined(separator: ", ")
                + ")"
        case .instance(let i):
            let type = lookupType(i.type)
            if let text = customDescription(v, type) { return text }
            let names = type?.stored.filter { !$0.isStatic }.map(\.name) ?? i.fields.keys.sorted()
            return i.type + "(" + names.map { "\($0): " + debugDescribe(i.field($0) ?? .null) }.joined(separator: ", ")
                + ")"
        case .enumCase(let e):
            if let text = customDescription(v, lookupType(e.type)) { return text }
            if e.associated.isEmpty { return e.name }
            return e.name + "(" + e.associated.map(debugDescribe).joined(separator: ", ") + ")"
        case .view: return "some View"
        case .closure, .method: return "(Function)"
        case .type(let name): return name
        case .implicitMember(let name, _): return name
        case .color(let p): return p.description
        case .gradient: return "Gradient"
        case .font(let f): return f.swiftName
        case .keyPath(let c): return "\\." + c.joined(separator: ".")
        case .date(let d): return Self.doubleText(d)
        case .binding(let inner): return "Binding(" + describe(inner) + ")"
        case .state(let box): return "Binding(" + describe(box.value) + ")"
        case .unsupported(let name): return name
        }
    }

    func debugDescribe(_ v: Value) -> String {
        if case .string(let s) = v { return s.debugDescription }
        return describe(v)
    }

    /// Swift's shortest round-tripping text of a Double: `1.0`, `0.1`, `1e+20`.
    static func doubleText(_ d: Double) -> String { d.description }

    // MARK: Operators

    func infix(_ l: Expr, _ op: String, _ r: Expr, _ scope: Scope, _ range: SourceRange) throws -> Value {
        switch op {
        case "&&": return .bool(try truth(eval(l, scope), l.range) && truth(eval(r, scope), r.range))
        case "||": return .bool(try truth(eval(l, scope), l.range) || truth(eval(r, scope), r.range))
        case "??":
            let left = try eval(l, scope)
            // NB: a stand-in (`Locale.current.currency?.identifier`) is treated as nil.
            if case .unsupported = left { return try eval(r, scope) }
            if case .implicitMember("none", nil) = left { return try eval(r, scope) }
            return left.isNull ? try eval(r, scope) : left
        default: break
        }
        let a = try eval(l, scope)
        let b = try eval(r, scope)
        if op == "~=" { return .bool(try match(l, b, Scope(parent: scope))) }
        return try binary(op, a, b, range)
    }

    /// `a op b` on values: the program's own operator for its types, then Swift's.
    func binary(_ op: String, _ a: Value, _ b: Value, _ range: SourceRange) throws -> Value {
        if let custom = try userOperator(op, a, b, range) { return custom }
        if let angle = try angleArithmetic(op, unbound(a), unbound(b), range) { return angle }
        switch op {
        case "==": return .bool(try equal(a, b, range))
        case "!=": return .bool(try !equal(a, b, range))
        case "===", "!==":
            // NB: the same object: two references to one instance of a class (nil is no object).
            let same: Bool
            switch (unbound(a), unbound(b)) {
            case (.instance(let x), .instance(let y)): same = x.isSameObject(as: y)
            case (.null, .null): same = true
            default: same = false
            }
            return .bool(op == "===" ? same : !same)
        case "<", ">", "<=", ">=":
            let c = try compare(a, b, range)
            switch op {
            case "<": return .bool(c < 0)
            case ">": return .bool(c > 0)
            case "<=": return .bool(c <= 0)
            default: return .bool(c >= 0)
            }
        case "..<", "...":
            switch (unbound(a), unbound(b)) {
            case (.int(let lo), .int(let hi)):
                // NB: Swift's own trap message; a closed range may end at Int.max.
                guard lo <= hi else { throw error("Range requires lowerBound <= upperBound", range) }
                return .range(IntRange(lo, hi, op == "..." ? .through : .upTo))
            case (.int, .double), (.double, .int), (.double, .double):
                return .tuple([("lowerBound", try number(a, range)), ("upperBound", try number(b, range))])
            default:
                // NB: dates and stand-ins: the bounds as they are (a DatePicker's range).
                return .tuple([("lowerBound", unbound(a)), ("upperBound", unbound(b))])
            }
        default: return try arithmetic(op, a, b, range)
        }
    }

    /// The value a binding holds (`$x`, `.constant(x)`), or the value itself.
    func unbound(_ v: Value) -> Value {
        switch v {
        case .binding(let inner): return unbound(inner)
        case .state(let box): return unbound(box.value)
        case .implicitMember("constant", let args?) where args.count == 1: return unbound(args[0].value)
        default: return v
        }
    }

    func number(_ v: Value, _ range: SourceRange) throws -> Value {
        switch unbound(v) {
        case .int(let n): return .double(Double(n))
        case .double(let d): return .double(d)
        default: throw error("expected a number, found '\(v.typeName)'", range)
        }
    }

    func arithmetic(_ op: String, _ a: Value, _ b: Value, _ range: SourceRange) throws -> Value {
        switch (unbound(a), unbound(b)) {
        case (.int(let x), .int(let y)):
            let result: (partialValue: Int, overflow: Bool)
            switch op {
            case "+": result = x.addingReportingOverflow(y)
            case "-": result = x.subtractingReportingOverflow(y)
            case "*": result = x.multipliedReportingOverflow(by: y)
            case "&": result = (x & y, false)
            case "|": result = (x | y, false)
            case "^": result = (x ^ y, false)
            case "<<", ">>":
                // NB: Swift's smart shifts: a shift of 64 or more gives 0 (or -1), never a trap.
                let n = max(-64, min(64, y))
                let left = op == "<<" ? n : -n
                if left >= 64 {
                    result = (0, false)
                } else if left <= -64 {
                    result = (x < 0 ? -1 : 0, false)
                } else {
                    result = (left >= 0 ? x << left : x >> -left, false)
                }
            case "/", "%":
                guard y != 0 else { throw error("division by zero", range) }
                result = op == "/" ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y)
            default: throw error("operator '\(op)' is not supported on 'Int'", range)
            }
            if result.overflow { throw error("arithmetic overflow in '\(x) \(op) \(y)'", range) }
            return .int(result.partialValue)
        case (.double, _), (_, .double):
            guard case .double(let x) = try number(a, range), case .double(let y) = try number(b, range) else {
                throw error("expected numbers", range)
            }
            switch op {
            case "+": return .double(x + y)
            case "-": return .double(x - y)
            case "*": return .double(x * y)
            case "/": return .double(x / y)
            default: throw error("operator '\(op)' is not supported on 'Double'", range)
            }
        case (.string(let x), .string(let y)) where op == "+":
            try checkSize(x.utf8.count.addingReportingOverflow(y.utf8.count), range)
            try charge(bytes: x.utf8.count + y.utf8.count, range)
            return .string(x + y)
        case (.array(let x), .array(let y)) where op == "+":
            try checkSize(x.count.addingReportingOverflow(y.count), range)
            try charge(elements: x.count + y.count, range)
            return .array(x + y)
        case (.view(let x), .view(let y)) where op == "+":
            // NB: `Text + Text` joins the texts; their styles are not kept apart.
            if let tx = x.plainText, let ty = y.plainText {
                try checkSize(tx.utf8.count.addingReportingOverflow(ty.utf8.count), range)
                try charge(bytes: tx.utf8.count + ty.utf8.count, range)
                return .view(.text(tx + ty))
            }
            return .view(.hstack(spacing: 0, [x, y]))
        default:
            throw error("binary operator '\(op)' cannot be applied to '\(a.typeName)' and '\(b.typeName)'", range)
        }
    }

    /// `s += t` and `items += more` where the string or array is stored (see `inPlace`): the
    /// work is what is added, not the whole; nil for other operands (numbers add as values).
    func appendInPlace(_ current: inout Value, _ more: Value, _ declared: TypeSyntax?, _ range: SourceRange) throws
        -> Void?
    {
        // NB: the size is read without binding the storage, so that nothing else holds what grows.
        guard let size = current.size else { return nil }
        switch unbound(more) {
        case .string(let y):
            try checkSize(size.addingReportingOverflow(y.utf8.count), range)
            try charge(bytes: y.utf8.count, range)
            guard var x = current.takeString() else { return nil }
            x += y
            current = .string(x)
        case .array(let y):
            try checkSize(size.addingReportingOverflow(y.count), range)
            try charge(elements: y.count, range)
            let added = try declared.map { try coerce(.array(y), to: $0, range) } ?? .array(y)
            guard case .array(let y) = added, var x = current.takeArray() else { return nil }
            x += y
            current = .array(x)
        default: return nil
        }
        return ()
    }

    func equal(_ a: Value, _ b: Value, _ range: SourceRange) throws -> Bool {
        // NB: each element compared is a step, and nesting is bounded like `describe`'s.
        try tick(range)
        guard comparing < 100 else { throw error("'==' on values nested more than 100 deep", range) }
        comparing += 1
        defer { comparing -= 1 }
        switch (unbound(a), unbound(b)) {
        case (.null, .null), (.null, .implicitMember("none", nil)), (.implicitMember("none", nil), .null): return true
        case (.null, _), (_, .null): return false
        case (.unsupported, _), (_, .unsupported): return false
        case (.bool(let x), .bool(let y)): return x == y
        case (.int(let x), .int(let y)): return x == y
        case (.int, .double), (.double, .int), (.double, .double): return try compare(a, b, range) == 0
        case (.string(let x), .string(let y)):
            try charge(bytes: min(x.utf8.count, y.utf8.count), range)
            return x == y
        case (.enumCase(let x), .enumCase(let y)):
            guard x.type == y.type, x.name == y.name, x.associated.count == y.associated.count else { return false }
            for (p, q) in zip(x.associated, y.associated) where try !equal(p, q, range) { return false }
            return true
        case (.enumCase(let x), .implicitMember(let name, let args)),
            (.implicitMember(let name, let args), .enumCase(let x)):
            guard x.name == name else { return false }
            guard (args ?? []).count == x.associated.count else { return false }
            for (p, q) in zip(args ?? [], x.associated) where try !equal(p.value, q, range) { return false }
            return true
        case (.implicitMember(let x, _), .implicitMember(let y, _)): return x == y
        case (.color(let x), .color(let y)): return x == y
        case (.color(let x), .implicitMember), (.implicitMember, .color(let x)):
            let other = { if case .color = a { return b } else { return a } }()
            return (try? paint(other, range)) == x
        case (.array(let x), .array(let y)):
            guard x.count == y.count else { return false }
            for (p, q) in zip(x, y) where try !equal(p, q, range) { return false }
            return true
        case (.tuple(let x), .tuple(let y)):
            guard x.count == y.count else { return false }
            for (p, q) in zip(x, y) where try !equal(p.value, q.value, range) { return false }
            return true
        case (.instance(let x), .instance(let y)):
            if x.isSameObject(as: y) { return true }
            guard x.type == y.type, x.fields.count == y.fields.count else { return false }
            for k in x.fields.keys {
                guard let v = x.field(k), let w = y.field(k), try equal(v, w, range) else { return false }
            }
            return true
        case (.range(let x), .range(let y)): return x == y
        case (.date(let x), .date(let y)): return x == y
        case (.font(let x), .font(let y)): return x == y
        default:
            throw error("binary operator '==' cannot be applied to '\(a.typeName)' and '\(b.typeName)'", range)
        }
    }

    /// A program's own operator on its own types (`static func < (lhs: User, rhs: User) -> Bool`),
    /// in the left operand's type or at the top level; nil when there is none.
    func userOperator(_ op: String, _ a: Value, _ b: Value, _ range: SourceRange) throws -> Value? {
        let left = unbound(a)
        let declared: TypeInfo?
        switch left {
        case .instance, .enumCase: declared = lookupType(Self.typeOf(left))
        // NB: `static func + (lhs: CGSize, rhs: CGSize)` in an extension of a geometry type.
        case .tuple: declared = extensionFor(left)
        default: return nil
        }
        guard let overloads = declared?.staticMethods[op] ?? functions[op],
            let binary = overloads.first(where: { $0.decl.parameters.count == 2 })
        else { return nil }
        // NB: an operator's parameters take no labels at the call: each gets its own name's.
        let labels = binary.decl.parameters.map(\.label)
        let args = [
            Argument(label: labels[0], value: left, range: range),
            Argument(label: labels[1], value: unbound(b), range: range),
        ]
        return try callFunction([binary], self: .type(declared?.name ?? Self.typeOf(left)), args, range)
    }

    /// `[Size.large, .small]`: an array literal's `.small` is a case of the type another element
    /// names, as Swift infers the element type.
    func inferredCases(_ values: [Value]) -> [Value] {
        guard values.contains(where: { if case .implicitMember = $0 { true } else { false } }),
            let named = values.lazy.compactMap({ v -> String? in
                if case .enumCase(let e) = v { return e.type } else { return nil }
            }).first,
            let info = lookupType(named)
        else { return values }
        return values.map { v in
            guard case .implicitMember(let name, nil) = v, info.cases.contains(where: { $0.name == name }) else {
                return v
            }
            return .enumCase(EnumValue(type: named, name: name))
        }
    }

    /// Two cases of one enum, the second maybe written `.small` where the first's type is known.
    private func caseNames(_ a: Value, _ b: Value) -> (EnumValue, String)? {
        switch (unbound(a), unbound(b)) {
        case (.enumCase(let x), .enumCase(let y)) where x.type == y.type: return (x, y.name)
        case (.enumCase(let x), .implicitMember(let y, nil)): return (x, y)
        case (.implicitMember(let x, nil), .enumCase(let y)): return (EnumValue(type: y.type, name: x), y.name)
        default: return nil
        }
    }

    /// -1, 0 or 1.
    func compare(_ a: Value, _ b: Value, _ range: SourceRange) throws -> Int {
        if let less = try userOperator("<", a, b, range) {
            if try truth(less, range) { return -1 }
            return try truth(userOperator("<", b, a, range) ?? .bool(false), range) ? 1 : 0
        }
        // NB: an enum declared `Comparable` without its own `<` is ordered by its cases.
        if let (x, y) = caseNames(a, b), let info = lookupType(x.type), info.inherited.contains("Comparable"),
            let i = info.cases.firstIndex(where: { $0.name == x.name }),
            let j = info.cases.firstIndex(where: { $0.name == y })
        {
            return i < j ? -1 : (i > j ? 1 : 0)
        }
        switch (unbound(a), unbound(b)) {
        case (.int(let x), .int(let y)): return x < y ? -1 : (x > y ? 1 : 0)
        case (.string(let x), .string(let y)):
            try charge(bytes: min(x.utf8.count, y.utf8.count), range)
            return x < y ? -1 : (x > y ? 1 : 0)
        case (.date(let x), .date(let y)): return x < y ? -1 : (x > y ? 1 : 0)
        default:
            guard case .double(let x) = try number(a, range), case .double(let y) = try number(b, range) else {
                return 0
            }
            return x < y ? -1 : (x > y ? 1 : 0)
        }
    }

    // MARK: Assignment

    func assign(_ target: Expr, _ value: Value, _ scope: Scope) throws {
        switch target.kind {
        case .declReference(let name):
            if case .state(let box)? = scope.lookup(name) {
                if case .instance(var me)? = scope.lookup("self"), observers(of: me.type, name) != nil {
                    try store(value, in: &me, name, target.range)
                    _ = scope.assign("self", .instance(me))
                    return
                }
                box.value = value
                box.written = (target.range, file)
                return
            }
            if scope.assign(name, value) { return }
            if case .instance(var me) = scope.lookup("self"),
                me.fields[name] != nil || isStoredProperty(me.type, name) || wrappedStorage(me.type, name) != nil
                    || lookupType(me.type)?.computed[name] != nil
            {
                try store(value, in: &me, name, target.range)
                _ = scope.assign("self", .instance(me))
                return
            }
            if case .type(let t) = scope.lookup("self"), let info = lookupType(t) ?? extensions[t],
                let s = info.stored.first(where: { $0.name == name && $0.isStatic })
            {
                info.staticValues[name] = try s.type.map { try coerce(value, to: $0, target.range) } ?? value
                return
            }
            if globals[name] != nil {
                globalValues[name] = value
                return
            }
            if name == "_" { return }
            throw error("cannot find '\(name)' in scope", target.range)
        case .memberAccess(let base?, let name):
            if case .declReference("self") = base.kind, case .instance(var me) = scope.lookup("self") {
                try store(value, in: &me, name, target.range)
                _ = scope.assign("self", .instance(me))
                return
            }
            var container = try eval(base, scope)
            switch container {
            case .instance(var i):
                try store(value, in: &i, name, target.range)
                // NB: an object is changed in place, wherever it is reached from (`items.first!.url = u`).
                if i.isReference { return }
                container = .instance(i)
            case .type(let t):
                // NB: `AppModel.shared = .preview` takes the property's declared type, as the
                // first value does: the implicit member is the type's static `preview`.
                let info = lookupType(t) ?? extensions[t]
                let declared = info?.stored.first { $0.name == name && $0.isStatic }?.type
                info?.staticValues[name] = try declared.map { try coerce(value, to: $0, target.range) } ?? value
                return
            case .binding(.instance(var i)):
                i.fields[name] = value
                container = .binding(.instance(i))
            case .unsupported:
                // NB: a UIKit side effect (`UISegmentedControl.appearance().x = ...`): warned, skipped.
                return
            default:
                throw error("cannot assign to property '\(name)' of '\(container.typeName)'", target.range)
            }
            try assign(base, container, scope)
        case .subscriptCall(let base, let arguments):
            guard let first = arguments.first else { throw error("expected an index", target.range) }
            let index = try eval(first.expression, scope)
            let container = unbound(try eval(base, scope))
            if case .array(let pairs) = container,
                Self.isDictionary(pairs) || (pairs.isEmpty && !Self.isInt(unbound(index)))
            {
                try assign(base, .array(try storing(value, at: index, in: pairs, target.range)), scope)
                return
            }
            guard case .array(var items) = container, case .int(let i) = unbound(index) else {
                throw error("cannot assign through this subscript", target.range)
            }
            guard items.indices.contains(i) else {
                throw error("index \(i) is out of range (the array has \(items.count) elements)", target.range)
            }
            items[i] = value
            try assign(base, .array(items), scope)
        case .forceUnwrap(let inner), .optionalChaining(let inner):
            try assign(inner, value, scope)
        case .tuple(let elements):
            // NB: `(a, b) = (b, a)` and `(_, n) = pair`: the whole right side is evaluated first.
            guard case .tuple(let items) = unbound(value), items.count == elements.count else {
                let what = "cannot assign a value of type '\(value.typeName)' to a tuple of \(elements.count)"
                throw error(what, target.range)
            }
            for (element, item) in zip(elements, items) { try assign(element.expression, item.value, scope) }
        default:
            throw error("cannot assign to this expression", target.range)
        }
    }

    /// A dictionary's pairs with `key` set to `value` (added at the end when new), or removed when `value` is nil.
    func storing(_ value: Value, at key: Value, in pairs: [Value], _ range: SourceRange) throws -> [Value] {
        var pairs = pairs
        let found = try pairs.firstIndex {
            guard case .tuple(let pair) = $0, pair.count == 2 else { return false }
            return try equal(pair[0].value, key, range)
        }
        let pair = Value.tuple([("key", unbound(key)), ("value", value)])
        switch (found, value.isNull) {
        case (let n?, true): pairs.remove(at: n)
        case (let n?, false): pairs[n] = pair
        case (nil, true): break
        case (nil, false):
            try checkSize(pairs.count.addingReportingOverflow(1), range)
            pairs.append(pair)
        }
        return pairs
    }

    static func isInt(_ v: Value) -> Bool {
        if case .int = v { return true }
        return false
    }

    /// Sets a stored property: a `@State` (or a `@Binding` given one) in its box, which every
    /// copy of the view shares; anything else in the instance.
    func store(_ value: Value, in instance: inout Instance, _ name: String, _ range: SourceRange) throws {
        if let (wrapped, wrapper) = wrappedStorage(instance.type, name) {
            // NB: `_count = State(initialValue: start)` sets `count`'s first value; a `@Binding`'s
            // storage (`_isOn = isOn`) is the binding itself.
            if wrapper == "Binding" { return try store(Self.bindingStorage(value), in: &instance, wrapped, range) }
            var inner = value
            if case .state(let box) = value { inner = box.value }
            return try store(inner, in: &instance, wrapped, range)
        }
        if let c = lookupType(instance.type)?.computed[name], let accessors = c.decl.accessors {
            // NB: a computed property's `set` runs with `newValue` (or its own name for it).
            guard case .accessors(let list) = accessors, let setter = list.first(where: { $0.kind == "set" }) else {
                throw error("cannot assign to property: '\(name)' is a get-only property", range)
            }
            let v = try c.decl.type.map { try coerce(value, to: $0, range) } ?? value
            try runAccessor(setter, c.file, setter.parameter ?? "newValue", v, &instance, range)
            return
        }
        try checkStore(instance.type, name, range)
        let v = try coerceStored(instance.type, name, value, range)
        if let observers = observers(of: instance.type, name) {
            try observe(observers, v, in: &instance, name, range)
            return
        }
        plainStore(v, in: &instance, name, range)
    }

    /// A property's `willSet`/`didSet`, when setting it now runs them: not while an initializer
    /// runs (Swift calls no observer from its own type's `init`), nor inside one of its observers.
    func observers(of type: String, _ name: String) -> Located<[VariableDecl.Accessor]>? {
        guard initializing == 0, let found = lookupType(type)?.observers[name],
            !observing.contains(type + "." + name)
        else { return nil }
        return found
    }

    /// `willSet` with `newValue`, the store, then `didSet` with `oldValue`, each with `self` the
    /// instance, whose other properties they may change.
    private func observe(
        _ observers: Located<[VariableDecl.Accessor]>, _ v: Value, in instance: inout Instance, _ name: String,
        _ range: SourceRange
    ) throws {
        let key = instance.type + "." + name
        observing.insert(key)
        defer { observing.remove(key) }
        let old = instance.field(name) ?? .null
        for accessor in observers.decl where accessor.kind == "willSet" {
            try runAccessor(accessor, observers.file, accessor.parameter ?? "newValue", v, &instance, range)
        }
        plainStore(v, in: &instance, name, range)
        for accessor in observers.decl where accessor.kind == "didSet" {
            try runAccessor(accessor, observers.file, accessor.parameter ?? "oldValue", old, &instance, range)
        }
    }

    private func runAccessor(
        _ accessor: VariableDecl.Accessor, _ file: Int, _ parameter: String, _ value: Value,
        _ instance: inout Instance, _ range: SourceRange
    ) throws {
        let me = instance
        let changed = try nested(range, file: file, "'\(accessor.kind)'") {
            let scope = Scope(parent: nil)
            scope.names["self"] = .instance(me)
            scope.names[parameter] = value
            _ = try exec(accessor.body, scope, builder: nil)
            return scope.names["self"]
        }
        if case .instance(let after)? = changed { instance = after }
    }

    private func plainStore(_ v: Value, in instance: inout Instance, _ name: String, _ range: SourceRange) {
        switch instance.fields[name] {
        case .state(let box)?, .binding(.state(let box))?:
            box.value = v
            box.written = (range, file)
        default:
            // NB: a `@Binding` given a binding a function passed on is held as the storage it reaches.
            if case .binding(.state(let box)) = v, isBindingProperty(instance.type, name) {
                instance.fields[name] = .state(box)
            } else {
                instance.fields[name] = v
            }
        }
    }

    /// Whether a stored property may change here: not a `let`, not a view's plain property
    /// outside its initializers.
    func checkStore(_ type: String, _ name: String, _ range: SourceRange) throws {
        guard initializing == 0, let info = lookupType(type), !info.isClass,
            let s = info.stored.first(where: { $0.name == name && !$0.isStatic }), s.wrapper == nil
        else { return }
        // NB: a view is a value its body cannot change: what changes needs `@State`.
        if s.isLet { throw error("cannot assign to property: '\(name)' is a 'let' constant", range) }
        if info.isView { throw error("cannot assign to property: 'self' is immutable", range) }
    }

    func isBindingProperty(_ type: String, _ name: String) -> Bool {
        lookupType(type)?.stored.contains { $0.name == name && $0.wrapper == "Binding" } ?? false
    }

    /// `_count`, the storage of a wrapped property `count`: the property and its wrapper's name.
    func wrappedStorage(_ type: String, _ name: String) -> (String, String)? {
        guard name.hasPrefix("_"), name.count > 1 else { return nil }
        let wrapped = String(name.dropFirst())
        guard let s = lookupType(type)?.stored.first(where: { $0.name == wrapped && !$0.isStatic }),
            let wrapper = s.wrapper
        else { return nil }
        return (wrapped, wrapper)
    }

    func isStoredProperty(_ type: String, _ name: String) -> Bool {
        lookupType(type)?.stored.contains { $0.name == name && !$0.isStatic } ?? false
    }

    func coerceStored(_ type: String, _ name: String, _ value: Value, _ range: SourceRange) throws -> Value {
        guard let declared = lookupType(type)?.stored.first(where: { $0.name == name })?.type else { return value }
        return try coerce(value, to: declared, range)
    }
}
