/// Escaping for roff, the man page's language, in one place: every text the manual takes from
/// the tables goes through `text` (prose) or `usage` (a command line's shape).
///
/// `Roff.text("--color `auto`")` is `\-\-color \fBauto\fR`.
enum Roff {
    /// Prose as one roff text line: `\` becomes `\e`, every `-` is `\-` (a hyphen-minus a reader
    /// can copy, not a typographic hyphen), a `` `code` `` span is bold, characters outside ASCII
    /// are named (`\[u2713]`, so no input encoding is assumed), and a line that would start
    /// with `.` or `'` (a request) starts with `\&`. Control characters and newlines become spaces.
    static func text(_ prose: String) -> String {
        var out = ""
        var inCode = false
        for scalar in prose.unicodeScalars {
            switch scalar {
            case "`":
                out += inCode ? "\\fR" : "\\fB"
                inCode.toggle()
            default: out += escaped(scalar)
            }
        }
        if inCode { out += "\\fR" }
        return guarded(out)
    }

    /// A command line's shape, `tileshell [<options>] -c '<commands>'`: literal words and flags
    /// bold, `<placeholders>` italic without their brackets, and `[ ] | ...` as they are.
    static func usage(_ shape: String) -> String {
        var out = ""
        var word = ""
        var placeholder = false
        func flush() {
            guard !word.isEmpty else { return }
            out += (placeholder ? "\\fI" : "\\fB") + word.unicodeScalars.map(escaped).joined() + "\\fR"
            word = ""
        }
        for scalar in shape.unicodeScalars {
            if !placeholder && scalar == "<" {
                flush()
                placeholder = true
            } else if placeholder && scalar == ">" {
                flush()
                placeholder = false
            } else if !placeholder && "[]| '\",:=?.".unicodeScalars.contains(scalar) {
                flush()
                out += escaped(scalar)
            } else {
                word.unicodeScalars.append(scalar)
            }
        }
        flush()
        return guarded(out)
    }

    /// Text lines of at most `width` bytes where the words allow (mandoc's lint asks for 80),
    /// broken at spaces, which roff joins again when it fills; requests and the lines of a
    /// `.nf` block and the tag line after `.TP` (which must stay one line) are left as they are.
    static func wrapped(_ lines: [String], width: Int = 80) -> [String] {
        var out: [String] = []
        var noFill = false
        for line in lines {
            if line == ".nf" { noFill = true }
            if line == ".fi" { noFill = false }
            guard !noFill, !line.hasPrefix("."), out.last != ".TP", line.utf8.count > width else {
                out.append(line)
                continue
            }
            var current = ""
            for word in line.split(separator: " ") {
                if !current.isEmpty && current.utf8.count + 1 + word.utf8.count > width {
                    out.append(guarded(current))
                    current = ""
                }
                current += (current.isEmpty ? "" : " ") + word
            }
            if !current.isEmpty { out.append(guarded(current)) }
        }
        return out
    }

    /// One scalar as roff text.
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\\": return "\\e"
        case "-": return "\\-"
        case " "..."~": return String(scalar)
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F { return " " }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
        }
    }

    /// `\&` before a leading `.` or `'`, which roff would read as a request.
    static func guarded(_ line: String) -> String {
        line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line
    }
}
