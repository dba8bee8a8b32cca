import SwiftLesson

extension [Argument] {
    /// The argument with this label.
    func labeled(_ label: String) -> Argument? {
        first { $0.label == label && !$0.trailing } ?? first { $0.label == label }
    }
    /// Unlabelled arguments written inside the parentheses, in order.
    var positional: [Argument] { filter { $0.label == nil && !$0.trailing } }
    /// The closure passed as `label:` or as the first trailing closure.
    func closure(_ label: String) -> Value? {
        if let a = labeled(label) { return a.value }
        return first { $0.trailing && $0.label == nil }?.value
    }
    /// A trailing closure with this label (`label: { ... }` after the first).
    func trailing(_ label: String) -> Value? { first { $0.trailing && $0.label == label }?.value }
}
