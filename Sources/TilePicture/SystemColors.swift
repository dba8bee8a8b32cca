import TileRender

/// SwiftUI's system colours as iOS 13 to 18 define them, in light and dark appearance.
///
/// NB: the light column is `NamedColor.rgb` itself (what the terminal draws), so one table
/// serves both looks; only the dark values live here. Apple changed these values in 2025
/// (iOS 26); these are the earlier ones.
enum SystemColors {
    static func rgb(_ color: NamedColor, _ theme: PictureOptions.Theme) -> RGB {
        switch theme {
        case .light: color.rgb
        case .dark: dark(color)
        }
    }

    static func dark(_ color: NamedColor) -> RGB {
        switch color {
        case .red: RGB(255, 69, 58)
        case .orange: RGB(255, 159, 10)
        case .yellow: RGB(255, 214, 10)
        case .green: RGB(48, 209, 88)
        case .mint: RGB(99, 230, 226)
        case .teal: RGB(64, 200, 224)
        case .cyan: RGB(100, 210, 255)
        case .blue: RGB(10, 132, 255)
        case .indigo: RGB(94, 92, 230)
        case .purple: RGB(191, 90, 242)
        case .pink: RGB(255, 55, 95)
        case .brown: RGB(172, 142, 104)
        case .gray: RGB(142, 142, 147)
        // NB: SwiftUI's .black and .white do not adapt to the appearance.
        case .black: RGB(0, 0, 0)
        case .white: RGB(255, 255, 255)
        }
    }
}
