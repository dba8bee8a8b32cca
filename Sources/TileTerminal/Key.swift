import TileSystem

#if canImport(Glibc)
    import Glibc
#endif

/// A key pressed while the chooser has the terminal in raw mode.
enum Key: Equatable {
    case up, down, home, end, pageUp, pageDown
    case enter
    /// Esc, Ctrl-C, Ctrl-D or q.
    case cancel
    case character(Unicode.Scalar)
    /// The window changed size (SIGWINCH).
    case resized
    /// Ctrl-Z: raw mode turns off the terminal's own signal keys, so it arrives as a byte.
    case suspend
    /// An escape sequence or control key the chooser does not use.
    case other
    /// Input ended or failed.
    case endOfInput

    /// Reads one key from `fd`. A lone Esc is told from the start of a sequence by waiting
    /// `Terminal.escapeTimeout` for more bytes, as terminals send a sequence in one write.
    static func read(from fd: Int32) -> Key {
        let byte: UInt8
        switch Terminal.readByte(from: fd) {
        case .byte(let b): byte = b
        case .endOfInput, .failed: return .endOfInput
        case .signal:
            if Interrupts.take() { return .cancel }
            return Interrupts.takeResize() ? .resized : .other
        }
        switch byte {
        case 0x1B:
            guard Terminal.escapeSequenceFollows(on: fd), let next = readByte(fd) else { return .cancel }
            guard next == UInt8(ascii: "[") || next == UInt8(ascii: "O") else { return .other }
            return sequence(fd)
        case 0x0D, 0x0A: return .enter
        case 0x03, 0x04, UInt8(ascii: "q"): return .cancel
        case 0x1A: return .suspend
        case UInt8(ascii: "k"), 0x10: return .up  // k, Ctrl-P
        case UInt8(ascii: "j"), 0x0E: return .down  // j, Ctrl-N
        case 0x20...0x7E: return .character(Unicode.Scalar(byte))
        default: return .other
        }
    }

    /// The rest of a CSI or SS3 sequence: parameters, then a final byte.
    private static func sequence(_ fd: Int32) -> Key {
        var parameters = ""
        for _ in 0..<16 {
            guard let byte = readByte(fd) else { return .other }
            switch byte {
            case 0x30...0x3F: parameters.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: "A"): return .up
            case UInt8(ascii: "B"): return .down
            case UInt8(ascii: "H"): return .home
            case UInt8(ascii: "F"): return .end
            case UInt8(ascii: "~"):
                switch parameters {
                case "1", "7": return .home
                case "4", "8": return .end
                case "5": return .pageUp
                case "6": return .pageDown
                default: return .other
                }
            default: return .other
            }
        }
        return .other
    }

    private static func readByte(_ fd: Int32) -> UInt8? {
        if case .byte(let byte) = Terminal.readByte(from: fd) { return byte }
        return nil
    }
}
