import Foundation
import TestSupport
import Testing
import TileRender
import TileRunner
import TileShell

@testable import TilePreview
@testable import TileSystem

/// The pieces of `--preview` that need no terminal: reading inotify records, following files
/// through their folders, the frame cut to the window, separators, the runner's file reports
/// and the flag's rules.
@Suite struct PreviewUnitTests {
    // MARK: inotify records

    /// One `struct inotify_event` as the kernel writes it (this machine's byte order).
    static func record(watch: Int32, mask: UInt32, name: String, padTo: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for word in [UInt32(bitPattern: watch), mask, 0, UInt32(padTo)] { withUnsafeBytes(of: word) { bytes += $0 } }
        let name = Array(name.utf8)
        return bytes + name + [UInt8](repeating: 0, count: padTo - name.count)
    }

    @Test func recordsAreReadFieldByFieldAndACutRecordIsDropped() {
        let a = Self.record(watch: 3, mask: UInt32(IN_MOVED_TO), name: "a.tsh", padTo: 16)
        let b = Self.record(watch: 4, mask: UInt32(IN_DELETE), name: "bee.tsh", padTo: 16)
        let events = Inotify.parse((a + b)[...])
        #expect(
            events == [
                .init(watch: 3, mask: UInt32(IN_MOVED_TO), name: "a.tsh"),
                .init(watch: 4, mask: UInt32(IN_DELETE), name: "bee.tsh"),
            ])
        // A length past the end of what was read ends the parse; nothing is read beyond it.
        #expect(Inotify.parse((a + b.prefix(20))[...]) == [events[0]])
        #expect(Inotify.parse(a.prefix(15)[...]).isEmpty)
        let overflow = Self.record(watch: -1, mask: UInt32(IN_Q_OVERFLOW), name: "", padTo: 0)
        #expect(Inotify.parse(overflow[...]).first?.isOverflow == true)
    }

    @Test(arguments: [
        ("demo.tsh", ".", "demo.tsh"), ("dir/demo.tsh", "dir", "demo.tsh"), ("/demo.tsh", "/", "demo.tsh"),
        ("../a/b.tsh", "../a", "b.tsh"),
    ])
    func aPathIsAFolderAndAName(path: String, folder: String, name: String) throws {
        let place = try #require(PreviewWatches.split(path))
        #expect(place.folder == folder && place.name == name)
    }

    @Test(arguments: ["", ".", "..", "dir/", "dir/.", "a/.."])
    func aPathThatCannotNameAFileHasNoPlace(path: String) {
        #expect(PreviewWatches.split(path) == nil)
    }

    // MARK: following files

    @Test func aFileIsFollowedThroughItsFolderByEveryKindOfSave() throws {
        let dir = try Scratch()
        let script = try dir.write("a.tsh", Array("show unit\n".utf8))
        let notices = try #require(Inotify())
        let watches = PreviewWatches(notices: notices)
        watches.follow(script)
        try dir.write("other.tsh", [])
        #expect(watches.changed(by: notices.events()).isEmpty)  // another name in the folder
        try dir.write("a.tsh.new", Array("show fruit\n".utf8))
        #expect(rename(dir.file("a.tsh.new"), script) == 0)
        #expect(watches.changed(by: notices.events()) == [script])
        #expect(unlink(script) == 0)
        #expect(watches.changed(by: notices.events()) == [script])
        try dir.write("a.tsh", [])
        #expect(watches.changed(by: notices.events()) == [script])
        // A file the run wrote is no change, whatever name it was written by.
        try dir.write("a.tsh", Array("x".utf8))
        #expect(watches.changed(by: notices.events(), ignoring: [dir.path + "/./a.tsh"]).isEmpty)
    }

    @Test func aLinkIsFollowedWhereItPointsAndFollowOnlyForgetsTheRest() throws {
        let dir = try Scratch()
        #expect(mkdir(dir.file("lib"), 0o755) == 0)
        let target = try dir.write("lib/real.tsh", [])
        let other = try dir.write("lib/other.tsh", [])
        #expect(symlink(target, dir.file("link.tsh")) == 0)
        let notices = try #require(Inotify())
        let watches = PreviewWatches(notices: notices)
        watches.follow(dir.file("link.tsh"))
        watches.follow(other)
        try dir.write("lib/real.tsh", Array("x".utf8))
        #expect(watches.changed(by: notices.events()) == [dir.file("link.tsh")])
        watches.followOnly([other])
        try dir.write("lib/real.tsh", Array("y".utf8))
        try dir.write("lib/other.tsh", Array("y".utf8))
        #expect(watches.changed(by: notices.events()) == [other])
        #expect(watches.paths == [other])
    }

    @Test func aFolderThatDoesNotExistYetIsWatchedOnceItDoes() throws {
        let dir = try Scratch()
        let notices = try #require(Inotify())
        let watches = PreviewWatches(notices: notices)
        let later = dir.file("later/a.tsh")
        watches.follow(later)
        #expect(watches.unwatched == [later])
        #expect(watches.retry().isEmpty)
        #expect(mkdir(dir.file("later"), 0o755) == 0)
        #expect(watches.retry() == [later])
        try dir.write("later/a.tsh", [])
        #expect(watches.changed(by: notices.events()) == [later])
        // The folder going away puts its files back among those waiting for it.
        try dir.sh("rm -r later")
        #expect(watches.changed(by: notices.events()) == [later])
        #expect(watches.unwatched == [later])
    }

    // MARK: frames

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func aFrameClearsTheScreenAndCutsToTheWindowSayingHowMuchIsLeft() {
        let body = Array((1...10).map { "line \($0)\n" }.joined().utf8)
        let frame = PreviewFrame(status: "a.tsh changed", body: body, stale: nil)
        let fits = Self.text(frame.bytes(columns: 20, rows: 12, depth: .none))
        #expect(fits == PreviewFrame.clear + "a.tsh changed\n" + (1...10).map { "line \($0)\n" }.joined())
        let cut = Self.text(frame.bytes(columns: 60, rows: 6, depth: .none))
        #expect(
            cut == PreviewFrame.clear
                + "a.tsh changed\nline 1\nline 2\nline 3\n… 7 more lines; a taller window shows them\n")
    }

    @Test func aFailedRunShowsItsDiagnosticsAboveTheStaleOutputDimmedWithColour() {
        let frame = PreviewFrame(
            status: "run 2", body: Array("a.tsh:1:1: error: x\n".utf8),
            stale: (marker: "── stale ──", output: Array("\u{1B}[1mone\u{1B}[0m\n".utf8)))
        let bytes = Self.text(frame.bytes(columns: 40, rows: 10, depth: .ansi16))
        #expect(
            bytes
                == PreviewFrame.clear + "\u{1B}[2mrun 2\u{1B}[0m\na.tsh:1:1: error: x\n\u{1B}[2m── stale ──\u{1B}[0m\n"
                + "\u{1B}[1mone\u{1B}[0m\n")
    }

    @Test func aLineTakesTheRowsItsCellsNeedNotCountingColour() {
        #expect(PreviewFrame.height(of: Array("\u{1B}[91m12345\u{1B}[0m".utf8), columns: 5) == 1)
        #expect(PreviewFrame.height(of: Array("123456".utf8), columns: 5) == 2)
        #expect(PreviewFrame.height(of: [], columns: 5) == 1)
        #expect(PreviewFrame.height(of: Array("界界界".utf8), columns: 5) == 2)
    }

    @Test func theStatusLineIsCutAndShowsNoControlCharacters() {
        let line = Self.text(PreviewFrame.dimLine("a\u{1B}]0;x\u{7}.tsh changed", columns: 12, depth: .none))
        #expect(line == "a\\u{1B}]0;x…\n")
    }

    // MARK: separators

    @Test func runsAreSeparatedByALineOrAJSONObject() {
        #expect(
            PreviewState.separator(run: 2, reason: .changed(["a.tsh"]), format: .text) == "── run 2: a.tsh changed ──\n"
        )
        #expect(
            PreviewState.separator(run: 3, reason: .changed(["a.tsh", "b \"x\".tsh"]), format: .json)
                == #"{"preview":{"run":3,"changed":["a.tsh","b \"x\".tsh"]}}"# + "\n")
        #expect(PreviewState.describe(.changed(["a", "b", "c"]), path: "s") == "a and 2 other files changed")
        #expect(PreviewState.describe(.start, path: "s.tsh") == "preview of s.tsh")
    }

    // MARK: the runner's reports

    @Test func theRunnerReportsEveryFileACommandReadsOrWrites() throws {
        let dir = try Scratch()
        try dir.write("sub.tsh", Array("set price 1\n".utf8))
        var seen: [String] = []
        let sink = OutputSink()
        var runner = ScriptRunner.inMemory(sink)
        runner.fileObserver = { path, use in seen.append("\(use) \(path)") }
        let script = [
            "source sub.tsh", "save s.tsh", "load s.tsh", "record r.tsh", "record stop", "show price", "export o.txt",
            "source missing.tsh",
        ]
        for (i, line) in script.enumerated() {
            _ = runner.run(SourceLine(source: dir.file("main.tsh"), lineNumber: i + 1, text: line))
        }
        let d = dir.path
        #expect(
            seen == [
                "read \(d)/sub.tsh", "written \(d)/s.tsh", "read \(d)/s.tsh", "written \(d)/r.tsh",
                "written \(d)/o.txt",
                "read \(d)/missing.tsh",
            ])
    }
}
