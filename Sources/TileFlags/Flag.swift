import TilePicture
import TileRender
import TileRunner
import TileShell
import TileSnapshot

/// One command-line flag, described once: `Options.parse`, `--help` (and the man page and the
/// shells' completion scripts) all read `Flag.all`, so they cannot disagree.
package struct Flag: Sendable {
    /// The long name, `--color`.
    package var name: String
    /// Other spellings: `--colour`, `-k`.
    package var aliases: [String]
    /// The value's placeholder (`<when>`), or nil for a flag that takes none.
    package var valueName: String?
    /// The values it accepts, when they are a fixed list (completion and help offer them).
    package var choices: [String]
    /// What a value must be, for "missing value" errors: "auto, always or never" (made from the
    /// choices when none is given).
    package var expected: String { expectedText.isEmpty ? DiagnosticKind.alternatives(choices) : expectedText }
    /// NB: the choices are joined only when a message needs them: at start-up that cost a tenth
    /// of the time.
    private var expectedText: String
    package var help: String
    /// What the shells' completion offers for the value.
    package var values: Values
    /// Stores the value (nil for a flag without one); returns why a value is invalid, or nil.
    package var apply: @Sendable (inout Options, String?) -> String?

    /// `values` defaults from the rest: the choices when there are some, files for a `<file>`
    /// value, else free text.
    package init(
        _ name: String, aliases: [String] = [], value: String? = nil, choices: [String] = [], expected: String = "",
        values: Values? = nil, help: String, apply: @escaping @Sendable (inout Options, String?) -> String?
    ) {
        self.name = name
        self.aliases = aliases
        self.valueName = value
        self.choices = choices
        self.expectedText = expected
        self.help = help
        self.apply = apply
        if let values {
            self.values = values
        } else if let value {
            // NB: `==`, not `contains`: a substring search here was a tenth of the start-up.
            self.values = !choices.isEmpty ? .choices(choices) : value == "<file>" ? .files(extensions: []) : .text
        } else {
            self.values = .none
        }
    }

    /// What a flag's value can be, for completion.
    package enum Values: Equatable, Sendable {
        /// The flag takes no value.
        case none
        /// Free text (a number, a date, commands): nothing to offer.
        case text
        case choices([String])
        /// File names with one of these extensions (any file when empty), and folders.
        case files(extensions: [String])
        /// The locales this system has: a completion script asks tileshell (`--complete-values`),
        /// so the list cannot go stale.
        case locales
    }

    package var takesValue: Bool { valueName != nil }

    /// The flag a word names, by name or alias (hidden flags too).
    package static func named(_ word: String) -> Flag? {
        // NB: the two lists are searched in turn: joining them copied every flag on each look-up.
        func spells(_ flag: Flag) -> Bool { flag.name == word || flag.aliases.contains(word) }
        return all.first(where: spells) ?? hidden.first(where: spells)
    }

    /// Every spelling of every flag, for "did you mean" (hidden ones are not suggested).
    package static var allNames: [String] { all.flatMap { [$0.name] + $0.aliases } }

    /// A flag whose value is one of a fixed list, stored by `store` when it is one.
    static func choice(
        _ name: String, aliases: [String] = [], value: String, _ choices: [String], help: String,
        store: @escaping @Sendable (inout Options, String) -> Bool
    ) -> Flag {
        Flag(name, aliases: aliases, value: value, choices: choices, help: help) { o, v in
            guard let v, store(&o, v) else { return "expected \(DiagnosticKind.alternatives(choices))" }
            return nil
        }
    }

    /// Every flag, in the order `--help` lists them.
    package static let all: [Flag] = [
        Flag(
            "--command", aliases: ["-c"], value: "<commands>", expected: "commands, as in -c 'tile apple 100'",
            help: "Run commands (';' separates them), then exit."
        ) { o, v in
            o.commands.append(v ?? "")
            return nil
        },
        Flag("--keep-going", aliases: ["-k"], help: "After an error, run the rest; still exit 1.") { o, _ in
            o.keepGoing = true
            return nil
        },
        Flag("--check", help: "Parse and type-check only: draw nothing, report every error.") { o, _ in
            o.check = true
            return nil
        },
        Flag(
            "--all",
            help: "With a SwiftUI file of an app target: draw every preview of the target, not only the file's."
        ) { o, _ in
            o.allPreviews = true
            return nil
        },
        Flag(
            "--only", value: "<preview>",
            expected: "a preview's name as headers show it, as in --only 'ContentView.swift: Preview'",
            help: "With SwiftUI files or a folder: draw only this preview (repeatable), named as its header shows it."
        ) { o, v in
            o.onlyPreviews.append(v ?? "")
            return nil
        },
        Flag(
            "--preview", value: "<file>", expected: "a script file, as in --preview demo.tsh",
            help: "Live preview: run the script, then run it again from a fresh session whenever it or a file it "
                + "sources changes; full screen on a terminal (q quits), separated runs otherwise."
        ) { o, v in
            o.preview = v
            return nil
        },
        choice(
            "--format", value: "<format>", ["text", "json", "layout", "svg", "html", "png", "swift"],
            help: "text (default); json: one JSON object per view and line; layout: each view's layout tree, "
                + "one JSON object a line, frames in points and cells; svg, html or png: one picture "
                + "of every view the run drew; swift: the session as SwiftUI source; to standard output or "
                + "--output."
        ) { o, v in
            if let f = OutputFormat(rawValue: v) {
                o.format = f
                o.picture = nil
                return true
            }
            guard let e = ExportFormat(rawValue: v), [.svg, .html, .png, .swift].contains(e) else { return false }
            o.picture = e
            return true
        },
        choice(
            "--look", value: "<look>", PictureOptions.Look.allCases.map(\.rawValue),
            help:
                "With a picture format: 'terminal', the terminal's cells, or 'swiftui', the views at SwiftUI's "
                + "geometry; SwiftUI files default to swiftui, scripts to terminal."
        ) { o, v in
            guard let l = PictureOptions.Look(rawValue: v) else { return false }
            o.pictureOptions.look = l
            o.lookGiven = true
            return true
        },
        Flag(
            "--canvas", value: "<WxH|fit>",
            expected: "a size in points from 1x1 to 10000x10000, as in 393x852, or 'fit'",
            help: "With a SwiftUI file: the device canvas its previews are placed on (393x852, an iPhone 15, "
                + "by default), or 'fit' for each preview at its ideal size."
        ) { o, v in
            // NB: only what was expected: `Options.parse` says "invalid value '…' for '--canvas'".
            guard let c = LessonRun.CanvasChoice(flag: v ?? "") else {
                return "expected a size in points from 1x1 to 10000x10000, as in 393x852, or 'fit'"
            }
            o.canvas = c
            return nil
        },
        choice(
            "--theme", value: "<theme>", PictureOptions.Theme.allCases.map(\.rawValue),
            help: "With a picture format: light (default) or dark."
        ) { o, v in
            guard let t = PictureOptions.Theme(rawValue: v) else { return false }
            o.pictureOptions.theme = t
            return true
        },
        Flag("--frame", help: "With a picture format: draw a window frame around it.") { o, _ in
            o.pictureOptions.frame = true
            return nil
        },
        Flag("--title", value: "<text>", expected: "a title", help: "With a picture format: the frame's title.") {
            o, v in
            o.pictureOptions.title = v
            return nil
        },
        Flag(
            "--output", aliases: ["-o"], value: "<file>", expected: "a file name",
            help: "With a picture or swift format: write it to this file (atomically) instead of standard output."
        ) { o, v in
            o.output = v
            return nil
        },
        Flag(
            "--update",
            help: "With 'test': rewrite the expected output of failing transcripts; with 'snapshot verify': "
                + "re-record the snapshots that differ or are missing."
        ) { o, _ in
            o.update = true
            return nil
        },
        Flag(
            "--variant", value: "<traits>", expected: SnapshotVariant.traitList,
            help: "With 'snapshot': also take every preview in this variant (repeatable): light or dark, and a "
                + "device (\(SnapshotVariant.Device.allCases.map(\.rawValue).joined(separator: ", ")), each with "
                + "-landscape), joined by commas, as in dark,ipad-landscape. Without it: light, on an iPhone 15."
        ) { o, v in
            switch SnapshotVariant.parse(v ?? "") {
            case .success(let variant):
                if o.variants.contains(variant) { return "it is given twice" }
                o.variants.append(variant)
                return nil
            case .failure(let e): return e.message
            }
        },
        Flag(
            "--dir", value: "<folder>", expected: "a folder, as in --dir Snapshots", values: .files(extensions: []),
            help: "With 'snapshot': keep the goldens under <folder>/<File>/ instead of __Snapshots__/<File>/ beside "
                + "each file."
        ) { o, v in
            o.snapshotDir = v
            return nil
        },
        Flag("--prune", help: "With 'snapshot': remove stale goldens (of previews that are gone).") { o, _ in
            o.prune = true
            return nil
        },
        Flag("--strict", help: "With 'snapshot verify': a stale golden fails the run.") { o, _ in
            o.strict = true
            return nil
        },
        Flag(
            "--report", value: "<folder>", expected: "a folder, as in --report snapshot-report",
            values: .files(extensions: []),
            help: "With 'snapshot': write an HTML report, <folder>/index.html: each failed snapshot's golden, new "
                + "picture and their difference, and what moved."
        ) { o, v in
            o.report = v
            return nil
        },
        Flag(
            "--junit", value: "<file>", expected: "a file name, as in --junit snapshots.xml",
            help: "With 'snapshot': write the results as JUnit XML, for CI systems."
        ) { o, v in
            o.junit = v
            return nil
        },
        Flag(
            "--lint",
            help: "With 'learn': check that every lesson's solutions reach their goals, and no goal is met early."
        ) {
            o, _ in
            o.lint = true
            return nil
        },
        Flag(
            "--init", value: "<file>", expected: "a startup file, as in --init ~/.config/tileshell/init.tsh",
            help: "Run this startup file first, in place of the interactive session's own; scripts, -c and "
                + "transcripts read none without it. An error in it is reported and the rest still runs."
        ) { o, v in
            o.initFile = v
            return nil
        },
        Flag(
            "--no-init",
            help: "Start the interactive session without its startup file, \(StartupFile.described)."
        ) { o, _ in
            o.noInit = true
            return nil
        },
        choice(
            "--color", aliases: ["--colour"], value: "<when>", ColorChoice.allCases.map(\.rawValue),
            help: "auto, always or never (default: auto; honours NO_COLOR, CLICOLOR_FORCE, FORCE_COLOR, TERM "
                + "and COLORTERM)."
        ) { o, v in
            guard let c = ColorChoice(rawValue: v) else { return false }
            o.color = c
            return true
        },
        Flag(
            "--width", value: "<columns>", expected: "a number of columns",
            help: "Output width (default: the terminal's, else $COLUMNS, else 80)."
        ) { o, v in
            guard let v, let w = Int(v), w >= 1, w <= 10_000 else { return "expected a whole number from 1 to 10000" }
            o.width = w
            return nil
        },
        Flag(
            "--now", value: "<date>", expected: "ISO 8601, as in 2026-11-29T12:00:00Z",
            help: "The session's \"now\", ISO 8601 (default: the clock)."
        ) { o, v in
            guard let v, let instant = Instant.parseISO8601(v[...]) else {
                return "expected ISO 8601, as in 2026-11-29T12:00:00Z"
            }
            o.now = instant
            return nil
        },
        Flag(
            "--locale", value: "<identifier>", expected: "an identifier such as en_US", values: .locales,
            help: "Locale for prices and dates (default: LC_ALL, then LC_MONETARY for prices and LC_TIME for "
                + "dates, then LANG, else en_US)."
        ) { o, v in
            o.locale = v
            return nil
        },
        Flag("--help", aliases: ["-h"], help: "Show this help.") { o, _ in
            o.showHelp = true
            return nil
        },
        Flag("--version", help: "Show the version.") { o, _ in
            o.showVersion = true
            return nil
        },
        choice(
            "--generate-completion-script", value: "<shell>", CompletionScript.Shell.allCases.map(\.rawValue),
            help: "Print the completion script for bash, zsh or fish (./Scripts/install installs them)."
        ) { o, v in
            guard let shell = CompletionScript.Shell(rawValue: v) else { return false }
            o.generate = .completionScript(shell)
            return true
        },
        Flag("--generate-manual", help: "Print the manual page, tileshell(1), in man(7) macros.") { o, _ in
            o.generate = .manual
            return nil
        },
        choice(
            "--generate-editor-syntax", value: "<kind>", EditorSyntax.Kind.allCases.map(\.rawValue),
            help: "Print syntax highlighting for .tsh scripts: a Vim syntax file, its ftdetect file, or a TextMate "
                + "grammar (JSON)."
        ) { o, v in
            guard let kind = EditorSyntax.Kind(rawValue: v) else { return false }
            o.generate = .editorSyntax(kind)
            return true
        },
    ]

    /// Flags for the completion scripts to call back, left out of `--help` and the man page.
    package static let hidden: [Flag] = [
        Flag(
            "--complete-values", value: "<flag>=<prefix>", expected: "a flag and a prefix, as in --locale=de",
            help: "Print the values of a flag that start with the prefix, one a line."
        ) { o, v in
            let text = v ?? ""
            let (name, prefix) =
                text.firstIndex(of: "=").map { (String(text[..<$0]), String(text[text.index(after: $0)...])) }
                ?? (text, "")
            guard Flag.named(name) != nil else { return "expected a flag, as in --locale=de" }
            o.generate = .values(flag: name, prefix: prefix)
            return nil
        }
    ]
}
