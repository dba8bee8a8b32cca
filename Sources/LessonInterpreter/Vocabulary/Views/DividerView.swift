/// `Divider()`.
enum DividerView {
    static let entry = ViewEntry(name: "Divider", signatures: [Signature()]) { _ in .view(.divider) }
}
