import SwiftLesson
import TileTree

/// `LazyVGrid(columns:)`, `LazyHGrid(rows:)`, `Grid` and `GridRow`, with `GridItem` as their
/// tracks and the cell modifiers `.gridCellColumns(_:)` and `.gridColumnAlignment(_:)`.
enum GridViews {
    static let entries = [
        ViewEntry(
            name: "LazyVGrid",
            signatures: [Signature("columns:", "alignment:=", "spacing:=", "pinnedViews:=", "content:{}")],
            isConfirmed: true
        ) { c in try OnAppearModifier.lazily(c.interpreter) { try lazyGrid(c, axis: .vertical) } },
        ViewEntry(
            name: "LazyHGrid",
            signatures: [Signature("rows:", "alignment:=", "spacing:=", "pinnedViews:=", "content:{}")],
            isConfirmed: true
        ) { c in try OnAppearModifier.lazily(c.interpreter) { try lazyGrid(c, axis: .horizontal) } },
        ViewEntry(
            name: "Grid",
            signatures: [Signature("alignment:=", "horizontalSpacing:=", "verticalSpacing:=", "content:{}")],
            isConfirmed: true, build: grid),
        ViewEntry(name: "GridRow", signatures: [Signature("alignment:=", "content:{}")], isConfirmed: true) { c in
            let alignment = try c.args.labeled("alignment").map { try c.interpreter.vertical($0.value, $0.range) }
            let views = try c.interpreter.views(c.args.closure("content"), c.range)
            return .view(ViewNode(GridRowKind(alignment: alignment), views))
        },
    ]

    static let modifiers = [
        ModifierEntry(name: "gridCellColumns", signatures: [Signature("_:")], isConfirmed: true) { c in
            guard let f = c.first else { return .view(c.node) }
            let n = try c.interpreter.int(f.value, f.range)
            return .view(c.node.gridCell(columns: max(1, min(n, 1_000))))
        },
        ModifierEntry(name: "gridColumnAlignment", signatures: [Signature("_:")], isConfirmed: true) { c in
            guard let f = c.first else { return .view(c.node) }
            return .view(c.node.gridCell(columnAlignment: try c.interpreter.horizontal(f.value, f.range)))
        },
    ]

    @Sendable static func lazyGrid(_ c: ViewCall, axis: Axis) throws -> Value {
        let (args, i, range) = (c.args, c.interpreter, c.range)
        let label = axis == .vertical ? "columns" : "rows"
        let tracks = try args.labeled(label).map { try Self.tracks($0.value, $0.range, i) } ?? []
        let spacing = try StackViews.spacing(c)
        var alignment = Alignment.center
        if let a = args.labeled("alignment") {
            if axis == .vertical {
                alignment.horizontal = try i.horizontal(a.value, a.range)
            } else {
                alignment.vertical = try i.vertical(a.value, a.range)
            }
        }
        let content = try i.views(args.closure("content"), range)
        let kind = LazyGridKind(axis: axis, tracks: tracks, alignment: alignment, spacing: spacing.map(Length.sane))
        return .view(.lazyGrid(kind, content))
    }

    @Sendable static func grid(_ c: ViewCall) throws -> Value {
        let (args, i, range) = (c.args, c.interpreter, c.range)
        let alignment = try args.labeled("alignment").map { try i.alignment($0.value, $0.range) } ?? .center
        func spacing(_ label: String) throws -> Double? {
            try args.labeled(label).flatMap { a in a.value.isNull ? nil : Length.sane(try i.geometry(a.value, a.range))
            }
        }
        let h = try spacing("horizontalSpacing")
        let v = try spacing("verticalSpacing")
        let content = try i.views(args.closure("content"), range)
        return .view(.grid(alignment: alignment, horizontalSpacing: h, verticalSpacing: v, content))
    }

    /// A grid's `[GridItem]`: each item's size (`.fixed(100)`, `.flexible(minimum:maximum:)`,
    /// `.adaptive(minimum:maximum:)`), spacing and alignment.
    static func tracks(_ v: Value, _ range: SourceRange, _ i: Interpreter) throws -> [GridTrack] {
        guard case .array(let items) = i.unbound(v) else {
            throw i.mismatch(v, expected: "[GridItem]", range)
        }
        return try items.map { item in
            guard case .tuple(let fields) = i.unbound(item) else {
                throw i.mismatch(item, expected: "GridItem", range)
            }
            var track = GridTrack()
            for field in fields {
                switch field.label {
                case nil: track.size = try size(field.value, range, i)
                case "spacing"?:
                    track.spacing = field.value.isNull ? nil : Length.sane(try i.geometry(field.value, range))
                case "alignment"?: track.alignment = field.value.isNull ? nil : try i.alignment(field.value, range)
                default: continue
                }
            }
            return track
        }
    }

    /// `GridItem.Size`: `.fixed(_:)`, `.flexible(minimum: = 10, maximum: = .infinity)`,
    /// `.adaptive(minimum:maximum: = .infinity)`.
    static func size(_ v: Value, _ range: SourceRange, _ i: Interpreter) throws -> GridTrack.Size {
        guard case .implicitMember(let name, let args) = i.unbound(v) else {
            throw i.mismatch(v, expected: "GridItem.Size", range)
        }
        let list = args ?? []
        func number(_ label: String?, default d: Double) throws -> Double {
            guard let a = list.first(where: { $0.label == label }) else { return d }
            let n = try i.geometry(a.value, a.range, allowsInfinity: label == "maximum", as: "CGFloat")
            return n == .infinity ? n : Length.sane(n)
        }
        switch name {
        case "fixed": return .fixed(try number(nil, default: 0))
        case "flexible":
            return .flexible(
                minimum: try number("minimum", default: GridTrack.flexibleMinimum),
                maximum: try number("maximum", default: .infinity))
        case "adaptive":
            return .adaptive(
                minimum: try number("minimum", default: 0), maximum: try number("maximum", default: .infinity))
        default:
            throw i.error("type 'GridItem.Size' has no member '\(name)'", range)
        }
    }
}
