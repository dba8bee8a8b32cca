import Foundation
import TestSupport
import Testing
import TileShell
import TileSystem

@testable import TileRunner

@Suite struct ScriptRunnerTests {
    func text(_ sink: OutputSink) -> String { String(decoding: sink.bytes, as: UTF8.self) }

    @Test func fanOutThroughSourceStopsAtTheBudgetNamingTheChain() throws {
        let dir = try Scratch()
        for i in 1...20 {
            try dir.write("f\(i).tsh", Array("source f\(i + 1).tsh\nsource f\(i + 1).tsh\n".utf8))
        }
        try dir.write("f21.tsh", Array("set price 1\n".utf8))
        for mode in [RunMode.run, .check] {
            let sink = OutputSink()
            var runner = ScriptRunner.inMemory(sink, mode: mode)
            runner.maxSourcedLines = 1000
            let first = runner.run(SourceLine(source: "<stdin>", lineNumber: 1, text: "source \(dir.file("f1.tsh"))"))
            #expect(first == (mode == .check))
            let errors = runner.errorCount
            #expect(errors == 1)
            let shown = text(sink)
            #expect(shown.contains("error: 'source' ran more than 1000 lines for one command (the limit): "))
            #expect(shown.contains("f1.tsh → \(dir.path)/f2.tsh → "))
            // The chain ends at the file that ran out, named once.
            let chain = shown.split(separator: "\n").first.map(String.init) ?? ""
            let last = chain.components(separatedBy: " → ").suffix(2)
            #expect(last.count == 2 && last.first != last.last, "\(chain)")
            // The budget is per top-level command: the next one runs.
            let second = runner.run(SourceLine(source: "<stdin>", lineNumber: 2, text: "source \(dir.file("f20.tsh"))"))
            #expect(second)
        }
    }

    @Test func keepGoingRunsTheRestOfTheLine() {
        let sink = OutputSink()
        var runner = ScriptRunner.inMemory(sink, mode: .keepGoing)
        _ = runner.run(SourceLine(source: "<stdin>", lineNumber: 1, text: "pick unit zz; pick unit hour; show unit"))
        let shown = text(sink)
        #expect(shown.contains("'zz' is not a case of TimeUnit"))
        #expect(shown.contains("✓ hour"))
        let errors = runner.errorCount
        #expect(errors == 1)
    }

    @Test func checkReportsEveryErrorOfALine() {
        let sink = OutputSink()
        var runner = ScriptRunner.inMemory(sink, mode: .check)
        _ = runner.run(SourceLine(source: "<stdin>", lineNumber: 1, text: "pick unit zz; show nope; pick unit hour"))
        let errors = runner.errorCount
        #expect(errors == 2, "\(text(sink))")
    }

    @Test func withoutKeepGoingTheLineStops() {
        let sink = OutputSink()
        var runner = ScriptRunner.inMemory(sink)
        let goOn = runner.run(SourceLine(source: "<stdin>", lineNumber: 1, text: "pick unit zz; show unit"))
        #expect(!goOn)
        #expect(!text(sink).contains("✓"), "\(text(sink))")
    }

    /// The recorder appends every sourced line to its file: sourcing that file fed it its own
    /// lines until the budget of a million sourced lines (the fuzzer's find).
    @Test func theFileBeingRecordedToIsNotSourced() throws {
        let dir = try Scratch()
        let sink = OutputSink()
        var runner = ScriptRunner.inMemory(sink)
        let path = dir.file("r.tsh")
        let line = "record \(path); tile orange 4; source \(path)"
        _ = runner.run(SourceLine(source: "<stdin>", lineNumber: 1, text: line))
        #expect(
            text(sink).contains("cannot source '\(path)' while recording to it; 'record stop' first"), "\(text(sink))")
        #expect(runner.errorCount == 1)
        _ = runner.run(SourceLine(source: "<stdin>", lineNumber: 2, text: "record stop"))
        let recorded = try String(contentsOfFile: path, encoding: .utf8)
        #expect(recorded.components(separatedBy: "tile orange 4").count == 2, "\(recorded)")
    }

    @Test func theCommandLineScriptTakesPartInCycleDetection() throws {
        let dir = try Scratch()
        let path = try dir.write("s.tsh", Array("source ./s.tsh\n".utf8))
        let sink = OutputSink()
        var runner = ScriptRunner.inMemory(sink)
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        runner.script = FileIdentity(fd: fd).map { (path, $0) }
        var reader = LineReader(fd: fd)
        let goOn = runner.run(reader: &reader, source: path)
        #expect(!goOn)
        #expect(text(sink).contains("error: source cycle: \(path) → \(dir.path)/./s.tsh"))
        let errors = runner.errorCount
        #expect(errors == 1)
    }

    @Test func theChooserAnswersTypedLinesButNotTheScriptsTheySource() throws {
        let dir = try Scratch()
        let script = try dir.write("p.tsh", Array("pick unit\n".utf8))
        let sink = OutputSink()
        var runner = ScriptRunner.inMemory(sink)
        runner.atPrompt = true
        var asked: [(String, Int)] = []
        runner.chooser = { type, current in
            asked.append((type.name, current))
            return 1
        }
        let line = "record \(dir.file("r.tsh")); pick unit; show unit; record stop"
        let picked = runner.run(SourceLine(source: "<stdin>", lineNumber: 1, text: line))
        #expect(picked)
        #expect(asked.count == 1 && asked.first?.0 == "TimeUnit" && asked.first?.1 == 0)
        #expect(text(sink).hasPrefix("recording to "))
        #expect(text(sink).contains("\nunit = minute\n"))
        #expect(text(sink).contains("✓ minute"))
        #expect(try String(contentsOfFile: dir.file("r.tsh"), encoding: .utf8) == "pick unit minute\nshow unit\n")
        let undone = runner.run(SourceLine(source: "<stdin>", lineNumber: 2, text: "undo; show unit"))
        #expect(undone)
        #expect(text(sink).contains("✓ second"))
        let sourced = runner.run(SourceLine(source: "<stdin>", lineNumber: 3, text: "source \(script)"))
        #expect(!sourced)
        #expect(asked.count == 1)
        #expect(
            text(sink).contains("p.tsh:1:10: error: 'pick unit' needs a case; expected one of: second, minute, hour"))
    }

    @Test func quitIsWhyTheRunStoppedExceptUnderCheck() {
        for mode in [RunMode.run, .keepGoing, .check] {
            let sink = OutputSink()
            var runner = ScriptRunner.inMemory(sink, mode: mode)
            let goOn = runner.run(SourceLine(source: "<stdin>", lineNumber: 1, text: "quit; show unit"))
            #expect(goOn == (mode == .check))
            let reason = runner.stopReason
            #expect(reason == (mode == .check ? nil : .quit))
            runner.clearInterrupt()
            let kept = runner.stopReason
            #expect(kept == reason)
            let status = runner.exitStatus
            #expect(status == 0)
        }
    }
}
