import Foundation
import ProcessCapture
import Testing

/// Files the shell writes (`save`, `record`, `test --update`) and the descriptors it starts with.
/// Device nodes are made with mknod in a temporary folder, never taken from /dev.
@Suite struct FileSafetyTests {
    @Test func saveRefusesADeviceAndLeavesItAlone() throws {
        guard Sh.requireRoot() else { return }
        let dir = try Binary.directory([:])
        let r = try Sh.run("mknod nul c 1 3 && \"$B\" -c 'set price 1; save nul'; echo \"status $?\"", in: dir)
        #expect(r.stdout == "status 1\n")
        #expect(r.stderr.hasPrefix("<command-line>:1:19: error: cannot save to 'nul': it is a character device\n"))
        var st = stat()
        #expect(lstat(dir.appendingPathComponent("nul").path, &st) == 0 && st.st_mode & S_IFMT == S_IFCHR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["nul"])
    }

    @Test func saveRefusesAFIFOWithoutBlocking() throws {
        let dir = try Binary.directory([:])
        let r = try Sh.run("mkfifo f && \"$B\" -c 'save f'; echo \"status $?\"", in: dir)
        #expect(r.stdout == "status 1\n")
        #expect(r.stderr.contains("error: cannot save to 'f': it is a FIFO\n"))
    }

    @Test func saveThroughASymlinkReplacesItsTargetAndKeepsTheLinkAndMode() throws {
        let dir = try Binary.directory([:])
        let r = try Sh.run(
            "echo old > real && chmod 600 real && ln -s real link && \"$B\" -c 'set price 7; save link'"
                + " && \"$B\" -c 'load link; show price' && stat -c '%a %F' real link",
            in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            r.stdout
                == "saved the session to link: 11 commands, which 'load link' replays\n"
                + "$7.00\n600 regular file\n777 symbolic link\n")
    }

    @Test func aLinkPlantedAtTheOldTemporaryNameIsNotWrittenThrough() throws {
        let dir = try Binary.directory(["victim": "keep\n"])
        // The old writer opened NAME.tmp-<pid> without O_EXCL; `exec` gives the shell sh's pid.
        let r = try Sh.run("ln -s victim s.tss.tmp-$$ && exec \"$B\" -c 'set price 3; save s.tss'", in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Sh.bytes(dir.appendingPathComponent("victim")) == Array("keep\n".utf8))
        let load = try Binary.run(["-c", "load s.tss; show price"], cwd: dir)
        #expect(load.stdout == "$3.00\n", "\(load.stderr)")
    }

    @Test func aWriteErrorOnStandardOutputExitsOneWithOneMessage() throws {
        guard Sh.requireRoot() else { return }
        let dir = try Binary.directory([:])
        let r = try Sh.run("mknod full c 1 7 && \"$B\" -c 'tile apple 1' > full; echo \"status $?\"", in: dir)
        #expect(r.stdout == "status 1\n")
        #expect(r.stderr == "tileshell: error: cannot write to standard output: No space left on device\n")
    }

    @Test func aClosedPipeStaysQuiet() throws {
        let dir = try Binary.directory([:])
        let r = try Sh.run(
            "(yes 'tile apple 1' | head -n 5000 | \"$B\"; echo $? >&2) | head -c 1 > /dev/null", in: dir)
        #expect(r.stderr == "141\n")
    }

    @Test func recordingToAFullDeviceStopsWithAnError() throws {
        guard Sh.requireRoot() else { return }
        let dir = try Binary.directory([:])
        let r = try Sh.run(
            "mknod full c 1 7 && \"$B\" -c 'record full; set price 1; show nope'; echo \"status $?\"", in: dir)
        #expect(r.stdout == "recording to full; 'record stop' ends it\nstatus 1\n")
        #expect(
            r.stderr.hasPrefix("<command-line>:1:14: error: recording to 'full' stopped: No space left on device\n"))
        // The error that ended the line is reported too.
        #expect(r.stderr.contains("<command-line>:1:32: error: unknown binding 'nope'"))
    }

    @Test func recordingPastTheFileSizeLimitLeavesNoPartialLine() throws {
        let dir = try Binary.directory([:])
        let long = String(repeating: "x", count: 1500)
        // ulimit -f counts 512-byte blocks in dash and 1024-byte ones in bash: 1 is under 1500.
        let r = try Sh.run(
            "ulimit -f 1; \"$B\" -c 'record r.tsh; set price 1; var s: String = \"\(long)\"; set price 2';"
                + " echo \"status $?\"",
            in: dir)
        #expect(r.stdout == "recording to r.tsh; 'record stop' ends it\nstatus 1\n")
        #expect(r.stderr.hasPrefix("<command-line>:1:28: error: recording to 'r.tsh' stopped: File too large\n"))
        #expect(Sh.bytes(dir.appendingPathComponent("r.tsh")) == Array("set price 1\n".utf8))
    }

    /// The error points at the command whose line could not be written, not at its line's start
    /// (before: `rec.tsh:2:1` for an indented line and `3:1` on a `;` line).
    @Test func recordingStoppedPointsAtTheCommand() throws {
        let dir = try Binary.directory([:])
        try Data("record /dev/full\n   show price\nset price 1; record /dev/full; show price\n".utf8).write(
            to: dir.appendingPathComponent("rec.tsh"))
        let r = try Sh.run("\"$B\" --keep-going rec.tsh", in: dir)
        #expect(
            r.stderr == """
                rec.tsh:2:4: error: recording to '/dev/full' stopped: No space left on device
                   show price
                   ^~~~~~~~~~
                rec.tsh:3:32: error: recording to '/dev/full' stopped: No space left on device
                set price 1; record /dev/full; show price
                                               ^~~~~~~~~~

                """)
    }

    @Test func recordStillAppendsToADeviceLikeStandardOutput() throws {
        let dir = try Binary.directory([:])
        let r = try Sh.run("\"$B\" -c 'record /dev/stdout; set price 1; show price' | cat", in: dir)
        #expect(r.status == 0)
        #expect(
            r.stdout
                == "recording to /dev/stdout; 'record stop' ends it\n"
                + "set price 1\n$1.00\nshow price\n")
    }

    @Test(arguments: ["<&-", ">&-", "2>&-", "<&- >&- 2>&-"])
    func closedStandardDescriptorsAreReopenedOntoDevNull(_ redirections: String) throws {
        let dir = try Binary.directory([:])
        // NB: `timeout` only keeps a hang (status 124) from stalling the suite.
        let r = try Sh.run("timeout 60 \"$B\" \(redirections); echo \"status $?\"", in: dir)
        #expect(r.stdout == "status 0\n", "\(r.stderr)")
    }

    @Test func aClosedStdinWithAScriptIsEndOfInput() throws {
        let dir = try Binary.directory(["a.tsh": "set price 1\nshow price\n"])
        let r = try Sh.run("timeout 60 \"$B\" a.tsh <&-; echo \"status $?\"", in: dir)
        #expect(r.stdout == "$1.00\nstatus 0\n")
    }

    @Test func fileNamesThatAreNotUTF8OpenAsGivenAndShowEscaped() throws {
        let dir = try Binary.directory([:])
        let r = try Sh.run(
            "printf 'set price 2\\nshow price\\nshow nope\\n' > \"$(printf 'a\\377b.tsh')\";"
                + " \"$B\" \"$(printf 'a\\377b.tsh')\"; echo \"status $?\"; \"$B\" \"$(printf 'z\\377.tsh')\"",
            in: dir)
        #expect(r.stdout == "$2.00\nstatus 1\n")
        #expect(r.stderr.hasPrefix("a\\xFFb.tsh:3:6: error: unknown binding 'nope'"))
        #expect(r.stderr.contains("tileshell: error: cannot open 'z\\xFF.tsh': No such file or directory\n"))
    }

    @Test func transcriptNamesThatAreNotUTF8Run() throws {
        let dir = try Binary.directory([:])
        let r = try Sh.run(
            "printf '  $ set price 1; show price\\n  $1.00\\n' > \"$(printf 'a\\377b.t')\";"
                + " \"$B\" test \"$(printf 'a\\377b.t')\"; echo \"status $?\"",
            in: dir)
        #expect(r.stdout == "1 passed, 0 failed\nstatus 0\n", "\(r.stderr)")
    }

    @Test func aTranscriptWhoseNameIsNotUTF8IsUpdatedInPlace() throws {
        let dir = try Binary.directory([:])
        let r = try Sh.run(
            "n=\"$(printf 'a\\377b.t')\"; printf '  $ set price 1; show price\\n  $9.00\\n' > \"$n\";"
                + " \"$B\" test --update \"$n\"; echo \"status $?\"; cat \"$n\"; ls -a",
            in: dir)
        let after = "status 0\n  $ set price 1; show price\n  $1.00\n.\n..\na\u{FFFD}b.t\n"
        #expect(r.stdout.hasSuffix("updated: a\\xFFb.t\n0 passed, 1 failed\n" + after), "\(r.stderr)")
    }

    @Test func flagsBeforeTestStillRunTranscripts() throws {
        let dir = try Binary.directory(["x.t": "  $ set price 1; show price\n  $1.00\n"])
        let r = try Binary.run(["--color", "never", "test", "x.t"], cwd: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "1 passed, 0 failed\n")
    }

    @Test func updateKeepsCRLFInvalidBytesAndMode() throws {
        let dir = try Binary.directory([:])
        let file = dir.appendingPathComponent("u.t")
        let original: [UInt8] =
            Array("Intro\r\n  $ set price 1; show price\r\n  $9.00\r\n  $ tile ".utf8) + [0xFF]
            + Array("\r\n  stale\r\n".utf8)
        try Data(original).write(to: file)
        chmod(file.path, 0o640)
        let r = try Binary.run(["test", "--update", "u.t"], cwd: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let bytes = Sh.bytes(file)
        let head = Array("Intro\r\n  $ set price 1; show price\r\n  $1.00\r\n  $ tile ".utf8) + [0xFF, 0x0D, 0x0A]
        #expect(Array(bytes.prefix(head.count)) == head)
        #expect(!String(decoding: bytes, as: UTF8.self).contains("stale"))
        var st = stat()
        #expect(stat(file.path, &st) == 0 && st.st_mode & 0o7777 == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["u.t"])
    }

    @Test func updateRefusesAReadOnlyTranscriptAndExitsOne() throws {
        let dir = try Binary.directory(["r.t": "  $ set price 1; show price\n  $9.00\n"])
        let file = dir.appendingPathComponent("r.t")
        chmod(file.path, 0o444)
        let r = try Binary.run(["test", "--update", "r.t"], cwd: dir)
        #expect(r.status == 1)
        #expect(r.stderr == "tileshell: error: cannot write 'r.t': it is read-only\n")
        #expect(Sh.bytes(file) == Array("  $ set price 1; show price\n  $9.00\n".utf8))
        var st = stat()
        #expect(stat(file.path, &st) == 0 && st.st_mode & 0o7777 == 0o444)
    }

    @Test func saveRefusesASessionLoadWouldRefuse() throws {
        let dir = try Binary.directory([:])
        // 300 000 control characters are saved escaped (5 bytes each): a line over 1 MiB.
        let value = String(repeating: "\u{1}", count: 300_000)
        let r = try Binary.run([], stdin: "var s: String = \"\(value)\"\nsave s.tss\n", cwd: dir)
        #expect(r.status == 1)
        #expect(r.stderr.contains("error: cannot save to 's.tss': line "))
        #expect(r.stderr.contains("'load' reads lines of at most 1048576 bytes"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == [])
    }

    /// Names of 234 to 255 bytes once gave "File name too long": `.NAME.tmp-<16 hex>` passed NAME_MAX.
    @Test func namesOfUpTo255BytesAreSavedExportedAndUpdated() throws {
        let dir = try Binary.directory([:])
        let save = String(repeating: "s", count: 251) + ".tss"
        let export = String(repeating: "e", count: 251) + ".svg"
        let transcript = String(repeating: "t", count: 253) + ".t"
        let r = try Sh.run(
            "printf '  $ set price 1; show price\\n  $9.00\\n' > \(transcript);"
                + " \"$B\" -c 'set price 4; save \(save); tile apple 1; export \(export)' && \"$B\" -c 'load \(save); show price'"
                + " && \"$B\" test --update \(transcript) > /dev/null; echo \"status $?\"; cat \(transcript)",
            in: dir)
        #expect(r.stdout.hasSuffix("$4.00\nstatus 0\n  $ set price 1; show price\n  $1.00\n"), "\(r.stderr)")
        #expect(String(decoding: Sh.bytes(dir.appendingPathComponent(export)), as: UTF8.self).contains("<svg "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == [export, save, transcript])
    }

    /// The kernel's fs.protected_symlinks rule, applied by the shell whatever the sysctl says: root
    /// does not follow another user's link planted in a sticky, world-writable folder.
    @Test(arguments: [
        ("\"$B\" -c 'tile apple 1; export sticky/o.svg'", "cannot export to 'sticky/o.svg': "),
        ("\"$B\" -c 'set price 1; save sticky/o.svg'", "cannot save to 'sticky/o.svg': "),
        ("\"$B\" -c 'record sticky/o.svg; set price 1'", "cannot record to 'sticky/o.svg': "),
        ("\"$B\" -c 'tile apple 1' --format svg --output sticky/o.svg", "cannot write the picture to 'sticky/o.svg': "),
        ("\"$B\" test --update sticky/o.svg", "cannot write 'sticky/o.svg': "),
    ])
    func anotherUsersLinkInAStickyFolderIsNotFollowed(command: String, message: String) throws {
        guard Sh.requireRoot() else { return }
        let secret = "  $ set price 1; show price\n  $9.00\n"
        let dir = try Binary.directory(["secret": secret])
        let r = try Sh.run(
            "mkdir -m 1777 sticky && ln -s ../secret sticky/o.svg && chown -h 65534 sticky/o.svg && \(command);"
                + " echo \"status $?\"",
            in: dir)
        #expect(r.stdout.hasSuffix("status 1\n"), "\(r.stderr)")
        #expect(r.stderr.contains(message), "\(r.stderr)")
        #expect(r.stderr.contains("is another user's symlink in a sticky, world-writable folder; it is not followed\n"))
        #expect(Sh.bytes(dir.appendingPathComponent("secret")) == Array(secret.utf8))
    }
}

/// `source` or `load` of a FIFO nobody writes to waits, as `cat` would, and Ctrl-C ends the wait.
@Suite struct FifoInterruptTests {
    /// Waits (polling, with a step budget) until the process sits in a system call that opens
    /// a file; false if it never does.
    static func waitUntilOpening(_ pid: Int32) -> Bool {
        for _ in 0..<20_000 {
            let text = (try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8)) ?? ""
            // 257 is openat, 2 open (x86-64); 56 is openat on arm64.
            if let n = text.split(separator: " ").first, ["257", "2", "56"].contains(String(n)) { return true }
            usleep(1000)
        }
        return false
    }

    @Test(arguments: [["-c", "source f"], ["f"], ["s.tsh"], ["-c", "load f"]])
    func interruptEndsTheWaitWithStatus130(_ arguments: [String]) throws {
        let dir = try Binary.directory(["s.tsh": "set price 1\nsource f\nshow price\n"])
        #expect(mkfifo(dir.appendingPathComponent("f").path, 0o600) == 0)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Binary.path)
        p.arguments = arguments
        p.currentDirectoryURL = dir
        let running = try ProcessCapture.start(p)
        #expect(Self.waitUntilOpening(p.processIdentifier))
        kill(p.processIdentifier, SIGINT)
        let r = running.wait()
        #expect(r.status == 130)
        #expect(r.stderr == "tileshell: interrupted\n")
        #expect(r.stdout.isEmpty)
    }
}
