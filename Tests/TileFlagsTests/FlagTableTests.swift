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
