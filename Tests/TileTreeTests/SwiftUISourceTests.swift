import Testing
import TileRender

@testable import TileTree

/// The tree written as SwiftUI source: each kind and modifier as SwiftUI spells it.
@Suite struct SwiftUISourceTests {
    @Test func substitutedNodesAreWrittenAsGiven() {
        let tree = ViewNode.text("x").font(.headline).background(.system(.red))
        let lines = SwiftUISource.lines(tree) { node in
            if node.kind is TextKind { return ["Text(name)"] }
            return node.kind is ColorKind ? ["accent"] : nil
        }
        #expect(lines == ["Text(name)", "  .font(.headline)", "  .background(accent)"])
    }

    @Test func eachKindIsSpelledAsSwiftUISpellsIt() {
        let tree = ViewNode.vstack(
            alignment: .leading,
            [
                .text("*bold*"), .spacer(minLength: 4), .divider, .shape(.roundedRectangle(cornerRadius: 5)),
                ViewNode.color(.system(.blue)).frame(maxWidth: .infinity, alignment: .top),
                ViewNode.image(systemName: "star", glyph: "☆").padding(EdgeInsets(top: 1, leading: 2)).opacity(0.5)
                    .overlay(.text("a"), alignment: .topLeading),
            ])
        #expect(
            SwiftUISource.lines(tree) == [
                "VStack(alignment: .leading) {", "  Text(verbatim: \"*bold*\")", "", "  Spacer(minLength: 4)", "",
                "  Divider()", "", "  RoundedRectangle(cornerRadius: 5)", "", "  Color.blue",
                "    .frame(maxWidth: .infinity, alignment: .top)", "", "  Image(systemName: \"star\")",
                "    .padding(EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 0))", "    .opacity(0.5)",
                "    .overlay(alignment: .topLeading) {", "      Text(\"a\")", "    }", "}",
            ])
    }

    /// Quotes and backslashes escaped (no interpolation can form); a backslash, which Markdown
    /// reads, makes it verbatim.
    @Test func textIsEscapedAsASwiftStringLiteral() {
        #expect(SwiftUISource.lines(.text("say \"hi\"\n")) == ["Text(\"say \\\"hi\\\"\\n\")"])
        #expect(SwiftUISource.lines(.text("\\(x)")) == ["Text(verbatim: \"\\\\(x)\")"])
    }
}
