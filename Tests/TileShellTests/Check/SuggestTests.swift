import Testing

@testable import TileShell

@Suite struct SuggestTests {
    @Test func suggestionsByEditDistance() {
        #expect(Suggest.nearest("hours", among: ["second", "minute", "hour"]) == "hour")
        #expect(Suggest.nearest("xyzzy", among: ["second", "minute", "hour"]) == nil)
        #expect(Suggest.nearest("ppick", among: ["pick", "tile"]) == "pick")
        #expect(Suggest.nearest("tiel", among: ["pick", "tile"]) == "tile")
    }
}
