import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A SwiftUI file stuck in a loop stops on Ctrl-C (and in a live preview on `q`) while it runs:
/// the interpreter asks every few thousand steps. Before, nothing asked: this loop, which
/// copies its array on every append, ran for hours inside its step budget.
@Suite struct StuckRunTests {
    static let loop = """
        import SwiftUI
        func work() -> Int {
            var a: [Int] = []
            while true { a.append(a.count) }
            return a.count
        }
        #Preview { Text("\\(work())") }

        """

    static func home() throws -> TemporaryDirectory {
        let home = try TemporaryDirectory()
        try home.write(loop, to: "Loop.swift")
        return home
    }

    /// Waits (polling, against a deadline) until `pid` has used `ticks` clock ticks of CPU time
    /// in all: the loop is running, past start-up and parsing.
    static func waitForWork(_ pid: pid_t, ticks: Int = 30) throws {
        let deadline = ShellProcess.now() + ShellProcess.timeout
        while ShellProcess.now() < deadline {
            if let used = cpuTicks(pid), used >= ticks { return }
            _ = poll(nil, 0, 10)
        }
        throw HarnessError("the run never got going")
    }

    /// User plus system time of `pid`, in clock ticks (fields 14 and 15 of /proc/PID/stat).
    static func cpuTicks(_ pid: pid_t) -> Int? {
        var bytes = [UInt8](repeating: 0, count: 1024)
        let fd = open("/proc/\(pid)/stat", O_RDONLY)
        guard fd >= 0 else { return nil }
        let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        close(fd)
        let text = String(decoding: bytes.prefix(max(0, n)), as: UTF8.self)
        // NB: the name in parentheses may hold spaces; the fields after it are plain.
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    @Test func ctrlCStopsAStuckFileAtThePromptAndTheSessionGoesOn() throws {
        let home = try Self.home()
        let shell = try ShellProcess(home: home)
        try shell.waitForLine("tileshell> ")
        let before = Self.cpuTicks(shell.pid) ?? 0
        shell.type("open \(home.path)/Loop.swift")
        try shell.waitForLine("tileshell> open \(home.path)/Loop.swift")
        shell.type("\r")
        try Self.waitForWork(shell.pid, ticks: before + 30)
        shell.type("\u{03}")
        try shell.wait(for: "the interruption") { $0.allText.contains { $0.hasSuffix("error: interrupted") } }
        try shell.waitForPrompt()
        // NB: rolled back as any failure is: the file is not open, and the session goes on.
        let shown = try shell.run("set price 2; show price")
        #expect(shown == ["$2.00"])
        shell.type("\u{04}")
        #expect(try shell.exitCode() == 0)
    }

    @Test(arguments: [false, true])
    func ctrlCStopsAStuckLessonOrScriptWith130(script: Bool) throws {
        let home = try Self.home()
        try home.write("open \"\(home.path)/Loop.swift\"\nshow \"not reached\"\n", to: "a.tsh")
        let shell = try ShellProcess(home: home, arguments: [home.path + (script ? "/a.tsh" : "/Loop.swift")])
        try Self.waitForWork(shell.pid)
        shell.type("\u{03}")
        #expect(try shell.exitCode() == 130)
        #expect(shell.screen.allText.contains { $0.hasSuffix("error: interrupted") }, "\(shell.screen.dump)")
        #expect(!shell.screen.allText.contains { $0.contains("not reached") })
    }

    @Test(arguments: [("q", Int32(0)), ("\u{03}", Int32(130))])
    func aStuckPreviewEndsOnQAsOnCtrlCWithTheTerminalBack(key: String, status: Int32) throws {
        let home = try Self.home()
        var before = ""
        let shell = try ShellProcess(
            home: home, arguments: ["--preview", home.path + "/Loop.swift"], columns: 100, rows: 30
        ) {
            before = try PreviewTests.stty($0)
        }
        try shell.wait(for: "the full screen") { _ in shell.rawText.contains("\u{1B}[?1049h") }
        try Self.waitForWork(shell.pid)
        shell.type(key)
        #expect(try shell.exitCode() == status)
        #expect(try PreviewTests.stty(shell.terminalPath) == before)
        let raw = shell.raw
        #expect(PreviewTests.last("\u{1B}[?25l", in: raw) ?? .max < PreviewTests.last("\u{1B}[?25h", in: raw) ?? -1)
        #expect(PreviewTests.last("\u{1B}[?1049h", in: raw) ?? .max < PreviewTests.last("\u{1B}[?1049l", in: raw) ?? -1)
    }
}
