import Testing

@testable import TileShell

/// The parser: a line's tokens into commands of the right shape, names and values still tokens.
@Suite struct ParserTests {
    func parse(_ text: String) throws -> [Command] {
        try Parser.parse(SourceLine(source: "t", lineNumber: 1, text: text))
    }

    /// What a token of `line` says.
    func said(_ token: Token?, _ line: String) -> String? {
        token.map { SourceLine(source: "t", lineNumber: 1, text: line).text(of: $0) }
    }

    func error(_ text: String) -> String? {
        do {
            _ = try Parser.parse(SourceLine(source: "t", lineNumber: 1, text: text))
            return nil
        } catch { return error.formatted() }
    }

    @Test func commandsSplitAtSemicolonsAndKeepTheirOwnText() throws {
        let commands = try parse("pick unit hour;  show unit # note")
        #expect(commands.map { $0.line.text(of: $0.keyword) } == ["pick", "show"])
        #expect(commands.map { String($0.text) } == ["pick unit hour", "show unit"])
    }

    /// The command `text` parses to, with its tokens labelled by its entry's grammar.
    func arguments(_ text: String) throws -> (type: any ShellCommand.Type, arguments: Arguments) {
        let command = try #require(try parse(text).first)
        return (command.type, Arguments(labelling: command.tokens, of: command, by: command.type.spec.grammar))
    }

    @Test func tileKeepsItsArgumentsForTheChecker() throws {
        let line = "tile apple 100 Fruit.orange 46"
        let (type, tile) = try arguments(line)
        #expect(ObjectIdentifier(type) == ObjectIdentifier(TileCommand.self))
        #expect(tile.tokens.map { said($0, line) } == ["tile", "apple", "100", "Fruit.orange", "46"])
        #expect(tile.all(.tileArgument).map { said($0, line) } == ["apple", "100", "Fruit.orange", "46"])
        #expect(try arguments("tile 7").arguments.all(.tileArgument).map { said($0, "tile 7") } == ["7"])
    }

    @Test func pickTakesABindingAndAnOptionalCase() throws {
        let (type, pick) = try arguments("pick unit .hour")
        #expect(ObjectIdentifier(type) == ObjectIdentifier(PickCommand.self))
        #expect(said(pick.first(.binding), "pick unit .hour") == "unit")
        #expect(said(pick.first(.value), "pick unit .hour") == ".hour")
        #expect(try arguments("pick unit").arguments.first(.value) == nil)
    }

    @Test func pickerOptionsComeInAnyOrder() throws {
        let line = "picker unit style menu label \"{case}!\" title \"Unit\""
        let (type, picker) = try arguments(line)
        #expect(ObjectIdentifier(type) == ObjectIdentifier(PickerCommand.self))
        #expect(said(picker.first(.binding), line) == "unit")
        #expect(said(picker.first(.title), line) == "Unit")
        #expect(said(picker.first(.label), line) == "{case}!")
        #expect(said(picker.first(.style), line) == "menu")
    }

    @Test func declarationsKeepEveryPart() throws {
        let declaration = "var size: Size? = medium"
        let (varType, v) = try arguments(declaration)
        #expect(ObjectIdentifier(varType) == ObjectIdentifier(VarCommand.self))
        #expect(
            [said(v.first(.name), declaration), said(v.first(.type), declaration), said(v.first(.value), declaration)]
                == ["size", "Size", "medium"])
        #expect(v.tokens.contains { $0.kind == .question })
        let enumLine = "enum Size: small, medium,large"
        let (enumType, e) = try arguments(enumLine)
        #expect(ObjectIdentifier(enumType) == ObjectIdentifier(EnumCommand.self))
        #expect(said(e.first(.name), enumLine) == "Size")
        #expect(e.all(.caseName).map { said($0, enumLine) } == ["small", "medium", "large"])
        let kindLine = "tilekind Berry: straw \"Strawberries\" pink"
        let (kindType, k) = try arguments(kindLine)
        #expect(ObjectIdentifier(kindType) == ObjectIdentifier(TileKindCommand.self))
        #expect(said(k.first(.name), kindLine) == "Berry")
        #expect(
            [said(k.first(.caseName), kindLine), said(k.first(.title), kindLine), said(k.first(.colour), kindLine)]
                == ["straw", "Strawberries", "pink"])
    }

    @Test func wrongShapesSayWhatWasExpected() {
        #expect(error("show")?.contains("expected one or more binding names, as in 'show price'") == true)
        #expect(error("tiel apple 1")?.contains("unknown command 'tiel'") == true)
        #expect(error("state now")?.contains("unexpected 'now' after the command") == true)
    }
}
