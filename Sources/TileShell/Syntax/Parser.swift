import TileRender

/// Builds `Command`s from tokens. Only shape is checked here; names and values are resolved
/// by the `Checker`, which knows the session.
public enum Parser {
    /// Lexes and parses one line into its commands.
    public static func parse(_ line: SourceLine, table: CommandTable = .standard) throws(Diagnostic) -> [Command] {
        var storage = Storage()
        try parse(line, table: table, into: &storage)
        return storage.commands
    }

    /// What parsing a line leaves behind, kept so that the next line reuses its room.
    struct Storage {
        var commands: [Command] = []
        var tokens: [Token] = []
        var matches: [Arguments.Match] = []
    }

    /// `parse(_:)` into `storage`, reusing the room of the line before (the
    /// commands hold slices of the tokens): once the previous line's commands are gone, parsing a
    /// line allocates nothing but its words' text.
    static func parse(_ line: SourceLine, table: CommandTable, into storage: inout Storage) throws(Diagnostic) {
        // NB: the old commands go first: they hold the token storage about to be reused.
        storage.commands.removeAll(keepingCapacity: storage.commands.capacity <= Self.reusedCommands)
        let lexed = try Lexer.lexFlat(line, reusing: &storage.tokens)
        storage.commands.reserveCapacity(lexed.count)
        try lexed.forEachSegment { slice, _ throws(Diagnostic) in
            storage.commands.append(try parse(slice, line: line, table: table, matches: &storage.matches))
        }
        storage.tokens = lexed.tokens
    }

    /// The most commands whose room is kept from one line to the next.
    static let reusedCommands = 64

    /// Parses one command's tokens (never empty) by its entry in `table`.
    public static func parse(
        _ tokens: ArraySlice<Token>, line: SourceLine, table: CommandTable = .standard
    ) throws(Diagnostic) -> Command {
        var matches: [Arguments.Match] = []
        return try parse(tokens, line: line, table: table, matches: &matches)
    }

    /// `parse(_:line:table:)` with the argument matches kept in `matches`' storage.
    static func parse(
        _ tokens: ArraySlice<Token>, line: SourceLine, table: CommandTable, matches: inout [Arguments.Match]
    ) throws(Diagnostic) -> Command {
        guard let keyword = tokens.first else { throw line.error("expected a command", start: 0, end: 0) }
        guard keyword.kind == .word else {
            throw line.error(.expected("a command", found: line.text(of: keyword)), at: keyword, notes: [helpHint])
        }
        guard let spec = table.named(keyword, in: line) else {
            throw line.error(
                .unknown(
                    "command", name: line.text(of: keyword), choices: nil,
                    nearest: Suggest.nearest(line.text(of: keyword), among: table.allNames), otherwise: ""),
                at: keyword, notes: [helpHint])
        }
        var walker = GrammarWalker(tokens: tokens, reusing: &matches)
        do throws(GrammarWalker.Stop) {
            try walker.walk(spec.grammar, in: line)
        } catch {
            switch error {
            case .ranOut(let expected):
                let end = tokens.last?.end ?? 0
                throw line.error(.expected(expected, found: nil), start: end, end: end + 1)
            case .mismatch(let token, let expected):
                throw line.error(.expected(expected, found: line.text(of: token)), at: token)
            case .unknownOption(let token, let options):
                let keywords = options.map(\.keyword)
                throw line.error(
                    .unknownOption(
                        command: spec.name, name: line.text(of: token), options: keywords,
                        nearest: Suggest.nearest(line.text(of: token), among: keywords)), at: token)
            }
        }
        if let extra = walker.peek {
            throw line.error(.unexpectedAfterCommand(found: line.text(of: extra), usage: spec.usage), at: extra)
        }
        matches = walker.matches
        return Command(
            keyword: keyword, type: spec.command, tokens: tokens, line: line, start: keyword.start,
            end: tokens.last?.end ?? keyword.end)
    }

    static let helpHint = "type 'help' to list the commands"

    /// Where the command `tokens` (its name first) stops, when the grammar leaves a list wanting
    /// more there: after `tilekind Berry:` or after a `,` between cases. Nil when the command is
    /// finished, or wrong (then parsing reports it). With `resuming`, only the list is walked
    /// again, from where it stood: a long declaration typed a case per line is walked once.
    static func openList(
        _ tokens: ArraySlice<Token>, of line: SourceLine, resuming: GrammarWalker.ListResume?, table: CommandTable
    ) -> GrammarWalker.ListResume? {
        var walker: GrammarWalker
        let grammar: [GrammarElement]
        if let resuming {
            walker = GrammarWalker(tokens: tokens, from: resuming.index)
            grammar = [resuming.list]
        } else {
            guard let name = tokens.first, let spec = table.named(name, in: line) else { return nil }
            walker = GrammarWalker(tokens: tokens)
            grammar = spec.grammar
        }
        do throws(GrammarWalker.Stop) {
            try walker.walk(grammar, in: line)
        } catch {
            guard case .ranOut = error, let open = walker.openList, open.index == tokens.endIndex else { return nil }
            return open
        }
        return nil
    }
}

/// The SwiftUI colour names a tile kind may use.
enum NamedColorNames {
    static var list: String { NamedColor.allCases.map(\.rawValue).commaSeparated }
}
