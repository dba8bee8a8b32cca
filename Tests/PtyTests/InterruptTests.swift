import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-C while a command runs: a long `source` stops between lines and the session goes on.
@Suite struct InterruptTests {
    @Test func ctrlCStopsALongSourceAndKeepsTheSession() throws {
        let home = try TemporaryDirectory()
        try home.write(String(repeating: "tile apple 1 orange 2\n", count: 200_000), to: "big.tsh")
        let shell = try ShellProcess(home: home)
        try shell.waitForLine("tileshell> ")
        shell.type("source \(home.path)/big.tsh")
        try shell.waitForLine("tileshell> source \(home.path)/big.tsh")
        shell.type("\r")
        try shell.wait(for: "tiles") { $0.allText.contains { $0.contains("Oranges") } }
        shell.type("\u{03}")
        try shell.wait(for: "the interruption") { $0.allText.contains { $0.hasSuffix("tileshell: interrupted") } }
        try shell.waitForPrompt()
        let shown = try shell.run("set price 2; show price")
        #expect(shown == ["$2.00"])
        shell.type("\u{04}")
        #expect(try shell.exitCode() == 0)
    }

    @Test func ctrlCEndsALoadWaitingOnAFIFOAsAnInterruption() throws {
        let home = try TemporaryDirectory()
        #expect(mkfifo(home.path + "/f.tsh", 0o600) == 0)
        let shell = try ShellProcess(home: home)
        try shell.waitForLine("tileshell> ")
        shell.type("load \(home.path)/f.tsh\r")
        #expect(Self.waitUntilOpening(shell.pid))
        shell.type("\u{03}")
        try shell.wait(for: "the interruption") { $0.allText.contains { $0.hasSuffix("tileshell: interrupted") } }
        try shell.waitForPrompt()
        #expect(!shell.screen.allText.contains { $0.contains("Interrupted system call") })
        let shown = try shell.run("set price 2; show price")
        #expect(shown == ["$2.00"])
        shell.type("\u{04}")
        #expect(try shell.exitCode() == 0)
    }

    /// Waits (polling, with a step budget) until the process sits in a system call that opens
    /// a file; false if it never does.
    static func waitUntilOpening(_ pid: pid_t) -> Bool {
        for _ in 0..<20_000 {
            var bytes = [UInt8](repeating: 0, count: 64)
            let fd = open("/proc/\(pid)/syscall", O_RDONLY)
            let n = fd < 0 ? 0 : bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if fd >= 0 { close(fd) }
            let text = String(decoding: bytes.prefix(max(0, n)), as: UTF8.self)
            // 257 is openat, 2 open (x86-64); 56 is openat on arm64.
            if let call = text.split(separator: " ").first, ["257", "2", "56"].contains(String(call)) { return true }
            usleep(1000)
        }
        return false
    }
}
