import SwiftLesson

/// Declarations: each type's members with what `self` is in them, each body with its own
/// statements, and missing returns.
extension StaticCheck {
    func decl(_ d: Decl, _ ctx: Context) {
        switch d {
        case .structDecl(let s):
            var inner = Context(inType: true, enclosing: ctx.enclosing + [s.name])
            if !s.isClass, let f = facts.structs[s.name], f.storedOrder.count == Self.storedCount(s) { inner.facts = f }
            for m in s.members { member(m, inner) }
        case .enumDecl(let e):
            for m in e.members { member(m, Context(inType: true, enclosing: ctx.enclosing + [e.name])) }
        case .extensionDecl(let x):
            let name = Interpreter.baseName(x.extendedType)
            var inner = Context(inType: true, enclosing: ctx.enclosing + [name])
            inner.facts = facts.structs[name]
            for m in x.members { member(m, inner) }
        case .variableDecl(let v): variable(v, ctx)
        case .functionDecl(let f): function(f, ctx, kind: "global function")
        case .initializerDecl(let i):
            var inner = ctx
            inner.initializing = true
            if let list = i.body { body(list, inner, parameters: i.parameters.compactMap(\.localName)) }
        case .macroExpansionDecl(let m):
            // NB: a `#Preview`'s closure is a body of its own, its statements checked one by one.
            for a in m.arguments + m.trailingClosures {
                if case .closure(let c) = a.expression.kind {
                    body(c.statements, Context(), parameters: [])
                } else {
                    statement { expr(a.expression) }
                }
            }
        case .importDecl, .enumCaseDecl, .typeAliasDecl, .protocolDecl, .unknownDecl: return
        }
    }

    private static func storedCount(_ s: StructDecl) -> Int {
        var n = 0
        for case .variableDecl(let v) in s.members where !v.modifiers.has("static") && !v.modifiers.has("class") {
            n += v.bindings.filter(ProgramFacts.isStored).count
        }
        return n
    }

    /// A member of a type: a static one reaches no instance's properties.
    private func member(_ m: Decl, _ ctx: Context) {
        var inner = ctx
        switch m {
        case .variableDecl(let v) where v.modifiers.has("static") || v.modifiers.has("class"): inner.facts = nil
        case .functionDecl(let f):
            if f.modifiers.has("static") || f.modifiers.has("class") {
                inner.facts = nil
                function(f, inner, kind: "static method")
                return
            }
            inner.selfMutable = f.modifiers.has("mutating")
            function(f, inner, kind: "instance method")
            return
        case .variableDecl, .importDecl, .structDecl, .enumDecl, .enumCaseDecl, .extensionDecl, .initializerDecl,
            .macroExpansionDecl, .typeAliasDecl, .protocolDecl, .unknownDecl:
            break
        }
        decl(m, inner)
    }

    func function(_ f: FunctionDecl, _ ctx: Context, kind: String, nested: Bool = false) {
        guard let list = f.body else { return }
        var inner = ctx
        if f.modifiers.has("nonmutating") { inner.facts = nil }
        body(list, inner, parameters: f.parameters.compactMap(\.localName), nested: nested)
        if !f.modifiers.attributes.contains(where: { $0.name.hasSuffix("Builder") }) {
            missingReturn(list, f.returnType, kind: kind, end: f.range.end)
        }
    }

    /// A property: its first value as one statement, its getter and setter as bodies.
    func variable(_ v: VariableDecl, _ ctx: Context, nested: Bool = false) {
        for b in v.bindings {
            if let value = b.initializer, !nested {
                var plain = ctx
                plain.facts = nil
                let saved = context
                context = plain
                statement { expr(value) }
                context = saved
            }
            let builds =
                b.name == "body" || b.name == "previews"
                || v.modifiers.attributes.contains { $0.name.hasSuffix("Builder") }
            switch b.accessors {
            case nil: continue
            case .getter(let list)?:
                var getter = ctx
                getter.selfMutable = false
                body(list, getter, parameters: [], nested: nested)
                if !builds { missingReturn(list, b.type, kind: "getter", end: b.range.end) }
            case .accessors(let list)?:
                for a in list {
                    var inner = ctx
                    // NB: the parser keeps no accessor's modifiers: `mutating get`, `nonmutating set` read here.
                    inner.selfMutable = a.kind != "get" || written("mutating", at: a.range.start)
                    if written("nonmutating", at: a.range.start) { inner.facts = nil }
                    let implicit = a.kind == "set" || a.kind == "willSet" ? "newValue" : "oldValue"
                    body(a.body, inner, parameters: [a.parameter ?? implicit], nested: nested)
                    if a.kind == "get", !builds { missingReturn(a.body, b.type, kind: "getter", end: a.range.end) }
                }
            }
        }
    }

    /// swiftc's "missing return" when a body with a result has a path without one; a single
    /// expression is its own return.
    func missingReturn(_ list: [Stmt], _ type: TypeSyntax?, kind: String, end: Int) {
        guard let name = ReturnPaths.returnedName(type) else { return }
        if list.count == 1, case .expression(let e) = list[0].kind, ReturnPaths.isImplicitReturn(e) { return }
        guard ReturnPaths(neverReturning: facts.neverReturning).exits(list) == false, let brace = closingBrace(end)
        else { return }
        found.append((file, Diagnostic(.error, Self.missingReturn + "\(kind) expected to return '\(name)'", at: brace)))
    }

    /// Whether the source at `start` begins with the word `word`.
    func written(_ word: String, at start: Int) -> Bool {
        let w = Array(word.utf8)
        guard start >= 0, start + w.count < bytes.count else { return false }
        return bytes[start..<start + w.count].elementsEqual(w) && bytes[start + w.count] == UInt8(ascii: " ")
    }

    /// A declaration inside a body: a local's name, a nested function's own body.
    func localDecl(_ d: Decl) {
        switch d {
        case .variableDecl(let v):
            for b in v.bindings {
                if let value = b.initializer { expr(value) }
                if b.accessors != nil {
                    var accessed = v
                    accessed.bindings = [b]
                    variable(accessed, context, nested: true)
                }
                let isLet = v.specifier == "let" && b.initializer != nil
                let value = ValueKind(b.type, b.initializer)
                bind(b.name, Local(isLet: isLet, value: value, type: madeType(b.type, b.initializer)))
            }
        case .functionDecl(let f):
            bind(f.name)
            function(f, context, kind: "local function", nested: true)
        case .structDecl, .enumDecl, .extensionDecl:
            let saved = (context, scopes, closureDepth, slot)
            scopes = [[:]]
            closureDepth = 0
            slot = nil
            decl(d, Context(enclosing: context.enclosing))
            (context, scopes, closureDepth, slot) = saved
        case .importDecl, .enumCaseDecl, .initializerDecl, .macroExpansionDecl, .typeAliasDecl, .protocolDecl,
            .unknownDecl:
            return
        }
    }
}
