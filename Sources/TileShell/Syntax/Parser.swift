import TileRender

/// Builds `Command`s from tokens. Only shape is checked here; names and values are resolved
/// by the `Checker`, which knows the session.
public enum Parser {
    /// Lexes and parses one line into its commands.
    public static func parse(_ line: SourceLine) throws(Diagnostic) -> [Command] {
        var commands: [Command] = []
        var tokens: [Token] = []
        try parse(line, into: &commands, tokens: &tokens)
        return commands
    }

    /// `parse(_:)` into `commands`, reusing its storage and `tokens`'s from the line before (the
    /// commands hold slices of the tokens): once the previous line's commands are gone, parsing a
    /// line allocates nothing but its words' text.
    static func parse(_ line: SourceLine, into commands: inout [Command], tokens: inout [Token]) throws(Diagnostic) {
        // NB: the old commands go first: they hold the token storage about to be reused.
        commands.removeAll(keepingCapacity: commands.capacity <= Self.reusedCommands)
        let lexed = try Lexer.lexFlat(line, reusing: &tokens)
        commands.reserveCapacity(lexed.count)
        try lexed.forEachSegment { slice, _ throws(Diagnostic) in commands.append(try parse(slice, line: line)) }
        tokens = lexed.tokens
    }

    /// The most commands whose room is kept from one line to the next.
    static let reusedCommands = 64

    /// Parses one command's tokens (never empty).
    public static func parse(_ tokens: ArraySlice<Token>, line: SourceLine) throws(Diagnostic) -> Command {
        guard let keyword = tokens.first else { throw line.error("expected a command", start: 0, end: 0) }
        guard keyword.kind == .word else {
            throw line.error("expected a command, found '\(keyword.text)'", at: keyword, notes: [helpHint])
        }
        var p = Cursor(tokens: tokens, line: line, index: tokens.startIndex + 1)
        let kind: Command.Kind
        switch keyword.text {
        case "tile":
            // NB: the arguments are the rest of the tokens, checked in place (no copy).
            while p.peek != nil { _ = try p.value("a fruit or a count") }
            let args = tokens.dropFirst()
            if args.isEmpty {
                throw p.missing("a fruit and a count, as in 'tile apple 100', or a count alone")
            }
            kind = .tile(arguments: args)
        case "pick":
            let b = try p.word("a binding name, as in 'pick unit hour'")
            let v = p.peek == nil ? nil : try p.value("a case")
            kind = .pick(binding: b, value: v)
        case "set":
            let b = try p.word("a binding name, as in 'set price 9.99'")
            let v = try p.value("a value, or nil")
            kind = .set(binding: b, value: v)
        case "unset":
            kind = .unset(binding: try p.word("a binding name, as in 'unset price'"))
        case "show":
            while p.peek != nil { _ = try p.word("a binding name") }
            let names = tokens.dropFirst()
            if names.isEmpty { throw p.missing("one or more binding names, as in 'show price'") }
            kind = .show(bindings: names)
        case "picker":
            let b = try p.word("an enum binding name, as in 'picker unit'")
            var title: Token?
            var label: Token?
            var style: Token?
            while let option = p.peek {
                let o = try p.word("an option: title, label or style")
                switch o.text {
                case "title": title = try p.string("the picker's title in quotes, as in title \"Time unit\"")
                case "label": label = try p.string("a label template in quotes, as in label \"2 {case}s\"")
                case "style": style = try p.word("a picker style: segmented, menu or inline")
                default:
                    throw line.error(
                        "unknown picker option '\(option.text)'; expected title, label or style"
                            + Suggest.didYouMean(option.text, among: ["title", "label", "style"]),
                        at: option)
                }
            }
            kind = .picker(binding: b, title: title, label: label, style: style)
        case "enum":
            let name = try p.word("an enum name, as in 'enum Size: small, large'")
            try p.expect(.colon, "':' after the enum name, as in 'enum \(name.text): a, b'")
            var cases: [Token] = [try p.word("a case name")]
            while p.peek != nil {
                try p.expect(.comma, "',' between cases")
                cases.append(try p.word("a case name"))
            }
            kind = .enumDecl(name: name, cases: cases)
        case "tilekind":
            let name = try p.word("an enum name, as in 'tilekind Berry: straw \"Strawberries\" pink'")
            try p.expect(.colon, "':' after the enum name")
            var faces: [Command.FaceSyntax] = []
            repeat {
                if !faces.isEmpty { try p.expect(.comma, "',' between cases") }
                let c = try p.word("a case name")
                let t = try p.string("the case's title in quotes, as in \"Strawberries\"")
                let col = try p.word("a colour: " + NamedColorNames.list)
                faces.append(Command.FaceSyntax(caseName: c, title: t, color: col))
            } while p.peek != nil
            kind = .tileKind(name: name, faces: faces)
        case "var":
            let name = try p.word("a binding name, as in 'var size: Size = medium'")
            try p.expect(.colon, "':' and a type after the name, as in 'var \(name.text): Int'")
            let type = try p.word("a type: Int, Decimal, String, Date or an enum name")
            var optional = false
            if p.peek?.kind == .question {
                optional = true
                p.index += 1
            }
            var value: Token?
            if p.peek?.kind == .equals {
                p.index += 1
                value = try p.value("an initial value after '='")
            }
            var presentation: Token?
            if let t = p.peek, t.kind == .word, t.text == "as" {
                p.index += 1
                presentation = try p.word("a view: " + Presentation.allCases.map(\.rawValue).joined(separator: ", "))
            }
            kind = .varDecl(name: name, type: type, optional: optional, value: value, presentation: presentation)
        case "state":
            kind = .state
        case "help":
            kind = .help(topic: p.peek == nil ? nil : try p.word("a command name"))
        case "quit", "exit":
            kind = .quit
        case "source":
            kind = .source(path: try p.value("a file path, as in 'source demo.tsh'"))
        case "record":
            let t = try p.value("a file path, or 'stop'")
            kind = .record(path: t.kind == .word && t.text == "stop" ? nil : t)
        case "history":
            kind = .history
        case "save":
            kind = .save(path: try p.value("a file path, as in 'save work.tss'"))
        case "load":
            kind = .load(path: try p.value("a file path, as in 'load work.tss'"))
        default:
            let names = CommandInfo.all.map(\.name)
            throw line.error(
                "unknown command '\(keyword.text)'" + Suggest.didYouMean(keyword.text, among: names), at: keyword,
                notes: [helpHint])
        }
        if let extra = p.peek {
            throw line.error(
                "unexpected '\(extra.text)' after the command; usage: \(CommandInfo.named(keyword.text[...])?.usage ?? keyword.text)",
                at: extra)
        }
        return Command(
            keyword: keyword, kind: kind, line: line, start: keyword.start, end: p.tokens.last?.end ?? keyword.end)
    }

    static let helpHint = "type 'help' to list the commands"

    /// A read position over one command's tokens.
    struct Cursor {
        var tokens: ArraySlice<Token>
        var line: SourceLine
        var index: Int

        var peek: Token? { index < tokens.endIndex ? tokens[index] : nil }

        func missing(_ what: String) -> Diagnostic {
            let end = tokens.last?.end ?? 0
            return line.error("expected \(what)", start: end, end: end + 1)
        }

        mutating func next(_ what: String) throws(Diagnostic) -> Token {
            guard let t = peek else { throw missing(what) }
            index += 1
            return t
        }

        mutating func word(_ what: String) throws(Diagnostic) -> Token {
            let t = try next(what)
            guard t.kind == .word else { throw line.error("expected \(what), found '\(t.text)'", at: t) }
            return t
        }

        mutating func value(_ what: String) throws(Diagnostic) -> Token {
            let t = try next(what)
            guard t.kind == .word || t.kind == .string else {
                throw line.error("expected \(what), found '\(t.text)'", at: t)
            }
            return t
        }

        mutating func string(_ what: String) throws(Diagnostic) -> Token {
            let t = try next(what)
            guard t.kind == .string else { throw line.error("expected \(what), found '\(t.text)'", at: t) }
            return t
        }

        mutating func expect(_ kind: Token.Kind, _ what: String) throws(Diagnostic) {
            let t = try next(what)
            guard t.kind == kind else { throw line.error("expected \(what), found '\(t.text)'", at: t) }
        }
    }
}

/// The SwiftUI colour names a tile kind may use.
enum NamedColorNames {
    static var list: String { NamedColor.allCases.map(\.rawValue).joined(separator: ", ") }
}
