import LessonInterpreter
import SwiftLesson
import Testing
import TileTree

@testable import TileShell

/// An exported file opened in tileshell itself: no error, one preview, and every text and
/// picker label of the session's last drawing is in it (the file holds the session's last
/// values, so what earlier drawings showed of values since changed is not). swiftc accepting the file (SwiftExportTests) is not enough: a learner
/// who exports and opens the file again must see the same views, so the Foundation types the
/// export writes (`Decimal(sign:exponent:significand:)`, `ISO8601DateFormatter`,
/// `RelativeDateTimeFormatter`) are ones the interpreter serves.
@Suite struct SwiftExportRoundTripTests {
    @Test(arguments: ["seed1-tiles", "seed2-item-card", "seed3-enum-picker"])
    func anExportOpensAndShowsWhatTheSessionDrew(name: String) throws {
        let run = try SwiftExportTests.seed(name)
        let env = environment()
        let file = SourceFile(path: "Export.swift", text: run.export())
        let result = Lesson.open(
            [file], formatting: LessonShellFormatting(environment: env), now: Double(env.now.seconds))
        #expect(result.messages == [])
        #expect(result.previews.count == 1)
        let opened = Set(result.previews.flatMap { Self.texts($0.tree) })
        let last = try #require(run.shell.drawings.drawings.last)
        let drawn = Set(last.view.plainTrees().flatMap(Self.texts))
        #expect(!drawn.isEmpty)
        #expect(drawn.subtracting(opened) == [], "drawn in the session but not by the exported file")
    }

    /// Every `Text`'s string and picker's labels in a tree, in order.
    static func texts(_ node: ViewNode) -> [String] {
        let own = (node.kind as? TextKind).map { [$0.text] } ?? (node.kind as? PickerKind).map(\.picker.labels) ?? []
        return own + node.children.flatMap(texts)
    }
}
