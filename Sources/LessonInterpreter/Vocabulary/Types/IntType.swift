/// `Int`: `Int.max`, `Int.min`, `Int.zero`.
enum IntType {
    static let constants: [String: Int] = ["max": .max, "min": .min, "zero": 0]

    static let entry = TypeEntry(name: "Int", role: .served) { use in constants[use.name].map { .int($0) } }
}
