import Foundation
import Testing
import TilePicture
import TileRender

/// The seeds as SVG and HTML in both looks, against golden files in Snapshots/, each checked
/// as well-formed XML by a real parser.
@Suite struct GoldenPictureTests {
    static let looks: [(String, PictureOptions)] = [
        ("terminal", PictureOptions(look: .terminal)),
        ("swiftui", PictureOptions(look: .swiftui)),
    ]

    static let cases: [(String, String, PictureOptions)] = seedScripts.flatMap { seed in
        looks.map { look in (seed.name, seed.script, look.1) }
    }

    @Test(arguments: cases)
    func svg(name: String, script: String, options: PictureOptions) {
        let svg = Picture.svg(blocks: blocks(script), options: options)
        assertSnapshot(svg, named: "\(name)-\(options.look.rawValue).svg")
    }

    @Test(arguments: cases)
    func html(name: String, script: String, options: PictureOptions) {
        let html = Picture.html(blocks: blocks(script), options: options)
        assertSnapshot(html, named: "\(name)-\(options.look.rawValue).html")
    }

    /// Dark, framed and titled: the options that change the page around the views.
    @Test(arguments: PictureOptions.Look.allCases)
    func darkFramedWithTitle(look: PictureOptions.Look) {
        let options = PictureOptions(look: look, theme: .dark, frame: true, title: "Seed 1")
        let svg = Picture.svg(blocks: blocks("tile apple 100 orange 46"), options: options)
        assertSnapshot(svg, named: "seed1-tiles-\(look.rawValue)-dark-framed.svg")
    }

    /// Every golden document, parsed by a real XML parser (one process for them all).
    @Test func goldenDocumentsAreWellFormedXML() throws {
        let folder = testDirectory().appendingPathComponent("Snapshots")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names.count >= 2 * Self.cases.count)
        let documents = try names.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        for (name, parsed) in zip(names, parseXML(documents)) {
            #expect(parsed.error == nil, "\(name): \(parsed.error ?? "")")
        }
    }

    /// A wide character takes two cells: the next glyph is placed two columns on.
    @Test func wideCharactersTakeTwoCells() {
        let svg = Picture.svg(blocks: blocks("set name \"漢字a\"; show name"), options: PictureOptions())
        #expect(svg.contains("<text x=\"10 30 50\" y=\"25\" font-weight=\"bold\">漢字a</text>"))
        let emoji = Picture.svg(blocks: blocks("set name \"🍎b\"; show name"), options: PictureOptions())
        #expect(emoji.contains("<text x=\"10\" y=\"25\" font-weight=\"bold\">🍎</text>"))
        #expect(emoji.contains("<text x=\"30\" y=\"25\" font-weight=\"bold\">b</text>"))
    }

    @Test func sameInputSameBytes() {
        for look in PictureOptions.Look.allCases {
            let options = PictureOptions(look: look, frame: true, title: "t")
            let a = Picture.svg(blocks: blocks(seedScripts[1].script), options: options)
            let b = Picture.svg(blocks: blocks(seedScripts[1].script), options: options)
            #expect(a == b)
            #expect(Picture.html(blocks: [], options: options) == Picture.html(blocks: [], options: options))
        }
    }

    @Test func accessibleTitleAndDescription() {
        let svg = Picture.svg(blocks: blocks("tile apple 100"), options: PictureOptions())
        #expect(svg.contains("role=\"img\""))
        #expect(svg.contains("<title id=\"tileshell-title\">tileshell</title>"))
        #expect(svg.contains("<desc id=\"tileshell-desc\">100 Apples</desc>"))
        let picker = Picture.svg(blocks: blocks(seedScripts[2].script), options: PictureOptions(look: .swiftui))
        #expect(
            picker.contains(
                "<desc id=\"tileshell-desc\">Time unit: 2 hours selected, of 2 seconds, 2 minutes, 2 hours</desc>"))
        // The text is real text: the title and the labels are elements' text, not paths.
        let parsed = parseXML([picker, svg])
        #expect(parsed.first?.texts.contains("2 minutes") == true)
        #expect(parsed.last?.texts.contains("Apples") == true)
    }
}
