/// `.ignoresSafeArea()` and the older `.edgesIgnoringSafeArea(.all)`.
enum IgnoresSafeAreaModifiers {
    static let entries = ["ignoresSafeArea", "edgesIgnoringSafeArea"].map {
        ModifierEntry(name: $0, signatures: [Signature("_:", "edges:")]) { .view($0.node.ignoresSafeArea()) }
    }
}
