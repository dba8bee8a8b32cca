import Testing

@testable import TileShell

/// The drawing log `export` reads is bounded in drawings and in the bytes they drew.
@Suite struct DrawingLogTests {
    func drawing(_ n: Int, size: Int) -> DrawingLog.Drawing {
        DrawingLog.Drawing(command: .command(StateCommand()), view: .text(TextView("\(n)")), isEmpty: false, size: size)
    }

    @Test func itKeepsTheLastDrawingsInOrder() {
        var log = DrawingLog()
        for n in 0..<(DrawingLog.capacity + 2_500) { log.append(drawing(n, size: 10), bytes: 10) }
        #expect(log.drawings.count == DrawingLog.capacity)
        #expect(log.dropped == 2_500)
        #expect(log.drawings.first?.view.json().first == TextView("2500").json().first)
        #expect(log.last?.view.json().first == TextView("\(DrawingLog.capacity + 2_499)").json().first)
    }

    /// The number a test drawing shows.
    func number(_ d: DrawingLog.Drawing) -> Int? {
        guard case .object(let fields)? = d.view.json().first,
            case .string(let text)? = fields.first(where: { $0.0 == "text" })?.1
        else { return nil }
        return Int(text)
    }

    /// Against a plain list that lets its oldest go from the front: drawings of mixed sizes, so
    /// that the byte bound lets several go at once and the log fills up again after.
    @Test func itKeepsWhatAPlainListKeeps() {
        var log = DrawingLog()
        var model: [(n: Int, size: Int)] = []
        var dropped = 0
        var bytes = 0
        var seed: UInt64 = 7
        for n in 0..<(3 * DrawingLog.capacity) {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let size = seed >> 60 == 0 ? DrawingLog.maxBytes / 3 : Int(seed >> 50)
            log.append(drawing(n, size: size), bytes: size)
            model.append((n, size))
            bytes += size
            while model.count > DrawingLog.capacity || (bytes > DrawingLog.maxBytes && model.count > 1) {
                bytes -= model.removeFirst().size
                dropped += 1
            }
            if n % 997 == 0 || n > 3 * DrawingLog.capacity - 3 {
                #expect(log.drawings.map(number) == model.map(\.n))
            }
        }
        #expect(log.dropped == dropped)
        #expect(log.last.flatMap(number) == model.last?.n)
    }

    @Test func itIsBoundedInBytes() {
        var log = DrawingLog()
        let size = DrawingLog.maxBytes / 8
        for n in 0..<40 { log.append(drawing(n, size: size), bytes: size) }
        #expect(log.drawings.map(number) == Array(32..<40))
        #expect(log.last?.view.json().first == TextView("39").json().first)
        // A single drawing over the bound is still kept: the last drawing can always be exported.
        log.append(drawing(99, size: DrawingLog.maxBytes * 2), bytes: DrawingLog.maxBytes * 2)
        #expect(log.drawings.count == 1)
    }
}
