import Testing

@testable import TileRunner

/// The recording's mirror of the undo log: which lines stay in the file after undo and redo.
@Suite struct RecordedLinesTests {
    /// The text the file holds from the window's start.
    static func file(_ lines: RecordedLines) -> String {
        String(decoding: lines.text(from: lines.first), as: UTF8.self)
    }

    @Test func undoTakesTheLineOutAndRedoPutsItBackInPlace() {
        var lines = RecordedLines(undoable: 0, redoable: 0)
        lines.append("set price 1", isStep: true)
        lines.append("show price", isStep: false)
        lines.append("pick unit hour", isStep: true)
        #expect(lines.undo(2) == 0)
        #expect(Self.file(lines) == "show price\n")
        #expect(lines.offset(of: 2) == 11)
        #expect(lines.redo(1) == 0)
        #expect(Self.file(lines) == "set price 1\nshow price\n")
        #expect(lines.redo(5) == 2)
        #expect(Self.file(lines) == "set price 1\nshow price\npick unit hour\n")
        #expect(lines.redo(1) == nil)
    }

    @Test func aNewStepClearsWhatCouldBeRedone() {
        var lines = RecordedLines(undoable: 0, redoable: 0)
        lines.append("set price 1", isStep: true)
        _ = lines.undo(1)
        lines.append("set price 2", isStep: true)
        #expect(lines.redo(1) == nil)
        #expect(Self.file(lines) == "set price 2\n")
        #expect(lines.undo(1) == 1)
        #expect(Self.file(lines) == "")
    }

    @Test func stepsFromBeforeTheRecordingAreWrittenAsUndoAndRedo() {
        var lines = RecordedLines(undoable: 1, redoable: 0)
        lines.append("set price 2", isStep: true)
        #expect(lines.undo(3) == 0)
        #expect(Self.file(lines) == "undo 1\n")
        // Redone, the older step comes back first: the recording's own line follows its `redo`.
        #expect(lines.redo(2) != nil)
        #expect(Self.file(lines) == "undo 1\nredo 1\nset price 2\n")
        #expect(lines.undo(1) != nil)
        #expect(Self.file(lines) == "undo 1\nredo 1\n")
    }

    @Test func theWindowKeepsOnlyWhatCanStillChange() {
        var lines = RecordedLines(undoable: 0, redoable: 0)
        lines.append("set price 1", isStep: true)
        for _ in 0..<1000 { lines.append("show price", isStep: false) }
        // The undo log dropped the step: nothing before the end can change any more.
        lines.sync(undoable: 0, redoable: 0)
        #expect(lines.window.isEmpty)
        #expect(lines.takeDropped() == 12 + 1000 * 11)
        #expect(lines.undo(1) == nil)
    }

    @Test func pastTheByteBoundTheOldestStepsAreLeftInTheFile() {
        var lines = RecordedLines(undoable: 0, redoable: 0)
        let long = "set name \"" + String(repeating: "x", count: 1 << 20) + "\""
        for _ in 0..<20 { lines.append(long, isStep: true) }
        #expect(lines.bytes <= RecordedLines.maxBytes)
        #expect(lines.undoable.count == 20)
        // Undoing all twenty: those past the bound are taken back by an `undo` line.
        _ = lines.undo(20)
        #expect(lines.window.last?.text.hasPrefix("undo ") == true)
    }
}
