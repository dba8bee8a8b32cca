import LessonInterpreter
import SwiftLesson
import Testing

@testable import TileShell

/// A tap that would make a view keep state past a limit fails at the assignment, as swiftc
/// places an error, and rolls back.
@Suite struct StateLimitTests {
    static let big = """
        import SwiftUI

        struct Big: View {
            @State private var n = 0
            @State private var items: [Int] = []
            @State private var grid: [[Int]] = []
            var body: some View {
                VStack {
                    Text("\\(n) \\(items.count) \\(grid.count)")
                    Button("ok") { items = Array(0..<10000); n += 1 }
                    Button("big") { n += 1; items = Array(0..<10001) }
                    Button("grid") { grid = [[1]] }
                }
            }
        }

        #Preview { Big() }
        """

    /// A kept array past its limit is an error at the assignment in the file, and the tap rolls
    /// back (it said "nothing changed" and the preview kept the old state).
    @Test func aStateLimitMetIsAnErrorAtTheAssignment() throws {
        var shell = try KeptStateUndoTests.opened("Big.swift", Self.big)
        shell = Run("tap ok", shell: shell).shell
        let before = SessionFile.encode(shell.session)
        let steps = shell.undoLog.undoableCount
        let run = Run("tap big", shell: shell)
        let error = try #require(run.errors.first)
        #expect(
            error.hasPrefix(
                "Big.swift:11:37: error: 'items' would hold 10001 elements; the session keeps @State arrays of at "
                    + "most 10000 elements\n"), "\(error)")
        #expect(error.contains("Button(\"big\") { n += 1; items = Array(0..<10001) }"))
        #expect(error.contains("note: in the action of 'big', tapped at <test>:1:1; nothing changed"))
        #expect(SessionFile.encode(run.shell.session) == before)
        #expect(run.shell.undoLog.undoableCount == steps)
        let grid = try #require(Run("tap grid", shell: shell).errors.first)
        #expect(grid.hasPrefix("Big.swift:12:30: error: 'grid' holds an array of arrays"), "\(grid)")
    }

    /// A mutation in place (`append`, which changes the array where it is stored rather than
    /// assigning it) is placed at its receiver too, not at the preview.
    @Test func anAppendPastALimitIsAnErrorAtTheAppend() throws {
        let source = """
            import SwiftUI
            struct Grow: View {
                @State private var items = Array(0..<10000)
                var body: some View { Button("grow") { items.append(1) } }
            }
            #Preview { Grow() }
            """
        let shell = try KeptStateUndoTests.opened("Grow.swift", source)
        let error = try #require(Run("tap grow", shell: shell).errors.first)
        #expect(error.hasPrefix("Grow.swift:4:44: error: 'items' would hold 10001 elements"), "\(error)")
    }

    /// Structs nested past the depth the session keeps are refused the same way.
    @Test func stateNestedTooDeepIsAnError() throws {
        var source = "import SwiftUI\n"
        for i in 0..<20 { source += "struct S\(i) { var next = \(i == 19 ? "0" : "S\(i + 1)()") }\n" }
        source += """
            struct Deep: View {
                @State private var deep: S0? = nil
                var body: some View { Button("deep") { deep = S0() } }
            }
            #Preview { Deep() }
            """
        let shell = try KeptStateUndoTests.opened("Deep.swift", source)
        let error = try #require(Run("tap deep", shell: shell).errors.first)
        #expect(error.hasPrefix("Deep.swift:24:44: error: 'deep' nests values more than 16 deep"), "\(error)")
    }
}
