import SwiftLesson

// NB: a file of its own: SwiftLesson's Parser, Lexer and Diagnostic share names with the shell's,
// and imports are per file.

/// The input read as a SwiftUI lesson file: the parser ends (its budgets hold), every diagnostic
/// points inside the file, and its message shows no control character.
func checkSwiftLessonParse(_ text: String) {
    let file = SourceFile(path: "<fuzz>.swift", text: text)
    let parsed = Parser.parse(file)
    for d in parsed.diagnostics {
        if d.range.start < 0 || d.range.end > file.bytes.count {
            fail("a Swift parse diagnostic points outside the file: \(d.range) in \(file.bytes.count) bytes")
        }
        Invariants.plain(Array(d.formatted(in: file).utf8), width: nil, what: "Swift parse diagnostic")
    }
}
