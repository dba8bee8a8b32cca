/// Where the chooser's highlight is, and which cases show: a window of at most `rows` cases
/// that scrolls to keep the highlight in view. Pure; moves are clamped, never wrap past an end.
struct ChooserState: Equatable {
    let count: Int
    private(set) var highlighted: Int
    private(set) var top = 0
    private(set) var rows: Int

    init(count: Int, highlighted: Int, rows: Int) {
        self.count = max(0, count)
        self.highlighted = 0
        self.rows = 1
        resize(rows: rows)
        move(to: highlighted)
    }

    /// The cases on screen.
    var visible: Range<Int> { top..<min(count, top + rows) }

    /// True when some cases are out of view.
    var isClipped: Bool { rows < count }

    mutating func move(by offset: Int) { move(to: highlighted + offset) }

    mutating func move(to index: Int) {
        highlighted = min(max(0, index), max(0, count - 1))
        if highlighted < top { top = highlighted }
        if highlighted >= top + rows { top = highlighted - rows + 1 }
    }

    mutating func apply(_ key: Key) {
        switch key {
        case .up: move(by: -1)
        case .down: move(by: 1)
        case .home: move(to: 0)
        case .end: move(to: count - 1)
        case .pageUp: move(by: -rows)
        case .pageDown: move(by: rows)
        case .enter, .cancel, .character, .resized, .suspend, .other, .endOfInput: break
        }
    }

    /// Shows at most `rows` cases (at least one).
    mutating func resize(rows: Int) {
        self.rows = max(1, min(rows, max(1, count)))
        top = min(top, max(0, count - self.rows))
        move(to: highlighted)
    }
}
