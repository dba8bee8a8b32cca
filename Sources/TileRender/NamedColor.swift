/// SwiftUI's named colours (light appearance), so `.red` here is the red a SwiftUI user knows.
///
/// `NamedColor(rawValue: "orange")?.rgb == RGB(255, 149, 0)`; the cases double as the list to check
/// and complete colour names against.
public enum NamedColor: String, CaseIterable, Hashable, Sendable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray, black, white

    /// The colour's 24-bit value.
    public var rgb: RGB {
        switch self {
        case .red: RGB(255, 59, 48)
        case .orange: RGB(255, 149, 0)
        case .yellow: RGB(255, 204, 0)
        case .green: RGB(52, 199, 89)
        case .mint: RGB(0, 199, 190)
        case .teal: RGB(48, 176, 199)
        case .cyan: RGB(50, 173, 230)
        case .blue: RGB(0, 122, 255)
        case .indigo: RGB(88, 86, 214)
        case .purple: RGB(175, 82, 222)
        case .pink: RGB(255, 45, 85)
        case .brown: RGB(162, 132, 94)
        case .gray: RGB(142, 142, 147)
        case .black: RGB(0, 0, 0)
        case .white: RGB(255, 255, 255)
        }
    }
}
