import TileRender

/// A colour as a view or a style names it: a system colour, an exact one, one of the adaptive
/// styles (`.primary`, `.secondary`), or a gradient (a `ShapeStyle` that paints wherever a
/// colour does).
///
/// `Paint.system(.red)` is SwiftUI's `.red`; `.rgb(RGB(10, 20, 30), opacity: 1)` is
/// `Color(red:green:blue:)`.
public enum Paint: Hashable, Sendable, CustomStringConvertible {
    case system(NamedColor)
    case rgb(RGB, opacity: Double)
    /// The text colour of the appearance (black in light, white in dark).
    case primary
    /// The dimmed text colour of the appearance.
    case secondary
    /// No colour at all.
    case clear
    /// A linear, radial or angular gradient.
    case gradient(GradientPaint)
    /// A colour with a light and a dark appearance (an asset catalog's colour set).
    case adaptive(light: RGB, dark: RGB, opacity: Double)

    /// The opacity of an exact colour; nil for the others (drawn opaque).
    public var ownOpacity: Double? {
        switch self {
        case .rgb(_, let opacity), .adaptive(_, _, let opacity): opacity.isFinite ? max(0, min(1, opacity)) : 1
        case .system, .primary, .secondary, .clear, .gradient: nil
        }
    }

    /// The same colour at `opacity` times its own.
    public func multiplyingOpacity(by factor: Double) -> Paint {
        switch self {
        case .system(let c): .rgb(c.rgb, opacity: factor)
        case .rgb(let rgb, let old): .rgb(rgb, opacity: old * factor)
        case .adaptive(let light, let dark, let old): .adaptive(light: light, dark: dark, opacity: old * factor)
        case .primary, .secondary, .clear, .gradient: self
        }
    }

    /// The colour in the light appearance, for the terminal and the layout's `"color"`; nil for
    /// the adaptive styles and `.clear`, which have no one value. A gradient's is its first
    /// stop's colour.
    public var lightRGB: RGB? {
        switch self {
        case .system(let c): c.rgb
        case .rgb(let rgb, _), .adaptive(let rgb, _, _): rgb
        case .primary, .secondary, .clear: nil
        case .gradient(let g): g.gradient.stops.first?.color.lightRGB
        }
    }

    /// The colour a gradient's stop takes in the terminal: `lightRGB`, with `.primary` black and
    /// `.secondary` gray, as the light appearance shows them; nil for `.clear`.
    public static func terminalRGB(_ paint: Paint) -> RGB? {
        switch paint {
        case .primary: RGB(0, 0, 0)
        case .secondary: NamedColor.gray.rgb
        case .system, .rgb, .adaptive, .clear, .gradient: paint.lightRGB
        }
    }

    /// The gradient, when the paint is one.
    public var gradientPaint: GradientPaint? {
        if case .gradient(let g) = self { return g }
        return nil
    }

    /// What `--format layout` shows of a paint: `"color"` (`#RRGGBB`) for a colour, or
    /// `"gradient"` (its view's name) and `"colors"` (its stops' colours) for a gradient.
    public var layoutFields: [(String, JSONValue)] {
        if case .gradient(let g) = self {
            return [
                ("gradient", .string(g.name)),
                ("colors", .array(g.gradient.stops.map { .string($0.color.hex ?? $0.color.description) })),
            ]
        }
        return hex.map { [("color", .string($0))] } ?? []
    }

    /// `#RRGGBB`, or nil (see `lightRGB`; a gradient's is its first stop's).
    public var hex: String? {
        guard let rgb = lightRGB else { return nil }
        return RGBText.hex(rgb)
    }

    /// How SwiftUI source spells it.
    public var description: String {
        switch self {
        case .system(let c): "." + c.rawValue
        // NB: an adaptive colour is written as its light appearance: Swift source cannot name
        // the colour set it came from once it is a value.
        case .rgb(let rgb, let opacity), .adaptive(let rgb, _, let opacity):
            "Color(red: \(Length.text(Double(rgb.r) / 255)), green: \(Length.text(Double(rgb.g) / 255)), blue: \(Length.text(Double(rgb.b) / 255)))"
                + (opacity < 1 ? ".opacity(\(Length.text(opacity)))" : "")
        case .primary: ".primary"
        case .secondary: ".secondary"
        case .clear: ".clear"
        case .gradient(let g): g.description
        }
    }
}

/// `#RRGGBB` text of a colour.
public enum RGBText {
    public static func hex(_ rgb: RGB) -> String {
        let digits = Array("0123456789ABCDEF")
        var s = "#"
        for v in [rgb.r, rgb.g, rgb.b] {
            s.append(digits[Int(v >> 4)])
            s.append(digits[Int(v & 15)])
        }
        return s
    }
}
