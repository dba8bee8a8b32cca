/// The 16 standard terminal colours, in SGR order: `rawValue` 0–7 normal, 8–15 bright.
///
/// `ANSIColor.nearest(to: RGB(255, 59, 48)) == .brightRed`, written as SGR 91 (foreground).
public enum ANSIColor: UInt8, CaseIterable, Hashable, Sendable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite

    /// The colour in xterm's default palette (terminals with other themes differ).
    public var rgb: RGB {
        switch self {
        case .black: RGB(0, 0, 0)
        case .red: RGB(205, 0, 0)
        case .green: RGB(0, 205, 0)
        case .yellow: RGB(205, 205, 0)
        case .blue: RGB(0, 0, 238)
        case .magenta: RGB(205, 0, 205)
        case .cyan: RGB(0, 205, 205)
        case .white: RGB(229, 229, 229)
        case .brightBlack: RGB(127, 127, 127)
        case .brightRed: RGB(255, 0, 0)
        case .brightGreen: RGB(0, 255, 0)
        case .brightYellow: RGB(255, 255, 0)
        case .brightBlue: RGB(92, 92, 255)
        case .brightMagenta: RGB(255, 0, 255)
        case .brightCyan: RGB(0, 255, 255)
        case .brightWhite: RGB(255, 255, 255)
        }
    }

    /// The SGR parameter that selects this colour as foreground (30–37, 90–97).
    public var foregroundCode: Int { rawValue < 8 ? 30 + Int(rawValue) : 82 + Int(rawValue) }

    /// The SGR parameter that selects this colour as background (40–47, 100–107).
    public var backgroundCode: Int { foregroundCode + 10 }

    /// The perceptually nearest standard colour; ties go to the lower `rawValue`.
    ///
    /// NB: SwiftUI's named colours, which views use, are looked up (searching the palette is 16
    /// distances, and `allCases` an array built per call: most of rendering a one-line text).
    public static func nearest(to color: RGB) -> ANSIColor {
        for (known, nearest) in namedNearest where known == color { return nearest }
        return search(color)
    }

    /// The palette's colours, by `rawValue`.
    private static let palette: [RGB] = allCases.map(\.rgb)

    /// Each named colour with its nearest standard colour.
    private static let namedNearest: [(RGB, ANSIColor)] = NamedColor.allCases.map { ($0.rgb, search($0.rgb)) }

    private static func search(_ color: RGB) -> ANSIColor {
        var best = 0
        var bestDistance = Int.max
        for (index, candidate) in palette.enumerated() {
            let distance = weightedDistance(color, candidate)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return ANSIColor(rawValue: UInt8(truncatingIfNeeded: best)) ?? .black
    }

    /// Squared distance weighted by the "redmean" approximation of human colour sensitivity.
    /// NB: plain RGB distance sends SwiftUI's orange to red; weighting green heavier keeps them apart.
    static func weightedDistance(_ a: RGB, _ b: RGB) -> Int {
        let redMean = (Int(a.r) + Int(b.r)) / 2
        let dr = Int(a.r) - Int(b.r)
        let dg = Int(a.g) - Int(b.g)
        let db = Int(a.b) - Int(b.b)
        return (((512 + redMean) * dr * dr) >> 8) + 4 * dg * dg + (((767 - redMean) * db * db) >> 8)
    }
}
