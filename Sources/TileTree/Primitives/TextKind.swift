/// `Text("…")`: as wide as its one line wants, up to the offer; past it, it wraps between words.
/// Its font and colour come from the environment (`.font`, `.foregroundColor`).
public struct TextKind: ViewKind {
    public var text: String

    public init(_ text: String) { self.text = text }

    public var name: String { "Text" }

    public var textBytes: Int { text.utf8.count }
    public func cuttingTexts() -> TextKind { TextKind(LayoutBudget.cut(text)) }

    /// The text as measured and drawn: in the environment's `.textCase`.
    public func shown(_ env: ViewEnvironment) -> String { env.textCase?.apply(text) ?? text }
    public var isLayoutNode: Bool { true }
    public var spacing: ViewSpacing? { .text }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        TextLayout.size(
            shown(context.environment), width: proposal.width, height: proposal.height,
            environment: context.environment,
            measure: context.measure)
    }

    public func baselines(size: Size, subviews: Subviews, context: LayoutContext) -> (first: Double, last: Double)? {
        let env = context.environment
        switch context.measure {
        case .points:
            let font = TextLayout.font(for: shown(env), width: size.width, environment: env, measure: .points)
            return (font.baseline, max(font.baseline, size.height - font.lineHeight + font.baseline))
        case .cells:
            return (min(1, size.height), size.height)
        }
    }

    public func paint(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        painter.text(shown(environment), in: frame, environment: environment)
    }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = [("text", .string(shown(environment)))]
        fields += environment.foreground?.layoutFields ?? []
        return fields
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        let ideal = TextLayout.layout(
            shown(context.environment), width: nil, height: nil, environment: context.environment,
            measure: context.measure
        ).size
        if let w = proposal.width, w < ideal.width {
            return
                "its one line is \(Length.text(ideal.width)) wide, more than offered: it wraps to \(Length.text(size.width))"
        }
        return "its ideal size, the width of its text"
    }

    /// `Text("…")`, or `Text(verbatim:)` where a literal would read as Markdown.
    public var swift: SwiftCode? {
        let markdown = text.contains { "*_`~[]<>&\\".contains($0) }
        return .view("Text(" + (markdown ? "verbatim: " : "") + SwiftUISource.string(text) + ")")
    }
}
