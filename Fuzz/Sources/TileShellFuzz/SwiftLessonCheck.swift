import LessonInterpreter
import SwiftLesson
import TilePicture
import TileRender
import TileRunner
import TileSystem
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
/// cells without a trap. Adds the evaluation's steps and the layout's work to `cost`.
func checkSwiftLessonEvaluation(_ text: String, cost: inout CostMeter) -> Bool {
    let file = SourceFile(path: "<fuzz>.swift", text: text)
    let result = Lesson.open([file], formatting: FuzzFormatting(), now: 0)
    cost.steps += result.steps
    if result.steps > Lesson.stepLimit + 1 {
        fail("an evaluation was charged \(result.steps) steps, past its budget of \(Lesson.stepLimit)")
    }
    for d in result.diagnostics {
        if d.diagnostic.range.start < 0 || d.diagnostic.range.end > file.bytes.count {
            fail("a lesson diagnostic points outside the file: \(d.diagnostic.range) in \(file.bytes.count) bytes")
        }
    }
    for line in result.messages { Invariants.plain(Array(line.utf8), width: nil, what: "lesson diagnostic") }
    for preview in result.previews {
        guard let engine = try? LayoutEngine(preview.tree, context: LayoutContext(measure: .points)) else { continue }
        // NB: a preview past the layout's budget is an error every format reports; nothing to cost.
        guard let placed = try? DeviceCanvas.iPhone15.place(engine) else { continue }
        cost.viewsPlaced += placedViews(placed)
        var painter: any Painter = CostPainter()
        guard (try? engine.draw(proposal: ProposedSize(DeviceCanvas.iPhone15.size), into: &painter)) != nil else {
            continue
        }
        if let p = painter as? CostPainter {
            cost.viewsPainted += p.views
            cost.textBytesPainted += p.textBytes
        }
        let canvas = preview.tree.drawCells(width: 40)
        cost.bytesDrawn += canvas.width * canvas.height
    }
    return !result.previews.isEmpty
}

/// The views in a placed tree.
func placedViews(_ node: LaidOutNode) -> Int {
    var n = 0
    var pending = [node]
    while let next = pending.popLast() {
        n += 1
        pending += next.children
    }
    return n
}

/// `tileshell File.swift` as the command line runs it, in the output `mode` picks (text, colour,
/// `--format layout`, `--check`, an SVG or HTML picture), on the canvas the input's first line
/// names when it is a `--canvas` value (else the phone, or `fit` for odd `mode`s).
func checkLessonRun(_ text: String, firstLine: String, width: Int, mode: Int) {
    var run = LessonRun()
    run.width = width
    run.canvas = LessonRun.CanvasChoice(flag: firstLine) ?? (mode & 1 != 0 ? .fit : .device(.iPhone15))
    switch mode % 6 {
    case 0: run.format = .text
    case 1: run.depth = .truecolor
    case 2: run.format = .layout
    case 3: run.check = true
    case 4: run.picture = .svg
    default:
        run.picture = .html
        run.pictureOptions = PictureOptions(look: .terminal, theme: .dark, frame: true, title: firstLine)
    }
    let out = OutputSink()
    let err = OutputSink()
    _ = run.run([SourceFile(path: "<fuzz>.swift", text: text)], formatting: FuzzFormatting(), out: out, err: err)
    Invariants.plain(err.bytes, width: nil, what: "a lesson run's errors")
    switch mode % 6 {
    case 1: Invariants.colored(out.bytes, width: nil, what: "a lesson drawn in colour")
    case 2: Invariants.json(out.bytes, what: "a lesson's --format layout")
    default: Invariants.plain(out.bytes, width: nil, what: "a lesson run's output")
    }
}
