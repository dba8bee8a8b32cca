/// A point in a view's own unit square, as SwiftUI's `UnitPoint`: (0, 0) is the top leading
/// corner, (1, 1) the bottom trailing one. Gradients place their ends and centres with it, and
/// `rotationEffect` its anchor.
///
/// `UnitPoint.top` is `UnitPoint(x: 0.5, y: 0)`.
public struct UnitPoint: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    /// NB: NaN is 0 and anything past a million is cut to it, so no point lands at infinity.
    public init(x: Double, y: Double) {
        self.x = Self.sane(x)
        self.y = Self.sane(y)
    }

    static func sane(_ v: Double) -> Double {
        v.isNaN ? 0 : max(-Length.largest, min(v, Length.largest))
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The point in `frame`.
    public func point(in frame: Rect) -> Point {
        Point(x: frame.x + x * frame.width, y: frame.y + y * frame.height)
    }

    /// How SwiftUI source spells it.
    public var description: String {
        let named: [(UnitPoint, String)] = [
            (.center, ".center"), (.top, ".top"), (.bottom, ".bottom"), (.leading, ".leading"),
            (.trailing, ".trailing"), (.topLeading, ".topLeading"), (.topTrailing, ".topTrailing"),
            (.bottomLeading, ".bottomLeading"), (.bottomTrailing, ".bottomTrailing"),
        ]
        if let name = named.first(where: { $0.0 == self })?.1 { return name }
        return "UnitPoint(x: \(Length.text(x)), y: \(Length.text(y)))"
    }
}
