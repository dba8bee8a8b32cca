import LessonInterpreter
import SwiftLesson
import Testing

/// `Self` is the type of `self` wherever `self` is: a stored property's initializer, a method,
/// an initializer, a static member, and in a struct, a class or an enum alike.
struct SelfTypeTests {
    /// The first preview's text, or the first error.
    func shown(_ declarations: String, _ text: String) -> String {
        let result = open("import SwiftUI\n\(declarations)\n#Preview { Text(\(text)) }\n")
        if let error = result.errors.first { return "error: " + error }
        return result.firstPreviewTexts.joined(separator: "|")
    }

    @Test(arguments: [
        ("struct Store { static let file = \"people.json\"\n var path = Self.file }", "Store().path", "people.json"),
        (
            "struct Store { static let file = \"a\"\n var path: String\n init() { path = Self.file + \"!\" } }",
            "Store().path", "a!"
        ),
        ("struct Store { static let file = \"b\"\n func path() -> String { Self.file } }", "Store().path()", "b"),
        ("struct Store { static let file = \"c\"\n static var path: String { Self.file } }", "Store.path", "c"),
        (
            "enum Size: String { case small, large\n static let standard = Self.large }", "Size.standard.rawValue",
            "large"
        ),
        (
            "enum Size: String { case small, large\n var other: Self { self == .small ? Self.large : .small } }",
            "Size.small.other.rawValue", "large"
        ),
        ("class Model { static let title = \"M\"\n var shown = Self.title }", "Model().shown", "M"),
        ("struct P { var n: Int\n static func make() -> Self { Self(n: 4) } }", "\"\\(P.make().n)\"", "4"),
    ])
    func selfIsTheTypeOfSelf(_ declarations: String, _ text: String, _ expected: String) {
        #expect(shown(declarations, text) == expected)
    }

    /// Outside a type there is no `self`, and so no `Self`: swiftc's words.
    @Test func selfOutsideATypeIsNotFound() {
        #expect(shown("let file = Self.file", "file") == "error: cannot find 'Self' in scope")
    }
}
