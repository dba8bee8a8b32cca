import Testing

@testable import TileShell

/// The parser: a line's tokens into commands of the right shape, names and values still tokens.
@Suite struct ParserTests {
    func parse(_ text: String) throws -> [Command] {
        try Parser.parse(SourceLine(source: "t", lineNumber: 1, text: text))
    }

    func kind(_ text: String) throws -> Command.Kind { try #require(try parse(text).first).kind }

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

    @Test func tileKeepsItsArgumentsForTheChecker() throws {
        guard case .command(let type, let tokens) = try kind("tile apple 100 Fruit.orange 46"), type == TileCommand.self
        else {
            Issue.record("not a tile command")
            return
        }
        #expect(
            tokens.map { said($0, "tile apple 100 Fruit.orange 46") } == ["tile", "apple", "100", "Fruit.orange", "46"])
        guard case .command(_, let one) = try kind("tile 7") else {
            Issue.record("not a tile command")
            return
        }
        #expect(one.map { said($0, "tile 7") } == ["tile", "7"])
    }

    @Test func pickTakesABindingAndAnOptionalCase() throws {
        guard case .pick(let binding, let value) = try kind("pick unit .hour") else {
            Issue.record("not a pick command")
            return
        }
        #expect(said(binding, "pick unit .hour") == "unit")
        #expect(said(value, "pick unit .hour") == ".hour")
        guard case .pick(_, let none) = try kind("pick unit") else {
            Issue.record("not a pick command")
            return
        }
        #expect(none == nil)
    }

    @Test func pickerOptionsComeInAnyOrder() throws {
        let line = "picker unit style menu label \"{case}!\" title \"Unit\""
        let command = try #require(try parse(line).first)
        guard case .command(let type, let tokens) = command.kind, type == PickerCommand.self else {
            Issue.record("not a picker command")
            return
        }
        let arguments = Arguments(labelling: tokens, of: command, by: PickerCommand.spec.grammar)
        #expect(said(tokens[tokens.startIndex + 1], line) == "unit")
        #expect(said(arguments.first(.title), line) == "Unit")
        #expect(said(arguments.first(.label), line) == "{case}!")
        #expect(said(arguments.first(.style), line) == "menu")
    }

    @Test func declarationsKeepEveryPart() throws {
        guard case .varDecl(let name, let type, let optional, let value, _) = try kind("var size: Size? = medium")
        else {
            Issue.record("not a var declaration")
            return
        }
        let declaration = "var size: Size? = medium"
        #expect(
            [said(name, declaration), said(type, declaration), said(value, declaration)] == ["size", "Size", "medium"])
        #expect(optional)
        guard case .enumDecl(let enumName, let cases) = try kind("enum Size: small, medium,large") else {
            Issue.record("not an enum declaration")
            return
        }
        #expect(said(enumName, "enum Size: small, medium,large") == "Size")
        #expect(cases.map { said($0, "enum Size: small, medium,large") } == ["small", "medium", "large"])
        guard case .tileKind(let kindName, let faces) = try kind("tilekind Berry: straw \"Strawberries\" pink") else {
            Issue.record("not a tilekind declaration")
            return
        }
        let kindLine = "tilekind Berry: straw \"Strawberries\" pink"
        #expect(said(kindName, kindLine) == "Berry")
        #expect(
            faces.map { [said($0.caseName, kindLine), said($0.title, kindLine), said($0.color, kindLine)] }
                == [["straw", "Strawberries", "pink"]])
    }

    @Test func wrongShapesSayWhatWasExpected() {
        #expect(error("show")?.contains("expected one or more binding names, as in 'show price'") == true)
        #expect(error("tiel apple 1")?.contains("unknown command 'tiel'") == true)
        #expect(error("state now")?.contains("unexpected 'now' after the command") == true)
    }
}
