import TileRender

/// The colours of a theme that are not a view's own: page, text, secondary text, the fills of
/// controls and the window frame. The SwiftUI values are iOS's semantic colours (iOS 13 to 18).
struct Palette {
    /// The page behind everything (`systemBackground`; for the terminal, its background).
    var background: String
    /// Text with no colour of its own (`label`; the terminal's default foreground).
    var foreground: String
    /// `secondaryLabel`, flattened onto the background.
    var secondary: String
    /// A segmented control's track (`tertiarySystemFill`).
    var track: String
    /// A segmented control's selected segment.
    var raised: String
    /// `systemGroupedBackground`, behind an inset list.
    var grouped: String
    /// `secondarySystemGroupedBackground`, an inset list's rows.
    var row: String
    /// `separator`, flattened.
    var separator: String
    /// The window frame's title bar and border.
    var frameBar: String
    var frameBorder: String
    /// SwiftUI's accent colour.
    var accent: String

    static func of(_ theme: PictureOptions.Theme, look: PictureOptions.Look) -> Palette {
        let accent = SVGWriter.hex(SystemColors.rgb(.blue, theme))
        switch (theme, look) {
        case (.light, .terminal):
            return Palette(
                background: "#FFFFFF", foreground: "#1D1D1F", secondary: "#8A8A8E", track: "#EEEEEF",
                raised: "#FFFFFF", grouped: "#F2F2F7", row: "#FFFFFF", separator: "#C6C6C8",
                frameBar: "#ECECEC", frameBorder: "#C8C8C8", accent: accent)
        case (.dark, .terminal):
            return Palette(
                background: "#1E1E1E", foreground: "#E5E5E5", secondary: "#8D8D93", track: "#2C2C2E",
                raised: "#636366", grouped: "#000000", row: "#1C1C1E", separator: "#38383A",
                frameBar: "#323232", frameBorder: "#4A4A4A", accent: accent)
        case (.light, .swiftui):
            return Palette(
                background: "#FFFFFF", foreground: "#000000", secondary: "#8A8A8E", track: "#EEEEEF",
                raised: "#FFFFFF", grouped: "#F2F2F7", row: "#FFFFFF", separator: "#C6C6C8",
                frameBar: "#ECECEC", frameBorder: "#C8C8C8", accent: accent)
        case (.dark, .swiftui):
            return Palette(
                background: "#000000", foreground: "#FFFFFF", secondary: "#8D8D93", track: "#1C1C1F",
                raised: "#636366", grouped: "#000000", row: "#1C1C1E", separator: "#38383A",
                frameBar: "#323232", frameBorder: "#4A4A4A", accent: accent)
        }
    }
}
