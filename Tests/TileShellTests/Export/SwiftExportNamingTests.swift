import Testing

@testable import TileShell

/// The Swift export's one escape point and its identifiers, from tables.
@Suite struct SwiftExportNamingTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        (#"a "quoted" word"#, #""a \"quoted\" word""#),
        (#"back\slash"#, #""back\\slash""#),
        (#"no \(interpolation)"#, #""no \\(interpolation)""#),
        ("line\nbreak\r\t\0", #""line\nbreak\r\t\0""#),
        ("\u{1B}[31m red \u{7F}\u{85}", #""\u{1B}[31m red \u{7F}\u{85}""#),
        ("\u{202E}evil\u{2066} \u{2028}", #""\u{202E}evil\u{2066} \u{2028}""#),
        ("🍎 café 日本", #""🍎 café 日本""#),
        (#"""#, #""\"""#),
    ])
    func stringLiteral(text: String, literal: String) {
        #expect(SwiftLiteral.string(text) == literal)
    }

    @Test func integerLiteralsGroupDigitsFromFive() {
        #expect(SwiftLiteral.int(0) == "0")
        #expect(SwiftLiteral.int(1234) == "1234")
        #expect(SwiftLiteral.int(12345) == "12_345")
        #expect(SwiftLiteral.int(-1_234_567) == "-1_234_567")
        #expect(SwiftLiteral.int(Int.min) == "-9_223_372_036_854_775_808")
    }

    @Test(arguments: [
        ("9.99", "Decimal(sign: .plus, exponent: -2, significand: 999)"),
        ("-0.05", "Decimal(sign: .minus, exponent: -2, significand: 5)"),
        ("12.50", "Decimal(sign: .plus, exponent: -2, significand: 1250)"),
        ("12", "12"), ("-7", "-7"), ("0", "0"),
        ("123456789012345678", "123_456_789_012_345_678"),
    ])
    func decimalsAreExact(text: String, code: String) throws {
        let value = try DecimalValue.parse(text[...]).get()
        #expect(SwiftLiteral.decimal(value) == code)
    }

    @Test(arguments: [
        ("USD", "usd"), ("my_case", "myCase"), ("HTTPCode", "httpCode"), ("Size", "size"), ("apple", "apple"),
        ("_", "case"), ("_1st", "case1st"), ("größe", "grUF6UDFE"), ("a__b_", "aB"), ("my view", "myView"),
    ])
    func lowerCamelCase(name: String, swift: String) {
        #expect(SwiftName.lowerCamel(name, fallback: "case") == swift)
    }

    @Test(arguments: [
        ("size", "Size"), ("berry_kind", "BerryKind"), ("1x", "Choice1x"), ("_", "Choice"),
        ("my card-view", "MyCardView"),
    ])
    func upperCamelCase(name: String, swift: String) {
        #expect(SwiftName.upperCamel(name, fallback: "Choice") == swift)
    }

    @Test func keywordsAreEscapedAndOtherNamesAreNot() {
        #expect(SwiftName.escaped("default") == "`default`")
        #expect(SwiftName.escaped("self") == "`self`")
        #expect(SwiftName.escaped("class") == "`class`")
        #expect(SwiftName.escaped("apple") == "apple")
        #expect(SwiftName.escaped("type") == "type")
    }
}
