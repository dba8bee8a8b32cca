import TileRender

/// `tilekind <Enum>: <case> "<Title>" <colour>, ...`: seed 1's exhaustive switch, a tile title
/// and colour for every case of an enum.
///
/// Example: `tilekind Berry: straw "Strawberries" pink, blue "Blueberries" indigo`.
public struct TileKindCommand: ShellCommand {
    public static let spec = CommandSpec(
        "tilekind", for: Self.self, usage: "tilekind <Enum>: <case> \"<Title>\" <colour>, ...",
        summary:
            "Give every case of an enum a tile title and colour, so `tile` can show it. Must cover every case.",
        examples: [
            "enum Berry: straw, blue", "tilekind Berry: straw \"Strawberries\" pink, blue \"Blueberries\" indigo",
        ],
        grammar: [
            .one(
                Slot(
                    .name, fills: .enumName,
                    expected: "an enum name, as in 'tilekind Berry: straw \"Strawberries\" pink'")),
            .punctuation(.colon, expected: "':' after the enum name"),
            .list(
                [
                    .one(Slot(.caseName, fills: .caseOfNamedEnum, expected: "a case name")),
                    .one(
                        Slot(
                            .title, fills: .text, shape: .string,
                            expected: "the case's title in quotes, as in \"Strawberries\"")),
                    .one(Slot(.colour, fills: .choice(.colour), expected: "a colour: " + NamedColorNames.list)),
                ], separator: .comma, expected: "',' between cases"),
        ],
        effects: .changesState, allowedInSessionFile: true)

    public var enumName: String
    public var faces: [TileFace]

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    {
        let line = command.line
        let session = checker.session
        let name = tokens[tokens.startIndex + 1]
        let args = Arguments(labelling: tokens, of: command, by: spec.grammar)
        let (cases, titles, colours) = (args.all(.caseName), args.all(.title), args.all(.colour))
        let enumName = line.text(of: name)
        guard let e = session.enumType(named: enumName) else {
            throw line.error(
                .unknown(
                    "enum", name: enumName, choices: nil,
                    nearest: Suggest.nearest(enumName, among: session.enums.map(\.name)),
                    otherwise: "; declare it first with 'enum \(enumName): ...'"), at: name)
        }
        var byCase: [Int: TileFace] = [:]
        let values = ValueParser(now: checker.now, line: line)
        for i in cases.indices {
            let colorName = line.text(of: colours[i])
            let c = try values.parseCase(cases[i], of: e)
            guard byCase[c] == nil else {
                throw line.error("case '\(e.cases[c])' appears twice in tilekind '\(e.name)'", at: cases[i])
            }
            // NB: `.pink` as SwiftUI writes the colour, as a case may be written `.apple`.
            let bare = colorName.hasPrefix(".") ? String(colorName.dropFirst()) : colorName
            guard let color = NamedColor(rawValue: bare) else {
                throw line.error(
                    .unknown(
                        "colour", name: colorName, choices: NamedColorNames.list,
                        nearest: Suggest.nearest(colorName, among: Choice.colour.words), otherwise: ""),
                    at: colours[i])
            }
            byCase[c] = TileFace(title: line.text(of: titles[i]), color: color)
        }
        let missing = e.cases.indices.filter { byCase[$0] == nil }.map { e.cases[$0] }
        if !missing.isEmpty {
            let shown =
                missing.prefix(12).joined(separator: ", ")
                + (missing.count > 12 ? ", … (\(missing.count) in all)" : "")
            throw line.error(
                "tilekind '\(e.name)' must be exhaustive: no title and colour for \(missing.count == 1 ? "case" : "cases") \(shown)",
                at: name, notes: ["add each missing case as: <case> \"<Title>\" <colour>"])
        }
        return .command(TileKindCommand(enumName: e.name, faces: e.cases.indices.compactMap { byCase[$0] }))
    }

    public func run(in shell: inout Shell, command: Command) throws(Diagnostic) -> ShellView? {
        shell.change(
            .tileKind(enumName: enumName, old: shell.session.enumType(named: enumName)?.faces, new: faces), by: command)
        return nil
    }
}
