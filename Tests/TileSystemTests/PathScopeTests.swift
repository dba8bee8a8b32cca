import Foundation
import TestSupport
import Testing

@testable import TileSystem

/// Where the file names commands give lead, for scripts and for transcripts.
@Suite struct PathScopeTests {
    @Test(arguments: [
        ("lib.tsh", "dir/main.tsh", "dir/lib.tsh"),
        ("lib.tsh", "main.tsh", "lib.tsh"),
        ("lib.tsh", "<stdin>", "lib.tsh"),
        ("/abs/lib.tsh", "dir/main.tsh", "/abs/lib.tsh"),
        ("../x.tsh", "/a/b/main.tsh", "/a/b/../x.tsh"),
    ])
    func scriptsNameFilesFromTheirOwnFolder(_ path: String, _ source: String, _ expected: String) throws {
        for use in [PathScope.Access.read, .write] {
            let place = try #require(PathScope.direct.place(of: path, from: source, for: use))
            #expect(place == PathScope.Place(path: expected, name: expected))
        }
    }

    @Test func aTranscriptReadsWhatItWroteFirstThenItsFolder() throws {
        let scratch = try Scratch()
        try scratch.write("written.tss", [])
        let scope = PathScope.transcript(folder: "Tests/transcripts", work: scratch.path)
        let own = try #require(scope.place(of: "lib.tsh", from: "t.t", for: .read))
        #expect(own == PathScope.Place(path: "Tests/transcripts/lib.tsh", name: "lib.tsh"))
        let written = try #require(scope.place(of: "./written.tss", from: "t.t", for: .read))
        #expect(written == PathScope.Place(path: scratch.path + "/written.tss", name: "written.tss"))
        let nested = try #require(scope.place(of: "b.tsh", from: "sub/a.tsh", for: .read))
        #expect(nested == PathScope.Place(path: "Tests/transcripts/sub/b.tsh", name: "sub/b.tsh"))
        let up = try #require(scope.place(of: "../../Scripts/x.tsh", from: "sub/a.tsh", for: .read))
        #expect(up == PathScope.Place(path: "Tests/transcripts/../Scripts/x.tsh", name: "../Scripts/x.tsh"))
        let here = try #require(
            PathScope.transcript(folder: "", work: scratch.path).place(of: "x", from: "t.t", for: .read))
        #expect(here.path == "x")
    }

    @Test func aTranscriptWritesOnlyInsideItsWorkingFolder() throws {
        let scope = PathScope.transcript(folder: "Tests/transcripts", work: "/tmp/w")
        #expect(
            scope.place(of: "s.tss", from: "t.t", for: .write) == PathScope.Place(path: "/tmp/w/s.tss", name: "s.tss"))
        #expect(scope.place(of: "a/../s.tss", from: "t.t", for: .write)?.path == "/tmp/w/s.tss")
        #expect(scope.place(of: "../s.tss", from: "t.t", for: .write) == nil)
        #expect(scope.place(of: "../../s.tss", from: "sub/a.tsh", for: .write) == nil)
        #expect(scope.place(of: "/dev/stdout", from: "t.t", for: .write)?.path == "/dev/stdout")
        #expect(scope.place(of: "x.tsh", from: "/abs/lib.tsh", for: .write)?.path == "/abs/x.tsh")
    }

    @Test(arguments: [
        ("a/./b", "a/b"), ("a//b/", "a/b"), ("a/../b", "b"), ("../a", "../a"), ("a/../../b", "../b"), (".", "."),
        ("a/..", "."),
    ])
    func namesAreNormalizedWithoutTouchingTheDisk(_ name: String, _ expected: String) {
        #expect(PathScope.normalized(name) == expected)
    }
}

extension PathScopeTests {
    /// A session file names the files it opened relative to itself, so that the two move together.
    @Test(arguments: [
        ("Counter.swift", "s.tss", "Counter.swift"),
        ("w/sub2/Counter.swift", "w/sub2/s.tss", "Counter.swift"),
        ("w/Counter.swift", "w/sub/s.tss", "../Counter.swift"),
        ("Counter.swift", "w/s.tss", "../Counter.swift"),
        ("./w/./C.swift", "w/s.tss", "C.swift"),
        ("/a/b/C.swift", "/a/c/s.tss", "../b/C.swift"),
        ("/a/C.swift", "w/s.tss", "/a/C.swift"),
    ])
    func aSessionFileNamesOpenedFilesFromItsOwnFolder(_ name: String, _ file: String, _ expected: String) {
        #expect(PathScope.relative(name, toFolderOf: file) == expected)
    }

    @Test func aNameARelativePathCannotReachIsMadeAbsolute() {
        let cwd = FileManager.default.currentDirectoryPath
        #expect(PathScope.relative("C.swift", toFolderOf: "/elsewhere/s.tss") == cwd + "/C.swift")
        #expect(PathScope.relative("C.swift", toFolderOf: "../s.tss") == cwd + "/C.swift")
    }
}
