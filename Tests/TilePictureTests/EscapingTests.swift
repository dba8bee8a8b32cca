import Testing
import TileRender
import TileText

@testable import TilePicture

/// User text prints as itself in every picture and never as markup.
@Suite struct EscapingTests {
    static let hostile = [
        "<script>alert(1)</script>", "]]>", "a & b &amp;", "\"quoted\" and 'single'", "<!-- x -->",
        "<?xml x?>", "\u{1B}[2J bell\u{7}", "\u{202E}evil", "line\u{FFFE}",
    ]

    @Test func escaperTable() {
        #expect(XMLEscaper.text("<a> & ]]>") == "&lt;a&gt; &amp; ]]&gt;")
        #expect(XMLEscaper.text("\"'") == "\"'")
        #expect(XMLEscaper.attribute("\"'<") == "&quot;&apos;&lt;")
        #expect(XMLEscaper.text("a\u{1B}b\u{0}") == "a\\u{1B}b\\u{0}")
        #expect(XMLEscaper.text("\u{FFFF}") == "\\u{FFFF}")
        #expect(XMLEscaper.text("Zoë 漢字 🍎") == "Zoë 漢字 🍎")
    }

    @Test(arguments: hostile)
    func hostileNamesPrintAsThemselves(name: String) {
        let literal = Self.literal(name)
        let script =
            "enum Berry: straw; tilekind Berry: straw \(literal) pink; var b: Berry; tile straw 1; "
            + "set name \(literal); show name; picker unit title \(literal) label \(literal)"
        let drawn = blocks(script)
        #expect(drawn.count == 3)
        var documents: [(PictureOptions.Look, String)] = []
        for look in PictureOptions.Look.allCases {
            let options = PictureOptions(look: look, frame: true, title: name)
            documents.append((look, Picture.svg(blocks: drawn, options: options)))
            documents.append((look, Picture.html(blocks: drawn, options: options)))
        }
        let parsed = parseXML(documents.map(\.1))
        for ((look, document), xml) in zip(documents, parsed) {
            #expect(xml.error == nil, "\(look) \(name): \(xml.error ?? "")")
            #expect(!document.contains("<script"))
            #expect(!document.contains("]]>"))
            #expect(!document.contains("\u{1B}"))
            // The SwiftUI look keeps whole strings; the terminal look splits text at blanks.
            let visible = Sanitizer.visible(name)
            let shown = look == .swiftui ? visible : visible.split(separator: " ").first.map(String.init) ?? ""
            if !shown.contains("\u{FFFE}") {
                #expect(xml.texts.contains { $0.contains(shown) }, "\(look): \(shown) not among \(xml.texts)")
            }
        }
    }

    /// A tileshell string literal for any text.
    static func literal(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value > 0x7E:
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
