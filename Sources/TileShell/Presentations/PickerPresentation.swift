import TileRender
import TileTree

/// The `EnumPicker`: its labels (already mapped), which one is selected and its style, as one
/// tree, and the words that say it.
///
/// Example: `PickerPresentation.label(title: nil, labels: ["a", "b"], selected: 1)` is
/// "b selected, of a, b".
public enum PickerPresentation {
    /// The picker's tree; `selected` out of range means none is selected.
    public static func tree(title: String?, labels: [String], selected: Int, style: PickerStyle) -> ViewNode {
        ViewNode.picker(PickerData(title: title, labels: labels, selected: selected))
            .pickerStyle(PickerStyleKind(rawValue: style.rawValue) ?? .segmented)
    }

    /// What a picker shows, in words: "Time unit: hours selected, of minutes, hours".
    public static func label(title: String?, labels: [String], selected: Int) -> String {
        (title.map { $0 + ": " } ?? "")
            + (labels.indices.contains(selected) ? labels[selected] + " selected, of " : "none selected, of ")
            + labels.joined(separator: ", ")
    }
}
