import SwiftLesson
import Testing
import TilePicture
import TileRunner
import TileSystem

/// What the terminal cannot draw (a turn, a scale, a shadow) is said once in a note when cells
/// are drawn, and not said when a picture draws it.
@Suite struct TerminalNoteTests {
    static func file(_ modifier: String) -> SourceFile {
        SourceFile(
            path: "Effects.swift",
            text: """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        VStack { Text("One")\(modifier); Text("Two")\(modifier) }
                    }
                }
                #Preview { V() }

                """)
    }

    @Test(arguments: [
        (".shadow(radius: 4)", "the terminal cannot blur cells, so '.shadow' is left out"),
        (".rotationEffect(.degrees(30))", "the terminal cannot turn cells"),
        (".scaleEffect(2)", "the terminal cannot scale cells"),
    ])
    func aNoteSaysOnceWhatTheTerminalLeavesOut(_ modifier: String, _ note: String) {
        let cells = LessonLayoutBudgetTests.run(Self.file(modifier), (.text, nil, .swiftui), canvas: .fit)
        #expect(cells.status == 0)
        #expect(cells.err.components(separatedBy: note).count == 2, "\(cells.err)")
        let picture = LessonLayoutBudgetTests.run(Self.file(modifier), (.text, .svg, .swiftui), canvas: .fit)
        #expect(!picture.err.contains(note), "\(picture.err)")
    }

    @Test func aShadowThatCannotShowIsNotNoted() {
        let r = LessonLayoutBudgetTests.run(
            Self.file(".shadow(color: .clear, radius: 4)"), (.text, nil, .swiftui), canvas: .fit)
        #expect(!r.err.contains("shadow"), "\(r.err)")
    }
}
