import Foundation
import LessonInterpreter
import SwiftLesson
import Testing
import TileTree

/// The corpus of learners' lesson files (Tests/LessonInterpreterTests/Geometry, and the seeds in
/// Examples/lessons), each with the geometry SwiftUI gives it worked out by hand from SwiftUI's
/// layout rules, written at the end of the file:
///
///     // expect-preview: Two tiles
///     // expect: Color#0 = 36.5 363.5 150 150      (the first Color in pre-order: x y width height)
///     // expect-warnings: 0
///
/// A `_` leaves a number unpinned: the learners' corpus (Geometry/Learners) pins shapes and
/// colours exactly, and a text's own width (which depends on the font's metrics) not at all.
///
/// Every frame must match within 0.5 pt on an iPhone 15 canvas, and the warnings must be exactly those listed.
struct GeometryCorpusTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static var files: [URL] {
        let dirs = [
            root.appendingPathComponent("Geometry"), root.appendingPathComponent("Geometry/Learners"),
            root.appendingPathComponent("Lessons"),
            root.appendingPathComponent("../../Examples/lessons"),
        ]
        return dirs.flatMap { dir in
            ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasSuffix(".swift") }
                .sorted().map { dir.appendingPathComponent($0) }
        }
    }

    struct Expectation {
        var preview: String
        var name: String
        var index: Int
        /// x, y, width, height; nil where the file wrote `_`.
        var frame: [Double?]
        var line: Int
    }

    @Test func theCorpusIsThere() {
        #expect(Self.files.count >= 30)
        #expect(Self.files.filter { $0.path.contains("/Learners/") }.count >= 15)
    }

    @Test(arguments: files.map(\.lastPathComponent))
    func geometryMatchesSwiftUI(_ name: String) throws {
        let url = try #require(Self.files.first { $0.lastPathComponent == name })
        let text = try String(contentsOf: url, encoding: .utf8)
        let result = open(text, path: name)
        #expect(result.errors.isEmpty, "\(result.messages)")
        var preview = ""
        var expectations: [Expectation] = []
        var warningCount: Int?
        var warnings: [String] = []
        for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let t = line.trimmingCharacters(in: .whitespaces)
            if t.hasPrefix("// expect-preview: ") {
                preview = String(t.dropFirst("// expect-preview: ".count))
            } else if t.hasPrefix("// expect-warnings: ") {
                warningCount = Int(t.dropFirst("// expect-warnings: ".count))
            } else if t.hasPrefix("// expect-warning: ") {
                warnings.append(String(t.dropFirst("// expect-warning: ".count)))
            } else if t.hasPrefix("// expect: ") {
                let parts = t.dropFirst("// expect: ".count).split(separator: " ")
                let selector = parts[0].split(separator: "#")
                expectations.append(
                    Expectation(
                        preview: preview, name: String(selector[0]), index: Int(selector[1]) ?? 0,
                        frame: parts.dropFirst(2).map { $0 == "_" ? nil : Double($0) }, line: n + 1))
            }
        }
        if let warningCount { #expect(result.warnings.count == warningCount, "\(result.warnings)") }
        for w in warnings { #expect(result.warnings.contains(w), "\(result.warnings)") }
        var nodes: [String: [LaidOutNode]] = [:]
        for e in expectations {
            if nodes[e.preview] == nil { nodes[e.preview] = try result.laidOut(e.preview) }
            let matching = (nodes[e.preview] ?? []).filter { $0.kind.name == e.name }
            guard matching.indices.contains(e.index) else {
                Issue.record("\(name):\(e.line): \(e.preview): no \(e.name)#\(e.index)")
                continue
            }
            let f = matching[e.index].frame
            let got = [f.x, f.y, f.width, f.height]
            #expect(
                zip(got, e.frame).allSatisfy { a, b in b.map { abs(a - $0) <= 0.5 } ?? true } && e.frame.count == 4
                    && e.frame.contains { $0 != nil },
                "\(name):\(e.line): \(e.preview): \(e.name)#\(e.index) is \(got), SwiftUI gives \(e.frame)")
        }
    }
}
