/// One column of a `LazyVGrid` (one row of a `LazyHGrid`), as a `GridItem` declares it: its
/// size, the spacing after it and how its cells sit in it.
///
///     GridTrack(.adaptive(minimum: 80))   // GridItem(.adaptive(minimum: 80))
public struct GridTrack: Sendable, Hashable {
    public enum Size: Sendable, Hashable {
        /// Exactly this long, whatever the room.
        case fixed(Double)
        /// A share of what the fixed tracks leave, kept within the bounds.
        case flexible(minimum: Double, maximum: Double)
        /// As many tracks of at least `minimum` as its share holds, sharing it equally.
        case adaptive(minimum: Double, maximum: Double)
    }

    public var size: Size
    /// The gap after this track, to the next; nil for the system's 8 pt.
    public var spacing: Double?
    /// Where a cell sits in this track; nil for the grid's alignment.
    public var alignment: Alignment?

    public init(
        _ size: Size = .flexible(minimum: 10, maximum: .infinity), spacing: Double? = nil, alignment: Alignment? = nil
    ) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// `GridItem.Size.flexible()`'s defaults.
    public static let flexibleMinimum = 10.0

    /// A track as laid out: its length, the gap after it and where its cells sit.
    public struct Resolved: Sendable, Hashable {
        public var length: Double
        public var gap: Double
        public var alignment: Alignment?
    }

    /// The tracks for a grid `length` long, as SwiftUI distributes them: the fixed tracks and
    /// every gap are set aside first; then each other track, in order, takes an equal share of
    /// what is left (flexible ones kept within their bounds); an adaptive track fills its share
    /// with as many tracks of at least its minimum as fit, spaced by its own spacing. With no
    /// length (an ideal size), a flexible or adaptive track is `ideal` long within its bounds.
    /// Lengths are in `measure`'s unit along `across` (a `LazyVGrid`'s columns: horizontal).
    ///
    ///     // three flexible columns in 393 pt: (393 - 2 × 8) / 3 = 125.67 each
    public static func resolve(
        _ tracks: [GridTrack], length: Double?, ideal: Double, along across: Axis, measure: Measure
    ) -> [Resolved] {
        func gap(_ t: GridTrack) -> Double { measure.spacing(t.spacing ?? Measure.systemSpacing, across) }
        func bounds(_ minimum: Double, _ maximum: Double) -> (Double, Double) {
            let lo = measure.length(minimum, across)
            let hi = maximum == .infinity ? Double.infinity : measure.length(maximum, across)
            return (lo, max(lo, hi))
        }
        var remaining = length ?? 0
        var flexibleLeft = 0
        for (i, t) in tracks.enumerated() {
            if i < tracks.count - 1 { remaining -= gap(t) }
            if case .fixed(let f) = t.size { remaining -= measure.length(f, across) } else { flexibleLeft += 1 }
        }
        var out: [Resolved] = []
        out.reserveCapacity(tracks.count)
        for (i, t) in tracks.enumerated() {
            let after = i < tracks.count - 1 ? gap(t) : 0
            switch t.size {
            case .fixed(let f):
                out.append(Resolved(length: measure.length(f, across), gap: after, alignment: t.alignment))
            case .flexible(let minimum, let maximum):
                let (lo, hi) = bounds(minimum, maximum)
                let share = length == nil ? ideal : max(0, remaining / Double(max(1, flexibleLeft)))
                let l = min(hi, max(lo, share))
                out.append(Resolved(length: l, gap: after, alignment: t.alignment))
                remaining -= l
                flexibleLeft -= 1
            case .adaptive(let minimum, let maximum):
                let (lo, hi) = bounds(minimum, maximum)
                let inner = gap(t)
                guard length != nil else {
                    out.append(Resolved(length: min(hi, max(lo, ideal)), gap: after, alignment: t.alignment))
                    continue
                }
                let share = max(0, remaining / Double(max(1, flexibleLeft)))
                // NB: at least one track, and no more than a grid could ever hold.
                let fits = lo + inner > 0 ? ((share + inner) / (lo + inner)).rounded(.down) : 1
                let count = Int(min(1_000, max(1, fits)))
                let each = min(hi, max(lo, (share - Double(count - 1) * inner) / Double(count)))
                for k in 0..<count {
                    out.append(Resolved(length: each, gap: k < count - 1 ? inner : after, alignment: t.alignment))
                }
                remaining -= Double(count) * each + Double(count - 1) * inner
                flexibleLeft -= 1
            }
        }
        return out
    }

    /// How SwiftUI source writes it: `GridItem(.flexible())`, `GridItem(.fixed(100), spacing: 4)`.
    public var swift: String {
        func bound(_ label: String, _ v: Double, default d: Double) -> String? {
            v == d ? nil : "\(label): \(SwiftUISource.number(v))"
        }
        var size: String
        switch self.size {
        case .fixed(let f): size = ".fixed(\(SwiftUISource.number(f)))"
        case .flexible(let lo, let hi):
            let args = [bound("minimum", lo, default: Self.flexibleMinimum), bound("maximum", hi, default: .infinity)]
            size = ".flexible(\(args.compactMap { $0 }.joined(separator: ", ")))"
        case .adaptive(let lo, let hi):
            let args = ["minimum: \(SwiftUISource.number(lo))", bound("maximum", hi, default: .infinity)]
            size = ".adaptive(\(args.compactMap { $0 }.joined(separator: ", ")))"
        }
        if let spacing { size += ", spacing: \(SwiftUISource.number(spacing))" }
        if let alignment { size += ", alignment: .\(alignment.description)" }
        return "GridItem(\(size))"
    }
}
