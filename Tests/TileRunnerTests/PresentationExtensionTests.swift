import Foundation
import TestSupport
import Testing
import TilePicture
import TileRender
import TileRunner
import TileShell
import TileTree

/// A presentation the shell does not have, declared in this file and registered by one line (an
/// extended table given to the shell): `show`, JSON, `explain`, both picture looks and the Swift
/// export all read it from the table.
@Suite struct PresentationExtensionTests {
    /// A level out of five as a row of marks: `var level: Int = 3 as gauge`.
    struct GaugePresentation: Presentation {
        var name: PresentationName { PresentationName(rawValue: "gauge") }

        func accepts(_ type: ValueType) -> Bool { type == .int }

        func view(of b: Binding, value: Value, session: Session, environment: Environment) -> ShellView? {
            guard case .int(let level) = value else { return nil }
            return .other(GaugeView(level: level))
        }

        func viewName(of b: Binding, in explainer: Explainer) -> String { "Gauge(level:), five marks" }

        func reason(of b: Binding, value: Value, in explainer: Explainer) -> [String]? {
            guard case .int(let level) = value else { return nil }
            return ["\(b.name) is \(level), so \(GaugeView(level: level).filled) of 5 marks are filled"]
        }

        func initializer(of b: Binding) -> String { "Gauge(level:)" }

        func swiftLines(
            of b: ExportPlan.BindingPlan, pickerStyle: PickerStyle, into source: inout DrawnViewSource
        ) -> [String] {
            source.declare(
                """
                struct Gauge: View {
                  var level: Int
                  var body: some View { Text("level \\(level)").font(.caption) }
                }
                """)
            return ["Gauge(level: \(b.reference))"]
        }
    }

    /// The gauge's view: the marks as caption text.
    struct GaugeView: TileShellView {
        var level: Int
        var filled: Int { min(5, max(0, level)) }
        var marks: String { String(repeating: "#", count: filled) + String(repeating: "-", count: 5 - filled) }

        func json() -> [JSONValue] { [.object([("view", .string("gauge")), ("level", .int(level))])] }
        func plainTrees() -> [ViewNode] { [ViewNode.text(marks).font(.caption)] }
        func accessibleLabels() -> [String] { ["gauge at \(filled) of 5"] }
        func draw(width: Int) -> Canvas { plainTree.drawCells(width: width) }
    }

    static let table = PresentationTable.standard.adding(GaugePresentation())

    static func shell(_ script: String, table: PresentationTable = Self.table) -> (
        Shell, output: String, errors: [String]
    ) {
        var shell = Shell(
            environment: Environment(now: Instant(seconds: 0), formatter: PlainFormatting()), presentations: table)
        var output: [UInt8] = []
        var errors: [String] = []
        for (n, line) in script.split(separator: "\n").enumerated() {
            let outcome = shell.run(SourceLine(source: "<test>", lineNumber: n + 1, text: String(line))) {
                output += $0
            }
            if case .failed(let d, _) = outcome { errors.append(d.formatted()) }
        }
        return (shell, String(decoding: output, as: UTF8.self), errors)
    }

    static func document(_ shell: Shell, _ format: ExportFormat, look: PictureLook = .terminal) -> String {
        let request = ExportRequest(path: "x." + format.rawValue, format: format, scope: .all, look: look)
        switch Exporter.document(request, shell: shell) {
        case .success(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .failure(let error): return "failed: " + error.message
        }
    }

    @Test func theStandardTableDoesNotKnowTheGauge() {
        let (_, _, errors) = Self.shell("var level: Int = 3 as gauge", table: .standard)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("gauge") == true)
    }

    @Test func theGaugeAcceptsOnlyItsTypes() {
        let (_, _, errors) = Self.shell("var word: String = \"a\" as gauge")
        #expect(errors.first?.contains("view 'gauge' cannot show a String") == true)
    }

    @Test func showDrawsTheGaugeInTheTerminal() {
        let (_, output, errors) = Self.shell("var level: Int = 3 as gauge\nshow level")
        #expect(errors.isEmpty)
        #expect(output == "###--\n")
    }

    @Test func jsonIsTheGaugeViews() {
        var (shell, _, _) = Self.shell("var level: Int = 3 as gauge")
        shell.outputFormat = .json
        var bytes: [UInt8] = []
        _ = shell.run(SourceLine(source: "<test>", lineNumber: 2, text: "show level")) { bytes += $0 }
        #expect(String(decoding: bytes, as: UTF8.self) == "{\"view\":\"gauge\",\"level\":3}\n")
    }

    @Test func explainSaysWhatTheGaugeIs() {
        let (_, output, errors) = Self.shell("var level: Int? = 3 as gauge\nexplain level\nunset level\nexplain level")
        #expect(errors.isEmpty)
        #expect(output.contains("view: Gauge(level:), five marks"))
        #expect(output.contains("level is 3, so 3 of 5 marks are filled"))
        #expect(output.contains("level is nil, so Gauge(level:) is nil and nothing is drawn"))
    }

    @Test(arguments: [PictureLook.terminal, .swiftui])
    func bothPictureLooksDrawTheGauge(look: PictureLook) {
        let (shell, _, _) = Self.shell("var level: Int = 3 as gauge\nshow level")
        let svg = Self.document(shell, .svg, look: look)
        #expect(svg.contains("<svg"))
        #expect(svg.contains("###--"))
        #expect(svg.contains("gauge at 3 of 5"))
    }

    @Test func theSwiftExportCallsTheGaugeAndDeclaresItOnce() {
        let (shell, _, _) = Self.shell("var level: Int = 3 as gauge\nshow level\nset level 4\nshow level")
        let swift = Self.document(shell, .swift)
        #expect(swift.contains("Gauge(level: level)"))
        #expect(swift.components(separatedBy: "struct Gauge: View {").count == 2)
        #expect(swift.contains("@State private var level: Int"))
    }

    @Test func aSavedSessionLoadsTheGaugeBackByName() throws {
        let (shell, _, _) = Self.shell("var level: Int = 3 as gauge")
        let text = SessionFile.encode(shell.session)
        #expect(text.contains("var level: Int = 3 as gauge"))
        let loaded = try SessionFile.decode(text, source: "s.tss", now: Instant(seconds: 0), presentations: Self.table)
            .get()
        #expect(loaded.binding(named: "level")?.presentation.name.rawValue == "gauge")
        #expect(throws: Diagnostic.self) {
            try SessionFile.decode(text, source: "s.tss", now: Instant(seconds: 0)).get()
        }
    }

    @Test func completionOffersTheGaugeAfterAs() {
        let line = "var level: Int as ga"
        let (shell, _, _) = Self.shell("")
        let offered = Completer.complete(
            line: line, cursor: line.utf8.count, session: shell.session, presentations: Self.table
        ).candidates.map(\.text)
        #expect(offered == ["gauge"])
        let standard = Completer.complete(line: line, cursor: line.utf8.count, session: shell.session)
        #expect(standard.candidates.isEmpty)
    }

    /// The export with the gauge type-checks against the SwiftUI stand-in, as the seeds' exports do.
    @Test func theSwiftExportWithTheGaugeTypeChecks() throws {
        let (shell, _, _) = Self.shell("var level: Int = 3 as gauge\nshow level")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gauge-export-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let standIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SwiftUIStandIn/SwiftUI.swift")
        let export = folder.appendingPathComponent("Export.swift")
        try Self.document(shell, .swift).write(to: export, atomically: true, encoding: .utf8)
        let module = try Self.swiftc([
            "-emit-module", "-parse-as-library", "-module-name", "SwiftUI", "-emit-module-path",
            folder.appendingPathComponent("SwiftUI.swiftmodule").path, standIn.path,
        ])
        #expect(module == "")
        #expect(try Self.swiftc(["-typecheck", "-swift-version", "5", "-I", folder.path, export.path]) == "")
    }

    /// What `swiftc` says, with its exit status when it fails; "" when it succeeds quietly.
    static func swiftc(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        return process.terminationStatus == 0 && output.isEmpty ? "" : "exit \(process.terminationStatus)\n" + output
    }
}
