import TileRender

/// `export <file> [all] [look <look>] [theme <theme>] [view <Name>]`: the last drawing (or all of
/// them) written to a file as a picture or text by its extension, or the session as SwiftUI source;
/// the edge writes it.
///
/// Example: `export tiles.html all look swiftui`.
public struct ExportCommand: ShellCommand {
    public static let spec = CommandSpec(
        "export", for: Self.self, usage: "export <file> [all] [look <look>] [theme <theme>] [view <Name>]",
        summary:
            "Write the last drawing (`all`: every drawing) to a file as a picture or text, by its extension; "
            + "a .swift file gets the session as SwiftUI source.",
        examples: [
            "tile apple 100", "export tile.svg", "export tiles.html all look swiftui",
            "export Card.swift view Card",
        ],
        grammar: [
            .one(
                Slot(
                    .path, fills: .path(extensions: ExportFormat.allCases.map(\.rawValue), orWords: []),
                    shape: .value, expected: "a file path, as in 'export tile.svg'")),
            .options(
                [
                    KeywordOption(keyword: "all", value: nil, summary: "everything drawn since the session began"),
                    KeywordOption(
                        keyword: "look",
                        value: Slot(.look, fills: .choice(.look), expected: "a look: terminal or swiftui"),
                        summary: "terminal or swiftui"),
                    KeywordOption(
                        keyword: "theme",
                        value: Slot(.theme, fills: .choice(.theme), expected: "a theme: light or dark"),
                        summary: "light or dark"),
                    KeywordOption(
                        keyword: "view",
                        value: Slot(.view, fills: .newName, expected: "the main view's name, as in view Card"),
                        summary: "the main view's name in a .swift export"),
                ], expected: "an option: all, look, theme or view"),
        ],
        effects: .asksEdge)

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    {
        let args = Arguments(labelling: tokens, of: command, by: spec.grammar)
        return .host(
            try checker.checkExport(
                args.first(.path) ?? tokens[tokens.startIndex], all: args.has(.flag), look: args.first(.look),
                theme: args.first(.theme), view: args.first(.view), line: command.line))
    }
}

extension Checker {
    /// `export`: the format from the path's extension, and options that fit it.
    func checkExport(_ path: Token, all: Bool, look: Token?, theme: Token?, view: Token?, line: SourceLine)
        throws(Diagnostic) -> ExportRequest
    {
        let pathText = line.text(of: path)
        guard let format = ExportFormat(path: pathText) else {
            throw line.error(
                .message(
                    "cannot tell what to export to '\(pathText)'; expected a file ending in "
                        + ExportFormat.extensionList),
                at: path)
        }
        var request = ExportRequest(path: pathText, format: format, scope: all ? .all : .last)
        let pictures: Set<ExportFormat> = [.svg, .html, .png]
        for option in [look, theme].compactMap({ $0 }) where !pictures.contains(format) {
            throw line.error(
                .message(
                    "'\(pathText)' is a .\(format.rawValue) file; look and theme apply to .svg, .html and .png"
                ),
                at: option)
        }
        if let look {
            guard let chosen = PictureLook(rawValue: line.text(of: look)) else {
                throw line.error(unknownChoice("look", look, .look, line: line), at: look)
            }
            request.look = chosen
        }
        if let theme {
            guard let chosen = PictureTheme(rawValue: line.text(of: theme)) else {
                throw line.error(unknownChoice("theme", theme, .theme, line: line), at: theme)
            }
            request.theme = chosen
        }
        if let view {
            guard format == .swift else {
                throw line.error(
                    .message(
                        "'view' names the main view of a .swift export; '\(pathText)' is a .\(format.rawValue) file"
                    ),
                    at: view)
            }
            try checkIdentifier(view, text: line.text(of: view)[...], what: "view name", line: line)
            request.mainView = line.text(of: view)
        }
        return request
    }

    func unknownChoice(_ what: String, _ token: Token, _ choice: Choice, line: SourceLine) -> DiagnosticKind {
        let word = line.text(of: token)
        return .unknown(
            what, name: word, choices: choice.words.joined(separator: ", "),
            nearest: Suggest.nearest(word, among: choice.words), otherwise: "")
    }
}
