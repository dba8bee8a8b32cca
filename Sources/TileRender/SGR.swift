/// Every escape sequence the renderer writes: Select Graphic Rendition (`ESC [ … m`), as bytes.
public enum SGR {
    /// Writes the sequence that switches to a look with `parameters`: `ESC[1;91m` from the plain
    /// look, `ESC[0;1;91m` from another style, and `ESC[0m` back to plain.
    /// NB: from another style it resets first, which is shorter than undoing attributes one by one.
    /// NB: written through the writer's cursor after one capacity check: a check per byte made
    /// switching styles (three or four times a tile row) cost as much as writing the row's cells.
    @inline(__always)
    static func write(parameters: UnsafeBufferPointer<UInt8>, fromPlain: Bool, to writer: inout ByteWriter) {
        writer.reserve(parameters.count &+ 5)
        var cursor = writer.cursor
        cursor[0] = 0x1B
        cursor[1] = 0x5B
        cursor += 2
        if !fromPlain {
            cursor[0] = 0x30
            cursor += 1
            if !parameters.isEmpty {
                cursor[0] = 0x3B
                cursor += 1
            }
        }
        for byte in parameters {
            cursor[0] = byte
            cursor += 1
        }
        cursor[0] = 0x6D
        writer.commit(cursor + 1)
    }

    /// Appends the parameters that turn a plain terminal into `style` at `depth`, e.g. `1;38;5;203`;
    /// nothing for `.plain` and for depth `.none`.
    static func appendParameters(for style: Style, depth: ColorDepth, to out: inout some SGRSink) {
        guard depth != .none else { return }
        var first = true
        func append(_ value: Int) {
            if !first { out.append(0x3B) }
            first = false
            if value >= 100 { out.append(0x30 + UInt8(value / 100)) }
            if value >= 10 { out.append(0x30 + UInt8(value / 10 % 10)) }
            out.append(0x30 + UInt8(value % 10))
        }
        func append(_ color: RGB?, isForeground: Bool) {
            switch color.flatMap(depth.downgrade) {
            case nil: break
            case .ansi16(let ansi): append(isForeground ? ansi.foregroundCode : ansi.backgroundCode)
            case .ansi256(let index):
                append(isForeground ? 38 : 48)
                append(5)
                append(Int(index))
            case .rgb(let rgb):
                append(isForeground ? 38 : 48)
                append(2)
                append(Int(rgb.r))
                append(Int(rgb.g))
                append(Int(rgb.b))
            }
        }
        if style.bold { append(1) }
        if style.dim { append(2) }
        if style.italic { append(3) }
        if style.underline { append(4) }
        if style.inverse { append(7) }
        append(style.foreground, isForeground: true)
        append(style.background, isForeground: false)
    }
}

/// Where `SGR.appendParameters` writes: an array, or a fixed buffer in `StyleCache`.
protocol SGRSink {
    mutating func append(_ byte: UInt8)
}

extension Array: SGRSink where Element == UInt8 {}

extension SGR {
    /// The text of the sequence that turns a plain terminal bold and, optionally, into a standard
    /// colour: `ESC[1;31m`. For text that is not drawn on a canvas (diagnostics).
    public static func boldText(_ color: ANSIColor? = nil) -> String {
        "\u{1B}[1" + (color.map { ";\($0.foregroundCode)" } ?? "") + "m"
    }

    /// Back to the plain look: `ESC[0m`.
    public static let resetText = "\u{1B}[0m"
}
