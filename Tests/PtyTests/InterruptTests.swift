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
}
