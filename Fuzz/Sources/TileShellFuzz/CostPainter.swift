import TileTree

/// A painter that draws nothing and counts: every view painted and every byte of text handed to
/// it, the work of drawing a placed tree (each text is measured again where it is drawn).
struct CostPainter: Painter {
    var views = 0
    var textBytes = 0

    mutating func fill(_ frame: Rect, shape: ShapeKind, paint: Paint) { views += 1 }
    mutating func stroke(_ frame: Rect, shape: ShapeKind, paint: Paint, lineWidth: Double, inset: Bool) { views += 1 }
    mutating func text(_ text: String, in frame: Rect, environment: ViewEnvironment) {
        views += 1
        textBytes += text.utf8.count
    }
    mutating func symbol(name: String, glyph: String?, in frame: Rect, environment: ViewEnvironment) { views += 1 }
    mutating func picker(_ picker: PickerData, style: PickerStyleKind, in frame: Rect, environment: ViewEnvironment) {
        views += 1
    }
    mutating func placeholder(_ label: String, in frame: Rect) {
        views += 1
        textBytes += label.utf8.count
    }
    mutating func divider(in frame: Rect, axis: Axis) { views += 1 }
    mutating func pushClip(_ shape: ShapeKind, in frame: Rect) {}
    mutating func popClip() {}
    mutating func pushLayer(_ layer: Layer, in frame: Rect) {}
    mutating func popLayer() {}
}
