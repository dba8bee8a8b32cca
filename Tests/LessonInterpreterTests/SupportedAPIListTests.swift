import Foundation
import Testing

@testable import LessonInterpreter

/// The README's list of supported SwiftUI APIs is the vocabulary table's own summary, so a view
/// or modifier added to the table without the README (or the other way round) fails here.
/// `RECORD_SNAPSHOTS=1 swift test --filter SupportedAPIListTests` rewrites the README's copy.
struct SupportedAPIListTests {
    static let begin = "<!-- supported-api: generated from Vocabulary.standard by SupportedAPIListTests -->\n"
    static let end = "<!-- end supported-api -->"

    static var readme: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
    }

    @Test func theREADMEListsExactlyTheStandardVocabulary() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let summary = Vocabulary.standard.markdownSummary()
        guard let start = text.range(of: Self.begin),
            let stop = text.range(of: Self.end, range: start.upperBound..<text.endIndex)
        else {
            Issue.record("README.md has no supported-api markers")
            return
        }
        let listed = String(text[start.upperBound..<stop.lowerBound])
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
            try (text[..<start.upperBound] + summary + text[stop.lowerBound...]).write(
                to: Self.readme, atomically: true, encoding: .utf8)
            return
        }
        #expect(listed == summary, "README's supported-API list is stale; RECORD_SNAPSHOTS=1 rewrites it")
    }

    @Test func anAddedViewAndModifierAreListedWithTheirSignatures() {
        let extended = Vocabulary.standard.adding(views: [VocabularyTests.badge], modifiers: [VocabularyTests.cheered])
        let summary = extended.markdownSummary()
        #expect(summary.contains("`Badge(_:)`"))
        #expect(summary.contains("`.cheered()`"))
        #expect(!Vocabulary.standard.markdownSummary().contains("Badge"))
    }

    @Test func everyLineFitsTheREADMEsWidthAndEachSectionCountsItsItems() {
        let summary = Vocabulary.standard.markdownSummary()
        for line in summary.split(separator: "\n") {
            // NB: one signature longer than the width stands alone on its line, unbroken.
            #expect(line.count <= 100 || line.filter { $0 == "`" }.count == 2, "\(line)")
            #expect(!line.hasSuffix(" "), "\(line)")
        }
        let views = summary.split(separator: "\n\n").first.map(String.init) ?? ""
        #expect(views.hasPrefix("**\(Vocabulary.standard.views.count) views**"))
        #expect(views.contains("`VStack(alignment:spacing:content:)`"))
        #expect(views.contains("`Text(verbatim:)`"))
    }
}
