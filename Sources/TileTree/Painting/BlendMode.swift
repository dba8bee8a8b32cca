/// SwiftUI's `BlendMode`: how a layer's colours combine with what is under it. Pictures write
/// it as CSS's `mix-blend-mode`; the terminal cannot blend, and dims what it draws.
public enum BlendMode: String, CaseIterable, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// CSS's name for it; nil for a mode `mix-blend-mode` cannot draw (drawn as `normal`): the
    /// Porter-Duff ones, and `plusDarker` and `plusLighter`, which are not among the sixteen
    /// modes of CSS's Compositing and Blending Level 1 that rsvg-convert and browsers all draw.
    public var css: String? {
        switch self {
        case .normal: "normal"
        case .multiply: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .sourceAtop, .destinationOver, .destinationOut, .plusDarker, .plusLighter: nil
        }
    }

    /// The modes a picture draws, in SwiftUI's order.
    public static var drawn: [BlendMode] { allCases.filter { $0.css != nil } }
}
