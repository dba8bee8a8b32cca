import LessonInterpreter
import SwiftLesson
import Testing
import TileRender
import TileTree

/// A `NavigationLink` followed: its destination drawn in its stack's place with its own bars, a
/// back button titled with the screen under it; by a session's `tap` (`LessonRequest.pushed`),
/// a `path:` binding's values, or `navigationDestination(isPresented:)`. On an iPhone 15 the
/// stack has the safe area (y 59, 759 pt tall); its bar is 44 pt, a large title 52 pt more,
/// and UIKit draws a back button's chevron 8 pt from the bar's edge.
struct NavigationPushTests {
    static let cities = """
        import SwiftUI
        struct City: Hashable {
            let name: String
            let country: String
        }
        struct Cities: View {
            @State private var showingAbout = false
            let cities = [City(name: "Tokyo", country: "Japan"), City(name: "Paris", country: "France")]
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(cities, id: \\.name) { city in
                            NavigationLink(value: city) {
                                HStack {
                                    Image(systemName: "building.2")
                                    Text(city.name)
                                }
                            }
                        }
                        NavigationLink("About") { Text("Made in Kyoto").navigationTitle("About") }
                    }
                    .navigationTitle("Cities")
                    .navigationDestination(for: City.self) { city in
                        CityView(city: city)
                    }
                    .navigationDestination(isPresented: $showingAbout) { Text("About this app") }
                }
            }
        }
        struct CityView: View {
            let city: City
            var body: some View {
                VStack {
                    Text(city.country)
                    NavigationLink("Weather") { Text("Sunny in \\(city.name)") }
                    Button("Refresh") { }
                }
                .navigationTitle(city.name)
            }
        }
        #Preview { Cities() }
        """

    func run(_ request: LessonRequest, _ source: String = Self.cities) -> LessonResult {
        let (program, errors) = SwiftProgram.empty.adding(SourceFile(path: "Cities.swift", text: source))
        #expect(errors.isEmpty)
        return Lesson.run(program, request: request, formatting: FixedFormatting(), now: 0)
    }

    @Test func theRootShowsItsLinksAndNoBackButton() throws {
        let r = run(LessonRequest())
        #expect(r.messages == [])
        let p = try #require(r.previews.first)
        // A row is tapped by its first text, past its icon.
        #expect(p.links == ["Tokyo", "Paris", "About"])
        #expect(p.back == nil && p.pushed.isEmpty)
        // Each link is a row with a chevron, the ForEach's too (through the tag it gives each row).
        #expect(p.tree.kinds(ListAccessoryRowKind.self).count == 3)
    }

    @Test func aFollowedValueLinkDrawsTheDestinationOfItsType() throws {
        let r = run(LessonRequest(pushed: ["Preview": ["Tokyo"]]))
        #expect(r.messages == [])
        let p = try #require(r.previews.first)
        #expect(p.pushed == ["Tokyo"] && p.back == "Cities")
        // What tap finds is the top screen's: its link and button, not the rows under it.
        #expect(p.links == ["Weather"] && p.buttons == ["Refresh"])
        let tree = try placed(r)
        #expect(texts(tree).contains("Japan") && !texts(tree).contains("Paris"))
        #expect(tree.kinds(NavigationStackKind.self).first?.title == "Tokyo")
        // The back button: 8 pt in, centred on the 44 pt bar at y 59, its title after the chevron.
        let back = try #require(tree.preOrder.first { ($0.kind as? ButtonKind)?.title == "Cities" })
        #expect(back.frame.x == 8)
        #expect(abs(back.frame.y + back.frame.height / 2 - (59 + 22)) < 0.001)
        let title = try #require(back.preOrder.first { ($0.kind as? TextKind)?.text == "Cities" })
        #expect(title.frame.x > 8 + 3)
    }

    @Test func linksFollowedInTurnStackTheirScreens() throws {
        let r = run(LessonRequest(pushed: ["Preview": ["Paris", "Weather"]]))
        let p = try #require(r.previews.first)
        #expect(p.pushed == ["Paris", "Weather"])
        // The screen under it is titled "Paris"; the destination sets no title of its own.
        #expect(p.back == "Paris")
        #expect(texts(try placed(r)).contains("Sunny in Paris"))
        // A screen with no title is "Back" to the one above it.
        let deeper = run(LessonRequest(pushed: ["Preview": ["About"]]))
        #expect(deeper.previews.first?.back == "Cities")
        #expect(texts(try placed(deeper)).contains("Made in Kyoto"))
    }

    @Test func aLabelTheScreenNoLongerShowsEndsThePath() throws {
        let r = run(LessonRequest(pushed: ["Preview": ["Osaka", "Weather"]]))
        let p = try #require(r.previews.first)
        #expect(p.pushed.isEmpty && p.back == nil)
        #expect(p.links == ["Tokyo", "Paris", "About"])
    }

    @Test func tappingALinkPushesAndTappingTheBackButtonPops() throws {
        let pushed = run(LessonRequest(tap: ("Tokyo", nil)))
        guard case .navigated(let preview, let path)? = pushed.tap else {
            Issue.record("expected a navigation, got \(String(describing: pushed.tap))")
            return
        }
        #expect(preview == "Preview" && path == ["Tokyo"])
        #expect(pushed.previews.first?.back == "Cities")
        let popped = run(LessonRequest(pushed: ["Preview": ["Tokyo"]], tap: ("Cities", nil)))
        guard case .navigated(_, let after)? = popped.tap else {
            Issue.record("expected a navigation, got \(String(describing: popped.tap))")
            return
        }
        #expect(after.isEmpty)
        #expect(popped.previews.first?.back == nil)
        // A button of the pushed screen is pressed there, and the screen stays pushed.
        let pressed = run(LessonRequest(pushed: ["Preview": ["Tokyo"]], tap: ("Refresh", nil)))
        guard case .pressed? = pressed.tap else {
            Issue.record("expected a press, got \(String(describing: pressed.tap))")
            return
        }
        #expect(pressed.previews.first?.pushed == ["Tokyo"])
    }

    /// A value link no `navigationDestination(for:)` shows pushes nothing, as in SwiftUI, and
    /// ends the path: the labels after it were screens above it.
    @Test func aValueLinkWithNoDestinationPushesNothing() throws {
        let source = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    NavigationStack {
                        VStack {
                            NavigationLink("Seven", value: 7)
                            NavigationLink("About") { Text("About") }
                        }
                        .navigationTitle("Numbers")
                    }
                }
            }
            #Preview { V() }
            """
        let tapped = run(LessonRequest(tap: ("Seven", nil)), source)
        guard case .navigated(_, let path)? = tapped.tap else {
            Issue.record("expected a navigation, got \(String(describing: tapped.tap))")
            return
        }
        #expect(path.isEmpty)
        let p = try #require(run(LessonRequest(pushed: ["Preview": ["Seven", "About"]]), source).previews.first)
        #expect(p.pushed.isEmpty && p.back == nil && p.links == ["Seven", "About"])
    }

    @Test func aPresentingBindingPushesItsDestination() throws {
        let shown = run(LessonRequest(states: ["Preview": ["showingAbout": .bool(true)]]))
        let p = try #require(shown.previews.first)
        #expect(p.back == "Cities" && p.pushed.isEmpty)
        #expect(texts(try placed(shown)).contains("About this app"))
        // Pushed by a binding, it is not popped by a tap: swiftc's world changes it, not a session.
        let tapped = run(LessonRequest(states: ["Preview": ["showingAbout": .bool(true)]], tap: ("Cities", nil)))
        guard case .failed(let message)? = tapped.tap else {
            Issue.record("expected a failure, got \(String(describing: tapped.tap))")
            return
        }
        #expect(message.contains("binding"))
    }

    @Test func aPathBindingsValuesArePushedInOrder() throws {
        let r = run(
            LessonRequest(),
            """
            import SwiftUI
            struct V: View {
                @State private var path = [3, 4]
                var body: some View {
                    NavigationStack(path: $path) {
                        Text("Root")
                            .navigationDestination(for: Int.self) { Text("Number \\($0)").navigationTitle("N\\($0)") }
                    }
                }
            }
            #Preview { V() }
            """)
        #expect(r.messages == [])
        let p = try #require(r.previews.first)
        // The top value's screen, backed by the one under it.
        #expect(p.back == "N3")
        let tree = try placed(r)
        #expect(texts(tree).contains("Number 4") && !texts(tree).contains("Root"))
    }

    @Test func theTerminalDrawsTheBackButtonOnTheBarsRow() throws {
        let r = run(LessonRequest(pushed: ["Preview": ["Tokyo"]]))
        let tree = try #require(r.previews.first?.tree)
        let lines = Renderer(depth: .none).renderString(tree.drawCells(width: 30)).split(separator: "\n").map {
            String($0)
        }
        #expect(lines.first == "‹ Cities")
        #expect(lines.dropFirst().first == "Tokyo")
    }
}
