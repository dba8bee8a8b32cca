import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Standard input that is not a terminal is read as a script: no editor, no modes, no history.
@Suite struct NonTerminalTests {
    @Test func pipedInputIsAScript() throws {
        let home = try TemporaryDirectory()
        let result = try Self.runPiped("tile apple 1\npick unit\nshow unit\n", home: home)
        #expect(result.status == 1)
        #expect(result.stdout.contains("Apples"))
        #expect(!result.stdout.contains("tileshell>"))
        #expect(!result.stdout.contains("\u{1B}"))
        #expect(result.stderr.contains("'pick unit' needs a case"))
        #expect(home.read(home.historyPath) == nil)
    }

    @Test func aTabInPipedInputIsNotCompletion() throws {
        let home = try TemporaryDirectory()
        let result = try Self.runPiped("show\tunit\n", home: home)
        #expect(result.status == 0)
        #expect(result.stdout.contains("│ ✓ second │ minute │ hour │"))
    }

    /// Runs the binary with pipes for its standard streams.
    static func runPiped(_ input: String, home: TemporaryDirectory, arguments: [String] = []) throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        let environment = [
            "PATH": "/usr/bin:/bin", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "TERM": "xterm",
        ]
        let binary = try ShellProcess.binary()
        // NB: pipe2 is hidden from Swift's Glibc; under the spawn lock no other test's child
        // can inherit these ends before they are close-on-exec.
        let (inPipe, outPipe, errPipe, pid) = try ShellProcess.spawnLock.withLock { _ in
            let pipes = try (0..<3).map { _ in
                var ends: [Int32] = [0, 0]
                guard pipe(&ends) == 0 else { throw HarnessError("pipe failed") }
                for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
                return ends
            }
            let pid = try ShellProcess.spawnUnlocked(
                [binary] + arguments, environment: environment, stdin: pipes[0][0], stdout: pipes[1][1],
                stderr: pipes[2][1])
            return (pipes[0], pipes[1], pipes[2], pid)
        }
        close(inPipe[0])
        close(outPipe[1])
        close(errPipe[1])
        let bytes = Array(input.utf8)
        _ = bytes.withUnsafeBytes { write(inPipe[1], $0.baseAddress, $0.count) }
        close(inPipe[1])
        // Small outputs: read standard output to the end, then standard error.
        let out = Self.readAll(outPipe[0])
        let err = Self.readAll(errPipe[0])
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        return ((status >> 8) & 0xFF, out, err)
    }

    static func readAll(_ fd: Int32) -> String {
        defer { close(fd) }
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            out += buffer[0..<n]
        }
        return String(decoding: out, as: UTF8.self)
    }
}
