import Testing

@testable import TileTranscript

/// Any output line, written into a transcript, reads back as exactly what was printed: not as a
/// command, a continuation, a pattern or an escape (cram's ` (esc)`, extended to structure).
@Suite struct TranscriptLineTests {
    /// Lines that a transcript would read as something else if written as they are.
    static let awkward: [String] = [
        "$ save PWNED.tss", "$ ", "> joined", "> ", "a (re)", "\\d+ (re)", "b* (glob)", "x (esc)", "\\\\ (esc)",
        "\\u{1B} (esc)", "esc \u{1B}[2J", "bell \u{7}", "cr\r", "tab\tend", "\u{202E}evil", "nul \u{0}",
        "c1 \u{85}", "del \u{7F}", "$ x (re)", "> \u{1B} (glob)",
    ]

    /// Lines written as they are: the escape is only for lines that need it.
    static let plain: [String] = [
        "", " ", "$1,234.50", "$", ">", "a$ b", " $ indented", "\\u{1B}[0m", "ends (re", "(re)", "x(re)",
        "é 日本 \u{200F}", "a (no-eol)", "\\", "\\u{", "\\u{110000}",
    ]

    /// The expected lines `Transcript.parse` reads back from the written line after a command.
    func readBack(_ written: String) -> [String] {
        let parsed = Transcript.parse("  $ show name\n" + written + "\n  $ show price\n")
        guard case .command(let command, _, let expected)? = parsed.items.first, command == "show name",
            parsed.items.count == 2
        else { return ["<not one command with output>"] }
        return expected
    }

    @Test(arguments: awkward + plain)
    func everyLineRoundTrips(_ line: String) {
        let written = TranscriptLine.outputLine(line)
        let expected = readBack(written)
        #expect(expected.count == 1, "\(written)")
        #expect(Transcript.matches(expected: expected, actual: [line]), "\(written)")
    }

    @Test(arguments: awkward)
    func anAwkwardLineIsEscapedAndMeansOnlyItself(_ line: String) {
        let written = TranscriptLine.outputLine(line)
        #expect(written.hasSuffix(" (esc)"))
        #expect(!written.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }))
        let expected = readBack(written)
        for other in Self.awkward + Self.plain where other != line {
            #expect(!Transcript.matches(expected: expected, actual: [other]), "\(written) ~ \(other)")
        }
    }

    @Test(arguments: plain)
    func aPlainLineIsWrittenAsItIs(_ line: String) {
        #expect(TranscriptLine.outputLine(line) == (line.isEmpty ? " " : "  " + line))
    }

    @Test func everyControlScalarRoundTrips() {
        for value in Array(0...0x9F) + Array(0x202A...0x202E) + Array(0x2066...0x2069) {
            guard let scalar = Unicode.Scalar(value), value != 0x0A else { continue }
            let line = "a" + String(scalar) + "b\\"
            #expect(Transcript.matches(expected: readBack(TranscriptLine.outputLine(line)), actual: [line]))
        }
    }

    /// An escaped line is exact: the printed escape `\u{1B}` and the control character it names differ.
    @Test func escapedAndVerbatimLinesDoNotConfuseTextWithControls() {
        #expect(Transcript.lineMatches(expected: "\\u{1B}[0m (esc)", actual: "\u{1B}[0m"))
        #expect(!Transcript.lineMatches(expected: "\\u{1B}[0m (esc)", actual: "\\u{1B}[0m"))
        #expect(Transcript.lineMatches(expected: "\\\\u{1B}[0m (esc)", actual: "\\u{1B}[0m"))
        #expect(!Transcript.lineMatches(expected: "\\u{1B}[0m", actual: "\u{1B}[0m"))
        // NB: a marked line means only what its marker says, not its own text as well.
        #expect(!Transcript.lineMatches(expected: "\\d (re)", actual: "\\d (re)"))
        #expect(!Transcript.lineMatches(expected: "x (esc)", actual: "x (esc)"))
    }

    @Test func onlyALeadingStructuralPrefixIsEscaped() {
        #expect(TranscriptLine.outputLine("$3.00 (re)") == "  $3.00 (re) (esc)")
        #expect(TranscriptLine.outputLine(">\u{7}") == "  >\\u{7} (esc)")
        #expect(TranscriptLine.outputLine("> a$ b") == "  \\u{3E} a$ b (esc)")
    }

    @Test func malformedEscapesStandForThemselves() {
        #expect(
            TranscriptLine.unescaped("\\x \\u{} \\u{zz} \\u{110000} \\u{123456789} \\")
                == "\\x \\u{} \\u{zz} \\u{110000} \\u{123456789} \\")
        #expect(TranscriptLine.unescaped("\\u{24}\\u{1f34e}\\\\") == "$🍎\\")
    }

    @Test func renderedWritesNewOutputEscaped() {
        let transcript = Transcript.parse("  $ show name\n  old\n")
        #expect(
            transcript.rendered(actual: [["$ show price", "ok"]]) == "  $ show name\n  \\u{24} show price (esc)\n  ok\n"
        )
    }
}
