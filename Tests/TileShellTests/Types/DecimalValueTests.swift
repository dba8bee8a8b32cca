import Testing

@testable import TileShell

@Suite struct DecimalValueTests {
    @Test func decimalParsingIsExact() {
        #expect(DecimalValue.parse("9.99") == .success(DecimalValue(isNegative: false, significand: 999, scale: 2)))
        #expect(DecimalValue.parse("-0.50").map(\.description) == .success("-0.50"))
        #expect(DecimalValue.parse("007") == .success(DecimalValue(isNegative: false, significand: 7, scale: 0)))
        #expect(DecimalValue.parse("1.2.3") == .failure(.malformed))
        #expect(DecimalValue.parse(".") == .failure(.malformed))
        #expect(DecimalValue.parse("1234567890123456789") == .failure(.tooManyDigits))
    }
}
