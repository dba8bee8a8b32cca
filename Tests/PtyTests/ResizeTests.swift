import Testing

/// A resize: the line being edited is redrawn whole, and the next render uses the new width.
@Suite struct ResizeTests {
    @Test func theNextRenderUsesTheNewWidth() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home, columns: 80, rows: 40)
        let wide = try shell.run("tile apple 1 orange 2 apple 3")
        #expect(wide.count == 9)  // three tiles side by side
        shell.type("tile apple 1 orange 2")
        try shell.waitForLine("tileshell> tile apple 1 orange 2")
        shell.resize(columns: 50, rows: 40)
        shell.type(" apple 3")
        try shell.waitForLine("tileshell> tile apple 1 orange 2 apple 3")
        let row = shell.screen.cursorRow
        shell.type("\r")
        try shell.waitForPrompt(below: row)
        let narrow = (row + 1..<shell.screen.cursorRow).map { shell.screen.text(ofRow: $0) }
        #expect(narrow.count == 19)  // two tiles, then one, with a blank row between
        #expect(narrow.allSatisfy { CellWidth.columns($0) <= 50 })
    }

    @Test func aFixedWidthIsKept() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home, arguments: ["--width", "30"], columns: 80, rows: 40)
        let rows = try shell.run("tile apple 1 orange 2")
        #expect(rows.count == 19)  // one tile a row at 30 columns
    }

    @Test func aLineWiderThanTheNewWindowIsRedrawnWhole() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home, columns: 80, rows: 24)
        try shell.run("pick unit hour")
        shell.type("show unit fruit currency style")
        try shell.waitForLine("tileshell> show unit fruit currency style")
        shell.resize(columns: 30, rows: 24)
        try shell.wait(for: "the line redrawn over two rows") {
            $0.text(ofRow: $0.cursorRow - 1) == "tileshell> show unit fruit cur" && $0.cursorLine == "rency style"
                && $0.cursorColumn == 11 && $0.text(ofRow: $0.cursorRow + 1).isEmpty
        }
        shell.type(" price")
        try shell.wait(for: "typing to go on") { $0.cursorLine == "rency style price" }
        let row = shell.screen.cursorRow
        shell.type("\r")
        try shell.waitForPrompt(below: row)
        let output = (row + 1..<shell.screen.cursorRow).map { shell.screen.text(ofRow: $0) }
        #expect(output.contains("│ ✓ apple │ orange │"))
        #expect(output.allSatisfy { CellWidth.columns($0) <= 30 })
    }

    /// A window of 65535 × 65535 cells is taken as 1000 × 1000 (README "Limits"): libedit's two
    /// display buffers, 8 bytes a cell, stay a few MiB instead of growing by gigabytes, and the
    /// session answers at once.
    @Test func aHugeWindowIsClampedAndTheSessionStaysSmall() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home, columns: 80, rows: 24)
        try shell.run("pick unit hour")
        let before = try #require(shell.residentKiB())
        shell.setWindowSize(columns: 65535, rows: 65535)
        // NB: the editor redraws on the resize; a line typed after it and run is the answer.
        try shell.run("pick unit minute")
        try shell.run("pick unit second")
        let after = try #require(shell.residentKiB())
        #expect(after - before < 64 * 1024, "VmRSS grew from \(before) KiB to \(after) KiB")
        shell.type("\u{04}")
        #expect(try shell.exitCode() == 0)
    }
}
