import Testing
import TileFormat
import TileRender
import TileTree

@testable import TileShell

/// Each view says in words what it shows (the pictures' accessible description reads these).
@Suite struct DescribeTests {
    @Test(arguments: [
        ("tile apple 100", "100 Apples"),
        ("tile apple 100 orange 46", "100 Apples, 46 Oranges"),
        ("set name \"Ada\"; show name", "Ada"),
        ("set discount 20; show discount", "20% OFF"),
        ("set symbol star.fill; show symbol", "symbol star.fill"),
    ])
    func eachViewSaysWhatItShows(script: String, label: String) {
        #expect(views(script).last?.accessibleLabel == label)
    }

    @Test func stateLinesCarryEveryBinding() {
        var shell = Shell(environment: environment())
        shell.session.assign("price", .decimal(DecimalValue(isNegative: false, significand: 999, scale: 2)))
        let view = StateView(session: shell.session)
        #expect(view.lines.count == view.rows.count)
        for (line, row) in zip(view.lines, view.rows) {
            #expect(line == "\(row.name): \(row.type) = \(row.value)")
        }
        #expect(view.accessibleLabel.contains("price: Decimal? = 9.99"))
    }

    @Test func helpLinesCarryUsageSummaryAndExamples() throws {
        let info = try #require(CommandTable.standard.named("pick"))
        let lines = HelpView(topic: info).lines
        #expect(lines.first == "usage: " + info.usage)
        #expect(lines.contains(info.summary))
        for e in info.examples { #expect(lines.contains("  " + e)) }
        #expect(HelpView(topic: nil).lines.count == CommandTable.standard.commands.count)
    }

    @Test func emptyViewsDescribeNothing() {
        #expect(ShellView.empty.accessibleLabels().isEmpty)
        #expect(VStackView([]).plainTrees().isEmpty)
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
}
