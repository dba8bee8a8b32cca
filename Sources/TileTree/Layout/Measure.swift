/// The unit a layout runs in, and the one rule that turns SwiftUI's points into it.
///
/// Points are SwiftUI's own. Cells are the terminal's: a column stands for 7.5 pt and a row for
/// 50/3 pt (16.7 pt), so seed 1's 150×150 pt tile is 20×9 cells. Gaps (stack spacing, padding)
/// would vanish at that scale, so they convert more generously: a column for every 4 pt
/// (rounded half down) and a row for every whole 16 pt. The 8 pt between two tiles is 2
/// columns; the seed's 12 pt `VStack` spacing is 0 rows; the default 16 pt padding is 4
/// columns and 1 row. Text is measured in cells: its display width, one row a line.
public enum Measure: String, Sendable, Hashable {
    case points, cells

    /// Points per column and per row, for sizes.
    public static let columnPoints = 7.5
    public static let rowPoints = 50.0 / 3.0

    /// A size (a frame's width, a corner radius) in this unit.
    public func length(_ points: Double, _ axis: Axis) -> Double {
        let p = Length.sane(points)
        switch self {
        case .points: return p
        case .cells: return (p / (axis == .horizontal ? Self.columnPoints : Self.rowPoints)).rounded()
        }
    }

    /// A proposal's or a flexible frame's length: infinity stays infinity.
    public func length(_ points: Double?, _ axis: Axis) -> Double? {
        guard let points else { return nil }
        return points == .infinity ? .infinity : length(points, axis)
    }

    /// A gap (spacing, padding) in this unit.
    public func spacing(_ points: Double, _ axis: Axis) -> Double {
        let p = Length.sane(points)
        switch self {
        case .points: return p
        case .cells: return axis == .horizontal ? (p / 4 - 0.5).rounded(.up) : (p / 16).rounded(.down)
        }
    }

    /// The system's spacing between two neighbours in a stack (8 pt on iOS).
    public static let systemSpacing = 8.0
    /// The default `padding()` on each edge (16 pt on iOS).
    public static let systemPadding = 16.0
}

/// What a view is laid out in: the unit, and what it inherits from the views above it.
///
///     LayoutContext(measure: .cells).environment.font  // nil: the body style
public struct LayoutContext: Sendable {
    public var measure: Measure
    /// NB: the environment is shared, not held: the engine makes a context for every question it
    /// asks a view, and a whole environment copied into each retained every paint and font in it.
    private var shared: SharedEnvironment

    /// The view's own environment (its font, colours, the stack it stands in).
    public var environment: ViewEnvironment {
        get { shared.value }
        set { shared = SharedEnvironment(newValue) }
    }

    public init(measure: Measure, environment: ViewEnvironment = ViewEnvironment()) {
        self.measure = measure
        self.shared = SharedEnvironment(environment)
    }

    /// A context over an environment a prepared tree already holds.
    init(measure: Measure, shared: SharedEnvironment) {
        self.measure = measure
        self.shared = shared
    }
}

/// An environment held once and shared by every context made over it (see `PreparedTree`).
final class SharedEnvironment: Sendable {
    let value: ViewEnvironment

    init(_ value: ViewEnvironment) { self.value = value }
}
