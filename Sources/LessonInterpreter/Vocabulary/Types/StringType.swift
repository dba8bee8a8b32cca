/// `String`: `String.init` as a value (`items.map(String.init)`).
enum StringType {
    static let entry = TypeEntry(name: "String", role: .served) { use in
        use.name == "init" ? .method(receiver: .type(use.type), name: use.name) : nil
    }
}
