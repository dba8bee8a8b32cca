import Foundation
import TestSupport
import Testing
import TileShell

@testable import TileRunner
@testable import TileSystem

/// Scripts and `-c` run entries of several lines, and their diagnostics name the physical line.
@Suite struct MultiLineScriptTests {
    func text(_ sink: OutputSink) -> String { String(decoding: sink.bytes, as: UTF8.self) }

    /// An enum on line 1, comments to line 9, and a tilekind from line 10 to 12 whose last
    /// colour is wrong.
    static let script =
        "enum Berry: straw, blue\n" + (2...9).map { "# line \($0)\n" }.joined()
        + "tilekind Berry:\n  straw \"Strawberries\" pink,\n  blue \"Blueberries\" nope\n"

    @Test func aScriptsDiagnosticNamesTheLineAndColumnOfTheToken() throws {
        let dir = try Scratch()
        let path = try dir.write("berries.tsh", Array(Self.script.utf8))
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        var reader = LineReader(fd: fd)
        let sink = OutputSink()
        var runner = ScriptRunner.inMemory(sink)
        let ran = runner.run(reader: &reader, source: "berries.tsh")
        #expect(!ran)
        #expect(text(sink).hasPrefix("berries.tsh:12:22: error: unknown colour 'nope'"), "\(text(sink))")
        #expect(text(sink).contains("\n  blue \"Blueberries\" nope\n                     ^~~~\n"))
    }

    @Test func commandLineTextRunsEntriesToo() {
        let sink = OutputSink()
        var runner = ScriptRunner.inMemory(sink)
        let ran = runner.run(text: Self.script, source: "<command-line>")
        #expect(!ran)
        #expect(text(sink).hasPrefix("<command-line>:12:22: error: unknown colour 'nope'"))

        let good = OutputSink()
        var second = ScriptRunner.inMemory(good)
        let fixed = Self.script.replacingOccurrences(of: "nope", with: "indigo")
        let fixedRan = second.run(text: fixed + "tile blue \\\n  2", source: "<command-line>")
        #expect(fixedRan)
        #expect(text(good).contains("Blueberries"), "\(text(good))")
    }

    @Test func aBackslashOnTheLastLineIsAnErrorThere() {
        let sink = OutputSink()
        var runner = ScriptRunner.inMemory(sink)
        let ran = runner.run(text: "show unit\nset name foo\\", source: "s")
        #expect(!ran)
        #expect(text(sink).contains("s:2:13: error: expected another line after '\\'"), "\(text(sink))")
    }

    @Test func recordWritesAnEntryThatReplaysAsOne() throws {
        let dir = try Scratch()
        let sink = OutputSink()
        var runner = ScriptRunner.inMemory(sink)
        let script = "record \(dir.file("rec.tsh"))\nenum Berry:\n  straw,\n  blue\nset name \\\n  Ada\nrecord stop\n"
        let ran = runner.run(text: script, source: "s")
        #expect(ran, "\(text(sink))")
        let recorded = String(decoding: dir.read("rec.tsh") ?? [], as: UTF8.self)
        #expect(recorded == "enum Berry:\n  straw,\n  blue\nset name \\\n  Ada\n")
    }
}

@Suite struct HistoryEntryTests {
    @Test func anEntryOfSeveralLinesIsOneItemAndTrimmingKeepsItWhole() throws {
        let dir = try Scratch()
        // The oldest entry spans three lines; trimming drops whole entries from the front.
        let entry = "tilekind Berry:\n  straw \"S\" pink,\n  blue \"B\" indigo"
        // With it the file holds `trimAt` entries: one more and it is trimmed to the newest `limit`.
        let last = HistoryFile.trimAt - 1
        let lines = entry + "\n" + (1...last).map { "set price \($0)\n" }.joined()
        let path = try dir.write("history", Array(lines.utf8), mode: 0o600)
        let history = HistoryFile(path: path, joining: ScriptEntries.init) { _ in }
        history.load()
        #expect(history.entries.count == HistoryFile.limit)
        #expect(history.entries.first == "set price \(last + 1 - HistoryFile.limit)")
        #expect(history.add(entry))
        #expect(history.entries.last == entry)
        let text = String(decoding: dir.read("history") ?? [], as: UTF8.self)
        #expect(text.hasPrefix("set price \(last + 2 - HistoryFile.limit)\n"))
        #expect(text.hasSuffix("set price \(last)\n" + entry + "\n"))
        // Read back, the entry is one item again.
        let again = HistoryFile(path: path, joining: ScriptEntries.init) { _ in }
        again.load()
        #expect(again.entries.last == entry)
        #expect(again.entries.count == HistoryFile.limit)
    }
}
