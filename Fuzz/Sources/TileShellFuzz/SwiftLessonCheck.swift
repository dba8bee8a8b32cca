import LessonInterpreter
import SwiftLesson
import TileTree

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

/// Formatting with fixed text: the fuzzer checks the evaluator, not Foundation.
struct FuzzFormatting: LessonFormatting {
    func currency(_ amount: Double, code: String) -> String { "\(code) \(amount)" }
    func relativeDate(secondsFromNow: Double) -> String { "\(secondsFromNow) s" }
}

/// The input opened as a lesson (`tileshell File.swift`): evaluation ends within its budgets,
/// every message points inside the file and is plain, and each preview lays out and draws in
/// cells without a trap.
func checkSwiftLessonEvaluation(_ text: String) {
    let file = SourceFile(path: "<fuzz>.swift", text: text)
    let result = Lesson.open([file], formatting: FuzzFormatting(), now: 0)
    for d in result.diagnostics {
        if d.diagnostic.range.start < 0 || d.diagnostic.range.end > file.bytes.count {
            fail("a lesson diagnostic points outside the file: \(d.diagnostic.range) in \(file.bytes.count) bytes")
        }
    }
    for line in result.messages { Invariants.plain(Array(line.utf8), width: nil, what: "lesson diagnostic") }
    for preview in result.previews {
        guard let engine = try? LayoutEngine(preview.tree, context: LayoutContext(measure: .points)) else { continue }
        _ = DeviceCanvas.iPhone15.place(engine)
        _ = preview.tree.drawCells(width: 40)
    }
}
