/// Swift, Foundation and SwiftUI types whose values and initializers the interpreter serves
/// without static members of their own (`Alignment`, `EdgeInsets`, `Angle`, the picker styles).
enum ServedTypes {
    static let entries = [
        "Bool", "Array", "Set", "Character", "Decimal", "Never", "Alignment", "HorizontalAlignment",
        "VerticalAlignment", "Edge", "EdgeInsets", "UnitPoint", "Angle", "CGSize", "CGPoint", "Binding",
        "PreviewProvider", "View", "Shape", "ViewBuilder", "SegmentedPickerStyle", "WheelPickerStyle",
        "MenuPickerStyle", "InlinePickerStyle", "DefaultPickerStyle", "PlainButtonStyle", "BorderedButtonStyle",
        "RoundedBorderTextFieldStyle", "ContentMode", "TextAlignment", "RelativeDateTimeFormatter", "Animation",
    ].map { TypeEntry(name: $0, role: .served) }
}
