/// `EmptyView()`.
enum EmptyViewEntry {
    static let entry = ViewEntry(name: "EmptyView", signatures: [Signature()]) { _ in .view(.empty) }
}
