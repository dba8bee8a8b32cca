/// Every escape sequence the renderer writes: Select Graphic Rendition (`ESC [ … m`), as bytes.
enum SGR {
    /// `ESC [ 0 m`: back to the terminal's default look.
    static let reset: [UInt8] = [0x1B, 0x5B, 0x30, 0x6D]

    /// The parameters that turn a plain terminal into `style` at `depth`, e.g. `1;38;5;203`;
    /// empty for `.plain` and for depth `.none`.
    static func parameters(for style: Style, depth: ColorDepth) -> [UInt8] {
        guard depth != .none else { return [] }
        var out: [UInt8] = []
        if style.bold { append(1, to: &out) }
        if style.dim { append(2, to: &out) }
        if style.italic { append(3, to: &out) }
        if style.underline { append(4, to: &out) }
        if style.inverse { append(7, to: &out) }
        if let color = style.foreground.flatMap(depth.downgrade) { append(color, base: 30, to: &out) }
        if let color = style.background.flatMap(depth.downgrade) { append(color, base: 40, to: &out) }
        return out
    }

    /// Appends the sequence that switches to a style with `parameters`, from plain or from another style.
    /// NB: from another style it resets first (`0;`), which is shorter than undoing attributes one by one.
    @inline(__always)
    static func append(switchingTo parameters: [UInt8], fromPlain: Bool, to out: inout [UInt8]) {
        if parameters.isEmpty {
            out.append(contentsOf: reset)
            return
        }
        out.append(0x1B)
        out.append(0x5B)
        if !fromPlain {
            out.append(0x30)
            out.append(0x3B)
        }
        out.append(contentsOf: parameters)
        out.append(0x6D)
    }

    /// Appends a colour's parameters; `base` is 30 for foreground, 40 for background.
    private static func append(_ color: TerminalColor, base: Int, to out: inout [UInt8]) {
        switch color {
        case .ansi16(let ansi):
            append(base == 30 ? ansi.foregroundCode : ansi.backgroundCode, to: &out)
        case .ansi256(let index):
            append(base + 8, to: &out)
            append(5, to: &out)
            append(Int(index), to: &out)
        case .rgb(let rgb):
            append(base + 8, to: &out)
            append(2, to: &out)
            append(Int(rgb.r), to: &out)
            append(Int(rgb.g), to: &out)
            append(Int(rgb.b), to: &out)
        }
    }

    /// Appends one decimal parameter (0–999), preceded by `;` unless it is the first.
    private static func append(_ value: Int, to out: inout [UInt8]) {
        if !out.isEmpty { out.append(0x3B) }
        if value >= 100 { out.append(0x30 + UInt8(value / 100)) }
        if value >= 10 { out.append(0x30 + UInt8(value / 10 % 10)) }
        out.append(0x30 + UInt8(value % 10))
    }
}
