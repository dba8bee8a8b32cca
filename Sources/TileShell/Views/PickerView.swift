import TileRender
import TileText
import TileTree

/// Seed 3's `EnumPicker`: generic over an enum's cases, with an optional title, a per-case
/// label mapping and a style. The selection is marked with ✓ so it shows with and without colour.
public struct PickerView: TileShellView, Hashable {
    public var title: String?
    public var labels: [String]
    public var selected: Int
    public var style: PickerStyle

    /// SwiftUI's accent colour.
    static let accent = NamedColor.blue.rgb

    /// Builds the labels once from the cases and the mapping template (`{case}` is replaced).
    public init(cases: [String], selected: Int, title: String?, label template: String?, style: PickerStyle) {
        self.title = title
        // NB: without a template the labels are the cases themselves, sharing their storage (no
        // copy per `show`, and remembered pickers compare equal by identity).
        if let template {
            self.labels = cases.map { template.replacingAll("{case}", with: $0) }
        } else {
            self.labels = cases
        }
        self.selected = selected
        self.style = style
    }

    public func json() -> [JSONValue] {
        [
            .object([
                ("view", .string("picker")), ("style", .string(style.rawValue)),
                ("title", title.map(JSONValue.string) ?? .null),
                ("labels", .array(labels.map(JSONValue.string))), ("selected", .int(selected)),
            ])
        ]
    }

    public func plainTrees() -> [ViewNode] {
        [PickerPresentation.tree(title: title, labels: labels, selected: selected, style: style)]
    }

    public func accessibleLabels() -> [String] {
        [PickerPresentation.label(title: title, labels: labels, selected: selected)]
    }

    /// What the picker shows: pickers with the same labels, selection, title and style draw the same cells.
    public var renderKey: RenderKey {
        let look =
            switch style {
            case .segmented: 0
            case .menu: 1
            case .inline: 2
            }
        return RenderKey(kind: "picker", number: selected, title: title, labels: labels, look: look)
    }

    public func render(into cache: inout RenderCache) {
        cache.append(key: renderKey) { draw(width: $0) }
    }

    /// The picker over the view tree, laid out and drawn in cells.
    public func draw(width: Int) -> Canvas { plainTree.drawCells(width: width) }
}
