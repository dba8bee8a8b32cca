import SwiftLesson
import Testing
import TileTree

@testable import LessonInterpreter

/// A view and a modifier added to the vocabulary from outside, each one entry in this file and
/// one line in the table a lesson is opened with.
struct VocabularyTests {
    /// `Badge("New")`: a text with a star before it.
    static let badge = ViewEntry(name: "Badge", signatures: [Signature("_:")]) { c in
        guard let title = c.args.positional.first, case .string(let s) = c.interpreter.unbound(title.value) else {
            return .view(.text("★"))
        }
        return .view(.text("★ " + s))
    }

    /// `.cheered()`: the view with an exclamation mark beside it.
    static let cheered = ModifierEntry(name: "cheered", signatures: [Signature()]) { c in
        .view(.hstack([c.node, .text("!")]))
    }

    static let source = """
        import SwiftUI
        #Preview { VStack { Badge("New"); Text("Hi").cheered() } }
        """

    func open(_ vocabulary: Vocabulary) -> LessonResult {
        Lesson.open(
            [SourceFile(path: "Lesson.swift", text: Self.source)], formatting: FixedFormatting(), now: 0,
            vocabulary: vocabulary)
    }

    @Test func aViewAndAModifierRegisteredByOneLineAreDrawn() {
        let result = open(Vocabulary.standard.adding(views: [Self.badge], modifiers: [Self.cheered]))
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.firstPreviewTexts == ["★ New", "Hi", "!"])
    }

    @Test func theStandardVocabularyDoesNotKnowThem() {
        let result = open(.standard)
        #expect(!result.firstPreviewTexts.contains("★ New"))
        #expect(!result.firstPreviewTexts.contains("!"))
        #expect(!(result.errors + result.warnings).isEmpty)
    }
}
