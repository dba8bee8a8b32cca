/// `NavigationStack { content }` (or `NavigationView`) as an iPhone draws its root: it takes the
/// whole space offered, a navigation bar across its top (44 pt, and 52 more below it for a large
/// title) holds the `.navigationTitle` its content set, and the content is offered the rest and
/// centred in it. In cells the bar is the title's row (and a blank row under a large title).
///
///     // NavigationStack { Text("Hi").navigationTitle("Inbox") } is a 96 pt bar, "Hi" centred below
///
/// Its children after the content are what `.toolbar` and `.searchable` put in the bars, each in
/// its `NavigationSlot`: the leading and trailing items in the 44 pt bar, 16 pt in from its
/// edges and centred on its height (a pushed screen's back button 8 pt in, its leading items after it) (in cells, on the bar's row, with a large title on the row
/// below); a principal item centred in it, in place of an inline title; the search field in a
/// 52 pt band under the title (a row in cells); the bottom bar's items in a 44 pt toolbar across
/// the foot (a row in cells), from its leading margin. iOS's UIKit metrics: a bar 44 pt, a large
/// title 52 pt more, the layout margins 16 pt on a 393 pt iPhone; the search band's 52 pt is
/// UISearchController's field (36 pt) with 8 pt above and below.
public struct NavigationStackKind: ViewKind {
    /// `NavigationStack` or `NavigationView`, as the file wrote it.
    public var name: String
    public var title: String?
    /// `.navigationBarTitleDisplayMode(.inline)`: the title small and centred in the 44 pt bar.
    public var inline: Bool
    /// Where each child goes: the content first, then the bars' items.
    public var slots: [NavigationSlot]

    public init(name: String, title: String?, inline: Bool, slots: [NavigationSlot] = [.content]) {
        self.name = name
        self.title = title
        self.inline = inline
        self.slots = slots
    }

    public static let barHeight = 44.0
    public static let largeTitleHeight = 52.0
    public static let searchHeight = 52.0
    public static let toolbarHeight = 44.0
    /// The large title's leading margin, an iPhone's layout margin.
    public static let margin = 16.0
    /// A back button's leading margin: UIKit draws its chevron 8 pt from the bar's edge.
    public static let backMargin = 8.0

    public var isLayoutNode: Bool { true }

    var hasSearch: Bool { slots.contains(.search) }
    var hasBottomBar: Bool { slots.contains(.bottom) }
    /// Whether the 44 pt bar holds items (a row of its own in cells).
    var hasBarItems: Bool { slots.contains { $0 == .back || $0 == .leading || $0 == .trailing || $0 == .principal } }

    /// The top bar's height (with the large title's area and the search band).
    public func bar(_ m: Measure) -> Double {
        switch m {
        case .points:
            (inline || title == nil ? Self.barHeight : Self.barHeight + Self.largeTitleHeight)
                + (hasSearch ? Self.searchHeight : 0)
        case .cells: (title == nil ? (hasBarItems ? 1 : 0) : (inline ? 1 : 2)) + (hasSearch ? 1 : 0)
        }
    }

    /// The bottom toolbar's height: none without `.bottomBar` items.
    public func bottomBar(_ m: Measure) -> Double {
        guard hasBottomBar else { return 0 }
        return m == .points ? Self.toolbarHeight : 1
    }

    public func contentProposal(_ proposal: ProposedSize, _ m: Measure) -> ProposedSize {
        ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bar(m) - bottomBar(m)) })
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        let m = context.measure
        let content = subviews.first?.sizeThatFits(contentProposal(proposal, m)) ?? .zero
        return Size(
            width: proposal.width ?? content.width, height: proposal.height ?? content.height + bar(m) + bottomBar(m))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        let m = context.measure
        let top = bar(m)
        let margin = m == .points ? Self.margin : 0
        let row = m == .points ? Self.barHeight : 1
        /// A band across the bars, inside the margins.
        func across(_ y: Double, _ height: Double) -> Rect {
            Rect(x: bounds.x + margin, y: y, width: max(0, bounds.width - 2 * margin), height: height)
        }
        var out: [Placement] = []
        for (index, slot) in slots.enumerated() where subviews.indices.contains(index) {
            let view = subviews[index]
            let band: Rect
            switch slot {
            case .content:
                band = Rect(
                    x: bounds.x, y: bounds.y + top, width: bounds.width,
                    height: max(0, bounds.height - top - bottomBar(m)))
            case .leading, .trailing, .principal: band = across(bounds.y, row)
            case .back:
                let inset = m == .points ? Self.backMargin : 0
                band = Rect(x: bounds.x + inset, y: bounds.y, width: max(0, bounds.width - inset - margin), height: row)
            case .search:
                let height = m == .points ? Self.searchHeight : 1
                band = across(bounds.y + top - height, height)
            case .bottom: band = across(bounds.maxY - bottomBar(m), bottomBar(m))
            }
            // NB: bar items take their ideal width; the content, the search field and the bottom
            // bar are offered their band.
            let offer = slot.fillsBand ? ProposedSize(band.size) : ProposedSize(width: nil, height: band.height)
            let alignment: Alignment =
                switch slot {
                case .content, .principal: .center
                case .back, .leading, .search, .bottom: .leading
                case .trailing: .trailing
                }
            out.append(
                Placement(
                    index: index, frame: aligned(view.sizeThatFits(offer), in: band, alignment, context: context),
                    proposal: offer))
        }
        return out
    }

    public func barInsets(forChild index: Int, measure: Measure) -> EdgeInsets {
        guard slots.indices.contains(index), slots[index] == .content else { return EdgeInsets() }
        return EdgeInsets(top: bar(measure), bottom: bottomBar(measure))
    }

    /// NB: the title is drawn after the content, over what reaches under the bar (a colour that
    /// ignores the safe area).
    public func paintAfter(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        guard let title, !(inline && slots.contains(.principal)) else { return }
        var env = environment
        env.weight = inline ? .semibold : .bold
        env.font = inline ? .headline : .largeTitle
        if inline { env.textAlignment = .center }
        if frame.height < Self.barHeight {
            // NB: cells: the title on the first row (a large one under the bar's items), an inline
            // one centred (a column a character).
            let width = Double(title.count)
            let x = inline ? frame.x + max(0, ((frame.width - width) / 2).rounded(.down)) : frame.x
            let y = !inline && hasBarItems ? frame.y + 1 : frame.y
            let row = Rect(origin: Point(x: x, y: y), size: Size(width: min(width, frame.width), height: 1))
            painter.text(title, in: row, environment: env)
            return
        }
        let line = inline ? 22.0 : 41.0
        let y =
            inline ? frame.y + (Self.barHeight - line) / 2 : frame.y + Self.barHeight + Self.largeTitleHeight - line - 3
        let x = inline ? frame.x : frame.x + Self.margin
        let width = max(0, frame.width - (inline ? 0 : 2 * Self.margin))
        painter.text(
            title, in: Rect(origin: Point(x: x, y: y), size: Size(width: width, height: line)), environment: env)
    }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] {
        title.map { [("title", JSONValue.string($0))] } ?? []
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        let bottom = bottomBar(context.measure)
        return
            "takes the whole offer; a \(Length.text(bar(context.measure))) navigation bar at its top, its content centred below"
            + (bottom > 0 ? " and a \(Length.text(bottom)) toolbar at its foot" : "")
    }

    public var swift: SwiftCode? { .container(name) }
}

/// Where a navigation stack's child goes: its content, or what `.toolbar` and `.searchable` add;
/// `back` is a pushed screen's back button with the leading items after it.
public enum NavigationSlot: Sendable, Equatable {
    case content, search, principal, back, leading, trailing, bottom

    /// Whether the child is offered its whole band rather than its ideal size.
    var fillsBand: Bool { self == .content || self == .search || self == .bottom }

    /// The slot of a `ToolbarItemPlacement` named as Swift names it (`.topBarTrailing`): nil for
    /// one an iPhone does not show in a still picture (`.keyboard`, above a keyboard not shown).
    public init?(placement: String) {
        switch placement {
        case "navigationBarLeading", "topBarLeading", "cancellationAction", "navigation": self = .leading
        case "principal": self = .principal
        case "bottomBar", "status": self = .bottom
        case "keyboard": return nil
        // NB: `.automatic`, `.primaryAction`, `.confirmationAction`, `.destructiveAction`,
        // `.secondaryAction` and the trailing names all stand at the bar's trailing end on iOS.
        default: self = .trailing
        }
    }
}

/// `ToolbarItem(placement:) { … }` and `ToolbarItemGroup(placement:) { … }`: outside a
/// `.toolbar`, its views as a group; in one, where its placement puts them.
public struct ToolbarItemKind: SplicedStackKind {
    public var name: String
    public var slot: NavigationSlot?

    public init(name: String, slot: NavigationSlot?) {
        self.name = name
        self.slot = slot
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "outside a toolbar: its views stacked vertically"
    }

    public var swift: SwiftCode? { .container(name) }
}
