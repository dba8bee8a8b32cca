/// The picker styles written as types (`SegmentedPickerStyle()`), which are the implicit members
/// `.segmented`, `.wheel`, `.menu`, `.inline` and `.automatic`'s `default`.
enum PickerStyleTypes {
    static let entries = [
        "SegmentedPickerStyle", "WheelPickerStyle", "MenuPickerStyle", "InlinePickerStyle", "DefaultPickerStyle",
    ].map { name in
        TypeEntry(
            name: name, role: .served,
            initializer: { _ in .implicitMember(String(name.dropLast("PickerStyle".count)).lowercased(), nil) })
    }
}
