import TileRender

/// A gradient's colours and where each sits along it, as SwiftUI's `Gradient`: the stops run
/// from 0 (the start) to 1 (the end), and between two stops the colour is mixed in proportion.
///
/// `Gradient(colors: [.system(.red), .system(.blue)])` is red at 0 and blue at 1.
public struct Gradient: Hashable, Sendable {
    /// One colour at one place along the gradient.
    public struct Stop: Hashable, Sendable {
        public var color: Paint
        /// From 0 to 1.
        public var location: Double

        /// NB: a location is kept within 0...1 (NaN is 0), as SVG clamps its offsets.
        public init(color: Paint, location: Double) {
            self.color = color
            self.location = location.isNaN ? 0 : max(0, min(location, 1))
        }
    }

    /// In order of location.
    public var stops: [Stop]

    /// The colours spread evenly from 0 to 1 (one colour alone sits at 0).
    public init(colors: [Paint]) {
        let last = Double(max(1, colors.count - 1))
        self.stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / last) }
    }

    /// The stops, sorted by location (stops at the same place keep their order).
    public init(stops: [Stop]) {
        self.stops = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    /// The colour at `t` (0...1) with each stop's colour resolved by `resolve`; a stop that
    /// resolves to nil (`.clear`) gives way to its neighbour. Nil when no stop has a colour.
    public func rgb(at t: Double, resolve: (Paint) -> RGB?) -> RGB? {
        let t = t.isNaN ? 0 : max(0, min(t, 1))
        guard let first = stops.first, let last = stops.last else { return nil }
        if t <= first.location { return resolve(first.color) ?? nearest(from: 0, resolve) }
        if t >= last.location { return resolve(last.color) ?? nearest(from: stops.count - 1, resolve) }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1]
            let b = stops[i]
            guard let ca = resolve(a.color) else { return resolve(b.color) ?? nearest(from: i, resolve) }
            guard let cb = resolve(b.color) else { return ca }
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            return Self.mix(ca, cb, f)
        }
        return resolve(last.color)
    }

    /// The first colour a stop resolves to, looking outwards from `index`.
    func nearest(from index: Int, _ resolve: (Paint) -> RGB?) -> RGB? {
        var order = Array(stops.indices)
        order.sort { abs($0 - index) < abs($1 - index) }
        for i in order { if let c = resolve(stops[i].color) { return c } }
        return nil
    }

    /// `a` and `b` mixed, `f` of the way to `b`.
    public static func mix(_ a: RGB, _ b: RGB, _ f: Double) -> RGB {
        let f = f.isNaN ? 0 : max(0, min(f, 1))
        func m(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * f).rounded()) }
        return RGB(m(a.r, b.r), m(a.g, b.g), m(a.b, b.b))
    }
}
