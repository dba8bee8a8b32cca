import SwiftLesson

extension Interpreter {
    /// A conforming type gains each member of its protocols' extensions that it does not write
    /// itself, as Swift's default implementations work, and the protocols a protocol inherits
    /// (`protocol Card: View` makes a conforming struct a view).
    ///
    ///     // protocol Named { var name: String { get } }; extension Named { func greet() -> String }
    ///     // struct Dog: Named { ... }: Dog().greet() runs the extension's method with self a Dog
    func adoptProtocolDefaults() {
        var seen = Set<ObjectIdentifier>()
        for info in Array(types.values) + Array(extensions.values)
        where info.kind != .protocolType && seen.insert(ObjectIdentifier(info)).inserted {
            adoptProtocolDefaults(info)
        }
    }

    func adoptProtocolDefaults(_ info: TypeInfo) {
        for p in protocols(of: info) {
            if !info.inherited.contains(p.name) { info.inherited.append(p.name) }
            for inherited in p.inherited where !info.inherited.contains(inherited) { info.inherited.append(inherited) }
            Self.merge(p.methods, into: &info.methods)
            Self.merge(p.staticMethods, into: &info.staticMethods)
            for (name, c) in p.computed where info.computed[name] == nil && info.methods[name] == nil {
                info.computed[name] = c
            }
            for (name, c) in p.staticComputed where info.staticComputed[name] == nil { info.staticComputed[name] = c }
        }
    }

    /// The declared protocols a type conforms to, nearest first, each once: those it names and
    /// those they inherit.
    func protocols(of info: TypeInfo) -> [TypeInfo] {
        var out: [TypeInfo] = []
        var queue = info.inherited
        var visited = Set<String>()
        while !queue.isEmpty {
            let name = queue.removeFirst()
            guard visited.insert(name).inserted, let p = lookupType(name), p.kind == .protocolType, p !== info else {
                continue
            }
            out.append(p)
            queue += p.inherited
        }
        return out
    }

    /// A protocol's overloads join the type's, except those the type writes with the same full name.
    static func merge(
        _ defaults: [String: [Located<FunctionDecl>]], into own: inout [String: [Located<FunctionDecl>]]
    ) {
        for (name, overloads) in defaults {
            let written = Set((own[name] ?? []).map(\.decl.fullName))
            let added = overloads.filter { !written.contains($0.decl.fullName) }
            if !added.isEmpty { own[name, default: []] += added }
        }
    }
}
