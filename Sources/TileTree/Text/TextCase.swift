/// `.textCase(_:)`: text measured and drawn in upper or lower case, as SwiftUI's `Text.Case`.
///
/// `ViewNode.text("Sale").textCase(.uppercase)` lays out and draws `SALE`.
public enum TextCase: String, CaseIterable, Hashable, Sendable {
    case uppercase, lowercase

    /// `text` in this case.
    public func apply(_ text: String) -> String {
        switch self {
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        }
    }
}
