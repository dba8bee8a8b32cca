import Testing

@testable import TileRender

@Suite struct ColorDowngradeTests {
    @Test(arguments: [
        (NamedColor.red, ANSIColor.brightRed), (.orange, .yellow), (.yellow, .yellow), (.green, .green),
        (.blue, .brightBlue), (.gray, .brightBlack), (.black, .black), (.white, .brightWhite),
    ])
    func ansi16(color: NamedColor, expected: ANSIColor) {
        #expect(ColorDepth.ansi16.downgrade(color.rgb) == .ansi16(expected))
    }

    @Test func orangeAndRedStayApartIn16Colours() {
        #expect(ANSIColor.nearest(to: NamedColor.orange.rgb) != ANSIColor.nearest(to: NamedColor.red.rgb))
    }

    @Test func everyStandardColourMapsToItself() {
        for color in ANSIColor.allCases {
            #expect(ANSIColor.nearest(to: color.rgb) == color)
        }
    }

    @Test func sgrCodesOfStandardColours() {
        #expect(ANSIColor.black.foregroundCode == 30)
        #expect(ANSIColor.white.foregroundCode == 37)
        #expect(ANSIColor.brightBlack.foregroundCode == 90)
        #expect(ANSIColor.brightWhite.foregroundCode == 97)
        #expect(ANSIColor.red.backgroundCode == 41)
        #expect(ANSIColor.brightRed.backgroundCode == 101)
    }

    static let ansi256Rows: [(RGB, UInt8)] = [
        (RGB(255, 59, 48), 203), (RGB(255, 149, 0), 208), (RGB(0, 122, 255), 33), (RGB(0, 0, 0), 16),
        (RGB(255, 255, 255), 231), (RGB(142, 142, 147), 246), (RGB(128, 128, 128), 244), (RGB(8, 8, 8), 232),
        (RGB(238, 238, 238), 255), (RGB(95, 135, 175), 67), (RGB(115, 0, 0), 52),
    ]

    @Test(arguments: ansi256Rows)
    func ansi256(color: RGB, expected: UInt8) {
        #expect(ColorDepth.ansi256.downgrade(color) == .ansi256(expected))
    }

    @Test func ansi256MatchesExhaustiveSearch() {
        var samples: [RGB] = []
        for r in stride(from: 0, through: 255, by: 15) {
            for g in stride(from: 0, through: 255, by: 17) {
                for b in stride(from: 0, through: 255, by: 5) { samples.append(RGB(UInt8(r), UInt8(g), UInt8(b))) }
            }
        }
        for grey in 0...255 { samples.append(RGB(UInt8(grey), UInt8(grey), UInt8(grey))) }
        for color in samples {
            #expect(XTermPalette.nearest(to: color) == nearestBySearch(color), "\(color)")
        }
    }

    @Test func paletteEntries() {
        #expect(XTermPalette.rgb(at: 9) == RGB(255, 0, 0))
        #expect(XTermPalette.rgb(at: 16) == RGB(0, 0, 0))
        #expect(XTermPalette.rgb(at: 196) == RGB(255, 0, 0))
        #expect(XTermPalette.rgb(at: 67) == RGB(95, 135, 175))
        #expect(XTermPalette.rgb(at: 231) == RGB(255, 255, 255))
        #expect(XTermPalette.rgb(at: 232) == RGB(8, 8, 8))
        #expect(XTermPalette.rgb(at: 255) == RGB(238, 238, 238))
    }

    @Test func truecolorKeepsAndNoneDrops() {
        #expect(ColorDepth.truecolor.downgrade(RGB(1, 2, 3)) == .rgb(RGB(1, 2, 3)))
        #expect(ColorDepth.none.downgrade(RGB(1, 2, 3)) == nil)
    }

    /// The reference: every entry 16–255 by squared distance, first minimum wins.
    private func nearestBySearch(_ color: RGB) -> UInt8 {
        var best: UInt8 = 16
        var bestDistance = Int.max
        for index in 16...255 {
            let entry = XTermPalette.rgb(at: UInt8(index))
            let dr = Int(color.r) - Int(entry.r)
            let dg = Int(color.g) - Int(entry.g)
            let db = Int(color.b) - Int(entry.b)
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance {
                best = UInt8(index)
                bestDistance = distance
            }
        }
        return best
    }
}
