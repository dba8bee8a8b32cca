import TileRender
import TileTree

/// `Text(relativeDate:)`: "3 hr. ago" as a secondary caption.
///
/// Example: `RelativeDatePresentation.tree("3 hr. ago")`.
public struct RelativeDatePresentation: Presentation {
    public init() {}

    /// The relative date's tree.
    public static func tree(_ s: String) -> ViewNode { ViewNode.text(s).font(.caption).foregroundStyle(.secondary) }

    public var name: PresentationName { .date }

    public func accepts(_ type: ValueType) -> Bool { type == .date }

    public func isDefault(for type: ValueType) -> Bool { type == .date }

    public func view(of b: Binding, value: Value, session: Session, environment: Environment) -> ShellView? {
        guard case .date(let d) = value else {
            return TextPresentation.view(of: b, value: value, session: session, role: name)
        }
        return FailableViews.text(relativeDate: d, environment: environment).map(ShellView.text)
    }

    public func viewName(of b: Binding, in explainer: Explainer) -> String {
        "Text(relativeDate:) in .caption, secondary, relative to now (\(explainer.environment.now))"
    }

    public func reason(of b: Binding, value: Value, in explainer: Explainer) -> [String]? {
        guard case .date(let d) = value else { return nil }
        let environment = explainer.environment
        return [
            "\(d) is " + environment.formatter.relativeDate(d, now: environment.now, locale: environment.dateLocale)
                + " relative to now, \(environment.now)"
        ]
    }

    public func initializer(of b: Binding) -> String { "Text(relativeDate:)" }

    public func swiftLines(
        of b: ExportPlan.BindingPlan, pickerStyle: PickerStyle, into source: inout DrawnViewSource
    ) -> [String] {
        source.use(.relativeDateText)
        return DrawnViewSource.source(of: Self.tree(""), content: ["Text(relativeDate: \(b.reference))"])
    }
}

extension Presentation where Self == RelativeDatePresentation {
    /// `Text(relativeDate:)`.
    public static var date: RelativeDatePresentation { RelativeDatePresentation() }
}
