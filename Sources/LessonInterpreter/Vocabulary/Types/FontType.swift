import SwiftLesson
import TileTree

/// `Font`: `Font.title`, `Font.system(size: 20)`, and the methods a font answers (`.title.bold()`).
enum FontType {
    static let entry = TypeEntry(
        name: "Font", role: .served,
        methods: ["bold", "italic", "weight", "monospaced", "monospacedDigit", "smallCaps", "leading"],
        staticMember: { .font(try $0.interpreter.font(.implicitMember($0.name, nil), $0.range)) },
        staticCall: { .font(try $0.interpreter.font(.implicitMember($0.name, $0.args), $0.range)) })

    /// `Font.system(size:weight:design:)`, `Font.system(.title, design: .rounded)` and
    /// `Font.custom(_:size:)` (drawn in the system font at that size); nil for any other name.
    static func made(_ name: String, _ list: [Argument], _ i: Interpreter, _ range: SourceRange) throws -> Font? {
        switch name {
        case "system":
            if let first = list.first, first.label == nil {
                var f = try i.font(first.value, range)
                if let d = list.first(where: { $0.label == "design" }) { f.design = try i.design(d.value, range) }
                if let w = list.first(where: { $0.label == "weight" }) { f.weight = try i.weight(w.value, range) }
                return f
            }
            let size = try list.first(where: { $0.label == "size" }).map { try i.geometry($0.value, range) } ?? 17
            let w = try list.first(where: { $0.label == "weight" }).map { try i.weight($0.value, range) } ?? .regular
            let d = try list.first(where: { $0.label == "design" }).map { try i.design($0.value, range) } ?? .default
            return Font.system(size: size, weight: w, design: d)
        case "custom":
            guard let s = list.first(where: { $0.label == "size" || $0.label == "fixedSize" }) else { return nil }
            return Font.system(size: try i.geometry(s.value, range))
        default:
            return nil
        }
    }
}
