import SwiftLesson

/// Class inheritance: a subclass holds its superclass's stored properties and answers to its
/// members unless it overrides them; `super.init(…)`, `super.method(…)` and `super.property`
/// run the superclass's own.
///
///     // class Bird: Animal { override func describe() -> String { super.describe() + "!" } }
extension Interpreter {
    /// Gives each class what its superclass declares, superclasses first.
    func adoptSuperclasses() {
        var done = Set<ObjectIdentifier>()
        // NB: in the order they are written, so that a cycle is reported once, at its first class.
        var unique: [ObjectIdentifier: TypeInfo] = [:]
        for t in types.values where t.isClass { unique[ObjectIdentifier(t)] = t }
        let classes = unique.values.sorted {
            ($0.file ?? 0, $0.range?.start ?? 0, $0.name) < ($1.file ?? 0, $1.range?.start ?? 0, $1.name)
        }
        for info in classes where !done.contains(ObjectIdentifier(info)) {
            let cycle = superclassCycle(info)
            guard !cycle.isEmpty else { continue }
            for c in cycle { done.insert(ObjectIdentifier(c)) }
            warn("'\(info.name)' inherits from itself", nameRange(of: info), severity: .error, file: info.file)
        }
        for info in classes { adoptSuperclass(info, &done) }
    }

    /// The classes on the way back to `info` when following its superclasses comes back to it
    /// (`class A: B`, `class B: A`); empty when it does not.
    private func superclassCycle(_ info: TypeInfo) -> [TypeInfo] {
        var seen = Set<ObjectIdentifier>()
        var path: [TypeInfo] = []
        var next = info.inherited.first.flatMap(lookupType)
        while let c = next, c.isClass, seen.insert(ObjectIdentifier(c)).inserted {
            path.append(c)
            if c === info { return path }
            next = c.inherited.first.flatMap(lookupType)
        }
        return []
    }

    /// Where a class's name is written, as swiftc points at it: after `class ` in its declaration.
    private func nameRange(of info: TypeInfo) -> SourceRange {
        guard let range = info.range, let index = info.file, files.indices.contains(index) else {
            return info.range ?? SourceRange(start: 0, end: 0)
        }
        let text = Array(files[index].text(of: range).utf8)
        let needle = Array(("class " + info.name).utf8)
        guard text.count >= needle.count,
            let offset = (0...(text.count - needle.count)).first(where: {
                text[$0..<$0 + needle.count].elementsEqual(needle)
            })
        else { return range }
        let start = range.start + offset + 6
        return SourceRange(start: start, end: start + info.name.utf8.count)
    }

    private func adoptSuperclass(_ info: TypeInfo, _ done: inout Set<ObjectIdentifier>) {
        // NB: inserted before the superclass is visited, so that a cycle (`A: B`, `B: A`) ends.
        guard done.insert(ObjectIdentifier(info)).inserted, let first = info.inherited.first,
            let sup = lookupType(first), sup.isClass, sup !== info
        else { return }
        adoptSuperclass(sup, &done)
        info.superclass = sup
        for name in sup.inherited where !info.inherited.contains(name) { info.inherited.append(name) }
        let own = Set(info.stored.map(\.name))
        info.stored = sup.stored.filter { !own.contains($0.name) } + info.stored
        for (name, c) in sup.computed where info.computed[name] == nil && info.methods[name] == nil {
            info.computed[name] = c
        }
        for (name, c) in sup.staticComputed where info.staticComputed[name] == nil { info.staticComputed[name] = c }
        Self.merge(sup.methods, into: &info.methods)
        Self.merge(sup.staticMethods, into: &info.staticMethods)
        for (name, o) in sup.observers where info.observers[name] == nil { info.observers[name] = o }
        // NB: Swift's rule: a subclass that declares no designated initializer inherits its
        // superclass's (its convenience ones stay its own).
        if !info.initializers.contains(where: { !$0.decl.modifiers.has("convenience") }) {
            info.initializers += sup.initializers
        }
    }

    /// The class whose member is running at `range`: the one written around it, or else
    /// `self`'s class.
    func enclosingClass(at range: SourceRange, of me: Value) -> TypeInfo? {
        let around = types.values.filter {
            $0.isClass && $0.file == file && ($0.range.map { $0.start <= range.start && range.end <= $0.end } ?? false)
        }
        if let inner = around.min(by: { Self.length($0.range) < Self.length($1.range) }) { return inner }
        return lookupType(Self.typeOf(me))
    }

    private static func length(_ range: SourceRange?) -> Int { range.map { $0.end - $0.start } ?? 0 }

    /// `super.name(args)` (`args` nil for `super.name` read as a property), with `self` the
    /// instance running the member.
    func superMember(_ name: String, _ args: [Argument]?, _ scope: Scope, _ range: SourceRange) throws -> Value {
        let at = SourceRange(start: range.start, end: range.start + 5)
        guard let me = scope.lookup("self") else { throw error("'super' cannot be used outside of class members", at) }
        guard let owner = enclosingClass(at: range, of: me), owner.isClass else {
            throw error("'super' cannot be used in non-class type '\(Self.typeOf(me))'", at)
        }
        guard let sup = owner.superclass else {
            throw error("'super' cannot be used in class '\(owner.name)' because it has no superclass", at)
        }
        if name == "init" {
            let args = args ?? []
            let fitting = sup.initializers.filter { Self.fits($0.decl.parameters, args) }
            guard let initializer = fitting.first else {
                if args.isEmpty && sup.initializers.isEmpty { return .void }
                throw error("no initializer of '\(sup.name)' takes these arguments", range)
            }
            let inner = try runInitializer(initializer, sup, args, range, self: me)
            _ = scope.assign("self", inner)
            return .void
        }
        if let args {
            if let overloads = sup.methods[name] {
                return try callFunction(overloads, self: me, args, range) { _ = scope.assign("self", $0) }
            }
            if let c = sup.computed[name] { return try callValue(try computed(c, self: me, range), args, range) }
        } else if let c = sup.computed[name] {
            return try computed(c, self: me, range)
        } else if sup.methods[name] != nil {
            return .method(receiver: me, name: name)
        }
        if case .instance(let i) = me, let field = i.field(name) {
            return try args.map { try callValue(field, $0, range) } ?? field
        }
        throw error("value of type '\(sup.name)' has no member '\(name)'", range)
    }
}
