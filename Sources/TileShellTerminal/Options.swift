import TileRender
import TileShell

/// The command line, parsed. Pure: `parse` takes the arguments and returns options or a usage
/// error; `main.swift` does the I/O.
public struct Options: Equatable, Sendable {
    public var color: ColorChoice = .auto
    public var width: Int?
    public var now: String?
    public var locale: String?
    public var keepGoing = false
    public var commands: [String] = []
    /// Script or transcript files, as the bytes given (see `ArgPath`).
    public var files: [ArgPath] = []
    public var showHelp = false
    public var showVersion = false
    /// `--check`: parse and type-check only.
    public var check = false
    /// `tileshell test FILE...`: run transcript tests.
    public var transcriptTest = false
    /// `--update` (with `test`): rewrite expected output.
    public var update = false
    public var format: OutputFormat = .text

    public init() {}

    public struct UsageError: Error, Equatable, Sendable {
        public var message: String
    }

    static let valueFlags = ["--color", "--colour", "--width", "--now", "--locale", "--format"]
    static let boolFlags = ["--keep-going", "--check", "--update", "--help", "--version"]

    public static func parse(_ args: [String]) -> Result<Options, UsageError> { parse(args.map(ArgPath.init)) }

    /// Parses raw arguments: file names keep their bytes; everything else is read as UTF-8.
    /// `test` as the first argument that is not an option (or an option's value) runs transcripts.
    public static func parse(_ raw: [ArgPath]) -> Result<Options, UsageError> {
        var o = Options()
        var i = 0
        var onlyFiles = false
        let args = raw.map(\.text)
        func fail(_ m: String) -> Result<Options, UsageError> { .failure(UsageError(message: m)) }
        while i < args.count {
            let arg = args[i]
            i += 1
            if onlyFiles || arg == "-" || !arg.hasPrefix("-") {
                if arg == "test" && !onlyFiles && o.files.isEmpty && !o.transcriptTest && o.commands.isEmpty {
                    o.transcriptTest = true
                    continue
                }
                o.files.append(raw[i - 1])
                continue
            }
            if arg == "--" {
                onlyFiles = true
                continue
            }
            var name = arg
            var inline: String?
            if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                name = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            func value() -> String? {
                if let inline { return inline }
                guard i < args.count else { return nil }
                i += 1
                return args[i - 1]
            }
            switch name {
            case "-c", "--command":
                guard let v = value() else {
                    return fail("missing value for '-c'; expected commands, as in -c 'tile apple 100'")
                }
                o.commands.append(v)
            case "--color", "--colour":
                guard let v = value() else {
                    return fail("missing value for '--color'; expected auto, always or never")
                }
                guard let c = ColorChoice(rawValue: v) else {
                    return fail("invalid value '\(v)' for '--color'; expected auto, always or never")
                }
                o.color = c
            case "--width":
                guard let v = value() else { return fail("missing value for '--width'; expected a number of columns") }
                guard let w = Int(v), w >= 1, w <= 10_000 else {
                    return fail("invalid value '\(v)' for '--width'; expected a whole number from 1 to 10000")
                }
                o.width = w
            case "--now":
                guard let v = value() else {
                    return fail("missing value for '--now'; expected ISO 8601, as in 2026-11-29T12:00:00Z")
                }
                o.now = v
            case "--locale":
                guard let v = value() else {
                    return fail("missing value for '--locale'; expected an identifier such as en_US")
                }
                o.locale = v
            case "--format":
                guard let v = value() else { return fail("missing value for '--format'; expected text or json") }
                guard let f = OutputFormat(rawValue: v) else {
                    return fail("invalid value '\(v)' for '--format'; expected text or json")
                }
                o.format = f
            case "--check": o.check = true
            case "--update": o.update = true
            case "--keep-going", "-k": o.keepGoing = true
            case "--help", "-h": o.showHelp = true
            case "--version": o.showVersion = true
            default:
                let all = valueFlags + boolFlags + ["-c"]
                return fail("unknown option '\(name)'" + didYouMean(name, all))
            }
            if inline != nil && !valueFlags.contains(name) && name != "--command" {
                return fail("option '\(name)' takes no value")
            }
        }
        if o.update && !o.transcriptTest { return fail("'--update' goes with 'tileshell test'") }
        if !o.commands.isEmpty && !o.files.isEmpty {
            return fail("give either -c commands or script files, not both")
        }
        if o.transcriptTest && o.files.isEmpty && !o.showHelp {
            return fail("'tileshell test' needs transcript files, as in tileshell test Tests/transcripts/*.t")
        }
        return .success(o)
    }

    static func didYouMean(_ name: String, _ all: [String]) -> String {
        // Prefix match first (`--col` → `--color`), then the nearest by edits, as for commands.
        if let p = all.first(where: { $0.hasPrefix(name) && name.count >= 3 }) { return "; did you mean '\(p)'?" }
        return Suggest.didYouMean(name, among: all)
    }

    public static let usage = """
        USAGE: tileshell [<options>] [<file> ...]
               tileshell [<options>] -c '<commands>'
               tileshell test [--update] <transcript> ...

        Build and preview SwiftUI-style views in the terminal. With no file and a terminal on
        standard input, starts an interactive session; otherwise reads commands from the files,
        from -c, or from standard input.

        OPTIONS:
          -c, --command <commands>  Run commands (';' separates them), then exit.
          -k, --keep-going          After an error, run the rest; still exit 1.
          --check                   Parse and type-check only: draw nothing, report every error.
          --format <format>         text (default) or json: one JSON object per view and line.
          --update                  With 'test': rewrite the expected output of failing transcripts.
          --color <when>            auto, always or never (default: auto; honours NO_COLOR,
                                    CLICOLOR_FORCE, FORCE_COLOR, TERM and COLORTERM).
          --width <columns>         Output width (default: the terminal's, else $COLUMNS, else 80).
          --now <date>              The session's "now", ISO 8601 (default: the clock).
          --locale <identifier>     Locale for prices and dates (default: LC_ALL, then
                                    LC_MONETARY for prices and LC_TIME for dates, then LANG,
                                    else en_US).
          -h, --help                Show this help.
          --version                 Show the version.

        EXIT STATUS: 0 success, 1 a command failed, 2 bad usage.

        EXAMPLES:
          tileshell -c 'tile apple 100 orange 46'
          tileshell --color never Scripts/examples/seed1-tiles.tsh
          echo 'set price 9.99; show price' | tileshell
        """
}
