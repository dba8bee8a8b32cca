import Foundation
import Testing
import TileShell

/// `tileshell --generate-editor-syntax vim|vim-ftdetect|textmate`, loaded by headless Vim and
/// read as a TextMate grammar.
@Suite struct EditorSyntaxTests {
    static let sample = """
        # a comment with "quotes"
        enum Size: small, medium, large
        pick unit .hour
        set name "Ada # not a comment \\n"
        tile apple 100; show price
        var total: Decimal = 12.5 as price
        source Scripts/examples/seed1-tiles.tsh

        """

    /// Vim, with the generated files on its runtimepath, opens `text` as `sample.tsh` and says the
    /// filetype and the highlight group at each (line, column).
    static func vimGroups(_ text: String, at places: [(Int, Int)]) throws -> [String] {
        let folder = try Folder()
        try folder.write("rt/syntax/tileshell.vim", try Tool.tileshellOutput(["--generate-editor-syntax", "vim"]))
        try folder.write(
            "rt/ftdetect/tileshell.vim", try Tool.tileshellOutput(["--generate-editor-syntax", "vim-ftdetect"]))
        let file = try folder.write("sample.tsh", text)
        let out = folder.path + "/groups"
        let checks = places.map { "\($0.0):\($0.1)=' . synIDattr(synID(\($0.0), \($0.1), 1), 'name')" }
        try folder.write(
            "check.vim",
            "let s:out = ['filetype=' . &filetype, '" + checks.joined(separator: ", '")
                + "]\ncall add(s:out, 'errmsg=' . v:errmsg)\ncall writefile(s:out, '\(out)')\nqa!\n")
        guard let vim = Tool.require("vim.basic", package: "vim") else { return [] }
        let r = try Tool.run(
            vim,
            [
                "-Nu", "NONE", "-i", "NONE", "-es", "--cmd", "set rtp^=" + folder.path + "/rt", "-c", "filetype on",
                "-c", "syntax on", "-c", "edit " + file.path, "-S", folder.path + "/check.vim",
            ], home: folder.url)
        #expect(r.status == 0 && r.stdout.isEmpty && r.stderr.isEmpty, "vim: \(r.stdout)\(r.stderr)")
        return try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test func vimLoadsTheSyntaxWithoutErrorsAndHighlightsEachKind() throws {
        let groups = try Self.vimGroups(
            Self.sample,
            at: [
                (1, 1), (2, 1), (3, 11), (4, 10), (4, 15), (4, 31), (5, 17), (5, 6), (5, 12), (6, 12), (6, 27), (7, 37),
            ])
        #expect(
            groups == [
                "filetype=tileshell",
                "1:1=tileshellComment",  // a comment
                "2:1=tileshellCommand",  // enum
                "3:11=tileshellCase",  // .hour
                "4:10=tileshellString",  // "Ada
                "4:15=tileshellString",  // a # inside a string is no comment
                "4:31=tileshellEscape",  // \n
                "5:17=tileshellCommand",  // show, after ;
                "5:6=",  // apple is not a command where it stands
                "5:12=tileshellNumber",  // 100
                "6:12=tileshellType",  // Decimal
                "6:27=tileshellKeyword",  // as
                "7:37=",  // .tsh in a path is not a case
                "errmsg=",
            ])
    }

    @Test func vimHighlightsEveryCommandOfTheTable() throws {
        let names = CommandTable.standard.allNames
        let text = names.map { $0 + " x; " + $0 }.joined(separator: "\n") + "\n"
        let places = names.enumerated().flatMap { i, name in [(i + 1, 1), (i + 1, name.count + 5)] }
        let groups = try Self.vimGroups(text, at: places)
        #expect(groups.dropFirst().dropLast().allSatisfy { $0.hasSuffix("=tileshellCommand") }, "\(groups)")
        #expect(groups.count == places.count + 2)
    }

    @Test func theTextMateGrammarIsJSONWhoseCommandsAreTheTables() throws {
        let text = try Tool.tileshellOutput(["--generate-editor-syntax", "textmate"])
        let grammar = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(grammar["scopeName"] as? String == "source.tileshell")
        #expect(grammar["fileTypes"] as? [String] == ["tsh"])
        let repository = try #require(grammar["repository"] as? [String: [String: Any]])
        let command = try #require(repository["command"]?["match"] as? String)
        // The keywords between the capture's parentheses are exactly the table's names.
        let inner = try #require(command.split(separator: "(").last?.split(separator: ")").first)
        #expect(inner.split(separator: "|").map(String.init) == CommandTable.standard.allNames)
        // Every pattern is a regular expression (ICU's syntax agrees with Oniguruma's here).
        var patterns: [String] = []
        func collect(_ value: Any) {
            if let object = value as? [String: Any] {
                for (key, inner) in object {
                    if ["match", "begin", "end"].contains(key), let pattern = inner as? String {
                        patterns.append(pattern)
                    }
                    collect(inner)
                }
            } else if let array = value as? [Any] {
                array.forEach(collect)
            }
        }
        collect(grammar)
        #expect(patterns.count >= 9)
        for pattern in patterns { #expect((try? NSRegularExpression(pattern: pattern)) != nil, "\(pattern)") }
        let regex = try NSRegularExpression(pattern: command, options: [.anchorsMatchLines])
        let line = "tile apple 100; show price"
        let found = regex.matches(in: line, range: NSRange(line.startIndex..., in: line)).compactMap {
            Range($0.range(at: 1), in: line).map { String(line[$0]) }
        }
        #expect(found == ["tile", "show"])
    }
}
