import Testing

@testable import TileTranscript

/// The `(re)` matcher of transcripts: its dialect, its errors, and its linear cost.
@Suite struct LinearRegexTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var pattern: String
        var text: String
        var matches: Bool
        var testDescription: String { "\(pattern) ~ \(text)" }
    }

    static let rows: [Row] = [
        Row(pattern: #"\d+ hr\. ago"#, text: "3 hr. ago", matches: true),
        Row(pattern: #"\d+ hr\. ago"#, text: "3 hrs ago", matches: false),
        Row(pattern: "abc", text: "abc", matches: true),
        // The whole line must match, as Swift's `wholeMatch` did.
        Row(pattern: "abc", text: "xabc", matches: false),
        Row(pattern: "abc", text: "abcx", matches: false),
        Row(pattern: "a.c", text: "a✓c", matches: true),
        Row(pattern: "a.c", text: "ac", matches: false),
        Row(pattern: "[a-c]+", text: "abccba", matches: true),
        Row(pattern: "[a-c]+", text: "abd", matches: false),
        Row(pattern: "[^0-9]*", text: "no digits", matches: true),
        Row(pattern: "[^0-9]*", text: "one 1", matches: false),
        Row(pattern: "[]a]+", text: "]a]", matches: true),
        Row(pattern: #"[\]\-]+"#, text: "-]", matches: true),
        Row(pattern: "[a-]+", text: "a-", matches: true),
        Row(pattern: #"[\d.]+"#, text: "1.5", matches: true),
        Row(pattern: #"\w+"#, text: "snake_case9", matches: true),
        Row(pattern: #"\w+"#, text: "a-b", matches: false),
        Row(pattern: #"\s*x\s*"#, text: "  x\t", matches: true),
        Row(pattern: #"\D\W\S"#, text: "a-b", matches: true),
        Row(pattern: #"\D"#, text: "1", matches: false),
        Row(pattern: #"\(\)\\\.\*\+\?\[\{\|\^\$"#, text: #"()\.*+?[{|^$"#, matches: true),
        Row(pattern: "(ab)+", text: "ababab", matches: true),
        Row(pattern: "(?:ab)+", text: "abab", matches: true),
        Row(pattern: "(ab)+", text: "aba", matches: false),
        Row(pattern: "cat|dog", text: "dog", matches: true),
        Row(pattern: "cat|dog", text: "cow", matches: false),
        Row(pattern: "a(b|c|)d", text: "ad", matches: true),
        Row(pattern: "colou?r", text: "color", matches: true),
        Row(pattern: "x*", text: "", matches: true),
        Row(pattern: "", text: "", matches: true),
        Row(pattern: "", text: "a", matches: false),
        Row(pattern: "a{3}", text: "aaa", matches: true),
        Row(pattern: "a{3}", text: "aaaa", matches: false),
        Row(pattern: "a{2,}", text: "aaaaa", matches: true),
        Row(pattern: "a{2,}", text: "a", matches: false),
        Row(pattern: "a{1,3}b", text: "aaab", matches: true),
        Row(pattern: "a{1,3}b", text: "aaaab", matches: false),
        Row(pattern: "a{0}b", text: "b", matches: true),
        Row(pattern: "^abc$", text: "abc", matches: true),
        Row(pattern: "a^b", text: "ab", matches: false),
        Row(pattern: "(a+)+$", text: String(repeating: "a", count: 20) + "!", matches: false),
        Row(pattern: "(a*)*b", text: "aaab", matches: true),
        Row(pattern: "é", text: "e\u{301}", matches: true),
        Row(pattern: #"\d"#, text: "٣", matches: true),
    ]

    @Test(arguments: rows)
    func dialect(_ row: Row) throws {
        #expect(try LinearRegex(row.pattern).matches(row.text) == row.matches)
    }

    /// Where the dialect and Swift's `Regex` overlap, they agree.
    /// NB: not the rows that make a backtracking engine take minutes, nor `[]a]`, which Swift's
    /// `Regex` reads differently.
    @Test(arguments: rows.filter { !["a^b", "(a+)+$", "(a*)*b", "[]a]+"].contains($0.pattern) })
    func agreesWithSwiftRegex(_ row: Row) throws {
        let swift = try Regex(row.pattern)
        #expect((try swift.wholeMatch(in: row.text) != nil) == row.matches)
    }

    struct ErrorRow: CustomTestStringConvertible, Sendable {
        var pattern: String
        var column: Int
        var message: String
        var testDescription: String { pattern }
    }

    @Test(arguments: [
        ErrorRow(pattern: "ab)", column: 3, message: "unmatched ')'"),
        ErrorRow(pattern: "(ab", column: 4, message: "expected ')' to close the '(' at column 1"),
        ErrorRow(pattern: "[ab", column: 4, message: "expected ']' to close the '[' at column 1"),
        ErrorRow(pattern: "*a", column: 1, message: "nothing to repeat before '*'"),
        ErrorRow(pattern: "a|+", column: 3, message: "nothing to repeat before '+'"),
        ErrorRow(pattern: "^*", column: 1, message: "nothing to repeat before this"),
        ErrorRow(pattern: #"(a)\1"#, column: 4, message: #"unsupported escape '\1'; backreferences"#),
        ErrorRow(pattern: #"\b"#, column: 1, message: #"unsupported escape '\b'"#),
        ErrorRow(pattern: "a\\", column: 3, message: "expected a character after '\\'"),
        ErrorRow(pattern: "(?=a)", column: 1, message: "lookaround and group options are not supported"),
        ErrorRow(pattern: "a{", column: 3, message: "expected a count"),
        ErrorRow(pattern: "a{2", column: 4, message: "expected '}' to close the count at column 2"),
        ErrorRow(pattern: "a{3,2}", column: 2, message: "the count's maximum is below its minimum"),
        ErrorRow(pattern: "a{1001}", column: 3, message: "count above 1000"),
        ErrorRow(pattern: "a{99999999999999999999}", column: 3, message: "count above 1000"),
        ErrorRow(pattern: "[z-a]", column: 2, message: "range 'z-a' is backwards"),
        ErrorRow(pattern: #"[\d-z]"#, column: 2, message: "a range needs a character at each end"),
        ErrorRow(pattern: "(a{1000}){1000}", column: 1, message: "pattern too large"),
        ErrorRow(pattern: String(repeating: "(", count: 101), column: 101, message: "groups nest deeper than 100"),
    ])
    func errors(_ row: ErrorRow) {
        #expect {
            _ = try LinearRegex(row.pattern)
        } throws: { error in
            guard let e = error as? LinearRegex.SyntaxError else { return false }
            return e.column == row.column && e.message.hasPrefix(row.message)
        }
    }

    /// `(a+)+$` against twenty `a`s and `!` took 44 s in a backtracking engine; here the steps are
    /// bounded by the program's size times the input's length, whatever the pattern.
    @Test func costIsProgramSizeTimesInput() throws {
        let pathological: [(String, String)] = [
            ("(a+)+$", String(repeating: "a", count: 20) + "!"),
            ("(a+)+$", String(repeating: "a", count: 5000) + "!"),
            ("(a*)*(a*)*b", String(repeating: "a", count: 5000)),
            ("(a|aa)+c", String(repeating: "a", count: 5000)),
            ("(.*){1,30}x", String(repeating: "y", count: 2000)),
            ("(a{0,100}){0,10}b", String(repeating: "a", count: 3000)),
        ]
        for (pattern, text) in pathological {
            let regex = try LinearRegex(pattern)
            let steps = regex.steps(matching: text)
            let bound = 2 * regex.programSize * (text.count + 1)
            #expect(steps <= bound, "\(pattern): \(steps) steps > \(bound)")
            #expect(!regex.matches(text))
        }
        // The issue's case, as a figure: a few hundred steps, not 2^20 paths.
        let issueSteps = try LinearRegex("(a+)+$").steps(matching: String(repeating: "a", count: 20) + "!")
        #expect(issueSteps < 500, "\(issueSteps) steps")
    }

    /// Doubling the input doubles the steps (give or take the start), never squares them.
    @Test func stepsGrowLinearly() throws {
        let regex = try LinearRegex("(a+)+$")
        let small = regex.steps(matching: String(repeating: "a", count: 1000) + "!")
        let large = regex.steps(matching: String(repeating: "a", count: 2000) + "!")
        #expect(large <= 2 * small + 16)
    }

    @Test func transcriptUsesTheLinearMatcher() {
        #expect(
            Transcript.lineMatches(expected: #"(a+)+$ (re)"#, actual: String(repeating: "a", count: 40) + "!") == false)
        #expect(Transcript.lineMatches(expected: #"\d+ hr\. ago (re)"#, actual: "12 hr. ago"))
        #expect(Transcript.lineMatches(expected: "a( (re)", actual: "a(") == false)
    }

    @Test func transcriptNamesTheLineAndColumnOfABadPattern() {
        let transcript = Transcript.parse(
            """
            Intro
              $ show price
              $1.00
              [0-9 (re)
              $ tile apple 1
              ok (re)
              (a)\\1 (re)

            """)
        #expect(
            transcript.patternErrors.map(\.description) == [
                "4:7: error: invalid pattern: expected ']' to close the '[' at column 1",
                "7:6: error: invalid pattern: unsupported escape '\\1'; backreferences and other escapes are not supported",
            ])
    }
}
