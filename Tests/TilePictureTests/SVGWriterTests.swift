import Testing
import TileRender

@testable import TilePicture

/// The writer's digit-by-digit numbers and scalar-by-scalar text are the bytes `String` and
/// `XMLEscaper` give.
@Suite struct SVGWriterTests {
    @Test func integersAreWrittenAsStringWritesThem() {
        var samples = [0, 1, 9, 10, 11, 99, 100, 101, 178, 179, 199, 999, 1000, 9999, 10000, 12345, 99999, 100000]
        samples += [1_234_567, 987_654_321, Int.max, -1, -10, -99, -100, -12345, Int.min]
        samples += Array(0..<1200)
        for v in samples {
            var w = SVGWriter(capacity: 1)
            w.int(v)
            #expect(w.out == String(v))
        }
    }

    @Test func scalarsAreEscapedAsTextIs() {
        let text = "a<b & \"c\" 'd' >]]> \u{1B}\u{7F}\u{85}\u{202E}\u{FFFF} Zoë 漢 🍎 ~ \u{0}"
        var w = SVGWriter(capacity: 1)
        for scalar in text.unicodeScalars { w.escaped(scalar) }
        #expect(w.out == XMLEscaper.text(text))
    }
}
