/// Where views line up across a stack's axis or inside a frame, as SwiftUI's standard guides.
public enum HorizontalAlignment: String, CaseIterable, Hashable, Sendable {
    case leading, center, trailing

    /// The guide's position in a view `width` wide.
    public func position(in width: Double) -> Double {
        switch self {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }
}

/// The vertical guides; the text baselines fall back to the bottom for views without text.
public enum VerticalAlignment: String, CaseIterable, Hashable, Sendable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline

    /// The guide's position in a view `height` tall whose baselines are `baselines` from its top.
    public func position(in height: Double, baselines: (first: Double, last: Double)?) -> Double {
        switch self {
        case .top: 0
        case .center: height / 2
        case .bottom: height
        case .firstTextBaseline: baselines?.first ?? height
        case .lastTextBaseline: baselines?.last ?? height
        }
    }
}

/// A two-axis alignment, as SwiftUI's `Alignment` (`.topLeading`, `.center`, ...).
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The alignment by its SwiftUI name (`topLeading`), for readers of Swift source.
    public static func named(_ name: String) -> Alignment? {
        switch name {
        case "center": .center
        case "leading": .leading
        case "trailing": .trailing
        case "top": .top
        case "bottom": .bottom
        case "topLeading": .topLeading
        case "topTrailing": .topTrailing
        case "bottomLeading": .bottomLeading
        case "bottomTrailing": .bottomTrailing
        default: nil
        }
    }

    public var description: String {
        switch (horizontal, vertical) {
        case (.center, .center): "center"
        case (.leading, .center): "leading"
        case (.trailing, .center): "trailing"
        case (.center, .top): "top"
        case (.center, .bottom): "bottom"
        case (.leading, .top): "topLeading"
        case (.trailing, .top): "topTrailing"
        case (.leading, .bottom): "bottomLeading"
        case (.trailing, .bottom): "bottomTrailing"
        default: "\(horizontal.rawValue), \(vertical.rawValue)"
        }
    }
}
