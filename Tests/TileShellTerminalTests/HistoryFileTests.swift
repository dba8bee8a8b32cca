import Foundation
import Testing

@testable import TileShellTerminal

@Suite struct HistoryFileTests {
    func lineCount(_ bytes: [UInt8]?) -> Int { (bytes ?? []).filter { $0 == 0x0A }.count }

    @Test func theCapHoldsAfterTheSessionAddsLines() throws {
        let dir = try Scratch()
        let lines = (1...HistoryFile.limit).map { "set price \($0)\n" }.joined()
        let path = try dir.write("history", Array(lines.utf8), mode: 0o600)
        var warnings: [String] = []
        let history = HistoryFile(path: path) { warnings.append($0) }
        history.load()
        #expect(history.add("show price"))
        #expect(history.add("state"))
        #expect(warnings == [])
        let bytes = dir.read("history")
        #expect(lineCount(bytes) == HistoryFile.limit)
        let text = String(decoding: bytes ?? [], as: UTF8.self)
        #expect(text.hasSuffix("set price 10000\nshow price\nstate\n"))
        #expect(text.hasPrefix("set price 3\n"))
    }

    @Test func aSymlinkedHistoryFileKeepsItsTargetsModeWhenLoadedAndTrimmed() throws {
        let dir = try Scratch()
        let lines = (1...HistoryFile.limit + 5).map { "set price \($0)\n" }.joined()
        try dir.write("dotfiles-history", Array(lines.utf8), mode: 0o644)
        #expect(try dir.sh("ln -s dotfiles-history history") == 0)
        let history = HistoryFile(path: dir.file("history")) { _ in }
        history.load()
        history.add("show price")
        #expect(dir.mode("dotfiles-history") == 0o644)
        var st = stat()
        #expect(lstat(dir.file("history"), &st) == 0 && st.st_mode & S_IFMT == S_IFLNK)
        #expect(lineCount(dir.read("dotfiles-history")) == HistoryFile.limit)
    }

    @Test func aHistoryFileTheShellCreatesIsPrivate() throws {
        let dir = try Scratch()
        let history = HistoryFile(path: dir.file("state/tileshell/history")) { _ in }
        history.load()
        history.add("show price")
        #expect(dir.mode("state/tileshell/history") == 0o600)
    }

    @Test func aDirectoryAtThePathWarnsOnce() throws {
        let dir = try Scratch()
        #expect(try dir.sh("mkdir history") == 0)
        var warnings: [String] = []
        let history = HistoryFile(path: dir.file("history")) { warnings.append($0) }
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
        let history = HistoryFile(path: dir.file("history")) { warnings.append($0) }
        history.load()
        history.add("set price 1")
        history.add("show price")
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains(String(cString: strerror(ENXIO))) == true)
        #expect(history.entries == ["set price 1", "show price"])
    }
}
