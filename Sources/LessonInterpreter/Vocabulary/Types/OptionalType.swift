/// `Optional`: `Optional.none` (and `Optional<Int>.none`) is `nil`, `Optional.some(x)` is `x`.
enum OptionalType {
    static let entry = TypeEntry(
        name: "Optional", role: .served,
        staticMember: { $0.name == "none" ? .null : nil },
        staticCall: { use in
            guard use.name == "some", let args = use.args, args.count == 1 else { return nil }
            return args[0].value
        })
}
