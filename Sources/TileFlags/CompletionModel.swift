/// What every shell's completion script knows about the command line, read from `Flag.all`
/// once, so bash, zsh and fish offer the same flags and values.
struct CompletionModel {
    /// One flag as the scripts see it.
    struct Option {
        /// Spellings the scripts offer: the name and its short aliases (`-c`, `--command`);
        /// `--colour` is recognised but not offered, so `--col` completes to `--color` alone.
        var offered: [String]
        /// Every spelling, for telling a flag's value from a script name.
        var spellings: [String]
        /// The help's first sentence, for the shells that show a description.
        var summary: String
        var values: Flag.Values
    }

    /// The word that runs transcripts (`tileshell test a.t`), when it is the first plain argument.
    static let testWord = "test"
    static let testSummary = "Check transcripts against their recorded output"
    static let scriptExtension = "tsh"
    static let transcriptExtension = "t"
    /// The flags that go with `test` (Options.parse refuses them elsewhere).
    static let testFlags = ["--update"]
    /// The hidden flag a script calls for values that depend on the system (`Flag.Values.locales`).
    static let callbackFlag = "--complete-values"

    var options: [Option]
    /// The flags that go with `test`.
    var testOptions: [Option]

    init(flags: [Flag] = Flag.all) {
        options = flags.map { flag in
            Option(
                offered: flag.aliases.filter { !$0.hasPrefix("--") } + [flag.name],
                spellings: [flag.name] + flag.aliases, summary: Self.summary(flag.help), values: flag.values)
        }
        testOptions = options.filter { !Set($0.spellings).isDisjoint(with: Self.testFlags) }
    }

    /// Every spelling of a flag that takes a value: the word after it is that value.
    var valueSpellings: [String] { options.filter { $0.values != .none }.flatMap(\.spellings) }

    /// The flags whose value the script can complete, grouped by what it offers.
    var valueOptions: [Option] {
        options.filter {
            switch $0.values {
            case .none, .text: false
            case .choices, .files, .locales: true
            }
        }
    }

    /// The help's first sentence, at most 60 characters (cut at a word, with "...").
    static func summary(_ help: String) -> String {
        var text = help
        if let end = text.firstRange(of: ". ") { text = String(text[..<end.lowerBound]) }
        if text.hasSuffix(".") { text.removeLast() }
        guard text.count > 60 else { return text }
        let cut = text.prefix(57)
        return String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)]) + "..."
    }

    /// `text` as one POSIX shell word: `it's` → `'it'\''s'`.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }
}
