import TileText

/// Output lines as a transcript writes and reads them: the marker that ends an expected line,
/// and the ` (esc)` form that lets any output line be written so it reads back as printed.
///
/// `TranscriptLine.outputLine("$ save x")` is `"  \\u{24} save x (esc)"`.
public enum TranscriptLine {
    /// What an expected line's last word in parentheses makes of it.
    ///
    /// `Marker.of("\\d+ (re)")` is `(.re, "\\d+")`.
    public enum Marker: String, CaseIterable, Sendable {
        /// A regular expression in ``LinearRegex``'s dialect.
        case re
        /// `*` and `?` wildcards.
        case glob
        /// Exact text written with escapes: `\\` is a backslash, `\u{1B}` a scalar.
        case esc

        /// ` (re)`: the suffix as a transcript writes it.
        public var suffix: String { " (\(rawValue))" }

        /// The marker ending `line` and the text before it, or nil for a line meant as written.
        public static func of(_ line: String) -> (marker: Marker, body: Substring)? {
            guard line.utf8.last == UInt8(ascii: ")") else { return nil }
            for marker in allCases where line.hasSuffix(marker.suffix) {
                return (marker, line.dropLast(marker.suffix.count))
            }
            return nil
        }
    }

    /// The line a transcript holds for the output line `text`, indent included: `text` as it is
    /// when it reads back as itself, else escaped and marked ` (esc)`. Escaped are lines that
    /// would start a command (`$ `) or continue one (`> `), end in a marker, or hold a scalar
    /// ``Escaper`` calls unsafe (a control, a bidi override), so any line reads back as printed.
    ///
    /// `outputLine("$ save x")` is `"  \\u{24} save x (esc)"`.
    public static func outputLine(_ text: String) -> String {
        if text.isEmpty { return " " }
        guard mustEscape(text) else { return Transcript.outputPrefix + text }
        var body = Escaper.escape(text, as: .transcriptLine)
        // NB: `$` and `>` are plain text elsewhere; only a line starting `$ ` or `> ` reads as structure.
        if structural.contains(where: text.hasPrefix), let first = body.unicodeScalars.first,
            let code = leadingCodes[first]
        {
            body = code + String(body.unicodeScalars.dropFirst())
        }
        return Transcript.outputPrefix + body + Marker.esc.suffix
    }

    /// How the first scalar of a line that starts like a command or continuation line is written.
    static let leadingCodes: [Unicode.Scalar: String] = ["$": "\\u{24}", ">": "\\u{3E}"]

    /// The prefixes, after the indent, that make a line a command or a continuation line.
    static let structural = [Transcript.commandPrefix, Transcript.continuationPrefix].map {
        String($0.dropFirst(Transcript.outputPrefix.count))
    }

    static func mustEscape(_ text: String) -> Bool {
        structural.contains(where: text.hasPrefix) || Marker.of(text) != nil
            || !Sanitizer.isClean(text)
    }

    /// The text of an ` (esc)` line's body: `\\` is a backslash and `\u{HEX}` the scalar HEX;
    /// any other backslash stands for itself.
    public static func unescaped(_ body: Substring) -> String {
        let scalars = Array(body.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            i += 1
            guard s == "\\", i < scalars.count else {
                out.append(s)
                continue
            }
            if scalars[i] == "\\" {
                out.append("\\")
                i += 1
            } else if let (scalar, length) = braced(scalars, at: i) {
                out.append(scalar)
                i += length
            } else {
                out.append(s)
            }
        }
        return String(out)
    }

    /// `u{HEX}` at `i` (one to eight hex digits naming a scalar): the scalar and its length.
    static func braced(_ scalars: [Unicode.Scalar], at i: Int) -> (Unicode.Scalar, Int)? {
        guard i + 1 < scalars.count, scalars[i] == "u", scalars[i + 1] == "{" else { return nil }
        var value: UInt32 = 0
        var j = i + 2
        while j < scalars.count, j - (i + 2) < 8, let digit = hexDigit(scalars[j]) {
            value = value << 4 | digit
            j += 1
        }
        guard j > i + 2, j < scalars.count, scalars[j] == "}", let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, j + 1 - i)
    }

    static func hexDigit(_ s: Unicode.Scalar) -> UInt32? {
        switch s {
        case "0"..."9": s.value - 0x30
        case "a"..."f": s.value - 0x57
        case "A"..."F": s.value - 0x37
        default: nil
        }
    }
}
