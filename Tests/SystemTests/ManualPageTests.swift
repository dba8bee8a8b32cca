import Foundation
import Testing
import TileFlags

/// `tileshell --generate-manual`, checked by the tools that read man pages.
@Suite struct ManualPageTests {
    static func page(in folder: Folder) throws -> URL {
        try folder.write("tileshell.1", try Tool.tileshellOutput(["--generate-manual"]))
    }

    @Test func groffFindsNothingToWarnAbout() throws {
        let folder = try Folder()
        let page = try Self.page(in: folder)
        guard let groff = Tool.require("groff", package: "groff-base") else { return }
        let r = try Tool.run(groff, ["-man", "-ww", "-z", page.path])
        #expect(r.status == 0)
        #expect(r.stderr == "")
    }

    @Test func mandocLintFindsNothingAtAll() throws {
        let folder = try Folder()
        let page = try Self.page(in: folder)
        guard let mandoc = Tool.require("mandoc", package: "mandoc") else { return }
        // NB: -W style: not even a style note (long lines, paragraph macros) is left.
        let r = try Tool.run(mandoc, ["-T", "lint", "-W", "style", page.path])
        #expect(r.status == 0)
        #expect(r.stdout + r.stderr == "")
    }

    @Test func manShowsItWithCopyableFlags() throws {
        let text = try Self.rendered()
        #expect(text.hasPrefix("TILESHELL(1)"))
        for heading in [
            "NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "ENVIRONMENT", "FILES", "EXIT STATUS",
        ] {
            #expect(text.contains("\n" + heading + "\n"), "\(heading)")
        }
        // Flags come out as ASCII hyphen-minus, so a reader can copy them.
        #expect(text.contains("--color, --colour when"))
        #expect(text.contains("tileshell test [--update] transcript ..."))
        for variable in ["NO_COLOR", "CLICOLOR_FORCE", "FORCE_COLOR", "COLORTERM", "TERM", "COLUMNS", "LC_ALL", "LANG"]
        {
            #expect(text.contains(variable), "\(variable)")
        }
        for name in ["XDG_STATE_HOME", "XDG_CONFIG_HOME", "VISUAL", "EDITOR", "~/.editrc", "init.tsh", "history"] {
            #expect(text.contains(name), "\(name)")
        }
        #expect(text.contains("tileshell 0.1.0"))
    }

    @Test func theSameVersionGivesTheSameBytes() throws {
        let first = try Tool.tileshellOutput(["--generate-manual"])
        let later = try Tool.run(Tool.tileshell, ["--generate-manual"], environment: ["TZ": "Pacific/Kiritimati"])
        #expect(first == later.stdout)
        #expect(first.contains(".TH TILESHELL 1 "))
    }

    /// The page as `man -l` shows it, 100 columns wide, without formatting.
    static func rendered() throws -> String {
        let folder = try Folder()
        let page = try page(in: folder)
        guard let man = Tool.require("man", package: "man-db") else { return "" }
        let r = try Tool.run(man, ["-P", "cat", "-l", page.path], environment: ["MANWIDTH": "100"])
        #expect(r.status == 0, "\(r.stderr)")
        return r.stdout
    }
}
