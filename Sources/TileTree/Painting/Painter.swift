/// What draws a laid-out tree: cells for the terminal (`CellPainter`) or an SVG picture at
/// SwiftUI's geometry. Kinds say what to draw in their frame; the painter says how it looks.
public protocol Painter {
    /// Fills `shape` in `frame` with `paint`.
    mutating func fill(_ frame: Rect, shape: ShapeKind, paint: Paint)
    /// Strokes `shape`'s outline in `frame`; `inset` strokes inside the edge (`strokeBorder`).
    mutating func stroke(_ frame: Rect, shape: ShapeKind, paint: Paint, lineWidth: Double, inset: Bool)
    /// Draws text laid out in `frame` with the environment's font and style.
    mutating func text(_ text: String, in frame: Rect, environment: ViewEnvironment)
    /// Draws an SF Symbol (`glyph` is the character that stands for it, nil when unknown): in
    /// pictures its outline (`SymbolOutlines`), fitted into `frame` when the environment
    /// `keepsAspect`, else stretched to it.
    mutating func symbol(name: String, glyph: String?, in frame: Rect, environment: ViewEnvironment)
    /// Draws a picker in its style.
    mutating func picker(_ picker: PickerData, style: PickerStyleKind, in frame: Rect, environment: ViewEnvironment)
    /// Draws a labelled placeholder for an API the tree does not know.
    mutating func placeholder(_ label: String, in frame: Rect)
    /// Draws a labelled placeholder around content drawn after it: its border, and its label at
    /// the top, where the content does not reach.
    mutating func placeholder(around label: String, in frame: Rect)
    /// Draws an image of the project's asset catalogs filling `frame` (a box with its name where
    /// pictures are not drawn).
    mutating func image(_ image: AssetImage, in frame: Rect, environment: ViewEnvironment)
    /// Draws a divider line across `frame`.
    mutating func divider(in frame: Rect, axis: Axis)
    /// Clips what is drawn until `popClip` to `shape` in `frame`.
    mutating func pushClip(_ shape: ShapeKind, in frame: Rect)
    mutating func popClip()
    /// Draws what follows until `popLayer` through `layer` (its opacity, blur, shadow,
    /// transform, colour matrix and blend mode), as one group drawn in `frame`.
    mutating func pushLayer(_ layer: Layer, in frame: Rect)
    mutating func popLayer()
    /// Draws a control's own part (a switch, a spinner, a bar) filling `frame`.
    mutating func control(_ part: ControlPart, in frame: Rect, environment: ViewEnvironment)
    /// Draws the shapes that follow until `popTrim` trimmed to the part of their outline from
    /// `from` to `to` (fractions, 0 <= from < to <= 1). By default shapes are drawn whole.
    mutating func pushTrim(from: Double, to: Double)
    mutating func popTrim()
    /// Draws a part of an inset-grouped list in the painter's colours. By default nothing: the
    /// terminal draws a list's rows alone.
    mutating func listPart(_ part: ListPart, in frame: Rect)
}

extension Painter {
    /// A painter that does not know controls draws each part as a labelled placeholder.
    public mutating func control(_ part: ControlPart, in frame: Rect, environment: ViewEnvironment) {
        placeholder(part.control, in: frame)
    }
    /// A painter that draws no titled box draws the placeholder as one without content.
    public mutating func placeholder(around label: String, in frame: Rect) { placeholder(label, in: frame) }
    public mutating func image(_ image: AssetImage, in frame: Rect, environment: ViewEnvironment) {
        placeholder(image.name, in: frame)
    }
    public mutating func pushTrim(from: Double, to: Double) {}
    public mutating func popTrim() {}
    public mutating func listPart(_ part: ListPart, in frame: Rect) {}
}

/// The shapes SwiftUI draws.
/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii`, each finite
/// and not negative.
public struct CornerRadii: Hashable, Sendable {
    public var topLeading: Double
    public var bottomLeading: Double
    public var bottomTrailing: Double
    public var topTrailing: Double

    public init(topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0, topTrailing: Double = 0)
    {
        self.topLeading = Length.sane(topLeading)
        self.bottomLeading = Length.sane(bottomLeading)
        self.bottomTrailing = Length.sane(bottomTrailing)
        self.topTrailing = Length.sane(topTrailing)
    }

    public var largest: Double { max(topLeading, bottomLeading, bottomTrailing, topTrailing) }
}

public enum ShapeKind: Hashable, Sendable, CustomStringConvertible {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    /// `UnevenRoundedRectangle`, `.rect(cornerRadii:)`: each corner its own radius.
    case unevenRoundedRectangle(CornerRadii)
    case circle
    case capsule
    case ellipse
    /// A custom `Shape`'s path, or a `Path`.
    case path(ShapePath)

    public var name: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .unevenRoundedRectangle: "UnevenRoundedRectangle"
        case .circle: "Circle"
        case .capsule: "Capsule"
        case .ellipse: "Ellipse"
        case .path(let p): p.name
        }
    }

    /// Whether it is a path (drawn by its own outline, not its frame's).
    public var isPath: Bool {
        if case .path = self { return true }
        return false
    }

    /// Whether the shape has round corners (drawn as a box of `╭╮╰╯` in cells).
    public var isRounded: Bool {
        switch self {
        case .rectangle, .path: false
        case .roundedRectangle(let r): r > 0
        case .unevenRoundedRectangle(let c): c.largest > 0
        case .circle, .capsule, .ellipse: true
        }
    }

    public var description: String {
        switch self {
        case .roundedRectangle(let r): "RoundedRectangle(cornerRadius: \(Length.text(r)))"
        case .unevenRoundedRectangle(let c):
            "UnevenRoundedRectangle(topLeadingRadius: \(Length.text(c.topLeading)), bottomLeadingRadius: \(Length.text(c.bottomLeading)), bottomTrailingRadius: \(Length.text(c.bottomTrailing)), topTrailingRadius: \(Length.text(c.topTrailing)))"
        default: name + "()"
        }
    }
}

/// A picker's content: seed 3's EnumPicker with its labels already mapped, or a SwiftUI `Picker`.
public struct PickerData: Hashable, Sendable {
    public var title: String?
    public var labels: [String]
    /// An index into `labels`; out of range means none is selected.
    public var selected: Int
    public var origin: PickerOrigin

    public init(title: String?, labels: [String], selected: Int, origin: PickerOrigin = .enumPicker) {
        self.title = title
        self.labels = labels
        self.selected = selected
        self.origin = origin
    }

    public var selectedLabel: String { labels.indices.contains(selected) ? labels[selected] : "" }

    /// Whether the title is drawn in `style`: iOS shows no label beside a segmented `Picker`.
    public func showsTitle(_ style: PickerStyleKind) -> Bool {
        title != nil && !fillsWidth(style)
    }

    /// The title a menu button draws before its value in points: none for a SwiftUI `Picker`,
    /// which iOS 16 and later draw outside a form as its value and chevron alone (the title is
    /// only its accessibility label); the shell's pickers keep theirs. Cells keep the title.
    public var menuTitle: String? { origin == .enumPicker ? title : nil }

    /// Whether the control spans the width offered, its segments sharing it equally (a segmented
    /// `Picker`, as `UISegmentedControl` does), instead of being as wide as its labels.
    public func fillsWidth(_ style: PickerStyleKind) -> Bool {
        switch (origin, style) {
        case (.swiftUI, .segmented): true
        case (.swiftUI, .menu), (.swiftUI, .inline), (.enumPicker, _): false
        }
    }
}

/// Whose picker a `PickerData` is, which decides what its title is and how wide it is.
public enum PickerOrigin: Hashable, Sendable {
    /// Seed 3's `EnumPicker`: its title is a heading above the control (inline for a menu), and
    /// the control is as wide as its labels.
    case enumPicker
    /// SwiftUI's `Picker`: a segmented one shows no label and spans the width it is offered.
    case swiftUI
}
