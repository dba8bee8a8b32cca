/// What a view inherits from the modifiers above it, as SwiftUI's environment: text styling,
/// the foreground style, the picker style, the axis of the stack it stands in.
public struct ViewEnvironment: Sendable {
    /// The font; nil is the body style.
    public var font: Font?
    /// `.fontWeight`, `.bold()`: overrides the font's weight.
    public var weight: Font.Weight?
    public var italic = false
    public var underline = false
    public var strikethrough = false
    /// `.foregroundColor`, `.foregroundStyle`; nil is `.primary`.
    public var foreground: Paint?
    /// `.tint`, `.accentColor`, or the project's `AccentColor`: the colour of buttons, links,
    /// switches and sliders; nil is the system blue.
    public var tint: Paint?
    public var textAlignment: TextAlignment = .leading
    /// The guide the nearest stack or frame aligns the view by: where a picture anchors its text,
    /// so that text set in a font wider or narrower than estimated stays on its guide.
    public var textAnchor: HorizontalAlignment = .leading
    public var lineLimit: Int?
    /// `.minimumScaleFactor`: how far text may shrink its font to fit its width (1: not at all).
    public var minimumScaleFactor = 1.0
    /// `.kerning` and `.tracking`, in points after each character; tracking wins over kerning,
    /// as in SwiftUI.
    public var kerning: Double?
    public var tracking: Double?
    /// `.baselineOffset`: text drawn this many points higher; its layout does not change.
    public var baselineOffset = 0.0
    /// `.textCase`: text measured and drawn in this case.
    public var textCase: TextCase?
    /// `.fill` on a shape; nil fills with the foreground style.
    public var shapeFill: Paint?
    /// `.stroke` or `.strokeBorder` on a shape.
    public var shapeStroke: Stroke?
    /// `.trim(from:to:)` on a shape: the part of its outline drawn, as fractions from its start.
    public var trim: (from: Double, to: Double)?
    /// `.renderingMode(.template)` (true) or `.original` (false): whether an image is drawn as
    /// its silhouette in the foreground style; nil is the image's own (its set's
    /// `template-rendering-intent`).
    public var templateRendering: Bool?
    /// `.scrollContentBackground(.hidden)`: a List or Form draws no background of its own, so
    /// what is behind it shows.
    public var hidesScrollContentBackground = false
    /// `.pickerStyle`; nil is the picker's own default.
    public var pickerStyle: PickerStyleKind?
    /// The axis of the stack the view stands in directly (`Spacer` and `Divider` read it).
    public var stackAxis: Axis?
    /// In cells: the view draws a box on its edge (a rounded clip), so its content starts one
    /// cell in.
    public var boxed = false
    /// Under `.aspectRatio(contentMode:)` or `.scaledToFit()` with no ratio of its own: a
    /// resizable symbol keeps its outline's aspect ratio in its frame instead of stretching.
    public var keepsAspect = false

    public init() {}

    /// The colour controls draw in: the tint, or the system blue.
    public var accent: Paint { tint ?? .system(.blue) }

    /// A control's label takes the accent unless a foreground style is already set (an outer
    /// `.foregroundColor(.red)` colours a `Button`'s title, as in SwiftUI).
    public mutating func takeAccent() {
        if foreground == nil { foreground = accent }
    }

    /// The points added after each character.
    public var letterSpacing: Double { tracking ?? kerning ?? 0 }

    /// The font with the weight and slant the modifiers set.
    public var resolvedFont: Font {
        var f = font ?? .body
        if let weight { f.weight = weight }
        if italic { f.italic = true }
        return f
    }
}

/// A shape's outline: its colour, its width, and whether it lies inside the edge (`strokeBorder`).
public struct Stroke: Hashable, Sendable {
    public var paint: Paint
    public var width: Double
    public var inset: Bool

    public init(paint: Paint, width: Double, inset: Bool) {
        self.paint = paint
        self.width = Length.sane(width)
        self.inset = inset
    }
}

/// `.multilineTextAlignment`.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
    case leading, center, trailing
}

/// SwiftUI's picker styles that tileshell draws.
public enum PickerStyleKind: String, CaseIterable, Hashable, Sendable {
    case segmented, menu, inline
}
