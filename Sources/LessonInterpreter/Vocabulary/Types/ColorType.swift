import TileRender
import TileTree

/// `Color`, `UIColor` and `ShapeStyle` as types: `Color.red`, `UIColor.systemBlue`,
/// `Color.init(red:green:blue:)`, each read as a paint.
enum ColorType {
    static let entries = [
        TypeEntry(name: "Color", role: .served, staticMember: member, staticCall: call),
        TypeEntry(name: "UIColor", role: .served, staticMember: member, staticCall: call),
        TypeEntry(name: "ShapeStyle", role: .served, staticMember: member),
    ]

    @Sendable static func member(_ use: TypeEntry.StaticUse) throws -> Value? {
        .color(try use.interpreter.paint(.implicitMember(use.name, nil), use.range))
    }

    @Sendable static func call(_ use: TypeEntry.StaticUse) throws -> Value? {
        .color(try use.interpreter.paint(.implicitMember(use.name, use.args), use.range))
    }

    /// SwiftUI's named colours, and UIKit's system colours by their nearest SwiftUI colour:
    /// `.red`, `.primary`, `.systemGray4`, `UIColor.systemBlue`.
    static func named(_ name: String) -> Paint? {
        if let c = NamedColor(rawValue: name) { return .system(c) }
        if let p = other(name) { return p }
        if name.hasPrefix("system"), name.count > 6 {
            let rest = name.dropFirst(6)
            let lower = rest.prefix(1).lowercased() + rest.dropFirst()
            if let c = NamedColor(rawValue: lower) { return .system(c) }
        }
        return nil
    }

    /// The names that are not one of SwiftUI's own colours (`NamedColor`), with the paint each
    /// draws. NB: a switch, not a dictionary: a lesson asks a few names, and building a table
    /// of them cost more than all its look-ups.
    static func other(_ name: String) -> Paint? {
        let grouped = Paint.rgb(RGB(242, 242, 247), opacity: 1)
        let fill = Paint.rgb(RGB(209, 209, 214), opacity: 1)
        switch name {
        case "primary", "label": return .primary
        case "secondary", "secondaryLabel", "tertiaryLabel", "placeholderText": return .secondary
        case "clear": return .clear
        case "accentColor", "tint", "link": return .system(.blue)
        case "systemBackground": return .system(.white)
        case "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground": return grouped
        case "systemFill", "secondarySystemFill", "separator", "opaqueSeparator", "systemGray4": return fill
        case "darkGray": return .rgb(RGB(85, 85, 85), opacity: 1)
        // NB: a material is a blur; a still picture shows the light appearance's gray.
        case "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar",
            "background":
            return grouped
        case "lightGray": return .rgb(RGB(170, 170, 170), opacity: 1)
        case "magenta": return .rgb(RGB(255, 0, 255), opacity: 1)
        case "systemGray2": return .rgb(RGB(174, 174, 178), opacity: 1)
        case "systemGray3": return .rgb(RGB(199, 199, 204), opacity: 1)
        case "systemGray5": return .rgb(RGB(229, 229, 234), opacity: 1)
        case "systemGray6": return grouped
        default: return nil
        }
    }
}
