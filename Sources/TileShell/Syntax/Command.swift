/// A command as written: the syntax tree the parser builds and the checker resolves.
/// Names and values are still tokens here; nothing has been looked up.
public struct Command: Sendable {
    public var keyword: Token
    public var kind: Kind
    public var line: SourceLine
    /// Byte range of the command in the line.
    public var start: Int
    public var end: Int

    /// NB: declarations are boxed (`indirect`): they are rare, and unboxed they made every
    /// command as large as a `var` with all its parts.
    public enum Kind: Sendable {
        /// `tile <case> <count> ...`, or `tile <count>` with the fruit from the `fruit` binding.
        case tile(arguments: ArraySlice<Token>)
        /// `pick <binding> [<case>]`
        case pick(binding: Token, value: Token?)
        /// `set <binding> <value>` (`nil` clears an optional)
        case set(binding: Token, value: Token)
        /// `unset <binding>`
        case unset(binding: Token)
        /// `show <binding> ...`
        case show(bindings: ArraySlice<Token>)
        /// `picker <binding> [title "…"] [label "…"] [style <style>]`
        indirect case picker(binding: Token, title: Token?, label: Token?, style: Token?)
        /// `enum <Name>: <case>, <case>, ...`
        indirect case enumDecl(name: Token, cases: [Token])
        /// `tilekind <Enum>: <case> "<Title>" <colour>, ...` — the seed's exhaustive switch.
        indirect case tileKind(name: Token, faces: [FaceSyntax])
        /// `var <name>: <Type>[?] [= <value>] [as <presentation>]`
        indirect case varDecl(name: Token, type: Token, optional: Bool, value: Token?, presentation: Token?)
        case state
        case help(topic: Token?)
        case quit
        /// `source <file>`: run a script in this session (the edge opens the file).
        case source(path: Token)
        /// `record <file>` starts recording succeeded commands; `record stop` ends it.
        case record(path: Token?)
        /// `history`: list earlier lines (interactive sessions).
        case history
        /// `save <file>`: write the whole session; `load <file>`: replace it from a file.
        case save(path: Token)
        case load(path: Token)
    }

    /// The command's own text on its line (without the `;` or comment around it).
    public var text: Substring {
        let utf8 = line.text.utf8
        let s = utf8.index(utf8.startIndex, offsetBy: min(start, utf8.count))
        let e = utf8.index(utf8.startIndex, offsetBy: min(max(start, end), utf8.count))
        return line.text[s..<e]
    }

    /// One arm of a `tilekind` declaration.
    public struct FaceSyntax: Sendable {
        public var caseName: Token
        public var title: Token
        public var color: Token
    }
}

/// The commands a user can type, with usage, a summary and examples: the single source for
/// the parser's keyword table, `help`, completion and "did you mean".
public struct CommandInfo: Sendable {
    public var name: String
    public var usage: String
    public var summary: String
    public var examples: [String]

    public static let all: [CommandInfo] = [
        CommandInfo(
            name: "tile", usage: "tile <fruit> <count> [<fruit> <count> ...] | tile <count>",
            summary: "Show one tile per pair, side by side; with only a count, the fruit comes from `fruit`.",
            examples: ["tile apple 100", "tile apple 100 orange 46", "tile 12"]),
        CommandInfo(
            name: "pick", usage: "pick <binding> <case>",
            summary: "Set an enum-typed binding to one of its cases.",
            examples: ["pick unit hour", "pick style .inline", "pick fruit orange"]),
        CommandInfo(
            name: "set", usage: "set <binding> <value> | set <binding> nil",
            summary: "Set any binding; the value must fit its type. `nil` clears an optional.",
            examples: [
                "set price 9.99", "set name \"Ada Lovelace\"", "set updated 2026-11-29T09:00:00Z", "set discount 20",
            ]),
        CommandInfo(
            name: "unset", usage: "unset <binding>",
            summary: "Clear an optional binding (the same as `set <binding> nil`).",
            examples: ["unset price"]),
        CommandInfo(
            name: "show", usage: "show <binding> [<binding> ...]",
            summary: "Render each binding's view, stacked. A nil optional renders nothing at all.",
            examples: ["show price", "show name jobTitle", "show unit"]),
        CommandInfo(
            name: "picker", usage: "picker <binding> [title \"<text>\"] [label \"<template>\"] [style <style>]",
            summary: "Render an enum binding as an EnumPicker with a title and a per-case label ({case} is the case).",
            examples: ["picker unit title \"Time unit\" label \"2 {case}s\"", "picker unit style inline"]),
        CommandInfo(
            name: "enum", usage: "enum <Name>: <case>, <case>, ...",
            summary: "Declare an enum type.",
            examples: ["enum Size: small, medium, large"]),
        CommandInfo(
            name: "tilekind", usage: "tilekind <Enum>: <case> \"<Title>\" <colour>, ...",
            summary:
                "Give every case of an enum a tile title and colour, so `tile` can show it. Must cover every case.",
            examples: [
                "enum Berry: straw, blue", "tilekind Berry: straw \"Strawberries\" pink, blue \"Blueberries\" indigo",
            ]),
        CommandInfo(
            name: "var", usage: "var <name>: <Type>[?] [= <value>] [as <view>]",
            summary: "Declare a binding. Types: Int, Decimal, String, Date and declared enums; `?` makes it optional.",
            examples: ["var size: Size = medium", "var nickname: String?", "var total: Decimal = 12.5 as price"]),
        CommandInfo(
            name: "state", usage: "state",
            summary: "List every binding with its type and value.", examples: ["state"]),
        CommandInfo(
            name: "help", usage: "help [<command>]",
            summary: "Show the commands, or one command's usage and examples.", examples: ["help", "help pick"]),
        CommandInfo(
            name: "source", usage: "source <file>",
            summary: "Run a script file in this session; a relative path is taken from the including file.",
            examples: ["source Scripts/examples/seed1-tiles.tsh"]),
        CommandInfo(
            name: "record", usage: "record <file> | record stop",
            summary: "Append every command that succeeds to a script file, until `record stop`.",
            examples: ["record session.tsh", "record stop"]),
        CommandInfo(
            name: "save", usage: "save <file>",
            summary: "Write the whole session (declarations and values) to a file, atomically.",
            examples: ["save work.tss"]),
        CommandInfo(
            name: "load", usage: "load <file>",
            summary: "Replace the session with one saved by `save`; a damaged file changes nothing.",
            examples: ["load work.tss"]),
        CommandInfo(
            name: "history", usage: "history", summary: "List the lines entered in interactive sessions.",
            examples: ["history"]),
        CommandInfo(name: "quit", usage: "quit", summary: "End the session (also `exit`).", examples: ["quit"]),
        CommandInfo(name: "exit", usage: "exit", summary: "End the session (also `quit`).", examples: ["exit"]),
    ]

    public static func named(_ name: Substring) -> CommandInfo? { all.first { $0.name == name } }
}
