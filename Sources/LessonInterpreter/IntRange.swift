/// `lower..<upper` or `lower...upper` over `Int`, kept as written: a closed range may end at
/// `Int.max`, and its count (which may not fit in an `Int`) is worked out without trapping.
///
///     // 0...Int.max: IntRange(0, Int.max, .through); count nil (past Int.max)
struct IntRange: Equatable {
    /// `..<` or `...`.
    enum Kind: Equatable {
        case upTo
        case through
    }

    var lower: Int
    var upper: Int
    var kind: Kind

    init(_ lower: Int, _ upper: Int, _ kind: Kind = .upTo) {
        self.lower = lower
        self.upper = upper
        self.kind = kind
    }

    /// How many numbers it holds; nil when that is more than `Int.max`.
    var count: Int? {
        let span = upper.subtractingReportingOverflow(lower)
        guard !span.overflow else { return nil }
        guard kind == .through else { return span.partialValue }
        let count = span.partialValue.addingReportingOverflow(1)
        return count.overflow ? nil : count.partialValue
    }

    var isEmpty: Bool { kind == .upTo && lower == upper }

    /// The last number in it; nil when it is empty.
    var last: Int? {
        switch kind {
        case .through: upper
        case .upTo: lower < upper ? upper - 1 : nil
        }
    }

    func contains(_ n: Int) -> Bool {
        switch kind {
        case .through: lower <= n && n <= upper
        case .upTo: lower <= n && n < upper
        }
    }

    /// Its numbers as a half-open range; nil for a closed range ending at `Int.max`.
    var halfOpen: Range<Int>? {
        switch kind {
        case .upTo: return lower..<upper
        case .through: return upper == .max ? nil : lower..<(upper + 1)
        }
    }

    var description: String { "\(lower)\(kind == .through ? "..." : "..<")\(upper)" }
}
