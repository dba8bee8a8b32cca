import LessonInterpreter
import StandInSupport
import SwiftLesson
import Testing

/// Whole files with mistakes the static check finds without drawing them: labels in views no
/// preview draws, assignments from code that cannot mutate, `let`s, private memberwise
/// initializers and missing returns, with swiftc's error lines recorded beside each.
struct StaticCheckMistakeTests {
    static let mistakes: [(file: String, errors: [String])] = [
        (
            "import SwiftUI\nstruct Unused: View {\n    var body: some View {\n        Text(\"a\").padding(all: 1)\n    }\n}\nimport SwiftUI\nstruct V: View {\n    var body: some View {\n        Text(\"b\")\n    }\n}\n#Preview { V() }\n",
            ["4:26: error: extraneous argument label 'all:' in call"]
        ),
        (
            "import SwiftUI\nstruct Unused: View {\n    var body: some View {\n        VStack(spacng: 10) {\n            Text(\"a\")\n        }\n    }\n}\nimport SwiftUI\nstruct V: View {\n    var body: some View {\n        Text(\"b\")\n    }\n}\n#Preview { V() }\n",
            ["4:15: error: incorrect argument label in call (have 'spacng:_:', expected 'spacing:_:')"]
        ),
        (
            "import SwiftUI\nstruct Unused: View {\n    var body: some View {\n        Text(\"a\").frame(widht: 200)\n    }\n}\nimport SwiftUI\nstruct V: View {\n    var body: some View {\n        Text(\"b\")\n    }\n}\n#Preview { V() }\n",
            ["4:24: error: incorrect argument label in call (have 'widht:', expected 'width:')"]
        ),
        (
            "import SwiftUI\nstruct Unused: View {\n    var body: some View {\n        Text(\"a\").cornerRadius(radius: 10)\n    }\n}\nimport SwiftUI\nstruct V: View {\n    var body: some View {\n        Text(\"b\")\n    }\n}\n#Preview { V() }\n",
            ["4:31: error: extraneous argument label 'radius:' in call"]
        ),
        (
            "import SwiftUI\nstruct Unused: View {\n    var body: some View {\n        Text(\"x\", foo: 3)\n    }\n}\nimport SwiftUI\nstruct V: View {\n    var body: some View {\n        Text(\"b\")\n    }\n}\n#Preview { V() }\n",
            ["4:24: error: extra argument 'foo' in call"]
        ),
        (
            "import SwiftUI\nfunc badge() -> some View {\n    Text(\"a\").padding(all: 2)\n}\nimport SwiftUI\nstruct V: View {\n    var body: some View {\n        Text(\"b\")\n    }\n}\n#Preview { V() }\n",
            ["3:22: error: extraneous argument label 'all:' in call"]
        ),
        (
            "import SwiftUI\nextension View {\n    func card() -> some View {\n        self.padding(4)\n    }\n}\nimport SwiftUI\nstruct Unused: View {\n    var body: some View {\n        Text(\"b\").frame(widht: 3)\n    }\n}\nimport SwiftUI\nstruct V: View {\n    var body: some View {\n        Text(\"b\")\n    }\n}\n#Preview { V() }\n",
            ["10:24: error: incorrect argument label in call (have 'widht:', expected 'width:')"]
        ),
        (
            "import SwiftUI\nstruct V: View {\n    var label: some View {\n        Text(\"a\").padding(all: 1)\n    }\n    var body: some View {\n        Text(\"b\")\n    }\n}\n#Preview { V() }\n",
            ["4:26: error: extraneous argument label 'all:' in call"]
        ),
        (
            "import SwiftUI\nstruct V: View {\n    var count = 0\n    var body: some View {\n        Button(\"Add\") { count += 1 }\n    }\n}\n#Preview { V() }\n",
            ["5:31: error: left side of mutating operator isn't mutable: 'self' is immutable"]
        ),
        (
            "import SwiftUI\nstruct V: View {\n    var count = 0\n    var body: some View {\n        Button(\"Set\") { self.count = 2 }\n    }\n}\n#Preview { V() }\n",
            ["5:30: error: cannot assign to property: 'self' is immutable"]
        ),
        (
            "import SwiftUI\nstruct V: View {\n    var on = false\n    var body: some View {\n        Button(\"Flip\") { on.toggle() }\n    }\n}\n#Preview { V() }\n",
            ["5:29: error: cannot use mutating member on immutable value: 'self' is immutable"]
        ),
        (
            "import SwiftUI\nstruct V: View {\n    var items: [Int] = []\n    var body: some View {\n        Button(\"More\") { items.append(1) }\n    }\n}\n#Preview { V() }\n",
            ["5:32: error: cannot use mutating member on immutable value: 'self' is immutable"]
        ),
        (
            "import SwiftUI\nstruct V: View {\n    var count = 0\n    var body: some View {\n        Button(\"Less\") { count -= 1 }\n    }\n}\n#Preview { V() }\n",
            ["5:32: error: left side of mutating operator isn't mutable: 'self' is immutable"]
        ),
        (
            "import SwiftUI\nstruct V: View {\n    var count = 0\n    var body: some View {\n        VStack {\n            Button(\"A\") { count += 1 }\n            Button(\"B\") { count = 0 }\n        }\n    }\n}\n#Preview { V() }\n",
            ["6:33: error: left side of mutating operator isn't mutable: 'self' is immutable"]
        ),
        (
            "import SwiftUI\nstruct V: View {\n    var count = 0\n    func reset() {\n        count = 0\n    }\n    var body: some View {\n        Text(\"a\")\n    }\n}\n#Preview { V() }\n",
            ["5:9: error: cannot assign to property: 'self' is immutable"]
        ),
        (
            "import SwiftUI\nstruct V: View {\n    var items = [1, 2]\n    func clear() {\n        items.removeAll()\n    }\n    var body: some View {\n        Text(\"a\")\n    }\n}\n#Preview { V() }\n",
            ["5:15: error: cannot use mutating member on immutable value: 'self' is immutable"]
        ),
        (
            "import SwiftUI\nstruct V: View {\n    var items = [1, 2]\n    func zero() {\n        items[0] = 0\n    }\n    var body: some View {\n        Text(\"a\")\n    }\n}\n#Preview { V() }\n",
            ["5:14: error: cannot assign through subscript: 'self' is immutable"]
        ),
        (
            "import SwiftUI\nstruct V: View {\n    var name = \"\"\n    var body: some View {\n        Text(\"a\")\n    }\n}\nextension V {\n    func rename() {\n        self.name = \"b\"\n    }\n}\n#Preview { V() }\n",
            ["10:14: error: cannot assign to property: 'self' is immutable"]
        ),
        (
            "import SwiftUI\nstruct Score {\n    let points: Int\n    mutating func bump() {\n        points += 1\n    }\n}\n",
            ["5:16: error: left side of mutating operator isn't mutable: 'points' is a 'let' constant"]
        ),
        (
            "import SwiftUI\nstruct Score {\n    let points = 0\n    mutating func reset() {\n        points = 0\n    }\n}\n",
            ["5:9: error: cannot assign to property: 'points' is a 'let' constant"]
        ),
        (
            "import SwiftUI\nfunc total() -> Int {\n    let sum = 0\n    sum = 3\n    return sum\n}\n",
            ["4:5: error: cannot assign to value: 'sum' is a 'let' constant"]
        ),
        (
            "import SwiftUI\nfunc names() -> [String] {\n    let list = [\"a\"]\n    list.append(\"b\")\n    return list\n}\n",
            ["4:10: error: cannot use mutating member on immutable value: 'list' is a 'let' constant"]
        ),
        (
            "import SwiftUI\nstruct V: View {\n    var body: some View {\n        Button(\"Go\") {\n            let n = 1\n            n = 2\n        }\n    }\n}\n#Preview { V() }\n",
            ["6:13: error: cannot assign to value: 'n' is a 'let' constant"]
        ),
        (
            "import SwiftUI\nstruct V: View {\n    @State private var count = 0\n    var body: some View {\n        Text(\"\\(count)\")\n    }\n}\nstruct Host: View {\n    var body: some View {\n        V(count: 5)\n    }\n}\n#Preview { V() }\n",
            ["10:18: error: argument passed to call that takes no arguments"]
        ),
        (
            "import SwiftUI\nstruct Box {\n    private var width: Int\n    var height = 0\n}\nfunc make() -> Box {\n    Box(width: 1, height: 2)\n}\n",
            ["7:5: error: 'Box' initializer is inaccessible due to 'private' protection level"]
        ),
        (
            "import SwiftUI\nstruct Resort: View {\n    let name: String\n    private var pick: Int?\n    var body: some View {\n        Text(name)\n    }\n}\nstruct Host: View {\n    var body: some View {\n        Resort(name: \"a\")\n    }\n}\n#Preview { Host() }\n",
            ["11:9: error: 'Resort' initializer is inaccessible due to 'private' protection level"]
        ),
        (
            "import SwiftUI\nstruct Pin {\n    private var code = 0\n}\nlet pin = Pin(code: 4)\n",
            ["5:21: error: argument passed to call that takes no arguments"]
        ),
        (
            "import SwiftUI\nstruct V: View {\n    let title: String\n    @State private var taps = 0\n    var body: some View {\n        Text(title)\n    }\n}\nstruct Host: View {\n    var body: some View {\n        V(title: \"a\", taps: 3)\n    }\n}\n#Preview { Host() }\n",
            ["11:29: error: extra argument 'taps' in call"]
        ),
        (
            "import SwiftUI\nstruct Vault {\n    private var secret = 3\n}\nstruct Thief {\n    func steal() -> Int {\n        let v = Vault()\n        return v.secret\n    }\n}\n",
            ["8:18: error: 'secret' is inaccessible due to 'private' protection level"]
        ),
        (
            "import SwiftUI\nstruct Vault {\n    private func open() -> Int { 3 }\n}\nfunc steal() -> Int {\n    Vault().open()\n}\n",
            ["6:13: error: 'open' is inaccessible due to 'private' protection level"]
        ),
        (
            "import SwiftUI\nstruct Shop {\n    var price: Int {\n        let base = 3\n    }\n}\n",
            ["5:5: error: missing return in getter expected to return 'Int'"]
        ),
        (
            "import SwiftUI\nstruct Shop {\n    func price() -> Int {\n        let base = 3\n    }\n}\n",
            ["5:5: error: missing return in instance method expected to return 'Int'"]
        ),
        (
            "import SwiftUI\nfunc price(_ big: Bool) -> Int {\n    if big {\n        return 10\n    }\n}\n",
            ["6:1: error: missing return in global function expected to return 'Int'"]
        ),
        (
            "import SwiftUI\nenum Fruit {\n    case apple, orange\n    var name: String {\n        switch self {\n        case .apple: return \"Apple\"\n        case .orange: print(\"o\")\n        }\n    }\n}\n",
            ["9:5: error: missing return in getter expected to return 'String'"]
        ),
        (
            "import SwiftUI\nfunc label() -> String? {\n    let x = 1\n}\n",
            ["4:1: error: missing return in global function expected to return 'String?'"]
        ),
        (
            "import SwiftUI\nstruct One: View {\n    var body: some View {\n        Text(\"a\").padding(all: 1)\n    }\n}\nimport SwiftUI\nstruct V: View {\n    var count = 0\n    var body: some View {\n        Button(\"Add\") { count += 1 }\n    }\n}\n#Preview { V() }\n",
            [
                "4:26: error: extraneous argument label 'all:' in call",
                "11:31: error: left side of mutating operator isn't mutable: 'self' is immutable",
            ]
        ),
        (
            "import SwiftUI\nstruct V: View {\n    var count = 0\n    func reset() {\n        count = 0\n    }\n    var body: some View {\n        Button(\"Add\") { count += 1 }\n    }\n}\nfunc total() -> Int {\n    let sum = 0\n    sum = 3\n    return sum\n}\n#Preview { V() }\n",
            [
                "5:9: error: cannot assign to property: 'self' is immutable",
                "8:31: error: left side of mutating operator isn't mutable: 'self' is immutable",
                "13:5: error: cannot assign to value: 'sum' is a 'let' constant",
            ]
        ),
        (
            "import SwiftUI\nstruct Box {\n    private var width: Int\n}\nfunc make() -> Box {\n    Box(width: 1)\n}\nimport SwiftUI\nstruct V: View {\n    var body: some View {\n        Text(\"a\").frame(widht: 2)\n    }\n}\n#Preview { V() }\n",
            [
                "6:5: error: 'Box' initializer is inaccessible due to 'private' protection level",
                "11:24: error: incorrect argument label in call (have 'widht:', expected 'width:')",
            ]
        ),
    ]

    @Test(arguments: mistakes)
    func tileshellGivesSwiftcsLines(_ file: String, _ errors: [String]) {
        let result = open(file)
        #expect(result.failed)
        let lines = result.messages.filter { $0.contains(": error: ") }.map {
            String($0.dropFirst("Lesson.swift:".count))
        }
        #expect(lines == errors)
    }

    @Test(.enabled(if: SwiftUIStandIn.swiftcIsAvailable))
    func swiftcGivesTheRecordedLines() throws {
        let found = try SwiftUIStandIn.errors(inFiles: Self.mistakes.map(\.file))
        for (row, mistake) in zip(found, Self.mistakes) {
            #expect(row == mistake.errors, "\(mistake.file)")
        }
    }
}
