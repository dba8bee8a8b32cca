import Foundation
import TestSupport
import Testing

@testable import TileSystem

@Suite struct HistoryFileTests {
    func lineCount(_ bytes: [UInt8]?) -> Int { (bytes ?? []).filter { $0 == 0x0A }.count }

    func inode(_ path: String) -> ino_t {
        var st = stat()
        return stat(path, &st) == 0 ? st.st_ino : 0
    }

    @Test func atTheCapAnEntryIsAnAppendAndTheFileIsTrimmedInBatches() throws {
        let dir = try Scratch()
        let lines = (1...HistoryFile.limit).map { "set price \($0)\n" }.joined()
        let path = try dir.write("history", Array(lines.utf8), mode: 0o600)
        let before = inode(path)
        var warnings: [String] = []
        let history = HistoryFile(path: path, joining: OneLineEntries.init) { warnings.append($0) }
        history.load()
        // At the cap, an entry is appended: the file is not rewritten (same inode, one more line).
        #expect(history.add("show price"))
        #expect(inode(path) == before)
        #expect(lineCount(dir.read("history")) == HistoryFile.limit + 1)
        #expect(history.entries.count == HistoryFile.limit)
        for i in 2...(HistoryFile.trimAt - HistoryFile.limit) { history.add("show price \(i)") }
        #expect(inode(path) == before)
        #expect(lineCount(dir.read("history")) == HistoryFile.trimAt)
        // One more passes the bound: the file is trimmed back to the newest `limit` entries.
        #expect(history.add("state"))
        #expect(warnings == [])
        let bytes = dir.read("history")
        #expect(inode(path) != before)
        #expect(lineCount(bytes) == HistoryFile.limit)
        let text = String(decoding: bytes ?? [], as: UTF8.self)
        #expect(text.hasSuffix("show price 1000\nstate\n"))
        #expect(text.hasPrefix("set price 1002\n"))
    }

    @Test func loadingAFileOverTheBoundTrimsItToTheCap() throws {
        let dir = try Scratch()
        let lines = (1...HistoryFile.trimAt + 1).map { "set price \($0)\n" }.joined()
        try dir.write("history", Array(lines.utf8), mode: 0o600)
        let history = HistoryFile(path: dir.file("history"), joining: OneLineEntries.init) { _ in }
        history.load()
        #expect(lineCount(dir.read("history")) == HistoryFile.limit)
        #expect(history.entries.first == "set price \(HistoryFile.trimAt + 2 - HistoryFile.limit)")
    }

    @Test func aSymlinkedHistoryFileKeepsItsTargetsModeWhenLoadedAndTrimmed() throws {
        let dir = try Scratch()
        let lines = (1...HistoryFile.trimAt + 5).map { "set price \($0)\n" }.joined()
        try dir.write("dotfiles-history", Array(lines.utf8), mode: 0o644)
        #expect(try dir.sh("ln -s dotfiles-history history") == 0)
        let history = HistoryFile(path: dir.file("history"), joining: OneLineEntries.init) { _ in }
        history.load()
        history.add("show price")
        #expect(dir.mode("dotfiles-history") == 0o644)
        var st = stat()
        #expect(lstat(dir.file("history"), &st) == 0 && st.st_mode & S_IFMT == S_IFLNK)
        #expect(lineCount(dir.read("dotfiles-history")) == HistoryFile.limit + 1)
    }

    @Test func aHistoryFileTheShellCreatesIsPrivate() throws {
        let dir = try Scratch()
        let history = HistoryFile(path: dir.file("state/tileshell/history"), joining: OneLineEntries.init) { _ in }
        history.load()
        history.add("show price")
        #expect(dir.mode("state/tileshell/history") == 0o600)
    }

    @Test func aDirectoryAtThePathWarnsOnce() throws {
        let dir = try Scratch()
        #expect(try dir.sh("mkdir history") == 0)
        var warnings: [String] = []
        let history = HistoryFile(path: dir.file("history"), joining: OneLineEntries.init) { warnings.append($0) }
        history.load()
        history.add("a")
        history.add("b")
        #expect(warnings.count == 1)
    }
}

@Suite struct HistoryFileSpecialTests {
    @Test func aFIFONobodyReadsWarnsOnceAndNeverBlocks() throws {
        let dir = try Scratch()
        #expect(mkfifo(dir.file("history"), 0o600) == 0)
        var warnings: [String] = []
        let history = HistoryFile(path: dir.file("history"), joining: OneLineEntries.init) { warnings.append($0) }
        history.load()
        history.add("set price 1")
        history.add("show price")
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains(String(cString: strerror(ENXIO))) == true)
        #expect(history.entries == ["set price 1", "show price"])
    }

    @Test func aHistoryLinkAnotherUserPlantedInAStickyFolderIsNotFollowed() throws {
        guard Scratch.requireRoot() else { return }
        let dir = try Scratch()
        try dir.write("secret", Array("keep\n".utf8), mode: 0o600)
        #expect(try dir.sh("mkdir -m 1777 sticky && ln -s ../secret sticky/history") == 0)
        #expect(lchown(dir.file("sticky/history"), 65534, 65534) == 0)
        var warnings: [String] = []
        let history = HistoryFile(path: dir.file("sticky/history"), joining: OneLineEntries.init) {
            warnings.append($0)
        }
        history.load()
        history.add("set price 1")
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("is another user's symlink in a sticky, world-writable folder") == true)
        #expect(dir.read("secret") == Array("keep\n".utf8))
    }
}

/// Each line an entry: these tests are about the file, not the language's joining rule (the
/// runner's tests read multi-line entries back through `ScriptEntries`).
struct OneLineEntries: EntryJoining {
    mutating func add(_ line: String, lineNumber: Int) -> String? { line }
    mutating func finish() -> String? { nil }
}
