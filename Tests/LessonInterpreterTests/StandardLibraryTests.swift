import LessonInterpreter
import SwiftLesson
import Testing

/// The standard library's meaning where the interpreter differed from Swift: a set holds each
/// value once, every spelling of `.none` is nil, a dictionary's subscript is optional, and a
/// range is built and counted without overflow (Swift's trap message where Swift traps).
struct StandardLibraryTests {
    /// `code` as the body of a function whose string a preview shows: its text, or its first error.
    func run(_ code: String) -> String {
        let result = open("import SwiftUI\nfunc work() -> String {\n\(code)\n}\n#Preview { Text(work()) }\n")
        if let error = result.errors.first { return "error: " + error }
        return result.firstPreviewTexts.joined(separator: "|")
    }

    @Test(arguments: [
        ("return \"\\(Set([1, 1, 2]).count)\"", "2"),
        ("let s: Set = [1, 1, 2, 2]; return \"\\(s.count)\"", "2"),
        ("let s: Set<String> = [\"a\", \"a\"]; return \"\\(s)\"", "[\"a\"]"),
        ("var s: Set<Int> = [1]; s.insert(1); s.insert(2); return \"\\(s.count)\"", "2"),
        ("var s: Set<Int> = [1]; return \"\\(s.insert(1).inserted) \\(s.insert(5).inserted)\"", "false true"),
        ("var s: Set = [1, 2]; s.formUnion([2, 3, 3]); return \"\\(s.count)\"", "3"),
        ("let s: Set = [1, 2]; return \"\\(s.union([2, 3, 3]).count)\"", "3"),
        ("let s: Set = [1, 2, 3]; return \"\\(s.intersection([2, 3, 4]).count)\"", "2"),
        ("let s: Set = [1, 2, 3]; return \"\\(s.subtracting([2]).count)\"", "2"),
        ("var s: Set = [1, 2]; let r = s.remove(2); return \"\\(s.count) \\(r ?? 0)\"", "1 2"),
        ("return \"\\(Set(Array(repeating: 7, count: 5)).count)\"", "1"),
    ])
    func everySetHoldsEachValueOnce(_ code: String, _ expected: String) {
        #expect(run(code) == expected)
    }

    @Test(arguments: [
        ("return \"\\(Optional<Int>.none ?? 5)\"", "5"),
        ("return \"\\(Optional.none ?? 5)\"", "5"),
        ("let x: Int? = .none; return \"\\(x ?? 6)\"", "6"),
        ("let x: Int? = nil; return \"\\(x ?? 7)\"", "7"),
        ("let x: Int? = .some(3); return \"\\(x ?? 7)\"", "3"),
        ("return \"\\(Optional<Int>.none == nil)\"", "true"),
        ("let x: Int? = .none; if let y = x { return \"\\(y)\" }; return \"nil\"", "nil"),
        ("let x: Int? = nil; switch x { case .none: return \"none\"; case .some(let v): return \"\\(v)\" }", "none"),
        ("let x: Int? = 4; switch x { case .none: return \"none\"; case .some(let v): return \"\\(v)\" }", "4"),
    ])
    func everyNoneIsNil(_ code: String, _ expected: String) {
        #expect(run(code) == expected)
    }

    @Test(arguments: [
        ("return \"\\([1: 2][3] ?? 0)\"", "0"),
        ("return \"\\([1: 2][1] ?? 0)\"", "2"),
        ("let d = [\"a\": 1]; return \"\\(d[\"b\"] ?? 9)\"", "9"),
        ("let d = [\"a\": 1]; return \"\\(d[\"b\", default: 4])\"", "4"),
        ("var d: [String: Int] = [:]; d[\"a\"] = 1; d[\"a\", default: 0] += 2; return \"\\(d[\"a\"] ?? 0)\"", "3"),
        ("var d = [1: 10]; d[2] = 20; d[1] = nil; return \"\\(d[1] ?? 0) \\(d[2] ?? 0)\"", "0 20"),
    ])
    func everyDictionaryReadIsOptional(_ code: String, _ expected: String) {
        #expect(run(code) == expected)
    }

    @Test(arguments: [
        ("return \"\\(Array(1...0))\"", "error: Range requires lowerBound <= upperBound"),
        ("return \"\\(Array(3..<1))\"", "error: Range requires lowerBound <= upperBound"),
        ("return \"\\(Int.random(in: 0...Int.max))\"", "0"),
        ("return \"\\((Int.max...Int.max).count)\"", "1"),
        ("return \"\\((1...Int.max).count)\"", "9223372036854775807"),
        (
            "return \"\\((Int.min...Int.max).count)\"",
            "error: the range -9223372036854775808...9223372036854775807 has more elements than 'Int' can count"
        ),
        (
            "return \"\\((Int.min..<Int.max).count)\"",
            "error: the range -9223372036854775808..<9223372036854775807 has more elements than 'Int' can count"
        ),
        ("return \"\\((0...Int.max).upperBound) \\((0...Int.max).contains(Int.max))\"", "9223372036854775807 true"),
        ("return \"\\(1...3) \\((1...3).upperBound) \\(Array(1...3))\"", "1...3 3 [1, 2, 3]"),
        ("return \"\\([1, 2, 3, 4][1...2])\"", "[2, 3]"),
        ("return \"\\([1, 2][0...Int.max])\"", "error: range 0...9223372036854775807 is out of bounds"),
        ("for i in (Int.max - 1)...Int.max { _ = i }; return \"ok\"", "ok"),
        (
            "for i in 0...Int.max { _ = i }; return \"ok\"",
            "error: a range of more than 9223372036854775807 elements is more than a preview can draw (at most 2000000)"
        ),
    ])
    func rangesAreBuiltAndCountedWithoutOverflow(_ code: String, _ expected: String) {
        #expect(run(code) == expected)
    }

    /// A random value is reproducible: `Bool.random()` is false, `Int.random(in:)` the lower bound.
    @Test(arguments: [
        ("return \"\\(Bool.random())\"", "false"),
        ("if Bool.random() { return \"heads\" }; return \"tails\"", "tails"),
        ("let b: Bool = .random(); return \"\\(b)\"", "false"),
        ("return \"\\(Int.random(in: 3..<9))\"", "3"),
        ("let n: Int = .random(in: 2...6); return \"\\(n)\"", "2"),
    ])
    func randomValuesAreReproducible(_ code: String, _ expected: String) {
        #expect(run(code) == expected)
    }

    /// Collections as apps use them: `reduce(into:)`, a key path as a function (SE-0249), a
    /// string as a collection of characters, an array of tuples made empty.
    @Test(arguments: [
        ("return \"\\([1, 2, 3].reduce(into: 0) { $0 += $1 })\"", "6"),
        (
            "let counts = [\"a\", \"b\", \"a\"].reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }; return \"\\(counts[\"a\"] ?? 0)\"",
            "2"
        ),
        ("return \"\\([\"ab\", \"c\"].map(\\.count))\"", "[2, 1]"),
        ("return \"\\([\"ab\", \"\"].filter(\\.isEmpty).count)\"", "1"),
        ("return \"\\(\"hello\".filter { $0 != \"l\" })\"", "heo"),
        ("return \"\\(\"abc\".map { $0.uppercased() })\"", "[\"A\", \"B\", \"C\"]"),
        ("return \"aab\".reduce(into: \"\") { s, c in if !s.contains(c) { s.append(c) } }", "ab"),
        ("var q = [(f1: Int, f2: Int)](); q.append((f1: 2, f2: 3)); return \"\\(q.count) \\(q[0].f2)\"", "1 3"),
    ])
    func collectionsAsAppsUseThem(_ code: String, _ expected: String) {
        #expect(run(code) == expected)
    }

    /// Inside `extension String`, a member alone is self's: the standard library's and the extension's.
    @Test func aStringExtensionCallsSelfsMembersUnqualified() {
        let source = """
            import SwiftUI
            extension String {
                var uniqued: String {
                    reduce(into: "") { sofar, c in
                        if !sofar.contains(c) { sofar.append(c) }
                    }
                }
                var shouted: String { uppercased() + "!" }
                var both: String { uniqued.shouted }
            }
            #Preview { Text("aabbc".both) }
            """
        let result = open(source)
        #expect(result.errors == [])
        #expect(result.firstPreviewTexts == ["ABC!"])
    }

}
