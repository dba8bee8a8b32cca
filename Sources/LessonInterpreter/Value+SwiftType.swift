extension Value {
    /// The type swiftc names for the value in a message: `[Int]` for an array of numbers, the
    /// struct's or enum's name, `Bool`; `typeName` where the value says no more.
    var swiftTypeName: String {
        guard case .array(let items) = self, let first = items.first else { return typeName }
        // NB: a dictionary is its pairs, whose type says nothing swiftc would.
        switch first {
        case .tuple, .closure, .method, .implicitMember, .unsupported, .null: return typeName
        default: break
        }
        let element = first.swiftTypeName
        return items.allSatisfy({ $0.swiftTypeName == element }) ? "[\(element)]" : typeName
    }
}
