import TileRender
import TileText
import TileTree

/// `state`: every binding with its type and value, in declaration order, as a table whose
/// value column reads back as script literals.
public struct StateView: TileShellView {
    public var rows: [(name: String, type: String, value: String)]
    /// The session's watches, listed under the bindings.
    public var watches: WatchListView

    public init(session: Session) {
        rows = session.bindings.map { b in
            (b.name, b.type.description, ValueText.literal(b.value, type: b.type.base, session: session))
        }
        watches = WatchListView(session.watches)
    }

    public func json() -> [JSONValue] {
        [
            .object(
                [
                    ("view", .string("state")),
                    (
                        "bindings",
                        .array(
                            rows.map {
                                .object([
                                    ("name", .string($0.name)), ("type", .string($0.type)),
                                    ("value", .string($0.value)),
                                ])
                            })
                    ),
                ] + watchFields)
        ]
    }

    /// The watches, in JSON only when there are any (so a session without them reads as before).
    var watchFields: [(String, JSONValue)] {
        guard !watches.watches.isEmpty, case .object(let pairs)? = watches.json().first else { return [] }
        return pairs.filter { $0.0 == "watches" }
    }

    /// The watches' lines under the table: `watch 1: show price`.
    var watchLines: [String] { watches.watches.map { "watch \($0.number): \($0.text)" } }

    /// One line per binding, `name: Type = value`, which reads right in any font.
    public func plainTrees() -> [ViewNode] { [LinesPresentation.tree(lines)] }

    public func accessibleLabels() -> [String] { [LinesPresentation.label(lines)] }

    var lines: [String] { rows.map { "\($0.name): \($0.type) = \($0.value)" } + watchLines }

    public func draw(width: Int) -> Canvas {
        let header = ("NAME", "TYPE", "VALUE")
        let nameW = max(TextWidth.of(header.0), rows.map { TextWidth.of(Sanitizer.visible($0.name)) }.max() ?? 0)
        let typeW = max(TextWidth.of(header.1), rows.map { TextWidth.of(Sanitizer.visible($0.type)) }.max() ?? 0)
        let valueWidth = max(1, width - (nameW + typeW + 4))
        let values = rows.map { Truncate.toWidth(Sanitizer.visible($0.value), valueWidth) }
        // NB: only as wide as the widest row: 100 000 bindings at --width 10000 would be 10⁹ cells.
        let used = nameW + typeW + 4 + max(TextWidth.of(header.2), values.map { TextWidth.of($0) }.max() ?? 0)
        var c = Canvas(width: min(width, used), height: rows.count + 1)
        let head = Style(bold: true)
        c.put(header.0, x: 0, y: 0, style: head)
        c.put(header.1, x: nameW + 2, y: 0, style: head)
        c.put(header.2, x: nameW + typeW + 4, y: 0, style: head)
        for (i, r) in rows.enumerated() {
            c.put(r.name, x: 0, y: i + 1)
            c.put(r.type, x: nameW + 2, y: i + 1, style: Style(foreground: NamedColor.teal.rgb))
            c.put(values[i], x: nameW + typeW + 4, y: i + 1, style: r.value == "nil" ? Style(dim: true) : .plain)
        }
        guard !watchLines.isEmpty else { return c }
        let below = TextView(watchLines.joined(separator: "\n"), emphasis: .secondary).draw(width: width)
        var both = Canvas(width: max(c.width, below.width), height: c.height + below.height)
        both.draw(c, x: 0, y: 0)
        both.draw(below, x: 0, y: c.height)
        return both
    }
}

/// `help` and `help <command>`.
public struct HelpView: TileShellView {
    public var topic: CommandSpec?
    /// Every command, for `help` alone.
    public var commands: [CommandSpec]
    /// Where an interactive session's startup file is, as the overview's footer says it.
    public static let startupFile = "$XDG_CONFIG_HOME/tileshell/init.tsh (default ~/.config/tileshell/init.tsh)"

    public init(topic: CommandSpec?, commands: [CommandSpec] = CommandTable.standard.commands) {
        self.topic = topic
        self.commands = commands
    }

    public func json() -> [JSONValue] {
        let topics = topic.map { [$0] } ?? commands
        return [
            .object([
                ("view", .string("help")),
                (
                    "commands",
                    .array(
                        topics.map {
                            .object([
                                ("name", .string($0.name)), ("usage", .string($0.usage)),
                                ("summary", .string($0.summary)),
                                ("examples", .array($0.examples.map(JSONValue.string))),
                            ])
                        })
                ),
            ])
        ]
    }

    /// The usage, summary and examples of one command, or each command's name and summary.
    public func plainTrees() -> [ViewNode] { [LinesPresentation.tree(lines)] }

    public func accessibleLabels() -> [String] { [LinesPresentation.label(lines)] }

    var lines: [String] {
        if let t = topic { return ["usage: " + t.usage, t.summary, "examples:"] + t.examples.map { "  " + $0 } }
        return commands.map { $0.name + "  " + $0.summary }
    }

    public func draw(width: Int) -> Canvas {
        var parts: [any TileShellView] = []
        if let t = topic {
            parts.append(TextView("usage: " + t.usage, emphasis: .bold))
            parts.append(TextView(t.summary))
            parts.append(TextView("examples:", emphasis: .secondary))
            for e in t.examples { parts.append(TextView("  " + e)) }
        } else {
            parts.append(TextView("tileshell commands (help <command> for details):", emphasis: .bold))
            let w = (commands.map { TextWidth.of($0.name) }.max() ?? 0) + 2
            for c in commands {
                parts.append(HangingRow(left: c.name, leftWidth: w + 2, right: c.summary))
            }
            parts.append(
                TextView(
                    "bindings: state lists them; types: Int, Decimal, Double, Bool, String, Date, and enums",
                    emphasis: .secondary)
            )
            parts.append(
                TextView(
                    "an entry goes on over several lines after a trailing \\, inside an enum or tilekind list "
                        + "(after its : or a ,), or while Swift's brackets are open", emphasis: .secondary))
            parts.append(
                TextView(
                    "Swift at the prompt: struct, enum … {, extension and #Preview declare views; "
                        + "show View(…) draws one", emphasis: .secondary))
            parts.append(
                TextView(
                    "startup file (run when an interactive session starts; --no-init skips it):\n  "
                        + Self.startupFile, emphasis: .secondary))
        }
        return VStackView(parts).draw(width: width)
    }
}

/// `  name   summary that wraps under itself`.
struct HangingRow: TileShellView {
    var left: String
    var leftWidth: Int
    var right: String

    func json() -> [JSONValue] { [] }

    func plainTrees() -> [ViewNode] { [] }

    func accessibleLabels() -> [String] { [] }

    func draw(width: Int) -> Canvas {
        let lines = Wrap.lines(right, width: max(10, width - leftWidth))
        var c = Canvas(width: width, height: lines.count)
        c.put("  " + left, x: 0, y: 0, style: Style(foreground: NamedColor.blue.rgb, bold: true))
        for (i, l) in lines.enumerated() { c.put(l, x: leftWidth, y: i) }
        return c
    }
}
