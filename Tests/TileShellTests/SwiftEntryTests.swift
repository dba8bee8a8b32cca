import Testing

@testable import TileShell

/// Which entries are Swift declarations: told by the first word's bytes, read in place.
@Suite struct SwiftEntryTests {
    @Test(arguments: [
        ("struct Card: View {", true), ("  final class A {", true), ("#Preview {", true), ("@main", true),
        ("// a note", true), ("/* a note */", true), ("import Foundation", true), ("protocol P {", true),
        ("enum Size: String, CaseIterable {", true), ("enum Size: small, large", false),
        ("structs", false), ("#Previews", false), ("enumerate", false), ("set price 3", false),
        ("show price", false), ("pick unit hour", false), ("", false), ("   ", false), ("éstruct", false),
        ("/", false), ("@", false),
    ])
    func declarationsAreToldByTheirFirstWord(line: String, isDeclaration: Bool) {
        #expect(SwiftEntry.isDeclaration(line) == isDeclaration)
        #expect(SwiftEntry.startsDeclaration(line) == isDeclaration)
    }
}
