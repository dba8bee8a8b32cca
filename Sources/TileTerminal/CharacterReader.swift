import TileSystem

#if canImport(Glibc)
    import Glibc
#endif

/// Reads the terminal one character (UTF-8) at a time for libedit, in place of its own reader:
///
/// - Ctrl-C always ends the read. libedit's reader blocks in `read`, so a SIGINT that lands
///   just before it is lost and the prompt hangs; this one also waits on the signal pipe.
/// - In vi mode (`marksLoneEscape`), a lone Esc is told from the start of an escape sequence.
///   libedit has no Esc timeout: with arrow keys bound, Esc in vi insert mode only starts a
///   sequence and the next key is lost (`Esc 0 x` beeps and types `x`). A lone Esc (no byte
///   within `Terminal.escapeTimeout`; terminals send a sequence in one write) is followed by
///   `loneEscape`, a private-use character `LineEditor` binds after Esc to vi-command-mode.
struct CharacterReader {
    /// What reading gave.
    enum Result: Equatable {
        case character(Unicode.Scalar)
        case endOfInput
        /// A read error or an interrupting signal; `errno` says which.
        case failed
    }

    static let loneEscape: Unicode.Scalar = "\u{E000}"

    let fd: Int32
    var marksLoneEscape: Bool
    /// Called when a resize or a resume woke the read (libedit's own reader would refresh).
    var onSignal: () -> Void = {}
    private var owesLoneEscape = false
    /// A byte read as part of a character that turned out not to belong to it: the next
    /// character starts with it.
    private var pending: UInt8?

    init(fd: Int32, marksLoneEscape: Bool) {
        self.fd = fd
        self.marksLoneEscape = marksLoneEscape
    }

    mutating func next() -> Result {
        if owesLoneEscape {
            owesLoneEscape = false
            return .character(Self.loneEscape)
        }
        let first = pending ?? readByte()
        pending = nil
        guard let lead = first else { return errno == 0 ? .endOfInput : .failed }
        if lead == 0x1B && marksLoneEscape {
            owesLoneEscape = !Terminal.escapeSequenceFollows(on: fd)
            return .character("\u{1B}")
        }
        let length =
            switch lead {
            case 0x00...0x7F: 1
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 0
            }
        guard length > 0 else { return .character("\u{FFFD}") }
        var bytes = [lead]
        while bytes.count < length {
            guard let next = readByte() else { return errno == 0 ? .endOfInput : .failed }
            // NB: a byte that cannot continue the character starts the next one: a stray lead
            // byte costs one U+FFFD, not the keys typed after it.
            guard next & 0xC0 == 0x80 else {
                pending = next
                return .character("\u{FFFD}")
            }
            bytes.append(next)
        }
        let scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars
        return .character(scalars.count == 1 ? scalars[scalars.startIndex] : "\u{FFFD}")
    }

    /// One byte; nil at end of input (errno 0), on Ctrl-C (errno EINTR) or on an error.
    private func readByte() -> UInt8? {
        while true {
            errno = 0
            switch Terminal.readByte(from: fd) {
            case .byte(let byte): return byte
            case .endOfInput: return nil
            case .failed: return nil
            case .signal:
                // A resize or a resume is no reason to give up the line; Ctrl-C is.
                guard Interrupts.pending else {
                    onSignal()
                    continue
                }
                errno = EINTR
                return nil
            }
        }
    }

}
