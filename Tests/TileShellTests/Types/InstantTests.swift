import Testing

@testable import TileShell

@Suite struct InstantTests {
    @Test func instantRoundTripsThroughISO8601() {
        for text in ["1970-01-01T00:00:00Z", "2026-11-29T12:00:00Z", "2000-02-29T23:59:59Z", "1969-12-31T23:59:59Z"] {
            #expect(Instant.parseISO8601(text[...])?.description == text)
        }
        #expect(Instant.parseISO8601("2025-02-29") == nil)
        #expect(Instant.parseISO8601("2026-11-29T24:00") == nil)
    }
}
