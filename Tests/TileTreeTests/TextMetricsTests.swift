import Testing

@testable import TileTree

/// Text measured in Inter / Inter Display with SF Pro's tracking, against what Xcode lays out.
@Suite struct TextMetricsTests {
    @Test func bodyTextMeasuresAsXcodeSetsItInSFPro() {
        // Xcode: about 93 pt (Inter's advances are 99.8 pt; SF Pro's tracking at 17 pt is −26/1000 em).
        let width = TextMetrics.width("Hello, world!", size: Font.body.size)
        #expect(abs(width - 93) < 2)
    }

    @Test func aLargeTitleIsMeasuredInInterDisplay() {
        // Xcode: about 62 pt (Inter Display 60.6 pt, with +12/1000 em of tracking at 34 pt).
        let width = TextMetrics.width("Title", size: Font.largeTitle.size)
        #expect(abs(width - 62) < 2)
        #expect(TextMetrics.width("Title", size: 19.9) / 19.9 > TextMetrics.width("Title", size: 20) / 20)
    }

    @Test func trackingFollowsSFProsTable() {
        #expect(TextMetrics.tracking(12) == 0)
        #expect(abs(TextMetrics.tracking(17) - -0.442) < 1e-9)
        #expect(abs(TextMetrics.tracking(34) - 0.408) < 1e-9)
        #expect(abs(TextMetrics.tracking(17.5) - -0.0255 * 17.5) < 1e-9)
        #expect(TextMetrics.tracking(200) == 0.003 * 200)
    }

    @Test func heavierWeightsAreWider() {
        let regular = TextMetrics.width("Headline", size: 17)
        #expect(TextMetrics.width("Headline", size: 17, weight: .semibold) > regular)
        #expect(
            TextMetrics.width("Headline", size: 17, weight: .black)
                > TextMetrics.width("Headline", size: 17, weight: .bold))
        #expect(
            TextMetrics.width("Headline", size: 17, semibold: true)
                == TextMetrics.width("Headline", size: 17, weight: .semibold))
    }

    @Test func latinTextBeyondASCIIIsMeasuredFromTheTableAndCJKIsAnEmACharacter() {
        // "é" and "e" have the same advance in Inter; "—" (U+2014) is in General Punctuation.
        #expect(TextMetrics.width("café", size: 17) == TextMetrics.width("cafe", size: 17))
        #expect(TextMetrics.width("a—b", size: 17) > TextMetrics.width("a-b", size: 17))
        let cjk = TextMetrics.width("日本", size: 17)
        #expect(abs(cjk - (2 * 17 + 2 * TextMetrics.tracking(17))) < 1e-9)
    }

    @Test func noCharacterIsNarrowerThanTheNarrowestWidth() {
        for size in [6.0, 11, 17, 20, 34, 60] {
            for scalar in (0x20...0x7E).map({ Unicode.Scalar(UInt8($0)) }) + ["\u{200A}", "\u{2009}"] {
                #expect(
                    TextMetrics.width(String(Character(scalar)), size: size, weight: .black)
                        > TextMetrics.narrowest(size: size))
            }
        }
    }
}

/// A text laid out again at its own width keeps every character on its lines: a padded
/// `.headline` "Save" draws "Save", never "Sav" with the "e" wrapped away.
@Suite struct TextAtItsOwnWidthTests {
    static let words = ["Save", "OK", "Hello, world!", "Title", "Cancel", "WWW", "iiii", "Delete All", "Ünïcödé", "A"]

    @Test(arguments: Font.TextStyle.allCases)
    func aTextOfferedItsOwnWidthIsTheSameLines(_ style: Font.TextStyle) {
        for weight in [Font.Weight.regular, .semibold, .bold, .black] {
            var env = ViewEnvironment()
            var font = Font(style)
            font.weight = weight
            env.font = font
            for word in Self.words {
                let natural = TextLayout.layout(word, width: nil, height: nil, environment: env, measure: .points)
                let again = TextLayout.layout(
                    word, width: natural.size.width, height: nil, environment: env, measure: .points)
                #expect(again.lines == natural.lines, "\(style) \(weight) \(word)")
                #expect(again.size == natural.size, "\(style) \(weight) \(word)")
            }
        }
    }
}
