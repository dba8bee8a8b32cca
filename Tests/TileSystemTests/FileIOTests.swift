import Foundation
import TestSupport
import Testing

@testable import TileSystem

@Suite struct FileIOTests {
    @Test func oneDirectoryCheckServesPathsDescriptorsReadsAndAppends() throws {
        let dir = try Scratch()
        let file = try dir.write("f.txt", Array("x\n".utf8))
        #expect(symlink(dir.path, dir.file("link")) == 0)
        #expect(FileIO.isDirectory(atPath: dir.path))
        #expect(FileIO.isDirectory(atPath: dir.file("link")))
        #expect(!FileIO.isDirectory(atPath: file))
        #expect(!FileIO.isDirectory(atPath: dir.file("missing")))
        let fd = open(dir.path, O_RDONLY | O_DIRECTORY)
        defer { close(fd) }
        #expect(FileIO.isDirectory(fd))
        guard case .failure(let read) = FileIO.read(dir.path, .named) else {
            Issue.record("read a directory")
            return
        }
        #expect(read.message == "it is a directory")
        guard case .failure(let append) = SafeFile.openForAppend(dir.path) else {
            Issue.record("opened a directory for appending")
            return
        }
        #expect(append.message == "it is a directory")
    }
}
