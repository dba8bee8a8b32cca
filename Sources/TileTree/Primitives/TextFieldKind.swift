/// `TextField` and `SecureField`: one line of text as wide as offered, showing the text, or the
/// placeholder in the secondary style when the text is empty (its one child, made by the
/// builder). The plain style is one line of its font tall (20.33 pt in body); `.roundedBorder`
/// adds a 1 pt gray border with corners of about 5 pt, 6 pt inside it at the sides and 7 above
/// and below (34.33 pt in body, as UIKit's rounded-rect field). In cells the border is a `╭╮╰╯` box.
///
/// `ViewNode.textField(placeholder: "Name", text: "", rounded: true)` offered 393 pt is 393×34.
public struct TextFieldKind: ViewKind {
    public var placeholder: String
    public var text: String
    public var rounded: Bool

    public init(placeholder: String, text: String, rounded: Bool) {
        self.placeholder = placeholder
        self.text = text
        self.rounded = rounded
    }

    public var name: String { "TextField" }

    public var textBytes: Int { placeholder.utf8.count &+ text.utf8.count }
    public func cuttingTexts() -> TextFieldKind {
        TextFieldKind(placeholder: LayoutBudget.cut(placeholder), text: LayoutBudget.cut(text), rounded: rounded)
    }
    public var isLayoutNode: Bool { true }

    /// Between a rounded border and the text: 6 pt at the sides, 7 above and below, so that a
    /// body line (20.33 pt) makes UIKit's 34 pt rounded field.
    static let inset = 6.0
    static let verticalInset = 7.0
    static let cornerRadius = 5.0

    /// The inset in the unit: 6 and 7 pt, or in cells the border's row and column and a column more.
    func insets(_ measure: Measure) -> (horizontal: Double, vertical: Double) {
        guard rounded else { return (0, 0) }
        switch measure {
        case .points: return (Self.inset, Self.verticalInset)
        case .cells: return (1 + measure.spacing(Self.inset, .horizontal), 1)
        }
    }

    func lineHeight(_ context: LayoutContext) -> Double {
        context.measure == .points ? context.environment.resolvedFont.height(lines: 1) : 1
    }

    public func environment(forChild index: Int, _ environment: inout ViewEnvironment) {
        environment.boxed = false
        environment.stackAxis = nil
        environment.textAnchor = .leading
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        let (h, v) = insets(context.measure)
        let line = lineHeight(context)
        let ideal = subviews.first?.sizeThatFits(ProposedSize(width: nil, height: line)).width ?? 0
        return Size(width: max(2 * h, min(proposal.width ?? ideal + 2 * h, Length.largest)), height: line + 2 * v)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        guard let child = subviews.first else { return [] }
        let h = insets(context.measure).horizontal
        let line = lineHeight(context)
        let offer = ProposedSize(width: max(0, bounds.width - 2 * h), height: line)
        let size = child.sizeThatFits(offer)
        let frame = Rect(
            x: bounds.x + h, y: bounds.y + (bounds.height - size.height) / 2, width: size.width, height: size.height)
        return [Placement(index: 0, frame: frame, proposal: offer)]
    }

    public func paint(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        guard rounded else { return }
        painter.stroke(
            frame, shape: .roundedRectangle(cornerRadius: Self.cornerRadius), paint: .system(.gray), lineWidth: 1,
            inset: true)
    }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] {
        [
            ("text", .string(text)), ("prompt", .string(placeholder)),
            ("style", .string(rounded ? "roundedBorder" : "plain")),
        ]
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        rounded
            ? "as wide as offered, one line tall with a rounded border around it"
            : "as wide as offered, one line tall"
    }
}
