import SwiftLesson
import TileTree

/// `RoundedRectangle(cornerRadius: 8)`; `UnevenRoundedRectangle(cornerRadii:)` and
/// `UnevenRoundedRectangle(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:)`,
/// each corner its own radius (`style: .continuous` is drawn circular).
enum RoundedRectangleView {
    static let uneven = ViewEntry(
        name: "UnevenRoundedRectangle",
        signatures: [
            Signature("cornerRadii:", "style:="),
            Signature(
                "topLeadingRadius:=", "bottomLeadingRadius:=", "bottomTrailingRadius:=", "topTrailingRadius:=",
                "style:="),
        ], isConfirmed: true
    ) { c in
        .view(.shape(.unevenRoundedRectangle(try cornerRadii(c.args, c.interpreter, c.range))))
    }

    /// The radii `cornerRadii: RectangleCornerRadii(…)` or the four `…Radius:` arguments give.
    static func cornerRadii(_ args: [Argument], _ i: Interpreter, _ range: SourceRange) throws -> CornerRadii {
        var fields: [String: Argument] = [:]
        if let radii = args.labeled("cornerRadii") {
            guard case .tuple(let items) = i.unbound(radii.value) else {
                throw i.mismatch(radii.value, expected: "RectangleCornerRadii", radii.range)
            }
            for (label, value) in items {
                if let label { fields[label + "Radius"] = Argument(label: label, value: value, range: radii.range) }
            }
        } else {
            for a in args { if let label = a.label { fields[label] = a } }
        }
        func radius(_ corner: String) throws -> Double {
            try fields[corner + "Radius"].map { try i.geometry($0.value, $0.range) } ?? 0
        }
        return CornerRadii(
            topLeading: try radius("topLeading"), bottomLeading: try radius("bottomLeading"),
            bottomTrailing: try radius("bottomTrailing"), topTrailing: try radius("topTrailing"))
    }

    static let entry = ViewEntry(
        name: "RoundedRectangle",
        signatures: [Signature("cornerRadius:", "style:="), Signature("cornerSize:", "style:=")], isConfirmed: true
    ) { c in
        let r = try c.args.labeled("cornerRadius").map { try c.interpreter.geometry($0.value, $0.range) } ?? 0
        return .view(.shape(.roundedRectangle(cornerRadius: Length.sane(r))))
    }
}
