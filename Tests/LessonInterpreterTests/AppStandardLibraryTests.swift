import LessonInterpreter
import SwiftLesson
import Testing

/// The standard library and Foundation as learners' apps use them (a tip splitter's `pow` and
/// `rounded(.up)`, a quiz's `case 90...:`, an expense list's `Dictionary(grouping:by:)`). Each
/// expected text is what the same lines print when compiled by swiftc and run.
struct AppStandardLibraryTests {
    /// `code` as the body of a function whose string a preview shows: its text, or its first error.
    func run(_ code: String) -> String {
        let result = open("import SwiftUI\nfunc work() -> String {\n\(code)\n}\n#Preview { Text(work()) }\n")
        if let error = result.errors.first { return "error: " + error }
        return result.firstPreviewTexts.joined(separator: "|")
    }

    @Test(arguments: [
        (#"return "\(pow(2.0, 10)) \(sqrt(2.0)) \(floor(-2.5)) \(ceil(2.1))""#, "1024.0 1.4142135623730951 -3.0 3.0"),
        (#"return "\(round(2.5)) \(round(-2.5)) \(trunc(-2.7))""#, "3.0 -3.0 -2.0"),
        (
            #"return "\((2.5).rounded(.toNearestOrEven)) \((2.4).rounded(.up)) \((-2.4).rounded(.down))""#,
            "2.0 3.0 -3.0"
        ),
        (
            #"return "\((2.6).rounded(.towardZero)) \((2.4).rounded(.awayFromZero)) \((9.0).squareRoot())""#,
            "2.0 3.0 3.0"
        ),
        (#"let rate = 0.05; return "\(Int((pow(1 + rate, 10) * 100).rounded()))""#, "163"),
    ])
    func mathsIsFoundationsAndEachRoundingRuleIsItsOwn(_ code: String, _ expected: String) {
        #expect(run(code) == expected)
    }

    @Test func anUnknownRoundingRuleSaysWhichThereAre() {
        #expect(run(#"return "\((2.5).rounded(.sideways))""#).contains("'FloatingPointRoundingRule' (.up, .down"))
    }

    @Test(arguments: [
        (#"return "\("a,,b".components(separatedBy: ","))""#, #"["a", "", "b"]"#),
        (#"return "\("a, b, c".components(separatedBy: ", "))""#, #"["a", "b", "c"]"#),
        (#"return "\("a,,b".split(separator: ","))""#, #"["a", "b"]"#),
        (#"return "\("one two  three".components(separatedBy: .whitespaces))""#, #"["one", "two", "", "three"]"#),
        (
            #"return "\(String("hello".dropFirst())) \(String("hello".dropLast(2))) \(String("abc".reversed()))""#,
            "ello hel cba"
        ),
        (#"var s = "hello"; let c = s.removeLast(); return "\(s) \(c)""#, "hell o"),
    ])
    func stringsSplitAndDropAsFoundationDoes(_ code: String, _ expected: String) {
        #expect(run(code) == expected)
    }

    @Test(arguments: [
        (
            #"return "\(Array(stride(from: 10, through: 0, by: -5))) \(Array(stride(from: 0, to: 10, by: 3)))""#,
            "[10, 5, 0] [0, 3, 6, 9]"
        ),
        (#"return "\(Array(stride(from: 0.0, to: 1.0, by: 0.25)))""#, "[0.0, 0.25, 0.5, 0.75]"),
        (#"return "\([3, 1, 2].sorted(by: >)) \([3, 1, 2].sorted(by: <))""#, "[3, 2, 1] [1, 2, 3]"),
        (#"var a = [3, 1, 2]; a.sort(by: >); return "\(a)""#, "[3, 2, 1]"),
        (
            #"return "\(zip([1, 2], ["a", "b"]).map { "\($0)\($1)" }) \(zip([1, 2], [3, 4]).map { $0.0 + $0.1 })""#,
            #"["1a", "2b"] [4, 6]"#
        ),
        (#"return "\([1, 2, 3, 4].suffix(2)) \([1, 2, 3, 4].last(where: { $0 < 3 }) ?? 0)""#, "[3, 4] 2"),
        (
            #"return "\([1, 2, 3].contains { $0 > 2 }) \([[1], [2, 3]].flatMap { $0 }) \([5, 6, 5].lastIndex(of: 5) ?? -1)""#,
            "true [1, 2, 3] 2"
        ),
        (#"var total = 0; [1, 2, 3].forEach { total += $0 }; return "\(total)""#, "6"),
    ])
    func sequencesTakeFunctionsAndOperators(_ code: String, _ expected: String) {
        #expect(run(code) == expected)
    }

    @Test(arguments: [
        (95, "A"), (5, "F"), (50, "D"), (60, "B"),
    ])
    func oneSidedRangesMatchAsPatterns(_ score: Int, _ expected: String) {
        let code = """
            switch \(score) { case 90...: return "A"; case ..<10: return "F"; case ...50: return "D"; default: return "B" }
            """
        #expect(run(code) == expected)
    }

    @Test(arguments: [(18.4, "under"), (18.5, "normal"), (31, "obese"), (27, "over")])
    func oneSidedDoubleRangesMatchAsPatterns(_ x: Double, _ expected: String) {
        let code = """
            let x: Double = \(x)
            switch x { case ..<18.5: return "under"; case 18.5..<25: return "normal"; case 30...: return "obese"; default: return "over" }
            """
        #expect(run(code) == expected)
    }

    @Test func oneSidedRangesSliceAnArray() {
        #expect(
            run(#"let a = [1, 2, 3, 4]; return "\(Array(a[1...])) \(Array(a[..<2])) \(Array(a[...1]))""#)
                == "[2, 3, 4] [1, 2] [1, 2]")
        #expect(run(#"let a = [1, 2]; return "\(Array(a[3...]))""#) == "error: range 3... is out of bounds")
    }

    @Test(arguments: [
        (
            #"let g = Dictionary(grouping: ["food", "rent", "fun"], by: { $0.count }); return "\(g.keys.sorted()) \(g[4]?.count ?? 0)""#,
            "[3, 4] 2"
        ),
        (
            #"let g = Dictionary(grouping: [1, 2, 3, 4], by: { $0 % 2 }); return "\(g.mapValues { $0.count }[0] ?? 0)""#,
            "2"
        ),
        (#"let d = Dictionary(uniqueKeysWithValues: [("a", 1), ("b", 2)]); return "\(d.values.sorted())""#, "[1, 2]"),
        (#"return "\(Dictionary([("a", 1), ("a", 5)], uniquingKeysWith: +)["a"] ?? 0)""#, "6"),
        (#"return "\(["a": 2])""#, #"["a": 2]"#),
        (#"return "\(["a": 1, "b": nil].compactMapValues { $0 }.count)""#, "1"),
        (#"return "\(Swift.min(3, 4)) \(Swift.max(1.5, 2))""#, "3 2.0"),
    ])
    func dictionariesGroupAndMapTheirValues(_ code: String, _ expected: String) {
        #expect(run(code) == expected)
    }

    @Test func aRepeatedKeyIsSwiftsTrapAsAnError() {
        #expect(
            run(#"let d = Dictionary(uniqueKeysWithValues: [("a", 1), ("a", 2)]); return "\(d.count)""#)
                == "error: Fatal error: Duplicate values for key: 'a'")
    }

    @Test func aStateIsGivenItsFirstValueByAnInitializer() {
        let result = open(
            """
            import SwiftUI
            struct Counter: View {
                @State private var count: Int
                @Binding var on: Bool
                init(start: Int, on: Binding<Bool>) {
                    _count = State(initialValue: start)
                    self._on = on
                }
                var body: some View { Text("\\(count) \\(on)") }
            }
            #Preview { Counter(start: 4, on: .constant(true)) }
            """)
        #expect(result.errors == [])
        #expect(result.firstPreviewTexts == ["4 true"])
    }
}
