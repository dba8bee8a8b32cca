import TileRender

/// A colour as a view or a style names it: a system colour, an exact one, or one of the
/// adaptive styles (`.primary`, `.secondary`).
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

    /// The colour in the light appearance, for the terminal and the layout's `"color"`; nil for
    /// the adaptive styles and `.clear`, which have no one value.
    public var lightRGB: RGB? {
        switch self {
        case .system(let c): c.rgb
        case .rgb(let rgb, _): rgb
        case .primary, .secondary, .clear: nil
        }
    }

    /// `#RRGGBB`, or nil (see `lightRGB`).
    public var hex: String? {
        guard let rgb = lightRGB else { return nil }
        return RGBText.hex(rgb)
    }

    /// How SwiftUI source spells it.
    public var description: String {
        switch self {
        case .system(let c): "." + c.rawValue
        case .rgb(let rgb, let opacity):
            "Color(red: \(Length.text(Double(rgb.r) / 255)), green: \(Length.text(Double(rgb.g) / 255)), blue: \(Length.text(Double(rgb.b) / 255)))"
                + (opacity < 1 ? ".opacity(\(Length.text(opacity)))" : "")
        case .primary: ".primary"
        case .secondary: ".secondary"
        case .clear: ".clear"
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
