import Testing
import TileFormat
import TileRender
import TileTree

@testable import TileShell

/// `describe()` carries what `json()` carries, for every kind of view.
@Suite struct DescribeTests {
    /// One script per view kind (the views the interpreter makes).
    static let scripts: [String] = [
        "tile apple 100",
        "tile apple 100 orange 46",
        "pick unit hour; picker unit title \"Time unit\" label \"2 {case}s\"",
        "pick style menu; show unit",
        "picker unit style inline",
        "set name \"Ada\"; show name",
        "var h: String = \"Head\" as headline; show h",
        "set jobTitle \"Analyst\"; var s: String = \"Sub\" as subheadline; show s",
        "var c: String = \"Cap\" as caption; show c",
        "set price 1234.5; show price",
        "set updated -3h; show updated",
        "set discount 20; show discount",
        "set symbol star.fill; show symbol",
        "set symbol no.such.symbol; show symbol",
        "set name \"Ada\"; set price 9.99; show name price discount",
    ]

    @Test(arguments: scripts)
    func describeAgreesWithJSON(script: String) {
        for block in views(script) {
            let described = block.describe().compactMap(Self.json)
            #expect(described.map { $0.serialized() } == block.json().map { $0.serialized() })
        }
    }

    @Test func stateLinesCarryEveryBinding() {
        var shell = Shell(environment: environment())
        shell.session.assign("price", .decimal(DecimalValue(isNegative: false, significand: 999, scale: 2)))
        let view = StateView(session: shell.session)
        guard case .lines(let lines) = view.describe().first else {
            Issue.record("state is not described as lines")
            return
        }
        #expect(lines.count == view.rows.count)
        for (line, row) in zip(lines, view.rows) {
            #expect(line == "\(row.name): \(row.type) = \(row.value)")
        }
        #expect(lines.contains("price: Decimal? = 9.99"))
    }

    @Test func helpLinesCarryUsageSummaryAndExamples() {
        guard let info = CommandTable.standard.named("pick"),
            case .lines(let lines) = HelpView(topic: info).describe().first
        else {
            Issue.record("help pick is not described as lines")
            return
        }
        #expect(lines.first == "usage: " + info.usage)
        #expect(lines.contains(info.summary))
        for e in info.examples { #expect(lines.contains("  " + e)) }
        guard case .lines(let all) = HelpView(topic: nil).describe().first else {
            Issue.record("help is not described as lines")
            return
        }
        #expect(all.count == CommandTable.standard.commands.count)
    }

    @Test func emptyViewsDescribeNothing() {
        #expect(ShellView.empty.describe().isEmpty)
        #expect(VStackView([]).describe().isEmpty)
    }

    func environment() -> Environment {
        Environment(width: 60, colorDepth: .none, now: fixedNow, locale: "en_US", formatter: FoundationFormatting())
    }

    /// The views a script's commands make.
    func views(_ script: String) -> [any TileShellView] {
        var shell = Shell(environment: environment())
        var out: [any TileShellView] = []
        do {
            for command in try Parser.parse(SourceLine(source: "<test>", lineNumber: 1, text: script)) {
                let checked = try Checker(session: shell.session, now: fixedNow).check(command)
                if let view = try shell.execute(checked, command: command) { out.append(view) }
            }
        } catch {
            Issue.record("\(error)")
        }
        #expect(!out.isEmpty)
        return out
    }

    /// A description as `--format json` writes the view, written here from the description alone.
    static func json(_ d: ViewDescription) -> JSONValue? {
        func tile(_ t: ViewDescription.Tile) -> JSONValue {
            .object([
                ("view", .string("tile")), ("count", .int(t.count)), ("title", .string(t.title)),
                ("color", .string(t.color.rawValue)),
            ])
        }
        switch d {
        case .tile(let t): return tile(t)
        case .tileRow(let tiles): return .object([("view", .string("tiles")), ("tiles", .array(tiles.map(tile)))])
        case .picker(let p):
            return .object([
                ("view", .string("picker")), ("style", .string(p.style.rawValue)),
                ("title", p.title.map(JSONValue.string) ?? .null),
                ("labels", .array(p.labels.map(JSONValue.string))), ("selected", .int(p.selected)),
            ])
        case .text(let text, let role):
            var fields: [(String, JSONValue)] = [("view", .string(role.name)), ("text", .string(text))]
            switch role {
            case .price(let amount, let currency):
                fields += [("amount", .string(amount)), ("currency", .string(currency))]
            case .date(let date): fields += [("date", .string(date))]
            case .text, .headline, .subheadline, .caption: break
            }
            return .object(fields)
        case .badge(let text, let color):
            return .object([("view", .string("badge")), ("text", .string(text)), ("color", .string(color.rawValue))])
        case .symbol(let name, let glyph):
            return .object([("view", .string("symbol")), ("text", .string(glyph)), ("name", .string(name))])
        case .lines: return nil
        }
    }
}
