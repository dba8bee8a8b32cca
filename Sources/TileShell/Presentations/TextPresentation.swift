import TileRender
import TileTree

/// `Text(optional:)` in its font: body text, `.headline`, `.subheadline` or `.caption`, each
/// with its colour, as one tree.
///
/// Example: `TextPresentation.tree("Ada", style: .headline)` is `Text("Ada").font(.headline)`.
public struct TextPresentation: Presentation {
    /// The font and colour this one draws in.
    public let style: Style

    public init(style: Style) { self.style = style }

    /// The fonts a failable text is drawn in.
    public enum Style: Sendable {
        case text, headline, subheadline, caption
    }

    /// The text in its style's font and colour.
    public static func tree(_ s: String, style: Style) -> ViewNode {
        let text = ViewNode.text(s)
        switch style {
        case .text: return text
        case .headline: return text.font(.headline).foregroundStyle(.primary)
        case .subheadline: return text.font(.subheadline).foregroundStyle(.secondary)
        case .caption: return text.font(.caption).foregroundStyle(.secondary)
        }
    }

    public var name: PresentationName {
        switch style {
        case .text: .text
        case .headline: .headline
        case .subheadline: .subheadline
        case .caption: .caption
        }
    }

    public func accepts(_ type: ValueType) -> Bool { true }

    public func isDefault(for type: ValueType) -> Bool {
        guard style == .text else { return false }
        switch type {
        case .int, .decimal, .string, .bool, .double: return true
        case .enumeration, .date: return false
        }
    }

    public func view(of b: Binding, value: Value, session: Session, environment: Environment) -> ShellView? {
        Self.view(of: b, value: value, session: session, role: name)
    }

    /// The value as body text, its role the presentation's name (what JSON calls it).
    static func view(of b: Binding, value: Value, session: Session, role: PresentationName) -> ShellView? {
        FailableViews.text(optional: ValueText.display(value, type: b.type.base, session: session), presentation: role)
            .map(ShellView.text)
    }

    public func viewName(of b: Binding, in explainer: Explainer) -> String {
        switch style {
        case .headline: "Text(optional:) in .headline (bold)"
        case .subheadline: "Text(optional:) in .subheadline, secondary"
        case .text: "Text(optional:)"
        case .caption: "Text(optional:) in .caption, secondary"
        }
    }

    public func initializer(of b: Binding) -> String { "Text(optional:)" }

    public func swiftLines(
        of b: ExportPlan.BindingPlan, pickerStyle: PickerStyle, into source: inout DrawnViewSource
    ) -> [String] {
        DrawnViewSource.source(of: Self.tree("", style: style), content: source.text(b))
    }
}

extension Presentation where Self == TextPresentation {
    /// Body text.
    public static var text: TextPresentation { TextPresentation(style: .text) }
    /// Text in `.headline`.
    public static var headline: TextPresentation { TextPresentation(style: .headline) }
    /// Text in `.subheadline`, secondary.
    public static var subheadline: TextPresentation { TextPresentation(style: .subheadline) }
    /// Text in `.caption`, secondary.
    public static var caption: TextPresentation { TextPresentation(style: .caption) }
}
