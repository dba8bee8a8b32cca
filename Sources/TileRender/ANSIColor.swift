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
    public static func nearest(to color: RGB) -> ANSIColor {
        var best = ANSIColor.black
        var bestDistance = Int.max
        for candidate in allCases {
            let distance = weightedDistance(color, candidate.rgb)
            if distance < bestDistance {
                best = candidate
                bestDistance = distance
            }
        }
        return best
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
