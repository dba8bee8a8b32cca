import TileRender

/// A view with what it presents drawn over it, as iOS shows an alert, a confirmation dialog, a
/// sheet or a full-screen cover once its binding is true. It stands at the root of a preview
/// (the interpreter hoists the presentation there, as iOS presents over the whole screen): it
/// takes the whole space offered, draws the presenting view centred in it as the canvas would,
/// dims it, and places the presentation. Its children are the presenting view and the
/// presentation.
///
/// iOS 17's metrics: an alert is 270 pt wide, centred; a dialog's card and its Cancel card sit
/// 8 pt from the sides and the bottom; a sheet covers all but the top 10 pt of the safe area; a
/// cover takes all of it.
public struct PresentationKind: ViewKind {
    public enum Style: String, Sendable, Hashable {
        case alert, dialog, sheet, cover
    }

    public var style: Style

    public init(_ style: Style) { self.style = style }

    public var name: String { "Presentation" }
    public var isLayoutNode: Bool { true }

    public static let alertWidth = 270.0
    public static let sheetTop = 10.0
    public static let margin = 8.0

    public func environment(forChild index: Int, _ environment: inout ViewEnvironment) {
        environment.boxed = false
        environment.stackAxis = nil
        if index == 1 { environment.textAnchor = .center }
    }

    /// The whole offer; with none (a picture at its ideal size, the terminal's unlimited height),
    /// room for both the presenting view and the presentation.
    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        let content = subviews.first?.sizeThatFits(proposal) ?? .zero
        var presented = Size.zero
        if subviews.count > 1 {
            let alert: Double = context.measure.length(Self.alertWidth, .horizontal)
            let width = style == .alert ? alert : proposal.width
            presented = subviews[1].sizeThatFits(ProposedSize(width: width, height: nil))
            if style == .dialog { presented.height += context.measure.spacing(Self.margin, .vertical) }
        }
        return Size(
            width: proposal.width ?? max(content.width, presented.width),
            height: proposal.height ?? max(content.height, presented.height))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        var out: [Placement] = []
        let offer = ProposedSize(bounds.size)
        if let content = subviews.first {
            out.append(
                Placement(
                    index: 0, frame: aligned(content.sizeThatFits(offer), in: bounds, .center, context: context),
                    proposal: offer))
        }
        guard subviews.count > 1 else { return out }
        let m = context.measure
        let presented = subviews[1]
        switch style {
        case .alert:
            let p = ProposedSize(width: min(bounds.width, m.length(Self.alertWidth, .horizontal)), height: nil)
            let size = presented.sizeThatFits(p)
            out.append(Placement(index: 1, frame: aligned(size, in: bounds, .center, context: context), proposal: p))
        case .dialog:
            let inset = m.spacing(Self.margin, .horizontal)
            let p = ProposedSize(width: max(0, bounds.width - 2 * inset), height: nil)
            let size = presented.sizeThatFits(p)
            let y = bounds.y + bounds.height - size.height - m.spacing(Self.margin, .vertical)
            out.append(
                Placement(
                    index: 1,
                    frame: Rect(x: bounds.x + inset, y: max(bounds.y, y), width: size.width, height: size.height),
                    proposal: p))
        case .sheet, .cover:
            let top = style == .sheet ? m.length(Self.sheetTop, .vertical) : 0
            let frame = Rect(x: bounds.x, y: bounds.y + top, width: bounds.width, height: max(0, bounds.height - top))
            out.append(Placement(index: 1, frame: frame, proposal: ProposedSize(frame.size)))
        }
        return out
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "the presenting view with its \(style.rawValue) over it"
    }

    /// Written as the presenting view: the presentation is its modifier's, in the source.
    public var swift: SwiftCode? { nil }
}

extension ViewNode {
    /// `root` with `presented` over it in `style`: the presenting view dimmed, then the presentation.
    public static func presenting(_ root: ViewNode, _ presented: ViewNode, style: PresentationKind.Style) -> ViewNode {
        let dim = ViewNode.color(.rgb(RGB(0, 0, 0), opacity: style == .alert || style == .dialog ? 0.2 : 0.4))
        return ViewNode(PresentationKind(style), [.zstack([root, dim]), presented])
    }

    /// An alert's box: its title (17 pt semibold), its message (13 pt), then its buttons, two side
    /// by side and any other number stacked, each 44 pt tall between hairlines; a cancel button
    /// is bold, a destructive one red.
    public static func alertBox(title: ViewNode?, message: ViewNode?, buttons: [(title: String, role: String?)])
        -> ViewNode
    {
        var texts: [ViewNode] = []
        if let title { texts.append(title.font(.system(size: 17, weight: .semibold))) }
        if let message { texts.append(message.font(.system(size: 13))) }
        let head = ViewNode.vstack(spacing: 4, texts).multilineTextAlignment(.center)
            .padding(EdgeInsets(top: 19, leading: 16, bottom: 19, trailing: 16)).frame(maxWidth: .infinity)
        let list = buttons.isEmpty ? [("OK", nil)] : buttons
        let cells = list.map { b -> ViewNode in
            var label = ViewNode.text(b.title).font(
                .system(size: 17, weight: b.role == "cancel" ? .semibold : .regular))
            label = label.foregroundColor(.system(b.role == "destructive" ? .red : .blue))
            return ViewNode(ButtonKind(title: b.title, role: b.role), [label]).frame(maxWidth: .infinity).frame(
                height: 44)
        }
        let row: ViewNode =
            list.count == 2
            ? .hstack(spacing: 0, [cells[0], ViewNode.divider, cells[1]])
            : .vstack(spacing: 0, cells.enumerated().flatMap { n, c in n == 0 ? [c] : [ViewNode.divider, c] })
        return ViewNode.vstack(spacing: 0, [head, .divider, row])
            .background(
                ViewNode.shape(.roundedRectangle(cornerRadius: 14)).fill(.rgb(RGB(242, 242, 242), opacity: 0.97)))
    }

    /// A confirmation dialog: a card of its title (13 pt, secondary) and its actions (20 pt,
    /// 57 pt tall each), then 8 pt below, a card of Cancel (semibold).
    public static func dialogBox(title: ViewNode?, buttons: [(title: String, role: String?)]) -> ViewNode {
        func card(_ rows: [ViewNode]) -> ViewNode {
            ViewNode.vstack(spacing: 0, rows.enumerated().flatMap { n, r in n == 0 ? [r] : [ViewNode.divider, r] })
                .background(
                    ViewNode.shape(.roundedRectangle(cornerRadius: 13)).fill(.rgb(RGB(242, 242, 242), opacity: 0.97)))
        }
        func row(_ b: (title: String, role: String?)) -> ViewNode {
            let label = ViewNode.text(b.title).font(
                .system(size: 20, weight: b.role == "cancel" ? .semibold : .regular)
            )
            .foregroundColor(.system(b.role == "destructive" ? .red : .blue))
            return ViewNode(ButtonKind(title: b.title, role: b.role), [label]).frame(maxWidth: .infinity).frame(
                height: 57)
        }
        var top: [ViewNode] = []
        if let title {
            top.append(
                title.font(.system(size: 13, weight: .semibold)).foregroundStyle(.secondary)
                    .padding(EdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16)).frame(maxWidth: .infinity))
        }
        top += buttons.filter { $0.role != "cancel" }.map(row)
        let cancel = buttons.first { $0.role == "cancel" } ?? ("Cancel", "cancel")
        return .vstack(spacing: 8, [card(top), card([row(cancel)])])
    }

    /// A sheet's or a cover's content on the system background, rounded at the top for a sheet,
    /// centred in what the home indicator leaves.
    public static func sheetBox(_ content: ViewNode, style: PresentationKind.Style) -> ViewNode {
        let shape: ShapeKind = style == .sheet ? .roundedRectangle(cornerRadius: 10) : .rectangle
        return ViewNode.zstack([ViewNode.shape(shape).fill(.system(.white)), content])
    }
}
