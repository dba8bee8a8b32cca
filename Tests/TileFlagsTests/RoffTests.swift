import Testing

@testable import TileFlags

/// Every text the manual takes from the tables is escaped for roff in one place.
@Suite struct RoffTests {
    @Test(arguments: [
        ("plain words", "plain words"),
        ("--color", "\\-\\-color"),
        ("a \\ backslash", "a \\e backslash"),
        (".apple is a case", "\\&.apple is a case"),
        ("'quoted' first", "\\&'quoted' first"),
        ("in the middle . and ' are text", "in the middle . and ' are text"),
        ("`fruit` binding", "\\fBfruit\\fR binding"),
        ("an `open code span", "an \\fBopen code span\\fR"),
        ("✓ marks — the selection", "\\[u2713] marks \\[u2014] the selection"),
        ("é", "\\[u00E9]"),
        ("🍎", "\\[u1F34E]"),
        ("a\nnew line", "a new line"),
    ])
    func proseIsEscaped(_ input: String, _ expected: String) {
        #expect(Roff.text(input) == expected)
    }

    @Test(arguments: [
        ("tileshell [<options>] [<file> ...]", "\\fBtileshell\\fR [\\fIoptions\\fR] [\\fIfile\\fR ...]"),
        (
            "tileshell [<options>] -c '<commands>'",
            "\\fBtileshell\\fR [\\fIoptions\\fR] \\fB\\-c\\fR '\\fIcommands\\fR'"
        ),
        ("--width <columns>", "\\fB\\-\\-width\\fR \\fIcolumns\\fR"),
        ("var <name>: <Type>[?]", "\\fBvar\\fR \\fIname\\fR: \\fIType\\fR[?]"),
        (".x", "\\&.\\fBx\\fR"),
    ])
    func usageIsBoldWithItalicPlaceholders(_ input: String, _ expected: String) {
        #expect(Roff.usage(input) == expected)
    }

    @Test func longTextLinesAreBrokenAtSpacesButNotRequestsTagsOrNoFillBlocks() {
        let words = Array(repeating: "word", count: 16).joined(separator: " ")
        let long = words + " .dot ends it"
        let tag = String(repeating: "tag ", count: 30)
        let kept = String(repeating: "kept ", count: 30)
        let out = Roff.wrapped([".TP", tag, long, ".nf", kept, ".fi", ".SH " + long])
        // A line that now starts with `.` is guarded, or roff would read it as a request.
        #expect(out == [".TP", tag, words, "\\&.dot ends it", ".nf", kept, ".fi", ".SH " + long])
        #expect(words.utf8.count == 79)
    }
}
