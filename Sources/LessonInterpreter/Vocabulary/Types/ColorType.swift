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
        if let p = others[name] { return p }
        if name.hasPrefix("system"), name.count > 6 {
            let rest = name.dropFirst(6)
            let lower = rest.prefix(1).lowercased() + rest.dropFirst()
            if let c = NamedColor(rawValue: lower) { return .system(c) }
        }
        return nil
    }

    /// The names that are not one of SwiftUI's own colours (`NamedColor`), with the paint each draws.
    static let others: [String: Paint] = {
        let grouped = Paint.rgb(RGB(242, 242, 247), opacity: 1)
        let fill = Paint.rgb(RGB(209, 209, 214), opacity: 1)
        var table: [String: Paint] = [
            "primary": .primary, "label": .primary, "clear": .clear,
            "systemBackground": .system(.white), "systemGroupedBackground": grouped,
            "darkGray": .rgb(RGB(85, 85, 85), opacity: 1), "lightGray": .rgb(RGB(170, 170, 170), opacity: 1),
            "magenta": .rgb(RGB(255, 0, 255), opacity: 1),
            "systemGray2": .rgb(RGB(174, 174, 178), opacity: 1), "systemGray3": .rgb(RGB(199, 199, 204), opacity: 1),
            "systemGray4": fill, "systemGray5": .rgb(RGB(229, 229, 234), opacity: 1), "systemGray6": grouped,
        ]
        for name in ["secondary", "secondaryLabel", "tertiaryLabel", "placeholderText"] { table[name] = .secondary }
        for name in ["accentColor", "tint", "link"] { table[name] = .system(.blue) }
        for name in ["secondarySystemBackground", "tertiarySystemBackground"] { table[name] = grouped }
        for name in ["systemFill", "secondarySystemFill", "separator", "opaqueSeparator"] { table[name] = fill }
        // NB: a material is a blur; a still picture shows the light appearance's gray.
        for name in ["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial"] {
            table[name] = grouped
        }
        for name in ["bar", "background"] { table[name] = grouped }
        return table
    }()
}
