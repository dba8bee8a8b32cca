import LessonInterpreter
import SwiftLesson
import Testing

/// The initializers apps make their collections with: `[ExpenseItem]()`, `[String: Int]()`,
/// `[[Int]](repeating:count:)`, and a property observer after a first value, which draws.
struct EmptyCollectionTests {
    func texts(_ members: String, _ body: String) -> (texts: [String], errors: [String]) {
        let source = """
            import SwiftUI
            struct Item { var name: String }
            struct V: View {
            \(members)
                var body: some View {
                    \(body)
                }
            }
            #Preview { V() }
            """
        let result = open(source)
        return (result.firstPreviewTexts, result.errors)
    }

    @Test(arguments: [
        ("    @State var items = [Item]()", "Text(\"\\(items.count)\")", "0"),
        ("    var scores = [String: Int]()", "Text(\"\\(scores.count) \\(scores[\"a\"] ?? -1)\")", "0 -1"),
        ("    let grid = [[Int]](repeating: [1, 2], count: 3)", "Text(\"\\(grid.count) \\(grid[2][1])\")", "3 2"),
        ("    var names = [String?]()", "Text(\"\\(names.isEmpty)\")", "true"),
        ("    var nested = [Item.ID]()", "Text(\"\\(nested.count)\")", "0"),
        (
            "    var items: [Item] { var all = [Item](); all.append(Item(name: \"a\")); return all }",
            "Text(items[0].name)", "a"
        ),
        ("    @State var on = false {\n        didSet { print(on) }\n    }", "Text(\"\\(on)\")", "false"),
    ])
    func aCollectionTypeCalledIsItsInitializer(_ members: String, _ body: String, _ shown: String) {
        let (texts, errors) = texts(members, body)
        #expect(errors == [])
        #expect(texts == [shown])
    }
}
