import TileRender
import TileTree

/// The discount badge: white caption text in a capsule of a colour.
///
/// Example: `BadgePresentation.tree(text: "20% OFF", color: .red)`.
public struct BadgePresentation: Presentation {
    public init() {}

    /// The badge's tree.
    public static func tree(text: String, color: NamedColor) -> ViewNode {
        ViewNode.text(text).font(.caption).padding(.horizontal, 6).padding(.vertical, 2)
            .background(.system(color)).foregroundStyle(.system(.white)).clipShape(.capsule)
    }

    public var name: PresentationName { .badge }

    public func accepts(_ type: ValueType) -> Bool { type == .int }

    public func view(of b: Binding, value: Value, session: Session, environment: Environment) -> ShellView? {
        guard case .int(let i) = value else {
            return TextPresentation.view(of: b, value: value, session: session, role: name)
        }
        return FailableViews.badge(discount: i).map(ShellView.badge)
    }

    public func viewName(of b: Binding, in explainer: Explainer) -> String {
        "the discount badge: a red capsule \"N% OFF\", shown only above 0"
    }

    public func reason(of b: Binding, value: Value, in explainer: Explainer) -> [String]? {
        guard case .int(let n) = value, n <= 0 else { return nil }
        return ["\(b.name) is \(n), and the badge shows only above 0, so nothing is drawn"]
    }

    public func initializer(of b: Binding) -> String { "the badge" }

    public func swiftLines(
        of b: ExportPlan.BindingPlan, pickerStyle: PickerStyle, into source: inout DrawnViewSource
    ) -> [String] {
        source.use(.discountBadge)
        return ["\(source.plan.badgeFunction)(for: \(b.reference))"]
    }
}

extension Presentation where Self == BadgePresentation {
    /// The discount badge.
    public static var badge: BadgePresentation { BadgePresentation() }
}
