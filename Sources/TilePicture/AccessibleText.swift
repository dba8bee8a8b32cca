import TileRender

/// What a picture shows, in words, for readers who cannot see it: a tile is "100 Apples".
enum AccessibleText {
    static func of(_ blocks: [[ViewDescription]]) -> String {
        blocks.flatMap { $0.map(of) }.filter { !$0.isEmpty }.joined(separator: "; ")
    }

    static func of(_ v: ViewDescription) -> String {
        switch v {
        case .tile(let t): "\(t.count) \(t.title)"
        case .tileRow(let tiles): tiles.map { "\($0.count) \($0.title)" }.joined(separator: ", ")
        case .picker(let p):
            (p.title.map { $0 + ": " } ?? "")
                + (p.labels.indices.contains(p.selected)
                    ? p.labels[p.selected] + " selected, of " : "none selected, of ")
                + p.labels.joined(separator: ", ")
        case .text(let text, _): text
        case .badge(let text, _): text
        case .symbol(let name, _): "symbol \(name)"
        case .lines(let lines): lines.joined(separator: "; ")
        }
    }
}
