import TileRender
import TileShell
import TileSystem
import TileText
import TileTree

#if canImport(Glibc)
    import Glibc
#endif

/// The inline chooser for `pick <binding>` with no case: the seed's EnumPicker (inline style)
/// as a live control below the prompt. Arrows or j/k move, a letter jumps to the next case
/// starting with it, Enter picks, Esc, q or Ctrl-C cancels, Ctrl-Z suspends as at the prompt.
/// It erases itself when done; the core then prints one line saying what was picked.
///
/// Example: `runner.chooser = { Chooser(depth: .ansi16).choose($0, current: $1) }`
struct Chooser {
    let depth: ColorDepth
    var input: Int32 = 0
    let output = FileOutput(fd: 1)

    /// The picked case's index, or nil when cancelled (or the terminal cannot go raw).
    func choose(_ type: EnumType, current: Int) -> Int? {
        guard !type.cases.isEmpty, Terminal.enterRawMode() else { return nil }
        defer {
            Terminal.restore()
            output.write(Terminal.showCursor)
        }
        output.write(Terminal.hideCursor)
        var state = ChooserState(count: type.cases.count, highlighted: current, rows: Self.rows(for: type))
        var drawn = 0
        while true {
            drawn = redraw(type, state, replacing: drawn)
            let key = Key.read(from: input)
            switch key {
            case .enter:
                erase(drawn)
                return state.highlighted
            case .cancel, .endOfInput:
                erase(drawn)
                return nil
            case .character(let c):
                state.move(to: Self.next(startingWith: c, in: type.cases, after: state.highlighted))
            case .resized:
                state.resize(rows: Self.rows(for: type))
            case .suspend:
                guard suspend(drawn) else { return nil }
                drawn = 0
                state.resize(rows: Self.rows(for: type))
            case .up, .down, .home, .end, .pageUp, .pageDown, .other:
                state.apply(key)
            }
        }
    }

    /// The rows the chooser may take: the cases, bounded by ten and by the window's height
    /// less the title and the prompt line.
    static func rows(for type: EnumType) -> Int {
        let height = Terminal.size(1)?.rows ?? 24
        return max(1, min(10, type.cases.count, height - 2))
    }

    /// The index of the next case (cyclically after `index`) starting with `c`, or `index`.
    static func next(startingWith c: Unicode.Scalar, in cases: [String], after index: Int) -> Int {
        let letter = String(c).lowercased()
        guard !cases.isEmpty else { return index }
        for step in 1...cases.count {
            let i = (index + step) % cases.count
            if cases[i].lowercased().hasPrefix(letter) { return i }
        }
        return index
    }

    /// Draws the title and the visible cases in place of the last drawing; returns the rows drawn.
    private func redraw(_ type: EnumType, _ state: ChooserState, replacing drawn: Int) -> Int {
        // One column spare, so no row ends exactly at the margin and wraps on some terminals.
        let width = max(8, (Terminal.size(1)?.columns ?? 80) - 1)
        let position = state.isClipped ? " (\(state.highlighted + 1) of \(state.count))" : ""
        let title = "\(type.name)\(position): ↑/↓ to move, Enter to pick, Esc to cancel"
        var heading = Canvas(width: min(width, TextWidth.of(title)), height: 1)
        heading.put(Truncate.toWidth(title, width), x: 0, y: 0, style: Style(dim: true))
        let visible = state.visible
        let picker = PickerView(
            cases: Array(type.cases[visible]), selected: state.highlighted - visible.lowerBound, title: nil,
            label: nil, style: .inline)
        let body = picker.draw(width: width)
        var bytes = Array(eraseSequence(drawn).utf8)
        let renderer = Renderer(depth: depth)
        renderer.render(heading, into: &bytes)
        renderer.render(body, into: &bytes)
        output.write(bytes)
        return heading.height + body.height
    }

    private func erase(_ drawn: Int) { output.write(eraseSequence(drawn)) }

    /// Ctrl-Z, as at the prompt: erase, give the terminal back, stop (SIGTSTP, whose handler
    /// restores the modes and stops the process); on `fg`, raw mode again and a fresh drawing
    /// on the line the job shell left the cursor on. False if raw mode cannot come back.
    private func suspend(_ drawn: Int) -> Bool {
        erase(drawn)
        output.write(Terminal.showCursor)
        Terminal.restore()
        raise(SIGTSTP)
        // Resumed: the continue flag is this chooser's to take, not the prompt's later.
        _ = Interrupts.takeContinue()
        guard Terminal.enterRawMode() else { return false }
        output.write(Terminal.hideCursor)
        return true
    }

    /// Back up over `drawn` rows and clear to the end of the screen.
    private func eraseSequence(_ drawn: Int) -> String {
        drawn > 0 ? "\r\u{1B}[\(drawn)A\u{1B}[J" : ""
    }
}
