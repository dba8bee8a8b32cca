import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What survives the session being killed: history is on disk line by line, and a hang-up or
/// terminate restores the terminal's modes.
@Suite struct SignalTests {
    @Test func historySurvivesKillDashNine() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home)
        try shell.run("tile apple 1")
        try shell.run("pick unit hour")
        kill(shell.pid, SIGKILL)
        #expect(try shell.exitCode() == 128 + SIGKILL)
        #expect(home.historyLines == ["tile apple 1", "pick unit hour"])
    }

    @Test(arguments: [SIGHUP, SIGTERM])
    func hangUpAndTerminateRestoreTheTerminalAndKeepHistory(signal: Int32) throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home)
        try shell.run("set price 2")
        try shell.waitForLine("tileshell> ")
        #expect(shell.terminalModes().c_lflag & tcflag_t(ICANON) == 0)  // the editor has the terminal
        kill(shell.pid, signal)
        #expect(try shell.exitCode() == 128 + signal)
        let modes = shell.terminalModes()
        #expect(modes.c_lflag == shell.initialModes.c_lflag)
        #expect(modes.c_iflag == shell.initialModes.c_iflag)
        #expect(home.historyLines == ["set price 2"])
    }
}
