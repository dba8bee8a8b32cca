import TileRender
import TileText
import TileTree

/// A drawn view laid out by the view tree's engine twice, in points (its SwiftUI geometry: a
/// preview on the device canvas, as `tileshell File.swift` lays it out, any other view at its
/// ideal size) and in cells (at the terminal's width): what `--format layout` prints and
/// `explain layout` explains.
public struct DrawnLayout {
    public var points: LaidOutNode
    public var cells: LaidOutNode
    /// The preview's name; nil for a view that is no preview.
    public var preview: String?
    /// The screen it was laid out on in points; nil for its ideal size.
    public var device: DeviceCanvas?

    /// A tree laid out, in points on `device` where one is given; an error when the tree is
    /// deeper or larger than the engine's limits, or costs more than its budget.
    public init(
        tree: ViewNode, width: Int, preview: String? = nil, device: DeviceCanvas? = nil, explains: Bool = false
    ) throws(LayoutError) {
        let p = try LayoutEngine(tree, context: LayoutContext(measure: .points))
        let c = try LayoutEngine(tree, context: LayoutContext(measure: .cells))
        p.explains = explains
        c.explains = explains
        self.preview = preview
        self.device = device
        if let device {
            points = try device.place(p)
        } else {
            points = try p.layout(proposal: .unspecified)
        }
        cells = try c.layout(proposal: ProposedSize(width: Double(max(1, width)), height: nil))
    }

    /// A view laid out: each preview of an opened file it shows on `device` (nil: at its ideal
    /// size), as `tileshell File.swift` lays them out, one layout each, and nothing of the messages
    /// beside them; otherwise its tree at its ideal size.
    public static func of(_ view: some TileShellView, width: Int, device: DeviceCanvas?, explains: Bool = false)
        throws(LayoutError) -> [DrawnLayout]
    {
        let previews = view.previews()
        guard !previews.isEmpty else { return [try DrawnLayout(tree: view.tree(), width: width, explains: explains)] }
        var out: [DrawnLayout] = []
        for p in previews {
            out.append(try DrawnLayout(tree: p.tree, width: width, preview: p.name, device: device, explains: explains))
        }
        return out
    }

    /// One JSON object a line: the root node itself, after the preview's name where it is one
    /// (as `tileshell --format layout File.swift` writes it).
    public var json: [JSONValue] {
        let nodes = LayoutReport.json(points: points, cells: cells)
        guard let name = preview else { return nodes }
        return nodes.map { node in
            guard case .object(let fields) = node else { return node }
            return .object([("preview", .string(name))] + fields)
        }
    }

    /// `explain layout`'s lines for an output `width` columns wide: the tree in points, then in cells.
    public func explanation(width: Int) -> [String] {
        let inner = max(1, width - 2)
        let place =
            device.map {
                "on the \(Length.text($0.size.width))×\(Length.text($0.size.height)) pt screen"
            }
            ?? "at the view's ideal size"
        return [preview.map { "\(Sanitizer.visible($0)), in points, \(place):" } ?? "in points, \(place):"]
            + LayoutReport.explanation(points, width: inner).map { "  " + $0 }
            + ["in cells, at the terminal's width:"] + LayoutReport.explanation(cells, width: inner).map { "  " + $0 }
    }
}
