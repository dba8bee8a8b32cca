import TileTree

/// An inset-grouped list's background, cards and separators in the theme's colours.
extension SVGPainter {
    func listPart(_ part: ListPart, in frame: Rect) {
        let (fill, radius) =
            switch part {
            case .background: (palette.grouped, 0.0)
            case .card: (palette.row, ListMetrics.cornerRadius)
            case .separator: (palette.separator, 0.0)
            }
        writer.rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height, fill: fill, rx: radius)
    }
}
