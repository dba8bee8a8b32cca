import Foundation
import LessonInterpreter
import SwiftLesson
import Testing
import TileRender
import TileTree

/// `.toolbar` items and `.searchable` in a navigation stack's bars, placed by iOS 17's UIKit
/// metrics on an iPhone 15 (393×852 pt, the stack given the safe area: y 59, 759 pt tall): a bar
/// 44 pt, a large title 52 pt more, a search band 52 pt, a bottom toolbar 44 pt, margins 16 pt.
struct ToolbarTests {
    func run(_ body: String) -> LessonResult {
        let source =
            "import SwiftUI\nstruct V: View {\n@State private var query = \"\"\n\(body)\n}\n#Preview { V() }\n"
        let (program, errors) = SwiftProgram.empty.adding(SourceFile(path: "Lesson.swift", text: source))
        #expect(errors.isEmpty)
        return Lesson.run(program, formatting: FixedFormatting(), now: 0)
    }

    /// The frame of each colour, by its hex.
    func colours(_ n: LaidOutNode) -> [String: Rect] {
        var out: [String: Rect] = [:]
        for x in n.preOrder { if let hex = (x.kind as? ColorKind)?.paint.hex { out[hex] = x.frame } }
        return out
    }

    static let blocks = """
        var body: some View {
            NavigationStack {
                Color.gray
                    .navigationTitle("Inbox")
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Color.red.frame(width: 30, height: 20) }
                        ToolbarItem(placement: .topBarTrailing) { Color.green.frame(width: 40, height: 24) }
                        ToolbarItem(placement: .bottomBar) { Color.blue.frame(width: 50, height: 30) }
                    }
            }
        }
        """

    @Test func itemsStandInTheBarsByTheirPlacement() throws {
        let r = run(Self.blocks)
        #expect(r.messages == [])
        let c = colours(try placed(r))
        // Leading: 16 pt in, centred on the 44 pt bar at y 59: 59 + (44 - 20) / 2.
        #expect(c["#FF3B30"] == Rect(x: 16, y: 71, width: 30, height: 20))
        // Trailing: its right edge 16 pt from the bar's: 393 - 16 - 40.
        #expect(c["#34C759"] == Rect(x: 337, y: 69, width: 40, height: 24))
        // The bottom toolbar's 44 pt end at the safe area's foot (818): 774 + (44 - 30) / 2.
        #expect(c["#007AFF"] == Rect(x: 16, y: 781, width: 50, height: 30))
        // The content between the large title (59 + 96) and the toolbar (774).
        #expect(c["#8E8E93"] == Rect(x: 0, y: 155, width: 393, height: 619))
    }

    @Test func itemsOfOneSlotStandSideBySideInTheOrderWritten() throws {
        let r = run(
            """
            var body: some View {
                NavigationStack {
                    Text("Hi")
                        .toolbar {
                            Color.red.frame(width: 30, height: 20)
                            ToolbarItemGroup(placement: .primaryAction) {
                                Color.green.frame(width: 20, height: 20)
                            }
                            ToolbarItem(placement: .principal) { Color.blue.frame(width: 60, height: 20) }
                        }
                }
            }
            """)
        #expect(r.messages == [])
        let c = colours(try placed(r))
        // Both trailing (a plain view is `.automatic`): 377 - 20 - 16 - 30 = 311, then 311 + 30 + 16.
        #expect(c["#FF3B30"]?.x == 311)
        #expect(c["#34C759"]?.x == 357)
        // The principal item centred on the bar: (393 - 60) / 2.
        #expect(c["#007AFF"] == Rect(x: 166.5, y: 71, width: 60, height: 20))
    }

    @Test func aLabelInTheBarShowsItsSymbolAlone() throws {
        let r = run(
            """
            var body: some View {
                NavigationStack {
                    Text("Hi")
                        .toolbar {
                            Button { } label: { Label("Add Book", systemImage: "plus") }
                            Button("Share", systemImage: "square.and.arrow.up") { }
                            NavigationLink { Text("Form") } label: { Button("New", systemImage: "pencil") { } }
                        }
                }
            }
            """)
        #expect(r.messages == [])
        let root = try placed(r)
        #expect(texts(root) == ["Hi"])
        #expect(
            root.preOrder.compactMap { ($0.kind as? ImageKind)?.systemName } == [
                "plus", "square.and.arrow.up", "pencil",
            ])
    }

    @Test func withoutANavigationStackOrAtTheKeyboardNothingIsShown() throws {
        let r = run(
            """
            var body: some View {
                VStack {
                    Text("Hi").toolbar { Button("Add") { } }
                    NavigationStack {
                        Text("There").toolbar {
                            ToolbarItem(placement: .keyboard) { Button("Done") { } }
                        }
                    }
                }
            }
            """)
        #expect(r.messages == [])
        #expect(texts(try placed(r)) == ["Hi", "There"])
    }

    @Test func theOlderNavigationBarItemsStandInTheBarToo() throws {
        let r = run(
            """
            var body: some View {
                NavigationView {
                    Text("Hi").navigationBarItems(leading: Text("L"), trailing: Button("Add") { })
                }
            }
            """)
        #expect(r.messages == [])
        let root = try placed(r)
        #expect(texts(root) == ["Hi", "L", "Add"])
        let l = try #require(root.preOrder.first { ($0.kind as? TextKind)?.text == "L" })
        #expect(l.frame.x == 16)
    }

    static let search = """
        var body: some View {
            NavigationStack {
                Color.gray
                    .navigationTitle("Books")
                    .searchable(text: $query, prompt: Text("Find a book"))
            }
        }
        """

    @Test func aSearchFieldStandsUnderTheTitleWithItsPrompt() throws {
        let r = run(Self.search)
        #expect(r.messages == [])
        let root = try placed(r)
        #expect(texts(root) == ["Find a book"])
        let c = colours(root)
        // The content under the search band: 59 + 44 + 52 + 52.
        #expect(c["#8E8E93"] == Rect(x: 0, y: 207, width: 393, height: 611))
        // The field spans the margins, in the band from 155 to 207, centred on it.
        let field = try #require(root.preOrder.first { $0.kind is BackgroundKind })
        #expect(field.frame.x == 16)
        #expect(field.frame.width == 361)
        #expect(abs(field.frame.y + field.frame.height / 2 - 181) < 0.01)
    }

    @Test func theSearchFieldShowsWhatIsTypedOrSearchWithoutAPrompt() throws {
        let typed = run(Self.search.replacingOccurrences(of: ", prompt: Text(\"Find a book\")", with: ""))
        #expect(texts(try placed(typed)) == ["Search"])
        let r = run(Self.search.replacingOccurrences(of: "$query", with: "query"))
        #expect(r.messages.contains { $0.contains("error:") })
    }

    @Test func theTerminalDrawsTheBarsOnRowsOfTheirOwn() throws {
        let r = run(
            """
            var body: some View {
                NavigationStack {
                    Text("Dune")
                        .navigationTitle("Books")
                        .searchable(text: $query)
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) { Text("Edit") }
                            ToolbarItem(placement: .topBarTrailing) { Text("Add") }
                            ToolbarItem(placement: .bottomBar) { Text("2 books") }
                        }
                }
            }
            """)
        #expect(r.messages == [])
        let tree = try #require(r.previews.first?.tree)
        let lines = Renderer(depth: .none).renderString(tree.drawCells(width: 30)).split(separator: "\n").map {
            String($0)
        }
        #expect(lines.first == "Edit" + String(repeating: " ", count: 23) + "Add")
        #expect(lines.dropFirst().first == "Books")
        #expect(lines.dropFirst(2).first?.contains("Search") == true)
        #expect(lines.last == "2 books")
        // The content centred in what is left: 13 columns in, (30 - 4) / 2.
        #expect(lines.dropFirst(3).first == String(repeating: " ", count: 13) + "Dune")
    }

    /// `NavigationStack(path: $path)` over a `NavigationPath`: the path holds the values it was
    /// made of, as an array would, and the top one's destination is drawn.
    @Test func aNavigationPathIsTheValuesItHolds() throws {
        let r = run(
            """
            @State private var path = NavigationPath([3, 4])
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Root")
                        .navigationDestination(for: Int.self) { Text("Number \\($0) of \\(path.count) \\(path.isEmpty)") }
                }
            }
            """)
        #expect(r.messages == [])
        #expect(texts(try placed(r)) == ["Number 4 of 2 false", "Back"])
        let unbound = run(
            """
            @State private var path = NavigationPath()
            var body: some View { NavigationStack(path: path) { Text("Hi") } }
            """)
        #expect(unbound.messages.contains { $0.contains("error:") })
    }

    /// What a sheet presents is not under the presenting stack's bars: its toolbar shows nowhere.
    @Test func aPresentedViewsToolbarIsNotThePresentersBar() throws {
        let r = run(
            """
            @State private var showing = true
            var body: some View {
                NavigationStack {
                    Text("Root")
                        .sheet(isPresented: $showing) {
                            Text("Sheet").toolbar { Button("Close") { } }
                        }
                }
            }
            """)
        #expect(r.messages == [])
        let root = try placed(r)
        #expect(texts(root) == ["Root", "Sheet"])
    }
}
