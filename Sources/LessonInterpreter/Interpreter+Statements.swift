import SwiftLesson
import TileTree

/// The views a result builder (`body`, a stack's closure, a `@ViewBuilder` function) collects.
final class ViewBuilderList {
    var views: [ViewNode] = []
}

extension Interpreter {
    /// Runs statements in `scope`. With `builder`, each expression statement that gives a view
    /// adds it, as SwiftUI's result builders do; an `if` or `switch` adds its branch's views.
    func exec(_ statements: [Stmt], _ scope: Scope, builder: ViewBuilderList?) throws -> Flow {
        for (index, statement) in statements.enumerated() {
            if case .deferStmt = statement.kind {
                return try execDeferring(statements[index...], scope, builder: builder)
            }
            try tick(statement.range)
            let flow = try exec(statement, scope, builder: builder)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    /// The rest of a block from its first `defer`: each `defer` body runs as the block ends,
    /// last first, whether it ends normally, by `return`/`break` or by a thrown error.
    private func execDeferring(_ statements: ArraySlice<Stmt>, _ scope: Scope, builder: ViewBuilderList?) throws
        -> Flow
    {
        var deferred: [[Stmt]] = []
        var flow = Flow.normal
        do {
            for statement in statements {
                if case .deferStmt(let body) = statement.kind {
                    deferred.append(body)
                    continue
                }
                try tick(statement.range)
                flow = try exec(statement, scope, builder: builder)
                if case .normal = flow { continue }
                break
            }
        } catch {
            for body in deferred.reversed() { _ = try exec(body, Scope(parent: scope), builder: nil) }
            throw error
        }
        for body in deferred.reversed() { _ = try exec(body, Scope(parent: scope), builder: nil) }
        return flow
    }

    func exec(_ statement: Stmt, _ scope: Scope, builder: ViewBuilderList?) throws -> Flow {
        let flow = try execUnlabelled(statement, scope, builder: builder)
        // NB: `break outer` ends the statement labelled `outer`, whatever it is.
        if let label = statement.label, case .breakLoop(label) = flow { return .normal }
        return flow
    }

    private func execUnlabelled(_ statement: Stmt, _ scope: Scope, builder: ViewBuilderList?) throws -> Flow {
        switch statement.kind {
        case .expression(let e):
            switch e.kind {
            case .ifExpr(let i): return try execIf(i, scope, builder: builder)
            case .switchExpr(let s): return try execSwitch(s, scope, builder: builder)
            default:
                let value = try eval(e, scope)
                if let builder, !Self.isDiscardable(e) { try collect(value, into: builder, e.range) }
                return .normal
            }
        case .declaration(let d):
            try declareLocal(d, scope)
            return .normal
        case .guardStmt(let g):
            let inner = Scope(parent: scope)
            if try conditions(g.conditions, inner) {
                // NB: names a guard binds stay in scope after it.
                for (k, v) in inner.names { scope.names[k] = v }
                return .normal
            }
            let flow = try exec(g.body, Scope(parent: scope), builder: builder)
            if case .normal = flow {
                throw error("a 'guard' body must not fall through; end it with 'return'", statement.range)
            }
            return flow
        case .returnStmt(let e):
            return .returned(try e.map { try eval($0, scope) } ?? .void)
        case .forStmt(let f):
            let sequence = try elements(of: try eval(f.sequence, scope), f.sequence.range)
            for element in sequence {
                try tick(f.sequence.range)
                let inner = Scope(parent: scope)
                // NB: `for p in`, `for (i, x) in` bind their names; `for case .a(let x) in` skips what it does not match.
                guard try bindPattern(f.pattern, element, inner) else { continue }
                if let w = f.whereClause, try !truth(eval(w, inner), w.range) { continue }
                if let out = Self.leaves(try exec(f.body, inner, builder: builder), statement.label) { return out }
            }
            return .normal
        case .whileStmt(let w):
            while true {
                try tick(statement.range)
                let inner = Scope(parent: scope)
                guard try conditions(w.conditions, inner) else { break }
                if let out = Self.leaves(try exec(w.body, inner, builder: builder), statement.label) { return out }
            }
            return .normal
        case .repeatStmt(let r):
            repeat {
                try tick(statement.range)
                if let out = Self.leaves(try exec(r.body, Scope(parent: scope), builder: builder), statement.label) {
                    return out
                }
            } while try truth(eval(r.condition, scope), r.condition.range)
            return .normal
        case .doStmt(let d): return try execDo(d, scope, builder: builder)
        case .deferStmt:
            // NB: a block's `defer`s are taken by `execDeferring`; one reached alone ends nothing.
            return .normal
        case .throwStmt(let e):
            throw ThrownError(value: try eval(e, scope), range: statement.range, file: file)
        case .controlTransfer(let word, let label):
            switch word {
            case "break": return .breakLoop(label)
            case "continue": return .continueLoop(label)
            default: return .normal
            }
        case .unknownStmt:
            // NB: the parser warned once already.
            return .normal
        }
    }

    func declareLocal(_ decl: Decl, _ scope: Scope) throws {
        switch decl {
        case .variableDecl(let v):
            for b in v.bindings {
                if case .optional? = b.type {
                    declaresOptionals = true
                    scope.optionals = scope.optionals ?? [:]
                    scope.optionals?[b.name] = b.type
                } else if scope.optionals != nil {
                    scope.optionals?[b.name] = nil
                }
                if let initial = b.initializer {
                    var value = try evalDeclared(initial, b.type, scope)
                    // NB: `@Previewable @State var on = false` in a `#Preview`: state the preview
                    // keeps, which a session holds as a binding.
                    if v.modifiers.hasAttribute("State"), stateRoot != nil {
                        let spot = SourceSpot(file: file, range: initial.range)
                        value = .state(holdState(b.name, value, listed: true, initializer: spot))
                    }
                    scope.names[b.name] = value
                } else if let accessors = b.accessors, case .getter(let body) = accessors {
                    scope.names[b.name] = try returnValue(of: body, Scope(parent: scope), range: b.range)
                } else {
                    scope.names[b.name] = .null
                }
            }
        case .functionDecl(let f):
            scope.names[f.name] = .closure(
                closure(f.parameters.map { $0.localName ?? "_" }, f.body ?? [], scope, range: f.range))
        case .structDecl(let s):
            declare(decl, outer: nil, file: file)
            if let info = lookupType(s.name) { adoptProtocolDefaults(info) }
        case .enumDecl(let e):
            declare(decl, outer: nil, file: file)
            if let info = lookupType(e.name) { adoptProtocolDefaults(info) }
        case .extensionDecl:
            declare(decl, outer: nil, file: file)
        case .typeAliasDecl(let t):
            // NB: a local alias is a name for its type in this scope, as a local type would be.
            scope.names[t.name] = .type(Self.baseName(resolved(t.type)))
        default: break
        }
    }

    func execIf(_ i: IfExpr, _ scope: Scope, builder: ViewBuilderList?) throws -> Flow {
        let inner = Scope(parent: scope)
        if try conditions(i.conditions, inner) {
            return try exec(i.body, inner, builder: builder)
        }
        switch i.elseBody {
        case .block(let body): return try exec(body, Scope(parent: scope), builder: builder)
        case .ifExpr(let next): return try execIf(next, scope, builder: builder)
        case nil: return .normal
        }
    }

    /// What a loop does after one pass of its body gave `flow`: nil to go on, or the flow the loop
    /// itself ends with (a `break` or `continue` naming another label ends it and passes on).
    static func leaves(_ flow: Flow, _ label: String?) -> Flow? {
        switch flow {
        case .normal: return nil
        case .continueLoop(let target): return target == nil || target == label ? nil : flow
        case .breakLoop(let target): return target == nil || target == label ? .normal : flow
        case .returned: return flow
        }
    }

    /// `do { } catch`: an error thrown in the body runs the first `catch` whose patterns match it,
    /// and goes on up when none does. tileshell's own errors are never caught.
    func execDo(_ d: Stmt.DoStmt, _ scope: Scope, builder: ViewBuilderList?) throws -> Flow {
        do {
            return try exec(d.body, Scope(parent: scope), builder: builder)
        } catch let thrown as ThrownError {
            for clause in d.catches {
                let inner = Scope(parent: scope)
                if clause.patterns.isEmpty {
                    inner.names["error"] = thrown.value
                } else if try !clause.patterns.contains(where: { try bindPattern($0, thrown.value, inner) }) {
                    continue
                }
                if let w = clause.whereClause, try !truth(eval(w, inner), w.range) { continue }
                return try exec(clause.body, inner, builder: builder)
            }
            throw thrown
        }
    }

    func execSwitch(_ s: SwitchExpr, _ scope: Scope, builder: ViewBuilderList?) throws -> Flow {
        guard let (first, bound) = try matchCase(s, scope) else { return .normal }
        var index = first
        var inner = bound
        while index < s.cases.count {
            let c = s.cases[index]
            let flow = try exec(c.statements, inner, builder: builder)
            guard c.statements.last.map(Self.isFallthrough) == true else {
                if case .breakLoop(nil) = flow { return .normal }
                return flow
            }
            // NB: `fallthrough` runs the next case's body, which binds nothing.
            index += 1
            inner = Scope(parent: scope)
        }
        return .normal
    }

    /// The index of the case a `switch` takes, with the names its pattern binds.
    func matchCase(_ s: SwitchExpr, _ scope: Scope) throws -> (Int, Scope)? {
        let subject = try eval(s.subject, scope)
        for (index, c) in s.cases.enumerated() {
            let inner = Scope(parent: scope)
            if c.isDefault { return (index, inner) }
            for item in c.items where try match(item.pattern, subject, inner) {
                if let w = item.whereClause, try !truth(eval(w, inner), w.range) { continue }
                return (index, inner)
            }
        }
        return nil
    }

    /// A mutating call whose result Swift lets a statement drop (`@discardableResult`:
    /// `items.removeLast()`, a set's `insert(x)`): not a view for a builder to collect.
    /// Whether a declared type is plainly not a view (`Void`, `Int`, `[Book]`, a struct of the
    /// program's that is not a view): a body of it builds nothing.
    func isPlainValue(_ type: TypeSyntax?) -> Bool {
        guard let type else { return true }
        switch type {
        case .identifier(let name, _):
            if let info = lookupType(name) { return !info.isView && !info.isShape && info.kind != .protocolType }
            return Self.plainTypeNames.contains(name)
        case .optional(let inner), .implicitlyUnwrappedOptional(let inner): return isPlainValue(inner)
        case .array, .dictionary, .tuple, .function: return true
        default: return false
        }
    }

    static let plainTypeNames: Set<String> = [
        "Void", "Int", "Double", "Float", "CGFloat", "String", "Bool", "Character", "Date", "UUID", "Decimal", "URL",
        "Data", "Set", "Array", "Dictionary", "Optional", "Result",
    ]

    static func isDiscardable(_ e: Expr) -> Bool {
        guard case .functionCall(let call) = e.kind, case .memberAccess(_?, let name) = call.calledExpression.kind
        else { return false }
        return SwiftValues.mutating.contains(name)
    }

    static func isFallthrough(_ s: Stmt) -> Bool {
        if case .controlTransfer("fallthrough", _) = s.kind { return true }
        return false
    }

    /// `if`/`guard`/`while` conditions; optional bindings land in `scope`.
    func conditions(_ list: [ConditionElement], _ scope: Scope) throws -> Bool {
        for condition in list {
            switch condition {
            case .expression(let e):
                guard try truth(eval(e, scope), e.range) else { return false }
            case .optionalBinding(_, let name, let type, let initializer):
                let value: Value
                if let initializer {
                    value = try eval(initializer, scope)
                } else {
                    value = try lookup(name, scope, SourceRange(start: 0, end: 0))
                }
                let unwrapped: Value
                switch value {
                case .binding(let inner): unwrapped = inner
                case .state(let box): unwrapped = box.value
                default: unwrapped = value
                }
                if unwrapped.isNull { return false }
                scope.names[name] =
                    try type.map { try coerce(unwrapped, to: $0, initializer?.range ?? .init(start: 0, end: 0)) }
                    ?? unwrapped
            case .matching(let pattern, let value):
                guard try match(pattern, try eval(value, scope), scope) else { return false }
            }
        }
        return true
    }

    func truth(_ value: Value, _ range: SourceRange) throws -> Bool {
        switch unbound(value) {
        case .bool(let b): return b
        case .unsupported: return false
        default: throw error("expected a Bool, found '\(value.typeName)'", range)
        }
    }

    /// A builder statement's value, added when it is a view (a nil optional view adds nothing).
    func collect(_ value: Value, into builder: ViewBuilderList, _ range: SourceRange) throws {
        try refusePlainValue(value, range)
        switch value {
        case .void, .null: return
        default:
            if let view = try asView(value, range) { builder.views.append(view) }
        }
    }

    /// A number, string or Bool where a result builder wants a view is swiftc's error at the
    /// value: the builder has no `buildExpression` for it.
    func refusePlainValue(_ value: Value, _ range: SourceRange) throws {
        switch unbound(value) {
        case .int, .double, .string, .bool:
            throw error(
                "static method 'buildExpression' requires that '\(unbound(value).typeName)' conform to 'View'", range)
        default: return
        }
    }

    /// Runs a body and gives what it returns: its `return`, or its one expression, or the views
    /// it built (several become a group, as a `TupleView`).
    /// A body's value: its one expression, what it returns, or (unless it is `plain`, the body of
    /// a function or property of a type that is not a view) the views its statements build.
    func returnValue(
        of body: [Stmt], _ scope: Scope, range: SourceRange, builds: Bool = false, plain: Bool = false
    ) throws -> Value {
        // NB: one expression (an `if` or `switch` too, as Swift 5.9 allows) is the value.
        if body.count == 1, case .expression(let e) = body[0].kind {
            try tick(e.range)
            let value = try eval(e, scope)
            if builds { try refusePlainValue(value, e.range) }
            // NB: a builder's `if` with no `else`, its condition false, builds an empty view.
            if builds, case .void = value { return .view(.empty) }
            return value
        }
        let builder = ViewBuilderList()
        // NB: `try log.add(…)` of a `@discardableResult` method in a non-view body is let go.
        let flow = try exec(body, scope, builder: plain ? nil : builder)
        if case .returned(let v) = flow { return v }
        if builder.views.isEmpty { return builds ? .view(.empty) : .void }
        if builder.views.count == 1 { return .view(builder.views[0]) }
        return .view(.tuple(builder.views))
    }
}
