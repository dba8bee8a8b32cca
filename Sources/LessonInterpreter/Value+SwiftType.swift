extension Value {
    /// The type swiftc names for the value in a message: `[Int]` for an array of numbers, the
    /// struct's or enum's name, `Bool`; `typeName` where the value says no more.
    var swiftTypeName: String {
        guard case .array(let items) = self, let first = items.first else { return typeName }
        let element = first.swiftTypeName
        return items.allSatisfy({ $0.swiftTypeName == element }) ? "[\(element)]" : typeName
    }
}
