import TileText

/// A transcript test file, in the spirit of cram: unindented lines are commentary, commands are
/// indented `  $ ` lines (an entry's later lines follow as `  > ` lines), and the output they
/// must print follows, indented by two spaces.
///
/// ```
/// Tiles derive their title from the fruit:
/// % width=40
///   $ set price 9.99; show price
///   $9.99
///   $ show updated
///   \d+ hr\. ago (re)
///   $ enum Berry: straw,
///   >   blue
/// ```
///
/// A `% key=value ...` line sets `width`, `color` (never, ansi16, ansi256, truecolor), `now`
/// and `locale`. An expected line ending in ` (re)` is a regular expression (``LinearRegex``'s
/// dialect, matched against the whole line); one ending in ` (glob)` matches `*` and `?`; one
/// ending in ` (esc)` is exact text with escapes (see ``TranscriptLine``), which is how an
/// update writes an output line that would otherwise read as something else. Standard error is
/// interleaved with standard output, and diagnostics number the commands 1, 2, 3... as the lines
/// of the script they form.
public struct Transcript: Sendable {
    public enum Item: Sendable {
        /// Commentary or a settings line, kept as written.
        case text(String)
        /// A command (its lines joined by line breaks), the 1-based number of its first line, and
        /// the expected output lines (without indent).
        case command(String, line: Int, expected: [String])
    }

    public var items: [Item]
    public var settings: [String: String]

    public static let commandPrefix = "  $ "
    /// Starts each later line of a command, as in cram.
    public static let continuationPrefix = "  > "
    public static let outputPrefix = "  "

    /// Reads a transcript's text. Never fails: anything unrecognised is commentary.
    public static func parse(_ text: String) -> Transcript {
        var items: [Item] = []
        var settings: [String: String] = [:]
        var lines = TextLines.of(text).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var i = 0
        while i < lines.count {
            let line = lines[i]
            if line.hasPrefix(commandPrefix) {
                var command = String(line.dropFirst(commandPrefix.count))
                let number = i + 1
                var expected: [String] = []
                i += 1
                while i < lines.count, lines[i].hasPrefix(continuationPrefix) {
                    command += "\n" + lines[i].dropFirst(continuationPrefix.count)
                    i += 1
                }
                while i < lines.count, lines[i].hasPrefix(outputPrefix) || lines[i] == " ",
                    !lines[i].hasPrefix(commandPrefix)
                {
                    expected.append(String(lines[i].dropFirst(min(outputPrefix.count, lines[i].count))))
                    i += 1
                }
                items.append(.command(command, line: number, expected: expected))
                continue
            }
            if line.hasPrefix("% ") {
                for pair in line.dropFirst(2).split(separator: " ") {
                    let kv = pair.split(separator: "=", maxSplits: 1)
                    if kv.count == 2 { settings[String(kv[0])] = String(kv[1]) }
                }
            }
            items.append(.text(line))
            i += 1
        }
        return Transcript(items: items, settings: settings)
    }

    /// The transcript written back with the given actual output per command. Expected lines
    /// that matched by pattern are kept, so an update never loses a `(re)` or `(glob)`.
    public func rendered(actual: [[String]]) -> String {
        var out = ""
        var k = 0
        for item in items {
            switch item {
            case .text(let t):
                out += t + "\n"
            case .command(let c, _, let expected):
                out += Self.commandPrefix + c.replacingAll("\n", with: "\n" + Self.continuationPrefix) + "\n"
                let got = k < actual.count ? actual[k] : []
                k += 1
                if Self.matches(expected: expected, actual: got) {
                    for l in expected { out += (l.isEmpty ? " " : Self.outputPrefix + l) + "\n" }
                } else {
                    for l in got { out += TranscriptLine.outputLine(l) + "\n" }
                }
            }
        }
        return out
    }

    /// A `(re)` line whose pattern does not compile: its 1-based line and column in the file.
    public struct PatternError: Error, Equatable, Sendable {
        public var line: Int
        public var column: Int
        public var message: String

        /// `12:5: error: invalid pattern: unmatched ')'`.
        public var description: String { "\(line):\(column): error: invalid pattern: \(message)" }
    }

    /// Every `(re)` line whose pattern is not in the dialect of ``LinearRegex``, in file order.
    public var patternErrors: [PatternError] {
        var errors: [PatternError] = []
        for item in items {
            guard case .command(let command, let first, let expected) = item else { continue }
            let line = first + command.utf8.count { $0 == 0x0A }
            for (offset, e) in expected.enumerated() {
                guard let (marker, body) = TranscriptLine.Marker.of(e), marker == .re else { continue }
                do {
                    _ = try LinearRegex(String(body))
                } catch {
                    errors.append(
                        PatternError(
                            line: line + 1 + offset, column: Self.outputPrefix.count + error.column,
                            message: error.message))
                }
            }
        }
        return errors
    }

    /// Whether actual output lines satisfy expected lines (exact, `(re)` or `(glob)`).
    public static func matches(expected: [String], actual: [String]) -> Bool {
        guard expected.count == actual.count else { return false }
        for (e, a) in zip(expected, actual) where !lineMatches(expected: e, actual: a) { return false }
        return true
    }

    /// A line with a marker means only what its marker says (an ` (esc)` line its unescaped
    /// text), so a line written by ``TranscriptLine/outputLine(_:)`` matches exactly what was printed.
    static func lineMatches(expected e: String, actual a: String) -> Bool {
        guard let (marker, body) = TranscriptLine.Marker.of(e) else { return e == a }
        switch marker {
        case .esc: return TranscriptLine.unescaped(body) == a
        case .re:
            // NB: an invalid pattern matches nothing; ``patternErrors`` says where it is wrong.
            guard let regex = try? LinearRegex(String(body)) else { return false }
            return regex.matches(a)
        case .glob: return glob(Array(body), Array(a))
        }
    }

    /// `*` matches any run of characters, `?` one; `\*` and `\?` match themselves.
    static func glob(_ p: [Character], _ s: [Character]) -> Bool {
        var pi = 0
        var si = 0
        var star = -1
        var mark = 0
        while si < s.count {
            if pi < p.count, p[pi] == "\\", pi + 1 < p.count, p[pi + 1] == s[si] {
                pi += 2
                si += 1
            } else if pi < p.count, p[pi] == "?" || (p[pi] == s[si] && p[pi] != "*" && p[pi] != "\\") {
                pi += 1
                si += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi
                mark = si
                pi += 1
            } else if star >= 0 {
                pi = star + 1
                mark += 1
                si = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
