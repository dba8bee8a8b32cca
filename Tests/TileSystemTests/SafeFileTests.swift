import Foundation
import TestSupport
import Testing

@testable import TileSystem

@Suite struct SafeFileTests {
    func replace(_ path: String, _ text: String) -> Result<Void, FileError> {
        SafeFile.replace(path, with: Array(text.utf8))
    }

    @Test func aNewFileGetsTheUmaskedDefaultAndNoTemporaryFileIsLeft() throws {
        let dir = try Scratch()
        let mask = umask(0o022)
        umask(mask)
        #expect(throws: Never.self) { try replace(dir.file("s.tss"), "one\n").get() }
        #expect(dir.read("s.tss") == Array("one\n".utf8))
        #expect(dir.mode("s.tss") == 0o666 & ~mask)
        #expect(dir.names() == ["s.tss"])
    }

    @Test func anExistingFileKeepsItsMode() throws {
        let dir = try Scratch()
        try dir.write("s.tss", Array("old\n".utf8), mode: 0o600)
        #expect(throws: Never.self) { try replace(dir.file("s.tss"), "new\n").get() }
        #expect(dir.read("s.tss") == Array("new\n".utf8))
        #expect(dir.mode("s.tss") == 0o600)
    }

    @Test func aReadOnlyFileIsRefusedAndStaysReadOnly() throws {
        let dir = try Scratch()
        try dir.write("r.t", Array("old\n".utf8), mode: 0o444)
        #expect(throws: Never.self) {
            guard case .failure(let e) = replace(dir.file("r.t"), "new\n") else { throw CocoaError(.fileWriteUnknown) }
            #expect(e.message == "it is read-only")
        }
        #expect(dir.read("r.t") == Array("old\n".utf8))
        #expect(dir.mode("r.t") == 0o444)
        #expect(dir.names() == ["r.t"])
    }

    @Test(arguments: [
        ("mkfifo f", "it is a FIFO"), ("mkdir f", "it is a directory"),
        ("python3 -c 'import socket; socket.socket(socket.AF_UNIX).bind(\"f\")'", "it is a socket"),
    ])
    func specialFilesAreRefused(make: String, message: String) throws {
        let dir = try Scratch()
        #expect(try dir.sh(make) == 0)
        guard case .failure(let e) = replace(dir.file("f"), "x\n") else {
            Issue.record("replaced a special file")
            return
        }
        #expect(e.message == message)
        #expect(dir.names() == ["f"])
    }

    @Test(arguments: [("c 1 3", "it is a character device"), ("b 7 0", "it is a block device")])
    func devicesAreRefused(numbers: String, message: String) throws {
        guard Scratch.requireRoot() else { return }
        let dir = try Scratch()
        #expect(try dir.sh("mknod dev \(numbers)") == 0)
        guard case .failure(let e) = replace(dir.file("dev"), "x\n") else {
            Issue.record("replaced a device")
            return
        }
        #expect(e.message == message)
        var st = stat()
        #expect(lstat(dir.file("dev"), &st) == 0 && st.st_mode & S_IFMT != S_IFREG)
    }

    @Test func aSymlinkIsFollowedAndKept() throws {
        let dir = try Scratch()
        try dir.write("real", Array("old\n".utf8), mode: 0o640)
        #expect(try dir.sh("mkdir sub && ln -s ../real sub/link && ln -s sub/link top") == 0)
        #expect(throws: Never.self) { try replace(dir.file("top"), "new\n").get() }
        #expect(dir.read("real") == Array("new\n".utf8))
        #expect(dir.mode("real") == 0o640)
        var st = stat()
        #expect(lstat(dir.file("top"), &st) == 0 && st.st_mode & S_IFMT == S_IFLNK)
        #expect(lstat(dir.file("sub/link"), &st) == 0 && st.st_mode & S_IFMT == S_IFLNK)
    }

    @Test func namesAndLinkTargetsThatAreNotUTF8AreUsedAsBytes() throws {
        let dir = try Scratch()
        let make = "r=\"$(printf 'r\\377')\"; printf old > \"$r\" && ln -s \"$r\" \"$(printf 'l\\376')\""
        #expect(try dir.sh(make) == 0)
        let link = Array(dir.path.utf8) + [0x2F, 0x6C, 0xFE]
        #expect(throws: Never.self) { try SafeFile.replace(pathBytes: link, with: Array("new".utf8)).get() }
        #expect(try dir.sh("[ \"$(cat \"$(printf 'r\\377')\")\" = new ] && [ -L \"$(printf 'l\\376')\" ]") == 0)
        #expect(dir.names().count == 2)
    }

    @Test func aLinkLoopIsAnError() throws {
        let dir = try Scratch()
        #expect(try dir.sh("ln -s a b && ln -s b a") == 0)
        guard case .failure(let e) = replace(dir.file("a"), "x\n") else {
            Issue.record("wrote through a link loop")
            return
        }
        #expect(e.message == String(cString: strerror(ELOOP)))
    }

    @Test func aPlantedLinkAtTheOldTemporaryNameIsNotFollowed() throws {
        let dir = try Scratch()
        try dir.write("victim", Array("keep\n".utf8))
        // The old writer used NAME.tmp-<pid>: plant a link at every name it could pick.
        #expect(try dir.sh("ln -s victim s.tss.tmp-\(getpid())") == 0)
        #expect(throws: Never.self) { try replace(dir.file("s.tss"), "session\n").get() }
        #expect(dir.read("victim") == Array("keep\n".utf8))
        #expect(dir.read("s.tss") == Array("session\n".utf8))
    }

    @Test func temporaryNamesAreRandom() {
        let names = Set((0..<50).compactMap { _ in SafeFile.randomHex(count: 16) })
        #expect(names.count == 50)
        #expect(names.allSatisfy { $0.count == 16 })
    }

    @Test func asRootTheOwnerAndGroupAreKept() throws {
        guard Scratch.requireRoot() else { return }
        let dir = try Scratch()
        try dir.write("s.tss", Array("old\n".utf8), mode: 0o640)
        #expect(chown(dir.file("s.tss"), 1234, 5678) == 0)
        #expect(throws: Never.self) { try replace(dir.file("s.tss"), "new\n").get() }
        var st = stat()
        #expect(stat(dir.file("s.tss"), &st) == 0)
        #expect(st.st_uid == 1234 && st.st_gid == 5678 && st.st_mode & 0o7777 == 0o640)
    }

    @Test func appendingRefusesADirectoryAndAllowsADevice() throws {
        let dir = try Scratch()
        #expect(try dir.sh("mkdir d") == 0)
        guard case .failure(let e) = SafeFile.openForAppend(dir.file("d")) else {
            Issue.record("opened a directory for appending")
            return
        }
        #expect(e.message == "it is a directory")
        guard case .success(let fd) = SafeFile.openForAppend("/dev/null") else {
            Issue.record("could not append to /dev/null")
            return
        }
        #expect(throws: Never.self) { try SafeFile.append(Array("line\n".utf8), to: fd).get() }
        close(fd)
    }

    @Test func aFailedAppendToAFullDeviceIsAnError() throws {
        guard Scratch.requireRoot() else { return }
        let dir = try Scratch()
        #expect(try dir.sh("mknod full c 1 7") == 0)
        guard case .success(let fd) = SafeFile.openForAppend(dir.file("full")) else {
            Issue.record("could not open the full device")
            return
        }
        defer { close(fd) }
        guard case .failure(let e) = SafeFile.append(Array("line\n".utf8), to: fd) else {
            Issue.record("a write to a full device succeeded")
            return
        }
        #expect(e.message == String(cString: strerror(ENOSPC)))
    }

    /// Names of 234 to 255 bytes once made `.NAME.tmp-<16 hex>` longer than NAME_MAX.
    @Test(arguments: [
        String(repeating: "s", count: 230) + ".tss", String(repeating: "s", count: 251) + ".tss",
        String(repeating: "é", count: 125) + "x.tss",
    ])
    func aNameUpToTheLongestAFolderTakesIsReplaced(_ name: String) throws {
        let dir = try Scratch()
        try dir.write(name, Array("old\n".utf8))
        #expect(throws: Never.self) { try replace(dir.file(name), "new\n").get() }
        #expect(dir.read(name) == Array("new\n".utf8))
        #expect(dir.names() == [name])
    }

    @Test func aLongTemporaryNameIsCutBetweenCharacters() {
        let base = Array((String(repeating: "é", count: 127) + "x").utf8)
        let name = SafeFile.temporaryName(for: base, random: String(repeating: "a", count: 16), nameMax: 255)
        #expect(name.count <= 255)
        #expect(String(validating: name, as: UTF8.self)?.hasSuffix(".tmp-aaaaaaaaaaaaaaaa") == true)
        let short = SafeFile.temporaryName(for: Array("s.tss".utf8), random: "ab", nameMax: 255)
        #expect(short == Array(".s.tss.tmp-ab".utf8))
    }

    static let untrusted = "is another user's symlink in a sticky, world-writable folder; it is not followed"

    /// The kernel's fs.protected_symlinks rule, applied by hand: (link owner, folder owner, followed).
    @Test(arguments: [(65534 as uid_t, 0 as uid_t, false), (0, 0, true), (65534, 65534, true), (65534, 1234, false)])
    func inAStickyWorldWritableFolderOnlyTrustedLinksAreFollowed(link: uid_t, folder: uid_t, followed: Bool) throws {
        guard Scratch.requireRoot() else { return }
        let dir = try Scratch()
        try dir.write("secret", Array("keep\n".utf8), mode: 0o600)
        #expect(try dir.sh("mkdir -m 1777 sticky && ln -s ../secret sticky/o.svg && ln -s ../secret sticky/r.tsh") == 0)
        #expect(chown(dir.file("sticky"), folder, folder) == 0)
        #expect(lchown(dir.file("sticky/o.svg"), link, link) == 0)
        #expect(lchown(dir.file("sticky/r.tsh"), link, link) == 0)
        let replaced = replace(dir.file("sticky/o.svg"), "picture\n")
        let opened = SafeFile.openForAppend(dir.file("sticky/r.tsh"))
        if case .success(let fd) = opened { close(fd) }
        switch (replaced, opened) {
        case (.success, .success):
            #expect(followed)
            #expect(dir.read("secret") == Array("picture\n".utf8))
        case (.failure(let e), .failure(let f)):
            #expect(!followed)
            #expect(e.code == EACCES && f.code == EACCES)
            #expect(e.message == "'\(dir.file("sticky/o.svg"))' " + Self.untrusted)
            #expect(dir.read("secret") == Array("keep\n".utf8))
        default: Issue.record("replace and open disagree: \(replaced), \(opened)")
        }
    }

    @Test func anUntrustedLinkFurtherAlongTheChainIsRefusedToo() throws {
        guard Scratch.requireRoot() else { return }
        let dir = try Scratch()
        try dir.write("secret", Array("keep\n".utf8), mode: 0o600)
        #expect(try dir.sh("mkdir -m 1777 sticky && ln -s ../secret sticky/o.svg && ln -s sticky/o.svg mine") == 0)
        #expect(lchown(dir.file("sticky/o.svg"), 65534, 65534) == 0)
        guard case .failure(let e) = replace(dir.file("mine"), "x\n") else {
            Issue.record("followed another user's link")
            return
        }
        #expect(e.message.hasSuffix("sticky/o.svg' " + Self.untrusted))
        #expect(dir.read("secret") == Array("keep\n".utf8))
    }

    @Test func appendingFollowsAProcLinkToAnOpenFile() throws {
        let dir = try Scratch()
        let fd = open(dir.file("out"), O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        defer { close(fd) }
        #expect(unlink(dir.file("out")) == 0)
        // The link reads '/tmp/…/out (deleted)': only the kernel can follow it to the open file.
        guard case .success(let appended) = SafeFile.openForAppend("/proc/self/fd/\(fd)") else {
            Issue.record("could not open a /proc link")
            return
        }
        close(appended)
        #expect(dir.names() == [])
    }
}
