import LessonInterpreter
import SwiftLesson
import TestSupport
import Testing
import TilePicture
import TileRunner
import TileShell
import TileSystem
import TileTree

/// A lesson file that builds huge texts (a 203-byte file doubling a string 17 times) is drawn
/// within the layout's budget in every output format, and each says which limit it met.
@Suite struct LessonLayoutBudgetTests {
    /// `rows` texts of a 786 KB string.
    static func file(rows: Int) -> SourceFile {
        SourceFile(
            path: "Big.swift",
            text: """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        var s = "abcdef"
                        for _ in 0..<17 { s = s + s }
                        return VStack { ForEach(0..<\(rows)) { _ in Text(s) } }
                    }
                }
                #Preview { V() }

                """)
    }

    /// Every way a run draws: text, json and layout, and each picture format in both looks.
    static let formats: [(OutputFormat, ExportFormat?, PictureOptions.Look)] = [
        (.text, nil, .swiftui), (.json, nil, .swiftui), (.layout, nil, .swiftui), (.text, .svg, .swiftui),
        (.text, .html, .swiftui), (.text, .png, .swiftui), (.text, .svg, .terminal), (.text, .png, .terminal),
    ]

    static func run(
        _ file: SourceFile, _ format: (OutputFormat, ExportFormat?, PictureOptions.Look),
        canvas: LessonRun.CanvasChoice, budget: LayoutBudget = .standard
    ) -> (status: Int32, out: [UInt8], err: String) {
        var run = LessonRun()
        run.format = format.0
        run.picture = format.1
        run.pictureOptions.look = format.2
        run.canvas = canvas
        run.budget = budget
        let out = OutputSink()
        let err = OutputSink()
        let formatting = LessonShellFormatting(
            environment: Environment(now: Instant(seconds: 0), formatter: PlainFormatting()))
        let status = run.run([file], formatting: formatting, out: out, err: err)
        return (status, out.bytes, String(decoding: err.bytes, as: UTF8.self))
    }

    static let canvases: [LessonRun.CanvasChoice] = [.device(.iPhone15), .fit]

    /// 1 000 rows: refused while the tree is flattened, before any text is measured.
    @Test(arguments: 0..<formats.count)
    func textsThatHoldTooMuchAreRefusedInEveryFormat(_ index: Int) {
        for canvas in Self.canvases {
            let r = Self.run(Self.file(rows: 1000), Self.formats[index], canvas: canvas)
            #expect(r.status == 1)
            #expect(
                r.err.hasPrefix(
                    "tileshell: error: preview 'Preview': the view is too large to draw: its texts take more than "
                        + "\(LayoutBudget.heldTextBytes) bytes to measure (each text is cut at 4096 bytes)\n"),
                "\(Self.formats[index]) \(canvas): \(r.err)")
            #expect(r.out.isEmpty)
        }
    }

    /// 100 rows hold 400 KB once cut: each format meets the step limit at the same step and says so.
    @Test(arguments: 0..<formats.count)
    func everyFormatStopsAtTheStepLimit(_ index: Int) {
        for canvas in Self.canvases {
            let budget = LayoutBudget(textBytes: .max, steps: 50)
            let r = Self.run(Self.file(rows: 100), Self.formats[index], canvas: canvas, budget: budget)
            #expect(r.status == 1)
            #expect(
                r.err.hasPrefix(
                    "tileshell: error: preview 'Preview': the view is too large to draw: laying it out takes more than 50 steps\n"
                ), "\(Self.formats[index]) \(canvas): \(r.err)")
        }
    }

    /// `.font(.system(size: .infinity))` drew as SVG and failed as PNG: now every format gives the
    /// same error, at its place, before anything is drawn.
    @Test func aNonFiniteNumberIsTheSameErrorInEveryFormat() {
        let file = SourceFile(
            path: "Inf.swift", text: "import SwiftUI\n#Preview { Text(\"Hi\").font(.system(size: .infinity)) }\n")
        var seen: Set<String> = []
        for format in Self.formats {
            for canvas in Self.canvases {
                let r = Self.run(file, format, canvas: canvas)
                #expect(r.status == 1, "\(format) \(canvas)")
                seen.insert(r.err.split(separator: "\n").first.map(String.init) ?? "")
            }
        }
        #expect(seen == ["Inf.swift:2:28: error: expected a finite number from -1000000 to 1000000, found 'inf'"])
    }

    /// A 16 000 pt square on a fitted canvas is within the side limit and past the area: refused
    /// before rsvg-convert runs (it took 9.9 s and 1.02 GB).
    @Test func aPNGPastTheAreaLimitIsRefusedBeforeTheRasterizer() {
        let file = SourceFile(
            path: "Big.swift", text: "import SwiftUI\n#Preview { Color.red.frame(width: 16000, height: 16000) }\n")
        let r = Self.run(file, (.text, .png, .swiftui), canvas: .fit)
        #expect(r.status == 1)
        #expect(
            r.err
                == "tileshell: error: cannot write the picture to '<stdout>': the picture would be 16040 × 16040 pixels, "
                + "257281600 in all, over the PNG limit of 16777216 pixels in all\n")
    }

    /// The same 100 rows in the standard budget: a text is cut, and the budget of text measured
    /// is met where a format measures past it.
    @Test func aLongTextIsDrawnCut() {
        let r = Self.run(Self.file(rows: 1), Self.formats[0], canvas: .device(.iPhone15))
        #expect(r.status == 0, "\(r.err)")
        let text = String(decoding: r.out, as: UTF8.self)
        #expect(text.contains("…"))
        #expect(r.out.count < 20_000)
    }
}
