import Testing
import TilePicture
import TileShell

@testable import TileFlags

/// The flag table is the one description of the command line: parsing and `--help` read it.
@Suite struct FlagTableTests {
    func error(_ args: [String]) -> String? {
        if case .failure(let e) = Options.parse(args) { return e.message }
        return nil
    }

    @Test(arguments: Flag.all.map(\.name))
    func everyFlagIsInTheHelpWithItsSpellingsAndValue(_ name: String) throws {
        let flag = try #require(Flag.named(name))
        let usage = Options.usage
        #expect(usage.contains(flag.name + (flag.valueName.map { " " + $0 } ?? "")))
        for alias in flag.aliases where !alias.hasPrefix("--") { #expect(usage.contains(alias + ", " + flag.name)) }
        #expect(usage.contains(String(flag.help.prefix(20))))
    }

    @Test(arguments: Flag.all.filter { !$0.choices.isEmpty }.map(\.name))
    func everyChoiceOfAChoiceFlagParses(_ name: String) throws {
        let flag = try #require(Flag.named(name))
        for choice in flag.choices {
            let extra = ["--look", "--theme"].contains(name) ? ["--format", "svg"] : []
            #expect(error(extra + [name, choice]) == nil, "\(name) \(choice)")
            #expect(error(extra + ["\(name)=\(choice)"]) == nil, "\(name)=\(choice)")
        }
        #expect(error([name, "zzz"]) == "invalid value 'zzz' for '\(name)'; expected \(flag.expected)")
        #expect(error([name]) == "missing value for '\(name)'; expected \(flag.expected)")
    }

    /// A value each flag refuses; the flags that take any text are named, so a new flag with a
    /// value must be put in one list or the other.
    static let refused: [String: String] = [
        "--format": "zzz", "--look": "zzz", "--canvas": "0x5", "--theme": "zzz", "--color": "zzz",
        "--width": "0", "--now": "yesterday", "--generate-completion-script": "zzz",
        "--generate-editor-syntax": "zzz", "--complete-values": "--nope=x", "--variant": "zzz",
    ]
    static let takeAnyText: Set = [
        "--command", "--preview", "--title", "--output", "--init", "--locale", "--only", "--dir", "--report", "--junit",
    ]

    @Test func everyFlagWithAValueIsInOneTable() {
        let named = Set(Self.refused.keys).union(Self.takeAnyText)
        #expect(Set((Flag.all + Flag.hidden).filter(\.takesValue).map(\.name)) == named)
    }

    /// The flag's own text says what was expected; `Options.parse` says "invalid value" once.
    @Test(arguments: Self.refused.sorted { $0.key < $1.key })
    func aRefusedValueSaysInvalidValueOnce(_ flag: (key: String, value: String)) throws {
        let message = try #require(error([flag.key, flag.value]))
        #expect(message.hasPrefix("invalid value '\(flag.value)' for '\(flag.key)'; expected "), "\(message)")
        #expect(message.ranges(of: "invalid value").count == 1, "\(message)")
        #expect(message.ranges(of: "for '\(flag.key)'").count == 1, "\(message)")
    }

    @Test func canvasAndNowSayTheirRange() throws {
        #expect(
            error(["--canvas", "20000x5"])
                == "invalid value '20000x5' for '--canvas'; expected a size in points from 1x1 to 10000x10000, "
                + "as in 393x852, or 'fit'")
        #expect(
            error(["--now", "soon"])
                == "invalid value 'soon' for '--now'; expected ISO 8601, as in 2026-11-29T12:00:00Z"
        )
        #expect(
            try Options.parse(["--now", "2026-11-29T12:00:00Z"]).get().now
                == Instant.parseISO8601("2026-11-29T12:00:00Z"))
    }

    @Test func picturesTakeTheirOptions() throws {
        let o = try Options.parse([
            "--format", "png", "--look", "swiftui", "--theme", "dark", "--frame", "--title", "T", "-o", "x.png",
        ]).get()
        #expect(o.picture == .png)
        #expect(o.pictureOptions == PictureOptions(look: .swiftui, theme: .dark, frame: true, title: "T"))
        #expect(o.output == "x.png")
        #expect(try Options.parse(["--format", "json"]).get().picture == nil)
    }

    @Test func errorsSayWhatWasExpected() {
        #expect(error(["--colr"]) == "unknown option '--colr'; did you mean '--color'?")
        #expect(error(["--check=yes"]) == "option '--check' takes no value")
        #expect(
            error(["--look", "swiftui"])
                == "'--look', '--theme', '--frame' and '--title' go with '--format svg', 'html' or 'png'")
        #expect(error(["-o", "x.svg"]) == "'--output' goes with '--format svg', 'html', 'png' or 'swift'")
        #expect(error(["--width", "0"]) == "invalid value '0' for '--width'; expected a whole number from 1 to 10000")
    }
}
