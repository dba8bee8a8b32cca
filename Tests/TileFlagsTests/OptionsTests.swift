import Testing
import TileSystem

@testable import TileFlags

@Suite struct OptionsTests {
    @Test(arguments: [
        ["test", "x.t"], ["--color", "never", "test", "x.t"], ["--width=40", "test", "--update", "x.t"],
        ["--update", "test", "x.t"],
    ])
    func testIsTheFirstWordThatIsNotAnOption(_ args: [String]) throws {
        let o = try Options.parse(args).get()
        #expect(o.transcriptTest)
        #expect(o.files == [ArgPath("x.t")])
    }

    @Test func aFileNamedTestAfterAScriptIsAFile() throws {
        let o = try Options.parse(["a.tsh", "test"]).get()
        #expect(!o.transcriptTest)
        #expect(o.files == [ArgPath("a.tsh"), ArgPath("test")])
    }

    @Test func updateWithoutTestIsAUsageError() {
        #expect(
            throws: Options.UsageError(message: "'--update' goes with 'tileshell test' or 'tileshell snapshot verify'")
        ) {
            try Options.parse(["--update", "x.tsh"]).get()
        }
    }

    @Test func fileNamesKeepTheirBytes() throws {
        let raw = ArgPath(bytes: [0x61, 0xFF, 0x62, 0x2E, 0x74])
        let o = try Options.parse([ArgPath("--color"), ArgPath("never"), raw]).get()
        #expect(o.files == [raw])
        #expect(raw.shown == "a\\xFFb.t")
        #expect(raw.name == "a\\xFFb.t")
        #expect(ArgPath("tab\there").shown == "tab\\u{9}here")
        #expect(ArgPath("ok.t").name == "ok.t")
    }

    // MARK: --preview, --init and --no-init

    @Test func previewTakesOneScriptAndATextFormat() throws {
        #expect(
            try Options.parse(["--preview", "a.tsh", "--format", "json", "--width", "40"]).get().preview == "a.tsh")
        for args in [["--preview", "a.tsh", "b.tsh"], ["--preview", "a.tsh", "-c", "tile apple 1"]] {
            #expect(
                throws: Options.UsageError(
                    message: "'--preview' runs one script; give no other files, -c or 'test' with it")
            ) {
                try Options.parse(args).get()
            }
        }
        #expect(
            throws: Options.UsageError(message: "'--preview' shows text or json; it does not go with '--format svg'")
        ) {
            try Options.parse(["--preview", "a.tsh", "--format", "svg"]).get()
        }
    }

    @Test func initAndNoInitParse() throws {
        #expect(try Options.parse(["--init", "a.tsh", "-c", "x"]).get().initFile == "a.tsh")
        #expect(try Options.parse(["--init=a.tsh", "test", "t.t"]).get().initFile == "a.tsh")
        #expect(try Options.parse(["--no-init"]).get().noInit)
        #expect(throws: Options.UsageError(message: "give either '--init FILE' or '--no-init', not both")) {
            try Options.parse(["--no-init", "--init", "a.tsh"]).get()
        }
    }

    @Test func helpSaysWhereTheStartupFileIs() {
        #expect(Options.usage.contains("--init <file>"))
        #expect(Options.usage.contains("--no-init"))
        #expect(Options.usage.contains("~/.config/tileshell/init.tsh"))
    }
}
