import LessonInterpreter
import StandInSupport
import SwiftLesson
import Testing

/// Whole files swiftc accepts that look like the static check's mistakes (wrapped, mutating,
/// initializing, shadowed, private inside its own type, returning on every path): no diagnostic.
struct StaticCheckValidTests {
    static let valid: [String] = [
        "import SwiftUI\nstruct Vault {\n    private var secret = 3\n    struct Inner {\n        func peek(_ v: Vault) -> Int { v.secret }\n    }\n}\nextension Vault {\n    func twice() -> Int {\n        let v = Vault()\n        return v.secret * 2\n    }\n}\n",
        "import SwiftUI\nstruct Vault {\n    var secret = 3\n}\nfunc look() -> Int {\n    let v = Vault()\n    return v.secret\n}\n",
        "import SwiftUI\nstruct V: View {\n    @State private var count = 0\n    var body: some View {\n        Button(\"Add\") { count += 1 }\n    }\n}\n#Preview { V() }\n",
        "import SwiftUI\nstruct V: View {\n    @Binding var count: Int\n    var body: some View {\n        Button(\"Add\") { count += 1 }\n    }\n}\nstruct Host: View {\n    @State private var n = 0\n    var body: some View {\n        V(count: $n)\n    }\n}\n#Preview { Host() }\n",
        "import SwiftUI\nstruct Score {\n    var points = 0\n    mutating func bump() {\n        points += 1\n        self.points = 2\n    }\n}\n",
        "import SwiftUI\nstruct Score {\n    var points: Int\n    let name: String\n    init(name: String) {\n        self.name = name\n        points = 0\n        points += 1\n    }\n}\n",
        "import SwiftUI\nfinal class Model {\n    var count = 0\n    func bump() {\n        count += 1\n    }\n}\n",
        "import SwiftUI\nfunc total() -> Int {\n    var sum = 0\n    sum += 3\n    return sum\n}\n",
        "import SwiftUI\nfunc bump(_ n: inout Int) {\n    n += 1\n}\n",
        "import SwiftUI\nstruct V: View {\n    var body: some View {\n        Button(\"Go\") {\n            var n = 1\n            n += 1\n            print(n)\n        }\n    }\n}\n#Preview { V() }\n",
        "import SwiftUI\nstruct V: View {\n    var count = 0\n    func shadow() {\n        var count = 1\n        count += 1\n        print(count)\n    }\n    var body: some View {\n        Text(\"a\")\n    }\n}\n#Preview { V() }\n",
        "import SwiftUI\nstruct V: View {\n    var items = [1]\n    func copy() -> [Int] {\n        var items = items\n        items.append(2)\n        return items\n    }\n    var body: some View {\n        Text(\"a\")\n    }\n}\n#Preview { V() }\n",
        "import SwiftUI\nstruct V: View {\n    var count = 0\n    func list() {\n        for count in 0..<3 {\n            print(count)\n        }\n    }\n    var body: some View {\n        Text(\"a\")\n    }\n}\n#Preview { V() }\n",
        "import SwiftUI\nstruct Text {\n    var s: String\n    init(_ s: String, foo: Int) { self.s = s }\n}\nlet t = Text(\"x\", foo: 3)\n",
        "import SwiftUI\nfunc padding(all: Int) -> Int {\n    all\n}\nlet p = padding(all: 2)\n",
        "import SwiftUI\nstruct V: View {\n    @State private var count = 0\n    func reset() {\n        count = 0\n    }\n    var body: some View {\n        Text(\"\\(count)\")\n    }\n}\n#Preview { V() }\n",
        "import SwiftUI\nstruct V: View {\n    private var secret = 3\n    func reveal() -> Int {\n        secret + 1\n    }\n    var body: some View {\n        Text(\"\\(secret)\")\n    }\n}\n#Preview { V() }\n",
        "import SwiftUI\nstruct Box {\n    private var width = 1\n    var height = 0\n}\nlet box = Box()\n",
        "import SwiftUI\nstruct V: View {\n    let title: String\n    @State private var taps = 0\n    var body: some View {\n        Text(title)\n    }\n}\n#Preview { V(title: \"a\") }\n",
        "import SwiftUI\nstruct Box {\n    private var width: Int\n    static func square() -> Box {\n        Box(width: 2)\n    }\n}\n",
        "import SwiftUI\nenum Fruit {\n    case apple, orange\n    var name: String {\n        switch self {\n        case .apple: return \"Apple\"\n        case .orange: return \"Orange\"\n        }\n    }\n}\n",
        "import SwiftUI\nfunc price(_ big: Bool) -> Int {\n    if big {\n        return 10\n    } else {\n        return 1\n    }\n}\n",
        "import SwiftUI\nfunc price(_ big: Bool) -> Int {\n    guard big else { return 0 }\n    return 10\n}\n",
        "import SwiftUI\nfunc price() -> Int {\n    let base = 3\n    return base * 2\n}\n",
        "import SwiftUI\nfunc fail() -> Int {\n    let x = 1\n    fatalError(\"\\(x)\")\n}\n",
        "import SwiftUI\nfunc loop() -> Int {\n    var n = 0\n    while true {\n        n += 1\n        if n > 3 { return n }\n    }\n}\n",
        "import SwiftUI\nstruct Shop {\n    var price: Int {\n        get {\n            let base = 3\n            return base\n        }\n        set { print(newValue) }\n    }\n}\n",
        "import SwiftUI\nfunc greet() {\n    let x = 1\n    print(x)\n}\n",
        "import SwiftUI\nfunc pick(_ n: Int) -> String {\n    n > 0 ? \"yes\" : \"no\"\n}\n",
        "import SwiftUI\nstruct V: View {\n    var on = false\n    var body: some View {\n        Text(\"a\")\n    }\n}\nextension V {\n    mutating func flip() {\n        on.toggle()\n    }\n}\n#Preview { V() }\n",
        "import SwiftUI\nstruct Counter {\n    var count = 0 {\n        didSet { count = min(count, 10) }\n    }\n}\n",
        "import SwiftUI\nstruct V: View {\n    var body: some View {\n        VStack(spacing: 10) {\n            Text(\"a\").padding(.all, 4)\n            Text(\"b\").frame(width: 20)\n        }\n    }\n}\n#Preview { V() }\n",
        "import SwiftUI\nlet limit = 3\nfunc f() -> Int {\n    var limit = limit\n    limit += 1\n    return limit\n}\n",
        "import SwiftUI\nstruct V: View {\n    let model: Model\n    var body: some View {\n        Button(\"Add\") { model.count += 1 }\n    }\n}\nfinal class Model {\n    var count = 0\n}\n#Preview { V(model: Model()) }\n",
        "import SwiftUI\nstruct Score {\n    var points = 0\n    var doubled: Int {\n        mutating get {\n            points += 1\n            return points\n        }\n    }\n}\n",
        "import SwiftUI\nstruct Facility: Hashable {\n    var name = \"\"\n}\nstruct ResortView: View {\n    let resort: String\n    @State private var selectedFacility: Facility?\n    @State private var showing = false\n    @FocusState private var focused: Bool\n    var body: some View {\n        Text(resort)\n    }\n}\nstruct Host: View {\n    var body: some View {\n        ResortView(resort: \"a\")\n    }\n}\n#Preview { Host() }\n",
    ]

    @Test(arguments: valid)
    func noDiagnostic(_ file: String) {
        let result = open(file)
        #expect(!result.failed)
        #expect(result.diagnostics.filter { $0.diagnostic.severity != .note }.isEmpty, "\(result.messages)")
    }

    @Test(.enabled(if: SwiftUIStandIn.swiftcIsAvailable))
    func swiftcAcceptsEach() throws {
        let found = try SwiftUIStandIn.errors(inFiles: Self.valid)
        for (row, file) in zip(found, Self.valid) {
            #expect(row.isEmpty, "\(file)")
        }
    }
}
