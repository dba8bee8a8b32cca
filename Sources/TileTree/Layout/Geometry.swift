/// A size in the layout's unit: points for pictures, cells for the terminal.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// The length along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    public var description: String { "\(Length.text(width))×\(Length.text(height))" }
}

/// A point in the layout's unit, from the top left.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A rectangle: its top left and its size.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(_ dx: Double, _ dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle less `insets` on each edge (never below zero).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.leading, y: y + insets.top,
            width: max(0, width - insets.leading - insets.trailing),
            height: max(0, height - insets.top - insets.bottom))
    }
}

/// What a parent offers a child, as SwiftUI's `ProposedViewSize`: nil asks for the ideal size,
/// 0 for the smallest, `.infinity` for the largest.
///
/// `ProposedSize(width: 393, height: nil)` offers 393 wide and asks for the ideal height.
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        width = size.width
        height = size.height
    }

    /// The ideal size.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// The smallest size.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// The largest size.
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    /// The proposal with nil replaced by `size`'s lengths.
    public func replacingUnspecified(with size: Size) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        func text(_ v: Double?) -> String { v.map(Length.text) ?? "nil" }
        return "\(text(width))×\(text(height))"
    }
}

/// A layout axis.
public enum Axis: String, Hashable, Sendable {
    case horizontal, vertical

    public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// Lengths on each edge, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same length on the edges in `edges`, zero elsewhere.
    public init(_ edges: Edge.Set, _ length: Double) {
        self.init(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
}

/// An edge of a rectangle, and sets of them (`.horizontal`, `.all`), as SwiftUI's `Edge`.
public enum Edge: String, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]

        /// The set of one edge.
        public init(_ edge: Edge) {
            switch edge {
            case .top: self = .top
            case .leading: self = .leading
            case .bottom: self = .bottom
            case .trailing: self = .trailing
            }
        }

        /// The set SwiftUI spells `name` (`.horizontal`, `.top`, `.all`), or nil.
        public init?(name: String) {
            if let edge = Edge(rawValue: name) {
                self.init(edge)
                return
            }
            switch name {
            case "horizontal": self = .horizontal
            case "vertical": self = .vertical
            case "all": self = .all
            default: return nil
            }
        }

        /// How Swift writes the set: `.all`, `.top`, `.horizontal`, or `[.top, .leading]`.
        public var swift: String {
            let named: [(Set, String)] = [
                (.all, "all"), (.horizontal, "horizontal"), (.vertical, "vertical"), (.top, "top"),
                (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing"),
            ]
            if let (_, name) = named.first(where: { $0.0 == self }) { return "." + name }
            let parts = Edge.allCases.filter { contains(Set($0)) }.map { "." + $0.rawValue }
            return "[" + parts.joined(separator: ", ") + "]"
        }
    }
}

/// Lengths as the layout reads and writes them.
public enum Length {
    /// The largest length a layout keeps: anything larger (infinity included) is cut to it, so
    /// that no sum or product of lengths overflows into infinity or NaN.
    public static let largest = 1_000_000.0

    /// `value` made safe for layout: NaN and negatives are 0, and nothing is above `largest`.
    @inline(__always)
    public static func sane(_ value: Double) -> Double {
        guard value > 0 else { return 0 }  // NB: NaN fails every comparison, so it lands here too.
        return min(value, largest)
    }

    /// A signed distance (an offset, a position) made safe: NaN and infinities are 0, and nothing
    /// lies beyond `largest` either way.
    public static func signed(_ value: Double) -> Double {
        value.isFinite ? max(-largest, min(value, largest)) : 0
    }

    /// A proposal's length made safe; infinity stays infinity (it asks for the largest size).
    @inline(__always)
    public static func sane(_ value: Double?) -> Double? {
        guard let value else { return nil }
        if value == .infinity { return .infinity }
        return sane(value)
    }

    /// A length as text: integers without a point, others with up to two decimals.
    public static func text(_ v: Double) -> String {
        if v == .infinity { return "∞" }
        if !v.isFinite { return "0" }
        let hundredths = (v * 100).rounded()
        if hundredths.magnitude > 1e15 { return v < 0 ? "-1e13" : "1e13" }
        let whole = Int(hundredths) / 100
        let frac = abs(Int(hundredths) % 100)
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        if frac == 0 { return "\(sign)\(whole)" }
        let digits = frac % 10 == 0 ? String(frac / 10) : (frac < 10 ? "0\(frac)" : String(frac))
        return "\(sign)\(whole).\(digits)"
    }
}
