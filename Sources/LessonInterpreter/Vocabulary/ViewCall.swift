import SwiftLesson
import TileTree

/// A call of a SwiftUI view as a lesson file writes it (`VStack(spacing: 8) { … }`): what an
/// entry's builder reads.
struct ViewCall {
    var name: String
    var args: [Argument]
    var interpreter: Interpreter
    var range: SourceRange
}

extension ViewCall {
    /// A control's label: its title string, or the view its `label:` closure builds.
    func controlLabel() throws -> ViewNode {
        let i = interpreter
        if let title = args.positional.first {
            if case .string(let s) = i.unbound(title.value) { return .text(s) }
            return try i.asView(title.value, title.range) ?? .empty
        }
        let views = try i.views(
            args.labeled("label")?.value
                ?? args.first { $0.trailing && ($0.label == nil || $0.label == "label") }?.value, range)
        return views.count == 1 ? views[0] : .hstack(views)
    }
}
