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
        #expect(throws: Options.UsageError(message: "'--update' goes with 'tileshell test'")) {
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
}
