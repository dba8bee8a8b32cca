import StandInSupport
import Testing

/// The whole-file checker the mistake tables rely on: it must report swiftc's own errors, each
/// file alone, so that a table's recorded message is swiftc's and not ours.
struct StandInFilesTests {
    @Test(.enabled(if: SwiftUIStandIn.swiftcIsAvailable))
    func eachFileIsCheckedAloneWithSwiftcsWords() throws {
        let files = [
            "import SwiftUI\nlet x = 1\nfunc f() {\n    x = 2\n}\n",
            "import SwiftUI\nstruct V: View {\n    var body: some View { Text(\"a\") }\n}\n",
            // NB: the same type name as the file before: each file is its own module.
            "import SwiftUI\nstruct V: View {\n    var body: some View { Text(\"a\").padding(all: 1) }\n}\n",
        ]
        let errors = try SwiftUIStandIn.errors(inFiles: files)
        #expect(
            errors == [
                ["4:5: error: cannot assign to value: 'x' is a 'let' constant"], [],
                ["3:44: error: extraneous argument label 'all:' in call"],
            ])
    }

    /// `#Preview` needs a macro plugin: the checker makes it a `PreviewProvider` on the same
    /// lines and columns, so an error inside a preview is placed where the learner wrote it.
    @Test(.enabled(if: SwiftUIStandIn.swiftcIsAvailable))
    func previewMacrosAreCheckedInPlace() throws {
        let view = "import SwiftUI\nstruct V: View {\n    var body: some View { Text(\"}\") }\n}\n"
        let files = [
            view + "#Preview { V() }\n#Preview(\"Two\") {\n    V()\n}\n",
            view + "#Preview {\n    V().padding(all: 2)\n}\n",
        ]
        let errors = try SwiftUIStandIn.errors(inFiles: files)
        #expect(errors == [[], ["6:16: error: extraneous argument label 'all:' in call"]])
    }
}
