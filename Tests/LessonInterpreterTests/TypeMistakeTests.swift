import Foundation
import StandInSupport
import SwiftLesson
import Testing

@testable import LessonInterpreter

/// Mistakes of type learners make (an argument of the wrong type, `ForEach` without `id:`, an
/// unknown member or wrong labels on a `String` or `Array` method, an optional where its value
/// is needed, `Text(3)`): each is the error swiftc gives against the SwiftUI stand-in, at
/// swiftc's line and column, and each valid variant draws with no diagnostic and type-checks.
struct TypeMistakeTests {
    /// A mistake alone in a view's body (as `CallSignatureTests.source` places it) and swiftc's
    /// first message for it.
    static let mistakes: [(call: String, message: String)] = [
        (
            "Text(\"a\").opacity(\"a\")",
            "4:27: error: cannot convert value of type 'String' to expected argument type 'Double'"
        ),
        (
            "Text(\"a\").frame(width: \"100\")",
            "4:32: error: cannot convert value of type 'String' to expected argument type 'CGFloat'"
        ),
        (
            "Text(\"a\").frame(maxWidth: \"wide\")",
            "4:35: error: cannot convert value of type 'String' to expected argument type 'CGFloat'"
        ),
        (
            "Text(\"a\").frame(width: 10, height: \"x\")",
            "4:44: error: cannot convert value of type 'String' to expected argument type 'CGFloat'"
        ),
        ("Text(3)", "4:9: error: no exact matches in call to initializer"),
        ("Text(3.5)", "4:9: error: no exact matches in call to initializer"),
        ("Text(true)", "4:9: error: no exact matches in call to initializer"),
        (
            "Text(\"a\").hueRotation(90)",
            "4:31: error: cannot convert value of type 'Int' to expected argument type 'Angle'"
        ),
        (
            "Text(\"a\").rotationEffect(45)",
            "4:34: error: cannot convert value of type 'Int' to expected argument type 'Angle'"
        ),
        ("Text(\"a\").opacity(.red)", "4:28: error: type 'Double' has no member 'red'"),
        ("Text(\"a\").saturation(.red)", "4:31: error: type 'Double' has no member 'red'"),
        (
            "Text(\"a\").brightness(\"a\")",
            "4:30: error: cannot convert value of type 'String' to expected argument type 'Double'"
        ),
        (
            "Text(\"a\").contrast(true)",
            "4:28: error: cannot convert value of type 'Bool' to expected argument type 'Double'"
        ),
        (
            "Text(\"a\").grayscale(\"a\")",
            "4:29: error: cannot convert value of type 'String' to expected argument type 'Double'"
        ),
        (
            "Text(\"a\").blur(radius: \"a\")",
            "4:32: error: cannot convert value of type 'String' to expected argument type 'CGFloat'"
        ),
        (
            "Text(\"a\").colorMultiply(3)",
            "4:33: error: cannot convert value of type 'Int' to expected argument type 'Color'"
        ),
        (
            "Text(\"a\").blendMode(3)",
            "4:29: error: cannot convert value of type 'Int' to expected argument type 'BlendMode'"
        ),
        ("Text(\"a\").blendMode(.mix)", "4:30: error: type 'BlendMode' has no member 'mix'"),
        (
            "Text(\"a\").cornerRadius(\"a\")",
            "4:32: error: cannot convert value of type 'String' to expected argument type 'CGFloat'"
        ),
        (
            "Text(\"a\").offset(x: \"a\")",
            "4:29: error: cannot convert value of type 'String' to expected argument type 'CGFloat'"
        ),
        (
            "Text(\"a\").shadow(radius: \"a\")",
            "4:34: error: cannot convert value of type 'String' to expected argument type 'CGFloat'"
        ),
        (
            "Text(\"a\").padding(.horizontal, \"8\")",
            "4:40: error: cannot convert value of type 'String' to expected argument type 'CGFloat'"
        ),
        ("Text(\"a\").padding(\"a\")", "4:19: error: no exact matches in call to instance method 'padding'"),
        ("Text(\"a\").font(3)", "4:24: error: cannot convert value of type 'Int' to expected argument type 'Font'"),
        (
            "Text(\"a\").fontWeight(3)",
            "4:30: error: cannot convert value of type 'Int' to expected argument type 'Font.Weight'"
        ),
        (
            "Text(\"a\").foregroundColor(3)",
            "4:35: error: cannot convert value of type 'Int' to expected argument type 'Color'"
        ),
        (
            "Text(\"a\").opacity([1])",
            "4:27: error: cannot convert value of type '[Int]' to expected argument type 'Double'"
        ),
        ("Text(\"a\").blur(4)", "4:24: error: missing argument label 'radius:' in call"),
        ("Text(\"a\").colorInvert(1)", "4:31: error: argument passed to call that takes no arguments"),
        ("Text(\"a\").brightness(amount: 0.2)", "4:29: error: extraneous argument label 'amount:' in call"),
        (
            "ForEach([\"a\", \"b\"]) { Text($0) }",
            "4:9: error: referencing initializer 'init(_:content:)' on 'ForEach' requires that 'String' conform to 'Identifiable'"
        ),
        (
            "ForEach([\"a\", \"b\"]) { s in Text(s.uppercased()) }",
            "4:9: error: referencing initializer 'init(_:content:)' on 'ForEach' requires that 'String' conform to 'Identifiable'"
        ),
        (
            "ForEach([1, 2]) { Text(\"\\($0)\") }",
            "4:17: error: cannot convert value of type '[Int]' to expected argument type 'Range<Int>'"
        ),
        (
            "ForEach(1...3) { n in Text(\"\\(n)\") }",
            "4:18: error: cannot convert value of type 'ClosedRange<Int>' to expected argument type 'Range<Int>'"
        ),
        (
            "ForEach([\"a\", \"b\"]) { Text(\"\\($0)\") }",
            "4:17: error: cannot convert value of type '[String]' to expected argument type 'Range<Int>'"
        ),
        ("Text(\"ok\".uppercase())", "4:19: error: value of type 'String' has no member 'uppercase'"),
        ("Text(\"ok\".Uppercased())", "4:19: error: value of type 'String' has no member 'Uppercased'"),
        ("Text(\"\\(\"ok\".count())\")", "4:22: error: cannot call value of non-function type 'Int'"),
        ("Text(\"\\(\"ab\".coutn)\")", "4:22: error: value of type 'String' has no member 'coutn'"),
        ("Text(\"\\(\"ab\".isEmtpy)\")", "4:22: error: value of type 'String' has no member 'isEmtpy'"),
        ("Text(\"\\([1].frist)\")", "4:21: error: value of type '[Int]' has no member 'frist'"),
        ("Text([\"a\"].joined(by: \",\"))", "4:31: error: extra argument 'by' in call"),
        ("Text(\"\\([1].contains(1, 2))\")", "4:33: error: extra argument in call"),
        (
            "Text(\"a\".hasPrefix(prefix: \"a\") ? \"y\" : \"n\")",
            "4:27: error: extraneous argument label 'prefix:' in call"
        ),
        ("Text(\"ab\".lowercased(2))", "4:30: error: missing argument label 'with:' in call"),
        ("Text(\"\\([3, 1].sorted(2))\")", "4:31: error: missing argument label 'by:' in call"),
        ("Text(\"\\([1].filter(2, 3))\")", "4:31: error: extra argument in call"),
        ("Text(\"\\(4.isMultiple(2))\")", "4:30: error: missing argument label 'of:' in call"),
        ("Text(\"\\([1].firstIndex(1))\")", "4:32: error: missing argument label 'of:' in call"),
        ("Text(\"a\".replacingOccurrences(\"a\", with: \"b\"))", "4:38: error: missing argument label 'of:' in call"),
        (
            "let name: String? = \"x\"; Text(name)",
            "4:39: error: value of optional type 'String?' must be unwrapped to a value of type 'String'"
        ),
    ]

    /// Mistakes that need declarations around them: whole files without a preview (whose view
    /// is drawn, as a file without one is), with swiftc's first message.
    static let fileMistakes: [(file: String, message: String)] = [
        (
            """
            import SwiftUI
            struct Row: View {
                var name: String? = "x"
                var body: some View {
                    Text(name)
                }
            }
            """,
            "5:14: error: value of optional type 'String?' must be unwrapped to a value of type 'String'"
        ),
        (
            """
            import SwiftUI
            struct Row: View {
                @State private var title: String? = "t"
                var body: some View {
                    VStack {
                        Text(title)
                    }
                }
            }
            """,
            "6:18: error: value of optional type 'String?' must be unwrapped to a value of type 'String'"
        ),
        (
            """
            import SwiftUI
            struct Player {
                var name: String
            }
            struct Team: View {
                let players = [Player(name: "Ada")]
                var body: some View {
                    VStack {
                        ForEach(players) { p in Text(p.name) }
                    }
                }
            }
            """,
            "9:13: error: referencing initializer 'init(_:content:)' on 'ForEach' requires that 'Player' conform to 'Identifiable'"
        ),
        (
            """
            import SwiftUI
            enum Fruit: CaseIterable {
                case apple, pear
            }
            struct Fruits: View {
                var body: some View {
                    ForEach(Fruit.allCases) { f in Text("\\(f)") }
                }
            }
            """,
            "7:9: error: referencing initializer 'init(_:content:)' on 'ForEach' requires that 'Fruit' conform to 'Identifiable'"
        ),
        (
            """
            import SwiftUI
            struct Names: View {
                let names = ["Ada", "Grace"]
                var body: some View {
                    VStack {
                        ForEach(names) { name in Text(name) }
                    }
                }
            }
            """,
            "6:13: error: referencing initializer 'init(_:content:)' on 'ForEach' requires that 'String' conform to 'Identifiable'"
        ),
        (
            """
            import SwiftUI
            struct Greeting: View {
                var body: some View {
                    let nickname: String? = nil
                    Text(nickname)
                }
            }
            """,
            "5:14: error: value of optional type 'String?' must be unwrapped to a value of type 'String'"
        ),
        (
            """
            import SwiftUI
            struct Counter: View {
                @State private var count = 0
                var body: some View {
                    Text(count)
                }
            }
            """,
            "5:9: error: no exact matches in call to initializer"
        ),
        (
            """
            import SwiftUI
            struct Shout: View {
                let word = "hi"
                var body: some View {
                    Text(word.uppercase())
                }
            }
            """,
            "5:19: error: value of type 'String' has no member 'uppercase'"
        ),
        (
            """
            import SwiftUI
            struct Tags: View {
                @State private var tags = ["a", "b"]
                var body: some View {
                    Text(tags.joined(with: ", "))
                }
            }
            """,
            "5:32: error: extra argument 'with' in call"
        ),
        (
            """
            import SwiftUI
            struct Fade: View {
                let amount = "half"
                var body: some View {
                    Circle().opacity(amount)
                }
            }
            """,
            "5:26: error: cannot convert value of type 'String' to expected argument type 'Double'"
        ),
    ]

    /// Calls of the same APIs that fit their types, which swiftc accepts.
    static let valid = [
        "Text(\"a\").opacity(0.5)",
        "Text(\"a\").opacity(1)",
        "Text(\"a\").frame(width: 100)",
        "Text(\"a\").frame(maxWidth: .infinity)",
        "Text(\"a\").frame(width: .zero)",
        "Text(\"a\").rotationEffect(.degrees(45))",
        "Text(\"a\").rotationEffect(.radians(.pi))",
        "Text(\"a\").hueRotation(.degrees(90))",
        "Text(\"a\").hueRotation(Angle(degrees: 30))",
        "Text(\"a\").brightness(0.2)",
        "Text(\"a\").contrast(1.5)",
        "Text(\"a\").saturation(0)",
        "Text(\"a\").grayscale(1)",
        "Text(\"a\").blur(radius: 2)",
        "Text(\"a\").blur(radius: 2, opaque: true)",
        "Text(\"a\").colorInvert()",
        "Text(\"a\").colorMultiply(.red)",
        "Text(\"a\").blendMode(.multiply)",
        "Text(\"a\").padding(.horizontal, 8)",
        "Text(\"a\").cornerRadius(4.5)",
        "Text(\"a\").fontWeight(.bold)",
        "ForEach([\"a\", \"b\"], id: \\.self) { Text($0) }",
        "ForEach(0..<3) { Text(\"\\($0)\") }",
        "ForEach([1, 2].indices) { Text(\"\\($0)\") }",
        "ForEach(Array(1...3), id: \\.self) { Text(\"\\($0)\") }",
        "Text(\"ok\".uppercased())",
        "Text(\"ok\".lowercased())",
        "Text(\"\\(\"ok\".count)\")",
        "Text(\"\\(\"ok\".isEmpty)\")",
        "Text(\"a\".hasPrefix(\"a\") ? \"y\" : \"n\")",
        "Text([\"a\", \"b\"].joined(separator: \", \"))",
        "Text([\"a\", \"b\"].joined())",
        "Text(\"\\([1, 2].contains(1))\")",
        "Text(\"\\([3, 1].sorted().count)\")",
        "Text(\"\\([1, 2].filter { $0 > 1 }.count)\")",
        "Text(\"\\([1, 2].map { $0 * 2 }.count)\")",
        "Text(\"\\(4.isMultiple(of: 2))\")",
        "Text(\"\\([1].firstIndex(of: 1) ?? 0)\")",
        "Text(\"a\".replacingOccurrences(of: \"a\", with: \"b\"))",
        "Text(\"\\([1, 2].first ?? 0)\")",
        "Text(\"\\([1, 2].first(where: { $0 > 1 }) ?? 0)\")",
        "let name: String? = \"x\"; Text(name ?? \"none\")",
        "let name: String? = \"x\"; Text(name!)",
        "Text(3.5.formatted())",
        "Text(\"\\(3.7.rounded())\")",
    ]

    @Test(arguments: mistakes)
    func aMistakeIsSwiftcsError(_ call: String, _ message: String) {
        let result = open(CallSignatureTests.source(call))
        #expect(result.failed)
        #expect(result.messages == ["Lesson.swift:" + message])
    }

    @Test(arguments: fileMistakes)
    func aFileMistakeIsSwiftcsError(_ file: String, _ message: String) {
        let result = open(file + "\n")
        #expect(result.errors.count == 1)
        let errors = result.messages.filter { $0.contains(": error: ") }
        #expect(errors == ["Lesson.swift:" + message], "\(result.messages)")
    }

    @Test(arguments: valid)
    func aValidCallDrawsWithNoDiagnostic(_ call: String) {
        let result = open(CallSignatureTests.source(call))
        #expect(!result.failed)
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
        #expect(result.previews.count == 1)
    }

    @Test(.enabled(if: StandInCompiler.isAvailable))
    func swiftcGivesTheRecordedMessages() throws {
        let found = try StandInCompiler.firstErrors(Self.mistakes.map(\.call))
        for (row, (call, message)) in zip(found, Self.mistakes) {
            // NB: swiftc ends "no exact matches in call to initializer" with a space.
            #expect(row?.trimmingCharacters(in: .whitespaces) == message, "\(call)")
        }
    }

    @Test(.enabled(if: SwiftUIStandIn.swiftcIsAvailable))
    func swiftcGivesTheRecordedFileMessages() throws {
        let found = try SwiftUIStandIn.errors(inFiles: Self.fileMistakes.map(\.file))
        for (errors, (file, message)) in zip(found, Self.fileMistakes) {
            #expect(errors.first?.trimmingCharacters(in: .whitespaces) == message, "\(file)")
        }
    }

    @Test(.enabled(if: StandInCompiler.isAvailable))
    func swiftcAcceptsTheValidCalls() throws {
        let found = try StandInCompiler.firstErrors(Self.valid)
        for (row, call) in zip(found, Self.valid) {
            #expect(row == nil, "\(call)")
        }
    }
}
