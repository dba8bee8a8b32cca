import Testing
import TileFormat
import TilePicture
import TileRender
import TileRunner
import TileShell
import TileTree

/// A command the project does not have, written in this one file: `banner "<text>" [stripe <colour>]`
/// draws its text large, with the test-only `.stripe` modifier (NewKindTests.swift) under it.
/// Nothing outside these two files knows either; one line, `.standard.adding(BannerCommand.self)`,
/// teaches a shell the command, and parsing, checking, completion, `help`, drawing (terminal and
/// both picture looks), the JSON and Swift exports, `watch` and `explain` all take it.
struct BannerCommand: ShellCommand {
    var text: String
    var stripe: NamedColor?

    static let spec = CommandSpec(
        "banner", for: Self.self, usage: "banner \"<text>\" [stripe <colour>]",
        summary: "Show a line of large text, with a coloured bar under it.",
        examples: ["banner \"Sale\" stripe green"],
        grammar: [
            .one(
                Slot(
                    .title, fills: .text, shape: .string, expected: "the banner's text in quotes, as in banner \"Sale\""
                )),
            .options(
                [
                    KeywordOption(
                        keyword: "stripe",
                        value: Slot(.colour, fills: .choice(.colour), expected: "a colour, as in stripe green"),
                        summary: "a bar of a colour under it")
                ], expected: "an option: stripe"),
        ],
        effects: .draws)

    static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    {
        let arguments = Arguments(labelling: tokens, of: command, by: spec.grammar)
        let line = command.line
        var banner = BannerCommand(text: arguments.first(.title).map { line.text(of: $0) } ?? "", stripe: nil)
        if let colour = arguments.first(.colour) {
            guard let named = NamedColor(rawValue: line.text(of: colour)) else {
                throw line.error("'\(line.text(of: colour))' is not a colour", at: colour)
            }
            banner.stripe = named
        }
        return .command(banner)
    }

    func run(in shell: inout Shell, command: Command) throws(Diagnostic) -> ShellView? {
        .other(BannerView(banner: self))
    }

    func explain(_ explainer: Explainer, text: String) -> [String] {
        ["\(text) would draw \"\(self.text)\" in .largeTitle" + (stripe.map { " over a \($0.rawValue) stripe" } ?? "")]
    }

    func drawn(pickerStyle: PickerStyle) -> DrawnCommand? {
        let literal =
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        var lines = ["Text(\(literal)\")", "  .font(.largeTitle)"]
        guard let stripe else { return .source(DrawnSource(lines: lines)) }
        lines.append("  " + StripeKind.swiftCall(stripe))
        return .source(DrawnSource(lines: lines, declarations: [StripeKind.swiftDeclaration]))
    }
}

/// The banner's view: its text in `.largeTitle`, and the stripe under it.
struct BannerView: TileShellView {
    var banner: BannerCommand

    func json() -> [JSONValue] {
        [
            .object(
                [("view", .string("banner")), ("text", .string(banner.text))]
                    + (banner.stripe.map { [("stripe", .string($0.rawValue))] } ?? []))
        ]
    }

    func plainTrees() -> [ViewNode] { [tree()] }

    func accessibleLabels() -> [String] { [banner.text] }

    func tree() -> ViewNode {
        let text = ViewNode.text(banner.text).font(.largeTitle)
        return banner.stripe.map { text.stripe(.system($0)) } ?? text
    }

    func draw(width: Int) -> Canvas { tree().drawCells(width: width) }
}

@Suite struct NewCommandTests {
    /// A shell that knows `banner`: the one registration line.
    func shell(width: Int = 80) -> Shell {
        var shell = Shell(
            environment: Environment(
                width: width, colorDepth: .none, now: fixedNow, locale: "en_US", formatter: FoundationFormatting()))
        shell.commands = .standard.adding(BannerCommand.self)
        return shell
    }

    /// Runs `script` a line at a time; what it printed, and its errors.
    func run(_ script: String, in shell: inout Shell) -> (output: String, errors: [String]) {
        var output: [UInt8] = []
        var errors: [String] = []
        for (n, text) in script.split(separator: "\n").enumerated() {
            let outcome = shell.run(SourceLine(source: "<test>", lineNumber: n + 1, text: String(text))) {
                output += $0
            }
            if case .failed(let d, _) = outcome { errors.append(d.formatted()) }
        }
        return (String(decoding: output, as: UTF8.self), errors)
    }

    @Test func itParsesChecksCompletesAndHasHelp() {
        var shell = shell()
        #expect(run("banner \"Sale\" stripe green", in: &shell).errors.isEmpty)
        #expect(run("banner Sale", in: &shell).errors.first?.contains("the banner's text in quotes") == true)
        #expect(
            run("banner \"Sale\" stripe mauve", in: &shell).errors.first?.contains("'mauve' is not a colour") == true)
        #expect(run("banner \"Sale\" strpe green", in: &shell).errors.first?.contains("did you mean 'stripe'") == true)
        let complete = { (line: String) in
            Completer.complete(line: line, cursor: line.utf8.count, session: shell.session, commands: shell.commands)
                .candidates.map(\.text)
        }
        #expect(complete("bann") == ["banner"])
        #expect(complete("banner \"Sale\" st") == ["stripe"])
        #expect(complete("banner \"Sale\" stripe gre") == ["green"])
        #expect(run("help banner", in: &shell).output.contains("banner \"<text>\" [stripe <colour>]"))
        // Standard sessions do not know it.
        #expect(CommandTable.standard.named("banner") == nil)
    }

    @Test func theTerminalDrawsItWithItsStripe() throws {
        var shell = shell()
        let (output, errors) = run("banner \"Sale\" stripe green", in: &shell)
        #expect(errors.isEmpty)
        #expect(output.contains("Sale"))
        let canvas = try #require(shell.drawings.last).view.draw(width: 80)
        // One row of text, one of stripe (a stripe is one row in cells).
        #expect(canvas.height == 2)
        #expect(canvas[0, 1].style.background == NamedColor.green.rgb)
    }

    @Test func bothPictureLooksAndTheJSONAndSwiftExportsTakeIt() throws {
        var shell = shell()
        _ = run("banner \"Sale\" stripe green", in: &shell)
        func export(_ path: String, look: PictureLook = .terminal) throws -> String {
            let request = ExportRequest(path: path, format: try #require(ExportFormat(path: path)), look: look)
            return String(decoding: try Exporter.document(request, shell: shell).get(), as: UTF8.self)
        }
        let swiftui = try export("b.svg", look: .swiftui)
        #expect(swiftui.contains(##"fill="#34C759""##))
        #expect(swiftui.contains(">Sale</text>"))
        #expect(try export("b.svg").contains("#34C759"))
        #expect(try export("b.json") == #"{"view":"banner","text":"Sale","stripe":"green"}"# + "\n")
        let swift = try export("B.swift")
        #expect(swift.contains("Text(\"Sale\")\n        .font(.largeTitle)\n        .stripe(.green)"))
        #expect(swift.contains("func stripe(_ color: Color) -> some View {"))
    }

    @Test func itCanBeWatchedAndExplained() {
        var shell = shell()
        let watched = run("watch banner \"Sale\" stripe green", in: &shell)
        #expect(watched.errors.isEmpty)
        #expect(watched.output.contains("Sale"))
        #expect(shell.session.watches.map(\.text) == ["banner \"Sale\" stripe green"])
        // It reads no binding, so a change to one does not draw it again.
        #expect(run("set price 1", in: &shell).output.isEmpty)
        let explained = run("explain banner \"Sale\" stripe green", in: &shell)
        #expect(
            explained.output == "banner \"Sale\" stripe green would draw \"Sale\" in .largeTitle over a green stripe\n")
        // `explain` lists it among the drawing commands.
        #expect(
            run("explain set", in: &shell).errors.first?.contains(
                "a drawing command (tile, show, picker, state, help, preview, banner) would draw") == true)
        let layout = run("explain layout banner \"Sale\" stripe green", in: &shell).output
        #expect(layout.contains("its content's size and a bar below"))
    }
}
