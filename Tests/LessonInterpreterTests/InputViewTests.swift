import LessonInterpreter
import SwiftLesson
import Testing
import TileTree

/// The inputs and small views learners' apps use, drawn as iOS 17 draws them on an iPhone
/// instead of placeholders: what each shows, read from the preview's tree.
struct InputViewTests {
    struct Dates: LessonFormatting {
        func currency(_ amount: Double, code: String) -> String { "\(amount)" }
        func relativeDate(secondsFromNow: Double) -> String { "" }
        func date(_ secondsSince1970: Double, style: String) -> String { "\(style)@\(Int(secondsSince1970))" }
    }

    func run(_ body: String, _ decls: String = "") -> LessonResult {
        let source = "import SwiftUI\n\(decls)\nstruct V: View {\n\(body)\n}\n#Preview { V() }\n"
        let (program, errors) = SwiftProgram.empty.adding(SourceFile(path: "Lesson.swift", text: source))
        #expect(errors.isEmpty)
        return Lesson.run(program, formatting: Dates(), now: 1_000)
    }

    /// The texts a preview shows, in order.
    func texts(_ r: LessonResult) -> [String] {
        (r.previews.first?.tree.preOrder ?? []).compactMap {
            if let t = $0.kind as? TextKind { return t.text }
            return ($0.kind as? LabelKind).map { "[\($0.systemImage)]" }
        }
    }

    @Test func aDatePickerShowsItsPartsAsTheyAreFormatted() {
        let r = run(
            """
            @State private var when = Date.now
            var body: some View {
                VStack {
                    DatePicker("Wake", selection: $when)
                    DatePicker("Day", selection: $when, displayedComponents: .date)
                    DatePicker(selection: $when, displayedComponents: [.hourAndMinute]) { Text("Time") }
                }
            }
            """)
        #expect(r.messages == [])
        #expect(
            texts(r) == [
                "Wake", "medium+none@1000", "none+short@1000", "Day", "medium+none@1000", "Time", "none+short@1000",
            ])
    }

    /// A `.now` whose type comes from a declaration (here a computed property's `Date`) is
    /// `Date.now`, as BetterRest's `Calendar.current.date(from: c) ?? .now` has it.
    @Test func anImplicitMemberTakesItsDeclaredServedType() {
        let r = run(
            """
            @State private var when = Self.wake
            static var wake: Date { nil ?? .now }
            var body: some View {
                DatePicker("Wake", selection: $when, displayedComponents: .hourAndMinute)
            }
            """)
        #expect(r.messages == [])
        #expect(texts(r) == ["Wake", "none+short@1000"])
    }

    @Test func aDatePickerNeedsADateBinding() {
        let r = run(
            """
            @State private var name = "x"
            var body: some View { DatePicker("Wake", selection: $name) }
            """)
        #expect(
            r.messages.contains {
                $0.contains("error: cannot convert value of type 'Binding' to expected argument type 'Binding<Date>'")
            })
    }

    @Test func aTextEditorTakesTheSpaceAndShowsItsTextTopLeading() throws {
        let r = run(
            """
            @State private var notes = "Milk"
            var body: some View { TextEditor(text: $notes).frame(height: 100) }
            """)
        #expect(r.messages == [])
        let root = try placed(r)
        let text = root.preOrder.last { $0.kind is TextKind }
        // The frame is 393 x 100, centred in the safe area: y 59 + (759 - 100) / 2 = 388.5; the
        // text 5 pt in and 8 pt down from its corner.
        #expect(root.frame == Rect(x: 0, y: 388.5, width: 393, height: 100))
        #expect(text?.frame.origin == Point(x: 5, y: 396.5))
    }

    @Test func aDisclosureGroupShowsItsContentOnlyWhenOpen() {
        let closed = run(
            """
            @State private var open = false
            var body: some View { DisclosureGroup("More", isExpanded: $open) { Text("Inside") } }
            """)
        #expect(texts(closed) == ["More"])
        let open = run(
            """
            @State private var open = true
            var body: some View { DisclosureGroup("More", isExpanded: $open) { Text("Inside") } }
            """)
        #expect(texts(open) == ["More", "Inside"])
        #expect(open.previews.first?.states.map(\.name) == ["open"])
    }

    @Test func labelsOfMenusLinksAndShareLinksAreInTheAccentColour() {
        let r = run(
            """
            var body: some View {
                VStack {
                    Menu("Sort") { Button("By name") {} }
                    Link("Help", destination: URL(string: "https://example.com")!)
                    ShareLink(item: URL(string: "https://example.com")!)
                    EditButton()
                }
            }
            """)
        #expect(r.messages == [])
        #expect(texts(r) == ["Sort", "Help", "[square.and.arrow.up]", "Share", "Edit"])
    }

    @Test func contentUnavailableViewAndColorPickerAndSplitView() {
        let r = run(
            """
            @State private var tint = Color.red
            var body: some View {
                NavigationSplitView {
                    VStack {
                        ContentUnavailableView("No Mail", systemImage: "tray", description: Text("Nothing here"))
                        ColorPicker("Tint", selection: $tint)
                    }
                    .navigationTitle("Inbox")
                } detail: {
                    Text("Detail")
                }
            }
            """)
        #expect(r.messages == [])
        // The split view on an iPhone is its sidebar in a navigation stack: the detail is not shown.
        #expect(texts(r) == ["No Mail", "Nothing here", "Tint"])
        let names = r.previews.flatMap { $0.tree.preOrder.map(\.kind.name) }
        #expect(names.contains("NavigationStack"))
    }
}
