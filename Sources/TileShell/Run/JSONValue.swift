import TileRender

/// What each rendered view is written as.
public enum OutputFormat: String, CaseIterable, Hashable, Sendable {
    /// Drawn cells, coloured or not.
    case text
    /// One JSON object per view and line: its kind and resolved values (`--format json`).
    case json
    /// One JSON object per view and line: its layout tree, every node's frame in points and cells
    /// (`--format layout`).
    case layout
}
