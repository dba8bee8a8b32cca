import Testing

@testable import TileShell

/// The drawing log `export` reads is bounded in drawings and in the bytes they drew.
@Suite struct DrawingLogTests {
    func drawing(_ n: Int, size: Int) -> DrawingLog.Drawing {
        DrawingLog.Drawing(command: .state, view: TextView("\(n)"), isEmpty: false, size: size)
    }

    @Test func itKeepsTheLastDrawingsInOrder() {
        var log = DrawingLog()
        for n in 0..<(DrawingLog.capacity + 2_500) { log.append(drawing(n, size: 10), bytes: 10) }
        #expect(log.drawings.count == DrawingLog.capacity)
        #expect(log.dropped == 2_500)
        #expect(log.drawings.first?.view.json().first == TextView("2500").json().first)
        #expect(log.last?.view.json().first == TextView("\(DrawingLog.capacity + 2_499)").json().first)
    }

    @Test func itIsBoundedInBytes() {
        var log = DrawingLog()
        let size = DrawingLog.maxBytes / 8
        for n in 0..<40 { log.append(drawing(n, size: size), bytes: size) }
        #expect(log.drawings.count == 8)
        #expect(log.last?.view.json().first == TextView("39").json().first)
        // A single drawing over the bound is still kept: the last drawing can always be exported.
        log.append(drawing(99, size: DrawingLog.maxBytes * 2), bytes: DrawingLog.maxBytes * 2)
        #expect(log.drawings.count == 1)
    }
}
