import Testing
import TileRender

@testable import TileTree

/// `TextLayout.size` answers without making lines where it can (one line that fits, a width no
/// character fits); every answer must be the size `TextLayout.layout` gives.
@Suite struct TextSizeTests {
    static let texts = [
        "", " ", "  ", "a", "ab", "row 7", " row 7", "row 7 ", "row  7  ", "a b c", "Hello, world",
        "two\nlines", "\n", "tail \n", "日本語", "e\u{301}t\u{301}e\u{301}", "a日 b", "tab\there", "1234", "-12",
        "x\r\ny", "👍🏽 ok", "a \u{600} ",
    ]
    static let widths: [Double?] = [nil, .infinity, 0, 0.5, 1, 1.5, 2, 3, 4.7, 5, 8, 20, 37.5, 300, -1]
    static let heights: [Double?] = [nil, .infinity, 0, 1, 2, 16, 22, 45, 100]

    static func environments() -> [ViewEnvironment] {
        var out: [ViewEnvironment] = [ViewEnvironment()]
        var e = ViewEnvironment()
        e.font = .headline
        out.append(e)
        e.font = .largeTitle
        out.append(e)
        e = ViewEnvironment()
        e.lineLimit = 2
        out.append(e)
        e.lineLimit = 0
        out.append(e)
        e = ViewEnvironment()
        e.minimumScaleFactor = 0.5
        out.append(e)
        e.minimumScaleFactor = 0
        out.append(e)
        e = ViewEnvironment()
        e.tracking = 3
        out.append(e)
        e.tracking = -4
        out.append(e)
        return out
    }

    @Test(arguments: [Measure.points, .cells])
    func sizeIsTheLayoutsSize(_ measure: Measure) {
        var checked = 0
        var mismatches: [String] = []
        for env in Self.environments() {
            for text in Self.texts {
                for width in Self.widths {
                    for height in Self.heights {
                        let fast = TextLayout.size(
                            text, width: width, height: height, environment: env, measure: measure)
                        let full = TextLayout.layout(
                            text, width: width, height: height, environment: env, measure: measure
                        ).size
                        checked += 1
                        if fast != full {
                            mismatches.append(
                                "\(text.debugDescription) \(String(describing: width))×\(String(describing: height)): \(fast) != \(full)"
                            )
                        }
                    }
                }
            }
        }
        #expect(checked == 9 * 23 * 15 * 9)
        #expect(mismatches.count == 0, "\(mismatches.prefix(5))")
    }

    /// The narrowest width: a line for each character but a space, and one after a last space.
    @Test func aWidthNoCharacterFitsPutsEachCharacterOnALine() {
        let env = ViewEnvironment()
        #expect(
            TextLayout.size("row 7 ", width: 0, height: nil, environment: env, measure: .cells)
                == Size(width: 1, height: 5))
        #expect(
            TextLayout.size("row 7", width: 0, height: nil, environment: env, measure: .points)
                == Size(width: 0, height: Font.body.height(lines: 4)))
        #expect(
            TextLayout.size("row 7", width: 0, height: 44, environment: env, measure: .points)
                == Size(width: 0, height: Font.body.height(lines: 2)))
    }
}
