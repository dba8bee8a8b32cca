import LessonInterpreter
import SwiftLesson
import Testing
import TileTree

/// The slips learners make most, each an error at its place in swiftc's own words (not a
/// placeholder: an API outside the subset is drawn softly, a mistake is not).
struct LearnerSlipTests {
    @Test(arguments: [
        (
            "TextField(\"Name\", text: name)",
            "6:33: error: cannot convert value of type 'String' to expected argument type 'Binding<String>'"
        ),
        (
            "Toggle(\"On\", isOn: isOn)",
            "6:28: error: cannot convert value of type 'Bool' to expected argument type 'Binding<Bool>'"
        ),
        (
            "Slider(value: volume, in: 0...10)",
            "6:23: error: cannot convert value of type 'Double' to expected argument type 'Binding<Double>'"
        ),
        (
            "Stepper(\"Cups\", value: cups)",
            "6:32: error: cannot convert value of type 'Int' to expected argument type 'Binding<Int>'"
        ),
        (
            "Picker(\"Name\", selection: name) { Text(\"a\").tag(\"a\") }",
            "6:35: error: cannot convert value of type 'String' to expected argument type 'Binding<String>'"
        ),
        (
            "Text(name).foregroundColour(.red)",
            "6:20: error: value of type 'Text' has no member 'foregroundColour'; did you mean 'foregroundColor'?"
        ),
        (
            "Text(name).padding().fontweight(.bold)",
            "6:30: error: value of type 'some View' has no member 'fontweight'; did you mean 'fontWeight'?"
        ),
        ("Text(cups)", "6:9: error: no exact matches in call to initializer"),
    ])
    func aSlipIsSwiftcsError(_ view: String, _ message: String) {
        let source = """
            import SwiftUI
            struct Order: View {
                @State private var name = ""
                @State private var isOn = false, volume = 2.0, cups = 1
                var body: some View {
                    \(view)
                }
            }
            #Preview { Order() }
            """
        let result = open(source)
        #expect(result.failed)
        #expect(result.messages == ["Lesson.swift:" + message])
    }

    @Test(arguments: ["$name", ".constant(\"x\")"])
    func aBindingIsNoSlip(_ argument: String) {
        let source = """
            import SwiftUI
            struct Order: View {
                @State private var name = ""
                var body: some View { TextField("Name", text: \(argument)) }
            }
            #Preview { Order() }
            """
        #expect(open(source).diagnostics.isEmpty)
    }

    /// A custom alignment the program declares is drawn as the centre with one warning (the
    /// alignment guides that use it are not drawn); a name no one declares is still an error.
    @Test func aCustomAlignmentIsDrawnAsTheCentre() {
        let source = { (alignment: String) in
            """
            import SwiftUI
            extension VerticalAlignment {
                enum MidAccountAndName: AlignmentID {
                    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.top] }
                }
                static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
            }
            #Preview { HStack(alignment: \(alignment)) { Text("@twostraws"); Text("Paul") } }
            """
        }
        let custom = open(source(".midAccountAndName"))
        #expect(custom.errors == [])
        #expect(
            custom.warnings == [
                "the custom alignment '.midAccountAndName' is drawn as '.center'; alignment guides are not supported yet"
            ])
        #expect(custom.firstPreviewTexts == ["@twostraws", "Paul"])
        let slip = open(source(".midAcountAndName"))
        #expect(slip.errors.first?.hasPrefix("expected a vertical alignment") == true)
    }

    @Test func aModifierOutsideTheSubsetIsStillDrawnSoftly() {
        let result = open(
            "import SwiftUI\n#Preview { Text(\"a\").containerRelativeFrame(.horizontal) }\n")
        #expect(result.warnings == ["'.containerRelativeFrame' is not supported yet; drawn without it"])
        #expect(!result.failed)
    }

    /// A button that sets a property without `@State`: what swiftc says of the action.
    @Test(arguments: [
        ("var count = 0", "cannot assign to property: 'self' is immutable"),
        ("let count = 0", "cannot assign to property: 'count' is a 'let' constant"),
    ])
    func aButtonThatSetsAPlainPropertyCannotRun(_ declaration: String, _ message: String) {
        let source = """
            import SwiftUI
            struct Counter: View {
                \(declaration)
                var body: some View { Button("+1") { count += 1 } }
            }
            #Preview { Counter() }
            """
        let (program, _) = SwiftProgram.empty.adding(SourceFile(path: "Lesson.swift", text: source))
        let result = Lesson.run(
            program, request: LessonRequest(tap: ("+1", nil)), formatting: FixedFormatting(), now: 0)
        guard case .failed(let why)? = result.tap else {
            Issue.record("the tap ran: \(String(describing: result.tap))")
            return
        }
        #expect(why == message)
    }

    @Test func anInitializerMaySetItsViewsProperties() {
        let source = """
            import SwiftUI
            struct Badge: View {
                let title: String
                var count: Int
                init(_ title: String) { self.title = title; count = title.count }
                var body: some View { Text("\\(title) \\(count)") }
            }
            #Preview { Badge("New") }
            """
        #expect(open(source).diagnostics.isEmpty, "\(open(source).messages)")
    }
}
