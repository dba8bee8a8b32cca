import Foundation
import TestSupport
import Testing

@testable import TileSystem

/// The one door every read goes through (`FileIO.openForReading`) and the check of the one writer
/// (`SafeFile`) against the files a run reads. FIFOs are made in a scratch folder; a FIFO nobody
/// writes to would block an open without `O_NONBLOCK`, so reaching the asserts at all is the test.
@Suite struct FileReadingTests {
    @Test func aFileNotJustNamedIsRefusedUnlessRegularWithoutWaiting() throws {
        let dir = try Scratch()
        #expect(mkfifo(dir.file("f"), 0o600) == 0)
        guard case .failure(let e) = FileIO.openForReading(dir.file("f"), .regularOnly) else {
            Issue.record("a FIFO was opened as a regular file")
            return
        }
        #expect(e.message == "it is not a regular file (a FIFO)")
        guard case .failure(let read) = FileIO.read(dir.file("f"), .regularOnly) else {
            Issue.record("a FIFO was read as a regular file")
            return
        }
        #expect(read.message == "it is not a regular file (a FIFO)")
        #expect(
            FileIO.openForReading("/dev/null", .regularOnly).failureMessage
                == "it is not a regular file (a character device)")
        try dir.write("r", Array("text\n".utf8))
        #expect(FileIO.read(dir.file("r"), .regularOnly).successValue == "text\n")
    }

    @Test func aFileNamedAtStartIsOpenedWithoutWaitingAndReadsAsAnyFile() throws {
        let dir = try Scratch()
        #expect(mkfifo(dir.file("f"), 0o600) == 0)
        guard case .success(let fd) = FileIO.openForReading(dir.file("f"), .namedAtStart) else {
            Issue.record("a FIFO named at start was refused")
            return
        }
        defer { close(fd) }
        #expect(fcntl(fd, F_GETFL) & O_NONBLOCK == 0)
        #expect(FileIO.openForReading(dir.path, .named).failureMessage == "it is a directory")
    }

    @Test func aFileLargerThanTheLimitGiven() throws {
        let dir = try Scratch()
        try dir.write("big", [UInt8](repeating: 0x0A, count: (1 << 20) + 1))
        #expect(
            FileIO.read(dir.file("big"), .regularOnly, maxBytes: 1 << 20).failureMessage
                == "it is larger than 1 MiB (the limit)")
        #expect(FileIO.read(dir.file("big"), .regularOnly).successValue?.utf8.count == (1 << 20) + 1)
    }

    @Test func aFIFONobodyReadsIsNotAppendedToAndOneWithAReaderIs() throws {
        let dir = try Scratch()
        #expect(mkfifo(dir.file("f"), 0o600) == 0)
        #expect(SafeFile.openForAppend(dir.file("f")).failureMessage == "it is a FIFO nobody reads")
        let reader = open(dir.file("f"), O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        defer { close(reader) }
        guard case .success(let fd) = SafeFile.openForAppend(dir.file("f")) else {
            Issue.record("a FIFO with a reader was refused")
            return
        }
        defer { close(fd) }
        // NB: writes wait for the reader as any pipe's do.
        #expect(fcntl(fd, F_GETFL) & O_NONBLOCK == 0)
    }

    /// The same file by another name (`./`, a symlink, a hard link) is still the file in use.
    @Test(arguments: ["C.swift", "./C.swift", "link.swift", "hard.swift"])
    func aFileInUseIsNotWrittenOverByAnyName(_ name: String) throws {
        let dir = try Scratch()
        try dir.write("C.swift", Array("struct C {}\n".utf8))
        #expect(symlink("C.swift", dir.file("link.swift")) == 0)
        #expect(link(dir.file("C.swift"), dir.file("hard.swift")) == 0)
        var inUse = FilesInUse()
        inUse.add(dir.file("C.swift"), why: "the session has it open")
        let target = dir.path + "/" + name
        let replaced = SafeFile.replace(target, with: Array("svg".utf8), inUse: inUse)
        #expect(
            replaced.failureMessage == "refusing to write over \(target): the session has it open; choose another name")
        #expect(SafeFile.openForAppend(target, inUse: inUse).failureMessage == replaced.failureMessage)
        #expect(dir.read("C.swift") == Array("struct C {}\n".utf8))
        #expect(SafeFile.replace(dir.file("other.swift"), with: [0x41], inUse: inUse).failureMessage == nil)
    }

    /// An editor's save puts a new file (a new inode) at the name: it is still the one in use.
    @Test func aFileSavedAnewAtTheSameNameIsStillInUse() throws {
        let dir = try Scratch()
        try dir.write("C.swift", Array("one\n".utf8))
        var inUse = FilesInUse()
        inUse.add(dir.file("C.swift"), why: "the session has it open")
        try dir.write("new", Array("two\n".utf8))
        #expect(rename(dir.file("new"), dir.file("C.swift")) == 0)
        #expect(SafeFile.replace(dir.file("C.swift"), with: [0x41], inUse: inUse).failureMessage != nil)
    }

    @Test func aLinkIsLeftAloneWhenLinksAreNotFollowed() throws {
        let dir = try Scratch()
        try dir.write("target", Array("keep\n".utf8))
        #expect(symlink("target", dir.file("link")) == 0)
        let r = SafeFile.replace(dir.file("link"), with: [0x41], followLinks: false)
        #expect(r.failureMessage == "it is a symbolic link, which is not followed")
        #expect(dir.read("target") == Array("keep\n".utf8))
    }
}

extension Result {
    var failureMessage: String? {
        guard case .failure(let e) = self else { return nil }
        return (e as? FileError)?.message
    }

    var successValue: Success? {
        guard case .success(let v) = self else { return nil }
        return v
    }
}
