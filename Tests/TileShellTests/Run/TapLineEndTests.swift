import Testing

@testable import TileShell

/// A tap's error in a file saved with Windows or old Mac line ends is placed and shown by those
/// lines: with `\r` alone, the file was one line and the excerpt the whole of it.
@Suite struct TapLineEndTests {
    @Test(arguments: ["\r\n", "\r"]) func aTapsErrorShowsItsOwnLine(ending: String) throws {
        let source = StateLimitTests.big.split(separator: "\n", omittingEmptySubsequences: false).joined(
            separator: ending)
        let shell = try KeptStateUndoTests.opened("Big.swift", "\u{FEFF}" + source)
        let error = try #require(Run("tap big", shell: shell).errors.first)
        let lines = error.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Big.swift:11:37: error: 'items' would hold 10001 elements") == true, "\(error)")
        #expect(lines.dropFirst().first == "            Button(\"big\") { n += 1; items = Array(0..<10001) }")
    }
}
