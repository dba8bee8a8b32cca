import LessonInterpreter
import SwiftLesson
import Testing
import TileTree

/// Formatting with fixed text, so that tests do not depend on Foundation's locale data.
struct FixedFormatting: LessonFormatting {
    func currency(_ amount: Double, code: String) -> String { "\(code) \(amount)" }
    func relativeDate(secondsFromNow: Double) -> String { "in \(Int(secondsFromNow)) s" }
}

/// `declarations`, then a view whose body is `Text(expression)` and its preview: a whole file.
func textPreview(_ declarations: String, showing expression: String) -> String {
    declarations
        + "struct V: View {\n    var body: some View {\n        Text(\(expression))\n    }\n}\n#Preview { V() }\n"
}

/// One file opened as a lesson.
func open(_ source: String, path: String = "Lesson.swift") -> LessonResult {
    Lesson.open([SourceFile(path: path, text: source)], formatting: FixedFormatting(), now: 0)
}

/// The first preview laid out in points and placed on an iPhone 15, as the pictures place it.
func placed(_ r: LessonResult) throws -> LaidOutNode {
    let preview = try #require(r.previews.first)
    return try DeviceCanvas.iPhone15.place(LayoutEngine(preview.tree, context: LayoutContext(measure: .points)))
}

/// The texts of a placed tree, in pre-order.
func texts(_ n: LaidOutNode) -> [String] { n.preOrder.compactMap { ($0.kind as? TextKind)?.text } }

extension LessonResult {
    var warnings: [String] { diagnostics.filter { $0.diagnostic.severity == .warning }.map(\.diagnostic.message) }
    var errors: [String] { diagnostics.filter { $0.diagnostic.severity == .error }.map(\.diagnostic.message) }

    /// The first preview's texts, in pre-order.
    var firstPreviewTexts: [String] {
        previews.first?.tree.kinds(TextKind.self).map(\.text) ?? []
    }

    /// The preview's layout nodes on an iPhone 15, in pre-order, as `--format layout` lists them.
    func laidOut(_ name: String) throws -> [LaidOutNode] {
        guard let preview = previews.first(where: { $0.name == name }) else { return [] }
        let engine = try LayoutEngine(preview.tree, context: LayoutContext(measure: .points))
        var out: [LaidOutNode] = []
        var stack = try DeviceCanvas.iPhone15.place(engine).layoutNodes.reversed().map { $0 }
        while let n = stack.popLast() {
            out.append(n)
            stack.append(contentsOf: n.children.flatMap(\.layoutNodes).reversed())
        }
        return out
    }
}
