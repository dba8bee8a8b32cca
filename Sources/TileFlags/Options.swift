import TilePicture
import TileRender
import TileRunner
import TileShell
import TileSnapshot
import TileSystem
import TileTree

/// The command line, parsed. Pure: `parse` takes the arguments and returns options or a usage
/// error; `main.swift` does the I/O.
package struct Options: Equatable, Sendable {
    package var color: ColorChoice = .auto
    package var width: Int?
    package var now: Instant?
    package var locale: String?
    package var keepGoing = false
    package var commands: [String] = []
    /// Script or transcript files, as the bytes given (see `ArgPath`).
    package var files: [ArgPath] = []
    package var showHelp = false
    package var showVersion = false
    /// `--generate-manual` and its kin: print a generated text and exit.
    package var generate: GeneratedText?
    /// `--check`: parse and type-check only.
    package var check = false
    /// `tileshell test FILE...`: run transcript tests.
    package var transcriptTest = false
    /// `tileshell learn [<lesson>]`: the guided tour.
    package var learn = false
    /// `--lint` with `learn`: check every lesson.
    package var lint = false
    /// `--update` (with `test`): rewrite expected output.
    package var update = false
    package var format: OutputFormat = .text
    /// `--format svg|html|png|swift`: one document of the whole run instead of text.
    package var picture: ExportFormat?
    package var pictureOptions = PictureOptions()
    /// Whether `--look` was given (a SwiftUI file's pictures default to the SwiftUI look).
    package var lookGiven = false
    /// `--canvas WxH|fit`: where a SwiftUI file's previews are placed.
    package var canvas: LessonRun.CanvasChoice = .device(.iPhone15)
    /// `--output FILE`: where the picture goes (standard output when nil).
    package var output: String?
    /// `--preview FILE`: run the script again whenever it or what it sources changes.
    package var preview: String?
    /// `--init FILE`: a startup file to run first, in any run.
    package var initFile: String?
    /// `--no-init`: the interactive session skips its startup file.
    package var noInit = false
    /// `--all`: a file of an app target draws every preview of the target.
    package var allPreviews = false
    /// `--only 'File.swift: Name'`: the previews to draw.
    package var onlyPreviews: [String] = []
    /// `tileshell snapshot record|verify <project>`: preview snapshot tests.
    package var snapshot: SnapshotRun.Mode?
    /// `--variant`: the snapshot matrix (the default variant alone when empty).
    package var variants: [SnapshotVariant] = []
    /// `--dir DIR`: where the snapshot goldens go.
    package var snapshotDir: String?
    /// `--prune`: remove stale goldens.
    package var prune = false
    /// `--strict`: a stale golden fails `snapshot verify`.
    package var strict = false
    /// `--report DIR`: the snapshot run's HTML report.
    package var report: String?
    /// `--junit FILE`: the snapshot run's JUnit XML.
    package var junit: String?

    package init() {}

    package struct UsageError: Error, Equatable, Sendable {
        package var message: String
    }

    package static func parse(_ args: [String]) -> Result<Options, UsageError> { parse(args.map(ArgPath.init)) }

    /// Parses raw arguments by `Flag.all`: file names keep their bytes; everything else is read
    /// as UTF-8. `test` as the first argument that is not an option (or an option's value) runs
    /// transcripts.
    package static func parse(_ raw: [ArgPath]) -> Result<Options, UsageError> {
        var o = Options()
        var i = 0
        var onlyFiles = false
        /// Whether `snapshot` was given and its mode is the next word.
        var wantsSnapshotMode = false
        let args = raw.map(\.text)
        func fail(_ m: String) -> Result<Options, UsageError> { .failure(UsageError(message: m)) }
        while i < args.count {
            let arg = args[i]
            i += 1
            if onlyFiles || arg == "-" || !arg.hasPrefix("-") {
                if wantsSnapshotMode {
                    guard let mode = SnapshotRun.Mode(rawValue: arg) else {
                        return fail("'tileshell snapshot' takes 'record' or 'verify', not '\(arg)'")
                    }
                    o.snapshot = mode
                    wantsSnapshotMode = false
                    continue
                }
                if arg == "snapshot" && !onlyFiles && o.files.isEmpty && !o.transcriptTest && o.commands.isEmpty
                    && !o.learn && o.snapshot == nil
                {
                    wantsSnapshotMode = true
                    continue
                }
                if arg == "test" && !onlyFiles && o.files.isEmpty && !o.transcriptTest && o.commands.isEmpty && !o.learn
                {
                    o.transcriptTest = true
                    continue
                }
                if arg == "learn" && !onlyFiles && o.files.isEmpty && !o.transcriptTest && o.commands.isEmpty
                    && !o.learn
                {
                    o.learn = true
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
            guard let flag = Flag.named(name) else {
                return fail("unknown option '\(name)'" + didYouMean(name, Flag.allNames))
            }
            var value: String?
            if flag.takesValue {
                if inline == nil && i < args.count {
                    inline = args[i]
                    i += 1
                }
                guard let v = inline else { return fail("missing value for '\(name)'; expected \(flag.expected)") }
                value = v
            } else if inline != nil {
                return fail("option '\(name)' takes no value")
            }
            if let problem = flag.apply(&o, value) {
                return fail("invalid value '\(value ?? "")' for '\(name)'; \(problem)")
            }
        }
        if wantsSnapshotMode {
            return fail("'tileshell snapshot' takes 'record' or 'verify', as in \(snapshotExample)")
        }
        if let mode = o.snapshot {
            if o.files.isEmpty && !o.showHelp {
                return fail(
                    "'tileshell snapshot \(mode.rawValue)' needs a project folder or Swift files, as in \(snapshotExample)"
                )
            }
            if !o.commands.isEmpty || o.check || o.picture != nil || o.format != .text || o.preview != nil
                || o.allPreviews || !o.onlyPreviews.isEmpty
            {
                return fail(
                    "'tileshell snapshot' takes every preview of what it is given; give no '-c', '--check', '--format', "
                        + "'--preview', '--all' or '--only'")
            }
            if o.update && mode == .record {
                return fail("'--update' goes with 'snapshot verify'; 'record' writes every golden")
            }
        } else {
            for (given, name) in [
                (!o.variants.isEmpty, "--variant"), (o.snapshotDir != nil, "--dir"), (o.prune, "--prune"),
                (o.strict, "--strict"), (o.report != nil, "--report"), (o.junit != nil, "--junit"),
            ] where given {
                return fail("'\(name)' goes with 'tileshell snapshot', as in \(snapshotExample)")
            }
        }
        if o.update && !o.transcriptTest && o.snapshot == nil {
            return fail("'--update' goes with 'tileshell test' or 'tileshell snapshot verify'")
        }
        if o.lint && !o.learn { return fail("'--lint' goes with 'tileshell learn'") }
        if o.learn && (o.files.count > 1 || !o.commands.isEmpty) {
            return fail("'tileshell learn' takes at most one lesson, as in tileshell learn 1.2")
        }
        if !o.commands.isEmpty && !o.files.isEmpty {
            return fail("give either -c commands or script files, not both")
        }
        if o.transcriptTest && o.files.isEmpty && !o.showHelp && o.generate == nil {
            return fail("'tileshell test' needs transcript files, as in tileshell test Tests/transcripts/*.t")
        }
        if (o.picture == nil || o.picture == .swift) && o.pictureOptions != PictureOptions() {
            return fail("'--look', '--theme', '--frame' and '--title' go with '--format svg', 'html' or 'png'")
        }
        if o.preview != nil && (!o.commands.isEmpty || !o.files.isEmpty || o.transcriptTest) {
            return fail("'--preview' runs one script; give no other files, -c or 'test' with it")
        }
        if o.preview != nil && o.picture != nil {
            return fail("'--preview' shows text or json; it does not go with '--format \(o.picture?.rawValue ?? "")'")
        }
        if o.initFile != nil && o.noInit {
            return fail("give either '--init FILE' or '--no-init', not both")
        }
        if o.picture == nil && o.output != nil {
            return fail("'--output' goes with '--format svg', 'html', 'png' or 'swift'")
        }
        return .success(o)
    }

    static let snapshotExample = "tileshell snapshot verify MyApp/"

    static func didYouMean(_ name: String, _ all: [String]) -> String {
        // Prefix match first (`--col` → `--color`), then the nearest by edits, as for commands.
        if let p = all.first(where: { $0.hasPrefix(name) && name.count >= 3 }) { return "; did you mean '\(p)'?" }
        return Suggest.didYouMean(name, among: all)
    }

    /// The forms of the command line, for `--help` and the man page's synopsis.
    package static let synopsis = [
        "tileshell [<options>] [<file> ...]",
        "tileshell [<options>] -c '<commands>'",
        "tileshell test [--update] <transcript> ...",
        "tileshell [<options>] <File.swift> ...",
        "tileshell learn [<lesson>] | learn --lint",
        "tileshell snapshot record|verify [<options>] <project folder or File.swift> ...",
    ]

    /// What tileshell is and where it reads commands from.
    package static let description =
        "Build and preview SwiftUI-style views in the terminal. With no file and a terminal on standard input, "
        + "starts an interactive session; otherwise reads commands from the files, from -c, or from standard input. "
        + "SwiftUI files (.swift) are opened as lessons: their previews are evaluated and drawn. "
        + "'learn' starts the guided tour."

    /// Each exit status and what it means.
    package static let exitStatuses: [(status: Int, meaning: String)] = [
        (0, "success"), (1, "a command failed"), (2, "bad usage"),
    ]

    /// Command lines worth copying, each with what it does.
    package static let examples: [(command: String, does: String)] = [
        ("tileshell -c 'tile apple 100 orange 46'", "Draw two tiles and exit."),
        ("tileshell --color never Scripts/examples/seed1-tiles.tsh", "Run a script without colour."),
        ("echo 'set price 9.99; show price' | tileshell", "Read commands from standard input."),
        (
            "tileshell --format svg --look swiftui -o seed1.svg Scripts/examples/seed1-tiles.tsh",
            "Write every drawing of a script as one SVG picture at SwiftUI's geometry."
        ),
        ("tileshell --preview Scripts/examples/seed2-item-card.tsh", "Run a script again whenever it changes."),
        ("tileshell test Tests/transcripts/*.t", "Check transcripts against their recorded output."),
        ("tileshell Examples/lessons/InitializerBootcamp.swift", "Draw a SwiftUI file's previews in the terminal."),
        (
            "tileshell --format png -o tiles.png Examples/lessons/InitializerBootcamp.swift",
            "Draw its previews on an iPhone 15 canvas at SwiftUI's geometry."
        ),
        ("tileshell learn 1.1", "Start the guided tour's first lesson."),
        ("tileshell snapshot record MyApp/", "Write every preview's goldens under __Snapshots__ beside its file."),
        (
            "tileshell snapshot verify --variant dark --report out/ MyApp/",
            "Check every preview, light and dark, against its goldens; write an HTML report of what differs."
        ),
    ]

    /// `--help`: written from `Flag.all`.
    package static var usage: String {
        var text = "USAGE: " + synopsis.joined(separator: "\n       ") + "\n\n"
        text += Wrap.lines(description, width: 92).joined(separator: "\n") + "\n\nOPTIONS:\n"
        let column = 28
        for flag in Flag.all {
            let spellings = (flag.aliases.filter { !$0.hasPrefix("--") } + [flag.name]).joined(separator: ", ")
            let left = "  " + spellings + (flag.valueName.map { " " + $0 } ?? "")
            var lines = Wrap.lines(flag.help, width: 92 - column)
            if left.count > column - 2 {
                // A long flag gets a line of its own, and its help starts under the others'.
                text += left + "\n"
            } else {
                text +=
                    left + String(repeating: " ", count: column - left.count)
                    + (lines.isEmpty ? "" : lines.removeFirst())
                    + "\n"
            }
            for line in lines { text += String(repeating: " ", count: column) + line + "\n" }
        }
        let statuses = exitStatuses.map { "\($0.status) \($0.meaning)" }.joined(separator: ", ")
        text += "\nEXIT STATUS: " + statuses + ".\n\nEXAMPLES:\n"
        text += examples.map { "  " + $0.command }.joined(separator: "\n")
        return text
    }
}
