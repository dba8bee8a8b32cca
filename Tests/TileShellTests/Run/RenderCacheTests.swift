import Testing
import TileRender

@testable import TileShell

/// The shell renders through a `RenderCache`, which joins remembered tile bytes instead of
/// drawing: its output must be exactly what drawing the whole view gives, however the row wraps
/// and whenever it starts over.
@Suite struct RenderCacheTests {
    static let lines = [
        "tile apple 1", "tile apple 100 orange 46", "tile orange 7 apple 8 orange 9 apple 10 orange 11",
        "tile apple 1 apple 1 apple 1", "tile apple 5 orange 1234567", "tile apple 100 orange 46",
        "pick unit hour", "picker unit", "picker unit style inline title \"Unit\"", "show unit fruit",
        "enum Berry: straw, blue",
        "tilekind Berry: straw \"Strawberries\" pink, blue \"Blueberries, many of them\" indigo",
        "tile straw 3 blue 4 apple 5", "tile blue 99999999999",
        "set price 1234.5", "show price", "set name \"Zoë, whose name is long enough to wrap at a narrow width\"",
        "show name", "set updated -3d", "show updated price name", "explain price", "undo 2",
    ]

    /// A tile too big to remember (over `RenderCache.largest` bytes) is drawn the long way, with
    /// the same bytes, and the memo keeps nothing of it.
    @Test func hugePartsAreDrawnNotRemembered() throws {
        // NB: a tile keeps its 150 pt frame whatever its title, so a huge part is a picker's.
        let label = String(repeating: "Long label ", count: 700)
        let lines = [
            "picker unit label \"\(label){case}\"", "tile apple 3", "picker unit label \"\(label)!{case}\"",
        ]
        var memoized = Shell(environment: environment(width: 8_000, depth: .ansi256))
        var direct = Shell(environment: environment(width: 8_000, depth: .ansi256))
        for (n, text) in lines.enumerated() {
            let line = SourceLine(source: "<test>", lineNumber: n + 1, text: text)
            var joined: [UInt8] = []
            guard case .ok = memoized.run(line, emit: { joined += $0 }) else {
                Issue.record("\(text) failed")
                return
            }
            let command = try #require(try? Parser.parse(line).first)
            let checked = try #require(try? Checker(session: direct.session, now: fixedNow).check(command))
            let view: ShellView?
            do { view = try direct.execute(checked, command: command) } catch {
                Issue.record("\(text) failed on the twin session: \(error)")
                return
            }
            let drawn = view.map { direct.render($0) } ?? []
            #expect(joined == drawn, "\(text)")
            if text.hasPrefix("picker ") { #expect(drawn.count > RenderCache.largest) }
        }
        #expect(memoized.memo.rememberedParts == 1)  // the tile: the huge pickers are drawn, not remembered
    }

    @Test(arguments: [
        (80, ColorDepth.none), (80, .ansi256), (44, .truecolor), (20, .ansi16), (7, .none), (1, .ansi256),
    ])
    func joinedBytesAreTheDrawnBytes(width: Int, depth: ColorDepth) {
        var memoized = Shell(environment: environment(width: width, depth: depth))
        memoized.memo.capacity = 2_000  // starts over every few tiles
        var direct = Shell(environment: environment(width: width, depth: depth))
        for (n, text) in (Self.lines + Self.lines).enumerated() {
            let line = SourceLine(source: "<test>", lineNumber: n + 1, text: text)
            var joined: [UInt8] = []
            _ = memoized.run(line) { joined += $0 }
            // The same command on a twin session, its view drawn in full.
            var drawn: [UInt8] = []
            if let command = try? Parser.parse(line).first,
                let checked = try? Checker(session: direct.session, now: fixedNow).check(command),
                let view = try? direct.execute(checked, command: command)
            {
                drawn = direct.render(view)
            }
            #expect(!drawn.isEmpty || !text.hasPrefix("tile "), "\(text)")
            #expect(
                String(decoding: joined, as: UTF8.self) == String(decoding: drawn, as: UTF8.self),
                "\(text) at width \(width), \(depth)")
        }
    }
}
