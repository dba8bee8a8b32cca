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

    /// A one-sided range's missing bound (`90...`, `..<10`): it stands at `Int.max` or `Int.min`
    /// and a subscript ends it at the collection's own bound.
    enum Open: Equatable {
        case below
        case above
    }

    var lower: Int
    var upper: Int
    var kind: Kind
    var open: Open?

    init(_ lower: Int, _ upper: Int, _ kind: Kind = .upTo, open: Open? = nil) {
        self.lower = lower
        self.upper = upper
        self.kind = kind
        self.open = open
    }

    /// `lower...`
    static func from(_ lower: Int) -> IntRange { IntRange(lower, .max, .through, open: .above) }

    /// `..<upper` or `...upper`.
    static func upTo(_ upper: Int, _ kind: Kind) -> IntRange { IntRange(.min, upper, kind, open: .below) }

    /// The numbers of `0..<count` it covers, a one-sided range ended at them; nil when it
    /// reaches outside them.
    func slice(of count: Int) -> Range<Int>? {
        var r = self
        if open == .below { r.lower = 0 }
        if open == .above { (r.upper, r.kind) = (count, .upTo) }
        guard r.lower >= 0, let slice = r.halfOpen, slice.upperBound <= count else { return nil }
        return slice
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

    /// Its numbers as a half-open range; nil for a closed range ending at `Int.max`, and for
    /// bounds out of order (`3...` ended at a count of 2).
    var halfOpen: Range<Int>? {
        switch kind {
        case .upTo: return lower <= upper ? lower..<upper : nil
        case .through: return upper == .max || lower > upper ? nil : lower..<(upper + 1)
        }
    }

    var description: String {
        let op = kind == .through ? "..." : "..<"
        switch open {
        case .below: return "\(op)\(upper)"
        case .above: return "\(lower)..."
        case nil: return "\(lower)\(op)\(upper)"
        }
    }
}
