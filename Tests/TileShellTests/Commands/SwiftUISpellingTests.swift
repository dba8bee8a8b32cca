import Testing

@testable import TileShell

/// The session takes what a SwiftUI learner writes as SwiftUI writes it, and says what to type
/// where a SwiftUI habit does not carry over.
@Suite struct SwiftUISpellingTests {
    /// `tilekind` takes a colour as `.pink`, as a case may be written `.apple`.
    @Test func aTileKindTakesAColourWrittenWithItsDot() {
        let run = ExportRun(#"tilekind Fruit: apple "Apples" .pink, .orange "Oranges" orange"#)
        #expect(run.errors == [])
        let faces = run.shell.session.enumType(named: "Fruit")?.faces?.map(\.color)
        #expect(faces == [.pink, .orange])
    }

    /// `tap` on a Toggle's label says to `set` the Bool it is bound to, by name when one Bool
    /// binding of the preview holds the toggle's value (it was "no button or link labelled").
    @Test func tappingAToggleSaysToSetItsBinding() {
        var run = ExportRun("")
        run.open(
            "Likes.swift",
            """
            import SwiftUI
            struct Likes: View {
                @State private var likes = false
                @State private var count = 0
                var body: some View { Toggle("I like Swift", isOn: $likes) }
            }
            #Preview { Likes() }
            """)
        run.run(#"tap "I like Swift""#)
        #expect(run.errors.count == 1)
        #expect(
            run.errors.first?.contains("'I like Swift' is a Toggle, not a button: 'set likes true' turns it on")
                == true,
            "\(run.errors)")
    }
}
