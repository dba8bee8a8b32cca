import LessonInterpreter
import SwiftLesson
import Testing
import TileTree

/// `List`, `Form`, `Section` and `NavigationLink` as learners write them: each spelling builds
/// the list's sections and rows, and a button in a row is still one `tap` presses.
struct ListViewTests {
    func run(_ source: String, tap: String? = nil) -> LessonResult {
        let (program, errors) = SwiftProgram.empty.adding(SourceFile(path: "Lesson.swift", text: source))
        #expect(errors.isEmpty)
        return Lesson.run(
            program, request: LessonRequest(tap: tap.map { ($0, nil) }), formatting: FixedFormatting(), now: 0)
    }

    /// The preview of `body`, with `decls` before it.
    func preview(_ body: String, _ decls: String = "") -> LessonResult {
        run("import SwiftUI\n\(decls)\nstruct V: View {\n\(body)\n}\n#Preview { V() }\n")
    }

    /// The texts a view shows, joined by spaces.
    func text(_ node: ViewNode) -> String {
        node.kinds(TextKind.self).map(\.text).joined(separator: " ")
    }

    /// Each section's rows, as the texts they show.
    func rows(_ result: LessonResult) -> [[String]] {
        (result.previews.first?.tree.preOrder ?? []).filter { $0.kind is ListCardKind }.map { $0.children.map(text) }
    }

    /// Each section's header and footer texts ("" for none).
    func headers(_ result: LessonResult) -> [String] {
        (result.previews.first?.tree.preOrder ?? []).flatMap { n -> [String] in
            guard let s = n.kind as? ListSectionKind else { return [] }
            return [s.hasHeader ? text(n.children[0]) : "", s.hasFooter ? text(n.children[n.children.count - 1]) : ""]
        }
    }

    @Test func aListOverItemsMakesARowEach() {
        let r = preview(
            "let names = [\"Ann\", \"Bo\"]\nvar body: some View { List(names, id: \\.self) { Text($0) } }")
        #expect(r.diagnostics.isEmpty, "\(r.messages)")
        #expect(rows(r) == [["Ann", "Bo"]])
    }

    @Test func aListOverIdentifiableItemsMakesARowEach() {
        let r = preview(
            "let items = [Item(name: \"Tea\"), Item(name: \"Jam\")]\nvar body: some View { List(items) { item in Text(item.name) } }",
            "struct Item: Identifiable { let id = UUID(); let name: String }")
        #expect(r.diagnostics.isEmpty, "\(r.messages)")
        #expect(rows(r) == [["Tea", "Jam"]])
    }

    @Test func everySpellingOfASectionsHeaderAndFooter() {
        let r = preview(
            """
            var body: some View {
                Form {
                    Section("One") { Text("a") }
                    Section { Text("b") } header: { Text("Two") } footer: { Text("Note") }
                    Section(header: Text("Three"), footer: Text("End")) { Text("c") }
                    Section { ForEach(0..<2) { Text("d\\($0)") } }
                }
            }
            """)
        #expect(r.diagnostics.isEmpty, "\(r.messages)")
        #expect(rows(r) == [["a"], ["b"], ["c"], ["d0", "d1"]])
        #expect(headers(r) == ["One", "", "Two", "Note", "Three", "End", "", ""])
    }

    @Test func aForEachOfSectionsMakesACardEach() {
        let r = preview(
            """
            let groups = [["a", "b"], ["c"]]
            var body: some View {
                List {
                    ForEach(groups, id: \\.self) { group in
                        Section(group[0]) { ForEach(group, id: \\.self) { Text($0) } }
                    }
                }
            }
            """)
        #expect(r.diagnostics.isEmpty, "\(r.messages)")
        #expect(rows(r) == [["a", "b"], ["c"]])
        #expect(headers(r) == ["a", "", "c", ""])
    }

    @Test func aButtonInAFormIsStillTapped() {
        let r = run(
            """
            import SwiftUI
            struct V: View {
                @State private var count = 0
                var body: some View {
                    NavigationStack {
                        Form { Section("Count") { Button("Add") { count += 1 }; Text("\\(count)") } }
                    }
                }
            }
            #Preview { V() }
            """, tap: "Add")
        #expect(r.diagnostics.isEmpty, "\(r.messages)")
        guard case .pressed(_, let changes)? = r.tap else {
            Issue.record("the tap did not press: \(String(describing: r.tap))")
            return
        }
        #expect(changes == [SwiftState(name: "count", type: "Int", value: .int(1))])
        #expect(rows(r) == [["Add", "1"]])
    }

    @Test func aNavigationLinkIsItsLabelAndItsDestinationIsNotBuilt() {
        let r = preview(
            """
            var body: some View {
                List {
                    NavigationLink("Settings") { Text("Deep").scaleEffect(2) }
                    NavigationLink { Text("Away") } label: { Label("Mail", systemImage: "envelope") }
                    NavigationLink(destination: Text("There")) { Text("Other") }
                }
            }
            """)
        // NB: a modifier outside the subset in the destination would warn if it were built.
        #expect(r.diagnostics.isEmpty, "\(r.messages)")
        #expect(rows(r).first?.count == 3)
        #expect(
            rows(r).first?.map { $0.contains("Settings") || $0.contains("Mail") || $0.contains("Other") } == [
                true, true, true,
            ])
        #expect(!(rows(r).first ?? []).contains { $0.contains("Deep") || $0.contains("Away") || $0.contains("There") })
    }

    @Test func aSectionOutsideAListStandsInItsStack() {
        let r = preview("var body: some View { VStack { Section(\"Head\") { Text(\"x\") } } }")
        #expect(r.diagnostics.isEmpty, "\(r.messages)")
        #expect(rows(r).isEmpty)
        #expect(r.previews.first.map { text($0.tree) } == "Head x")
    }
}

/// `.badge` takes a count, a string or a `Text`; 0 and nil show none, and anything else is
/// swiftc's error at the argument.
struct BadgeModifierTests {
    func badges(_ rows: String) -> (texts: [String], errors: [String]) {
        let result = open(
            """
            import SwiftUI
            struct Mail: View {
                var body: some View {
                    List {
            \(rows)
                    }
                }
            }
            #Preview { Mail() }
            """)
        // NB: a list row's badge is its accessory: the row's first child, a secondary text.
        let nodes = result.previews.first?.tree.preOrder ?? []
        let texts = nodes.filter { ($0.kind as? ListAccessoryRowKind)?.name == ".badge" }.compactMap {
            $0.children.first?.preOrder.compactMap { ($0.kind as? TextKind)?.text }.first
        }
        return (texts, result.errors)
    }

    @Test func countsStringsAndTextsAreBadges() {
        let r = badges(
            #"Text("Inbox").badge(5); Text("Drafts").badge("New"); Text("Sent").badge(Text("9")); Text("Trash").badge(0)"#
        )
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.texts == ["5", "New", "9"])
    }

    @Test func aBadgeOfAnotherTypeIsAnError() {
        let r = badges(#"Text("Inbox").badge(true)"#)
        #expect(r.errors.contains { $0.contains("cannot convert value of type 'Bool'") }, "\(r.errors)")
    }
}
