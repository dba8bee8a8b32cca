import SwiftLesson

/// Assignments and mutating calls on what cannot change: a `let`, or a struct's own stored
/// `var` from code that is not mutating.
extension StaticCheck {
    /// What an assigned or mutated name is.
    enum Target {
        case local(name: String, Local)
        case property(ProgramFacts.Stored, name: SourceRange)
    }

    /// `x` or `self.x`, when the check knows what it is.
    func target(_ e: Expr) -> Target? {
        if case .declReference(let name) = e.kind {
            // NB: `_ = x` discards; a `let _ = y` before it declares nothing to assign to.
            if name == "_" { return nil }
            if let l = lookup(name) { return .local(name: name, l) }
            if let f = context.facts {
                guard !context.initializing, let stored = f.stored[name] else { return nil }
                return .property(stored, name: e.range)
            }
            if !context.inType, let g = globals[name] { return .local(name: name, g) }
            return nil
        }
        guard case .memberAccess(let base?, let name) = e.kind, case .declReference("self") = base.kind,
            lookup("self") == nil, !context.initializing, let stored = context.facts?.stored[name]
        else { return nil }
        return .property(stored, name: Self.tail(e.range, name))
    }

    /// swiftc's words for what makes `t` immutable here, or nil when it may change.
    private func immutability(_ t: Target) -> (what: String, isProperty: Bool)? {
        switch t {
        case .local(let name, let l): return l.isLet ? ("'\(name)' is a 'let' constant", false) : nil
        case .property(let p, _):
            if p.isLet { return ("'\(p.name)' is a 'let' constant", true) }
            return p.isPlainVar && !context.selfMutable ? ("'self' is immutable", true) : nil
        }
    }

    func assignment(_ lhs: Expr, _ op: String, _ rhs: Expr) {
        if case .subscriptCall(let base, _) = lhs.kind {
            guard let t = target(base), let why = immutability(t), value(t) != nil else { return }
            report(
                "cannot assign through subscript: \(why.what)",
                SourceRange(start: base.range.end, end: base.range.end + 1))
            return
        }
        guard let t = target(lhs), let why = immutability(t) else { return }
        if op == "=" {
            let place: SourceRange
            switch t {
            case .local: place = lhs.range
            case .property(_, let name): place = name
            }
            report("cannot assign to \(why.isProperty ? "property" : "value"): \(why.what)", place)
        } else if let at = operatorRange(op, from: lhs.range.end, to: rhs.range.start) {
            report("left side of mutating operator isn't mutable: \(why.what)", at)
        }
    }

    /// `flag.toggle()`, `items.append(x)` on an immutable value of a standard type.
    func mutatingCall(_ base: Expr, _ name: String, _ callee: Expr) {
        guard let t = target(base), let kind = value(t), kind.mutates(name), let why = immutability(t) else { return }
        report("cannot use mutating member on immutable value: \(why.what)", Self.tail(callee.range, name))
    }

    private func value(_ t: Target) -> ValueKind? {
        switch t {
        case .local(_, let l): return l.value
        case .property(let p, _): return p.value
        }
    }

    /// Where `op` is written between the two sides.
    private func operatorRange(_ op: String, from: Int, to: Int) -> SourceRange? {
        let written = Array(op.utf8)
        var i = from
        while i + written.count <= min(to, bytes.count) {
            if bytes[i..<i + written.count].elementsEqual(written) {
                return SourceRange(start: i, end: i + written.count)
            }
            i += 1
        }
        return nil
    }
}
