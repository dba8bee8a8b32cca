import SwiftLesson
import TileTree

extension SwiftValues {
    static let mutating: Set<String> = Set([
        "toggle", "append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "sort", "reverse",
        "shuffle", "formUnion", "swapAt",
    ]).union(Interpreter.pathMethods)

    static func canMutate(_ v: Value) -> Bool {
        switch v {
        case .bool, .array, .string, .int: return true
        // NB: a `Path`, which its `move(to:)` and `addLine(to:)` add to.
        case .view(let node): return (node.kind as? ShapeKindView)?.shape.isPath == true
        default: return false
        }
    }

    /// A mutating method, changing `v` where it is: its result. Each charges the elements or
    /// bytes it moves (an insert at 0 of n elements moves n), so that a loop of them ends on
    /// the step budget.
    /// NB: `v` must be the only reference to its array or string (see `Interpreter.inPlace`),
    /// or the first change copies it.
    static func mutate(_ v: inout Value, _ name: String, _ args: [Argument], _ i: Interpreter, _ range: SourceRange)
        throws -> Value
    {
        if let m = StandardMembers.callError(v, name, args, range) { throw i.error(m.message, m.range) }
        if case .view = v, let done = try i.mutatePath(&v, name, args, range) { return done }
        if name == "toggle", case .bool(let b) = v {
            v = .bool(!b)
            return .void
        }
        if name == "append", case .string = v, let a = args.first {
            let more = i.describe(a.value)
            try i.checkSize((v.size ?? 0).addingReportingOverflow(more.utf8.count), range)
            try i.charge(bytes: more.utf8.count, range)
            guard var s = v.takeString() else { return .void }
            s += more
            v = .string(s)
            return .void
        }
        if case .string = v, ["removeLast", "removeFirst", "removeAll"].contains(name) {
            guard var s = v.takeString() else { return .void }
            defer { v = .string(s) }
            if name == "removeAll" {
                s = ""
                return .void
            }
            let n = try args.first.map { try i.int($0.value, $0.range) }
            guard s.count >= (n ?? 1), (n ?? 1) >= 0 else {
                throw i.error("can't remove more items from a collection than it has", range)
            }
            if let n {
                s = name == "removeLast" ? String(s.dropLast(n)) : String(s.dropFirst(n))
                return .void
            }
            return .string(String(name == "removeLast" ? s.removeLast() : s.removeFirst()))
        }
        guard var items = v.takeArray() else { return try call(v, name, args, i, range) }
        defer { v = .array(items) }
        if let result = try mutate(&items, name, args, i, range) { return result }
        // NB: not a change this knows: the method of the same name that returns a new value.
        return try call(.array(items), name, args, i, range)
    }

    /// An array's mutating method; nil when `name` with these arguments is not one.
    static func mutate(
        _ items: inout [Value], _ name: String, _ args: [Argument], _ i: Interpreter, _ range: SourceRange
    )
        throws -> Value?
    {
        switch name {
        case "append":
            if let a = args.labeled("contentsOf") {
                let more = try i.elements(of: a.value, a.range)
                try i.checkSize(items.count.addingReportingOverflow(more.count), range)
                try i.charge(elements: more.count, range)
                items += more
            } else if let a = args.first {
                try i.checkSize(items.count.addingReportingOverflow(1), range)
                items.append(a.value)
            }
            return .void
        case "insert" where args.count == 1 && args[0].label == nil:
            // NB: `insert` without `at:` is a set's: it adds what is not there, and says so.
            let a = args[0]
            if let found = try items.first(where: { try i.equal($0, a.value, range) }) {
                return .tuple([("inserted", .bool(false)), ("memberAfterInsert", found)])
            }
            try i.checkSize(items.count.addingReportingOverflow(1), range)
            items.append(a.value)
            return .tuple([("inserted", .bool(true)), ("memberAfterInsert", a.value)])
        case "formUnion":
            guard let a = args.first else { return nil }
            let more = try i.elements(of: a.value, a.range)
            try i.checkSize(items.count.addingReportingOverflow(more.count), range)
            items = try unique(items + more, i, range)
            return .void
        case "remove" where args.count == 1 && args[0].label == nil:
            // NB: a set's `remove(_:)`: the member removed, or nil.
            guard let n = try items.firstIndex(where: { try i.equal($0, args[0].value, range) }) else { return .null }
            try i.charge(elements: items.count - n, range)
            return items.remove(at: n)
        case "insert":
            guard let a = args.first, let at = args.labeled("at") else { return nil }
            let index = try i.int(at.value, at.range)
            guard index >= 0, index <= items.count else {
                throw i.error("index \(index) is out of range for insert", range)
            }
            try i.checkSize(items.count.addingReportingOverflow(1), range)
            try i.charge(elements: items.count - index, range)
            items.insert(a.value, at: index)
            return .void
        case "remove":
            guard let at = args.labeled("at") else { return nil }
            let index = try i.int(at.value, at.range)
            guard items.indices.contains(index) else {
                throw i.error("index \(index) is out of range (the array has \(items.count) elements)", range)
            }
            try i.charge(elements: items.count - index, range)
            return items.remove(at: index)
        case "removeAll":
            try i.charge(elements: items.count, range)
            if let w = args.labeled("where"), case .closure(let f) = w.value {
                items = try items.filter { try !i.truth(try i.callClosure(f, [$0], range), range) }
            } else {
                items.removeAll()
            }
            return .void
        case "removeLast", "removeFirst":
            guard !items.isEmpty else { throw i.error("cannot remove an element of an empty array", range) }
            if name == "removeLast" { return items.removeLast() }
            try i.charge(elements: items.count, range)
            return items.removeFirst()
        case "reverse":
            try i.charge(elements: items.count, range)
            items.reverse()
            return .void
        case "swapAt":
            guard args.count == 2 else { return nil }
            let (a, b) = (try i.int(args[0].value, args[0].range), try i.int(args[1].value, args[1].range))
            // NB: Swift's own trap, as an error at the call.
            for n in [a, b] where !items.indices.contains(n) {
                throw i.error("index \(n) is out of range (the array has \(items.count) elements)", range)
            }
            items.swapAt(a, b)
            return .void
        case "shuffle":
            // NB: a preview must be reproducible; the order stays.
            return .void
        case "sort":
            if let by = args.first, isFunction(by.value) {
                items = try sorted(items, by: by.value, i, range)
            } else {
                items = try sorted(items, i, range)
            }
            return .void
        default:
            return nil
        }
    }
}
