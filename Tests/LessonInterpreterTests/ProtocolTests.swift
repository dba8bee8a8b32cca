import LessonInterpreter
import StandInSupport
import SwiftLesson
import Testing

/// Protocols as Swift runs them: requirements, default implementations in `extension P` that a
/// conforming struct, enum or class gains unless it writes its own, inheritance between
/// protocols, conformance added by an extension, `some P`/`any P`, `is`/`as?`, and swiftc's
/// errors for a requirement written with a body or a value.
struct ProtocolTests {
    /// Whole programs swiftc accepts, and the texts their preview shows.
    static let programs: [(file: String, texts: [String])] = [
        (
            """
            import SwiftUI
            protocol Named {
                var name: String { get }
                func greet() -> String
            }
            extension Named {
                func greet() -> String { "Hi \\(name)" }
                var shout: String { name.uppercased() }
            }
            struct Dog: Named { var name = "Rex" }
            struct Cat: Named {
                var name = "Tom"
                func greet() -> String { "Meow" }
            }
            struct V: View {
                var body: some View {
                    VStack {
                        Text(Dog().greet())
                        Text(Cat().greet())
                        Text(Cat().shout)
                    }
                }
            }
            #Preview { V() }
            """,
            ["Hi Rex", "Meow", "TOM"]
        ),
        (
            // A protocol inherits another's defaults; an extension adds the conformance; an enum conforms.
            """
            import SwiftUI
            protocol Describable {
                var summary: String { get }
            }
            extension Describable {
                var summary: String { "thing" }
            }
            protocol Priced: Describable {
                var price: Int { get }
            }
            extension Priced {
                func label() -> String { "\\(summary): \\(price)" }
            }
            enum Fruit: String {
                case apple, pear
            }
            extension Fruit: Priced {
                var price: Int { self == .apple ? 3 : 5 }
                var summary: String { rawValue }
            }
            struct Box: Priced { let price = 9 }
            struct V: View {
                var body: some View {
                    VStack {
                        Text(Fruit.pear.label())
                        Text(Box().label())
                    }
                }
            }
            #Preview { V() }
            """,
            ["pear: 5", "thing: 9"]
        ),
        (
            // Existentials in a collection, `some P` results, `is` and `as?`, a mutating requirement.
            """
            import SwiftUI
            protocol Shape {
                var sides: Int { get }
                mutating func grow()
            }
            struct Triangle: Shape {
                var sides = 3
                mutating func grow() { sides += 1 }
            }
            struct Square: Shape {
                var sides = 4
                mutating func grow() { sides += 2 }
            }
            func make() -> some Shape { Square() }
            func total(_ shapes: [any Shape]) -> Int {
                shapes.reduce(0) { $0 + $1.sides }
            }
            func grown() -> Int {
                var t = Triangle()
                t.grow()
                return t.sides
            }
            struct V: View {
                let shapes: [any Shape] = [Triangle(), Square()]
                var body: some View {
                    VStack {
                        Text("\\(total(shapes))")
                        Text("\\(make().sides)")
                        Text(shapes[0] is Triangle ? "triangle" : "other")
                        Text("\\(shapes.filter { $0 is Shape }.count)")
                        Text("\\(grown())")
                    }
                }
            }
            #Preview { V() }
            """,
            ["7", "4", "triangle", "2", "4"]
        ),
        (
            // A class conforms; an associated type; a static requirement with a default.
            """
            import SwiftUI
            protocol Store {
                associatedtype Item
                var items: [Item] { get set }
                static var title: String { get }
            }
            extension Store {
                static var title: String { "Store" }
                var count: Int { items.count }
            }
            final class Basket: Store {
                var items = ["a", "b"]
            }
            struct V: View {
                var body: some View {
                    VStack {
                        Text("\\(Basket().count)")
                        Text(Basket.title)
                    }
                }
            }
            #Preview { V() }
            """,
            ["2", "Store"]
        ),
        (
            // A protocol that inherits View: a conforming struct is a view.
            """
            import SwiftUI
            protocol Card: View {
                var title: String { get }
            }
            extension Card {
                var caption: String { "Card: \\(title)" }
            }
            struct Hello: Card {
                let title = "hello"
                var body: some View { Text(caption) }
            }
            #Preview { Hello() }
            """,
            ["Card: hello"]
        ),
    ]

    @Test(arguments: programs)
    func aProgramWithProtocolsDraws(_ file: String, _ texts: [String]) {
        let result = open(file)
        #expect(result.errors == [])
        #expect(result.warnings == [])
        #expect(result.firstPreviewTexts == texts)
    }

    @Test(.enabled(if: SwiftUIStandIn.swiftcIsAvailable))
    func swiftcAcceptsEachProgram() throws {
        for (row, program) in zip(try SwiftUIStandIn.errors(inFiles: Self.programs.map(\.file)), Self.programs) {
            #expect(row == [], "\(program.file)")
        }
    }

    /// A requirement with a body or a value, in swiftc's words and places.
    static let mistakes: [(file: String, errors: [String])] = [
        (
            "import SwiftUI\nprotocol Named {\n    func greet() -> String { \"hi\" }\n}\n",
            ["3:28: error: protocol methods must not have bodies"]
        ),
        (
            "import SwiftUI\nprotocol Named {\n    init(x: Int) {}\n}\n",
            ["3:18: error: protocol initializers must not have bodies"]
        ),
        (
            "import SwiftUI\nprotocol Named {\n    var name: String\n}\n",
            ["3:9: error: property in protocol must have explicit { get } or { get set } specifier"]
        ),
    ]

    @Test(arguments: mistakes)
    func aRequirementWithABodyIsSwiftcsError(_ file: String, _ errors: [String]) {
        let result = open(file)
        let lines = result.messages.filter { $0.contains(": error: ") }.map {
            String($0.dropFirst("Lesson.swift:".count))
        }
        #expect(lines == errors)
    }

    @Test(.enabled(if: SwiftUIStandIn.swiftcIsAvailable))
    func swiftcGivesTheRecordedLines() throws {
        for (row, mistake) in zip(try SwiftUIStandIn.errors(inFiles: Self.mistakes.map(\.file)), Self.mistakes) {
            #expect(row == mistake.errors, "\(mistake.file)")
        }
    }

    /// A protocol cannot be made: swiftc's error.
    @Test func aProtocolIsNotConstructed() {
        let result = open(
            "import SwiftUI\nprotocol Named {}\nstruct V: View {\n    var body: some View {\n        let n = Named()\n        return Text(\"a\")\n    }\n}\n#Preview { V() }\n"
        )
        #expect(result.errors == ["'any Named' cannot be constructed because it has no accessible initializers"])
    }
}
