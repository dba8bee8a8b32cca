/// Swift, Foundation and SwiftUI types whose values the interpreter serves without static
/// members or initializers of their own (`Alignment`, `Edge`, the button styles).
enum ServedTypes {
    static let entries = [
        "Character", "Never", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge",
        "PreviewProvider", "View", "Shape", "ViewBuilder", "PlainButtonStyle", "BorderedButtonStyle",
        "RoundedBorderTextFieldStyle", "ContentMode", "TextAlignment", "Animation",
    ].map { TypeEntry(name: $0, role: .served) }
}
