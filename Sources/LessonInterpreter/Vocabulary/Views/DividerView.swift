/// `Divider()`.
enum DividerView {
    static let entry = ViewEntry(name: "Divider", signatures: [Signature()], isConfirmed: true) { _ in .view(.divider) }
}
