import LessonInterpreter
import SwiftLesson
import Testing

/// The parts of the language learners' app models lean on: classes shared by reference, `lazy`
/// properties, `[weak self]` closures, optional callbacks, `@discardableResult` helpers and an
/// extension method on a standard type. Each expected text is what the same declarations print
/// when compiled by swiftc and run.
struct AppLanguageTests {
    static let declarations = """
        import SwiftUI
        final class Box { var n = 0 }
        struct Pair { var n = 0 }
        struct Cart { var prices = [1.5, 2.5]; lazy var total = prices.reduce(0, +) }
        final class Counter {
            var n = 0
            var onChange: (() -> Void)? = nil
            func bump() { let work = { [weak self] in guard let self else { return }; self.n += 1 }; work(); onChange?() }
        }
        @discardableResult func add(_ x: Int) -> Int { x * 2 }
        extension Double {
            func rounded(toPlaces p: Int) -> Double { let d = pow(10.0, Double(p)); return (self * d).rounded() / d }
        }
        """

    /// `code` as the body of a function whose string a preview shows: its text, or its first error.
    func run(_ code: String) -> String {
        let result = open(Self.declarations + "\nfunc work() -> String {\n\(code)\n}\n#Preview { Text(work()) }\n")
        if let error = result.errors.first { return "error: " + error }
        return result.firstPreviewTexts.joined(separator: "|")
    }

    @Test(arguments: [
        (
            #"let a = Box(); let b = a; b.n = 5; return "\(a.n) \(a === b) \(Box() === a) \(a !== b)""#,
            "5 true false false"
        ),
        (
            #"var boxes = [Box(), Box()]; let first = boxes[0]; first.n = 3; boxes.append(first); return "\(boxes.map { $0.n })""#,
            "[3, 0, 3]"
        ),
        (#"let c = Counter(); c.bump(); c.bump(); return "\(c.n)""#, "2"),
    ])
    func aClassIsSharedByEveryoneHoldingIt(_ code: String, _ expected: String) {
        #expect(run(code) == expected)
    }

    @Test func aStructIsStillCopied() {
        #expect(run(#"let a = Pair(); var b = a; b.n = 5; return "\(a.n) \(b.n)""#) == "0 5")
    }

    @Test(arguments: [
        (#"var c = Cart(); return "\(c.total)""#, "4.0"),
        (#"add(1); return "\(add(2))""#, "4"),
        (#"return "\((3.14159).rounded(toPlaces: 2)) \((2.5).rounded())""#, "3.14 3.0"),
    ])
    func modelHelpersRunAsSwiftRunsThem(_ code: String, _ expected: String) {
        #expect(run(code) == expected)
    }

    static let classes = """
        import SwiftUI
        class Animal {
            var name: String
            var legs = 4
            init(name: String) { self.name = name }
            func describe() -> String { "\\(name) has \\(legs) legs" }
            var kind: String { "animal" }
        }
        class Bird: Animal {
            var wings = 2
            init(name: String, wings: Int) {
                self.wings = wings
                super.init(name: name)
                legs = 2
            }
            override func describe() -> String { super.describe() + " and \\(wings) wings" }
            override var kind: String { "bird " + super.kind }
        }
        class Parrot: Bird {
            var words = ["hello"]
            override func describe() -> String { super.describe() + ", says \\(words[0])" }
        }
        class Dog: Animal {}
        """

    @Test(arguments: [
        (#"Bird(name: "Robin", wings: 2).describe()"#, "Robin has 2 legs and 2 wings"),
        (#"Parrot(name: "Polly", wings: 2).describe()"#, "Polly has 2 legs and 2 wings, says hello"),
        (#"Parrot(name: "Polly", wings: 2).kind"#, "bird animal"),
        (#"Dog(name: "Rex").describe()"#, "Rex has 4 legs"),
        (#"{ let a: Animal = Bird(name: "Tit", wings: 2); return "\(a.kind) \(a.legs)" }()"#, "bird animal 2"),
    ])
    func aSubclassInheritsOverridesAndCallsSuper(_ expression: String, _ expected: String) {
        let result = open(Self.classes + "\n#Preview { Text(\(expression)) }\n")
        #expect(result.errors == [])
        #expect(result.firstPreviewTexts == [expected])
    }

    @Test(arguments: [
        (
            "struct S { func f() -> Int { super.f() } }",
            "'super' cannot be used in non-class type 'S'"
        ),
        (
            "class R { func g() -> Int { super.g() } }",
            "'super' cannot be used in class 'R' because it has no superclass"
        ),
    ])
    func superWithoutASuperclassIsSwiftcsError(_ declaration: String, _ message: String) {
        let call = declaration.hasPrefix("struct") ? "S().f()" : "R().g()"
        let result = open("import SwiftUI\n\(declaration)\n#Preview { Text(\"\\(\(call))\") }\n")
        #expect(result.errors.first?.contains(message) == true, "\(result.errors)")
    }
}
