import LessonInterpreter
import SwiftLesson
import Testing
import TileTree

/// `TabView` as learners write it: the selected tab above the tab bar, laid out on the iPhone 15
/// canvas (the root in the 393 x 759 safe area from y 59): the tab's view centred in the
/// 759 - 49 = 710 pt above the bar, the bar's items sharing its 393 pt.
struct TabViewTests {
    func run(_ source: String) -> LessonResult {
        let (program, errors) = SwiftProgram.empty.adding(SourceFile(path: "Lesson.swift", text: source))
        #expect(errors.isEmpty)
        return Lesson.run(program, formatting: FixedFormatting(), now: 0)
    }

    static let tabs = """
        import SwiftUI
        struct V: View {
            @State private var tab = "feed"
            var body: some View {
                TabView(selection: $tab) {
                    Color.red.frame(width: 100, height: 100)
                        .tabItem { Label("Feed", systemImage: "list.bullet") }
                        .tag("feed")
                    Text("Me")
                        .tabItem {
                            Image(systemName: "person")
                            Text("Profile")
                        }
                        .tag("me")
                }
            }
        }
        #Preview { V() }
        """

    @Test func theSelectedTabIsDrawnAboveTheBar() throws {
        let r = run(Self.tabs)
        #expect(r.messages == [])
        let root = try placed(r)
        #expect(root.kind.name == "TabView")
        #expect(root.frame == Rect(x: 0, y: 59, width: 393, height: 759))
        // The red square centred in the 710 pt above the bar: x (393 - 100) / 2, y 59 + 305.
        let red = try #require(root.preOrder.first { $0.kind is ColorKind })
        #expect(red.frame == Rect(x: 146.5, y: 364, width: 100, height: 100))
        // The bar: 49 pt from y 769, two items of 196.5, their titles in the bar's order.
        let items = root.preOrder.filter { $0.kind is TabBarItemKind }
        #expect(
            items.map(\.frame) == [
                Rect(x: 0, y: 769, width: 196.5, height: 49), Rect(x: 196.5, y: 769, width: 196.5, height: 49),
            ])
        #expect(texts(root) == ["Feed", "Profile"])
        #expect(items.map { ($0.kind as? TabBarItemKind)?.selected } == [true, false])
    }

    @Test func theSelectionBindingPicksTheTab() throws {
        let r = run(
            Self.tabs.replacingOccurrences(
                of: "@State private var tab = \"feed\"", with: "@State private var tab = \"me\""))
        let root = try placed(r)
        #expect(!root.preOrder.contains { $0.kind is ColorKind })
        #expect(texts(root) == ["Me", "Feed", "Profile"])
        let selected = root.preOrder.compactMap { $0.kind as? TabBarItemKind }.map(\.selected)
        #expect(selected == [false, true])
        // The selection is a session binding like any other state.
        #expect(r.previews.first?.states.map(\.name) == ["tab"])
    }

    @Test func withNoSelectionTheFirstTabShows() throws {
        let r = run(
            """
            import SwiftUI
            struct V: View {
                var body: some View {
                    TabView {
                        ForEach(["One", "Two", "Three"], id: \\.self) { name in
                            Text(name).tabItem { Text(name) }
                        }
                    }
                }
            }
            #Preview { V() }
            """)
        #expect(r.messages == [])
        let root = try placed(r)
        #expect(texts(root) == ["One", "One", "Two", "Three"])
        #expect(root.preOrder.filter { $0.kind is TabBarItemKind }.map(\.frame.width) == [131, 131, 131])
    }

    /// A tap on a tab's label in the bar selects it: through the `selection` binding, or the
    /// tab view's own state (`TabView.selection`, the tab's number) when it has none.
    @Test func tappingATabsLabelSelectsIt() throws {
        let (program, _) = SwiftProgram.empty.adding(SourceFile(path: "Lesson.swift", text: Self.tabs))
        let r = Lesson.run(
            program, request: LessonRequest(tap: ("Profile", nil)), formatting: FixedFormatting(), now: 0)
        guard case .pressed(_, let changes)? = r.tap else {
            Issue.record("expected a press, got \(String(describing: r.tap))")
            return
        }
        #expect(changes.map(\.name) == ["tab"] && changes.map(\.value) == [.string("me")])
        #expect(texts(try placed(r)) == ["Me", "Feed", "Profile"])

        let own = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    TabView {
                        Text("Home").tabItem { Label("Home", systemImage: "house") }
                        Text("Search page").tabItem { Label("Search", systemImage: "magnifyingglass") }
                    }
                }
            }
            #Preview { V() }
            """
        let (ownProgram, _) = SwiftProgram.empty.adding(SourceFile(path: "Lesson.swift", text: own))
        let tapped = Lesson.run(
            ownProgram, request: LessonRequest(tap: ("Search", nil)), formatting: FixedFormatting(), now: 0)
        guard case .pressed(_, let ownChanges)? = tapped.tap else {
            Issue.record("expected a press, got \(String(describing: tapped.tap))")
            return
        }
        #expect(ownChanges.map(\.name) == ["TabView.selection"] && ownChanges.map(\.value) == [.int(1)])
        #expect(texts(try placed(tapped)).first == "Search page")
        // The session gives the state back: the second tab stays selected.
        let kept = Lesson.run(
            ownProgram, request: LessonRequest(states: ["Preview": ["TabView.selection": .int(1)]]),
            formatting: FixedFormatting(), now: 0)
        #expect(texts(try placed(kept)).first == "Search page")
    }

    @Test func aPagedTabViewShowsItsPageAndADotPerTab() throws {
        let r = run(
            """
            import SwiftUI
            struct V: View {
                var body: some View {
                    TabView {
                        Color.orange
                        Color.purple
                        Color.green
                    }
                    .tabViewStyle(.page)
                }
            }
            #Preview { V() }
            """)
        #expect(r.messages == [])
        let root = try placed(r)
        let colours = root.preOrder.filter { $0.kind is ColorKind }
        // The first page fills the whole view; no bar.
        #expect(colours.first?.frame == Rect(x: 0, y: 59, width: 393, height: 759))
        #expect(!root.preOrder.contains { $0.kind is TabBarItemKind })
        // Three 8 pt dots 8 pt apart, centred, their middle 26 pt above the bottom (818 - 26 = 792).
        let dots = root.preOrder.filter { $0.kind is ShapeKindView }
        #expect(
            dots.map(\.frame) == [
                Rect(x: 176.5, y: 788, width: 8, height: 8), Rect(x: 192.5, y: 788, width: 8, height: 8),
                Rect(x: 208.5, y: 788, width: 8, height: 8),
            ])
    }
}
