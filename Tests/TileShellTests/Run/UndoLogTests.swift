import Testing

@testable import TileShell

/// Undo and redo of state: what a step stores, what it gives back, and the log's bounds.
@Suite struct UndoLogTests {
    @Test func undoTakesBackEachKindOfChangeAndRedoPutsItBack() {
        let script = """
            enum Size: small, large
            var size: Size = large
            tilekind Size: small "Small" red, large "Large" blue
            pick unit hour
            set price 9.99
            unset price
            """
        var r = Run(script)
        #expect(r.errors.isEmpty)
        let before = r.shell.session
        r = Run("undo 6", shell: r.shell)
        #expect(r.errors.isEmpty)
        #expect(r.shell.session.enumType(named: "Size") == nil)
        #expect(r.shell.session.binding(named: "size") == nil)
        #expect(r.value("unit") == .enumCase(0))
        #expect(r.value("price") == nil)
        #expect(r.output.contains("undid unset price: price = 9.99"))
        #expect(r.output.contains("undid tilekind Size"))
        r = Run("redo 6", shell: r.shell)
        #expect(r.errors.isEmpty)
        #expect(r.shell.session.enumType(named: "Size") == before.enumType(named: "Size"))
        #expect(r.shell.session.bindings == before.bindings)
        #expect(r.shell.session.tileKinds.map(\.name) == ["Fruit", "Size"])
    }

    @Test func aNewChangeClearsRedoAndDrawingIsNotAStep() {
        var r = Run("pick unit hour\npick unit minute\nundo\nshow unit\ntile apple 1\nset price 1")
        #expect(r.shell.undoLog.redoable.isEmpty)
        #expect(r.shell.undoLog.undoable.map(\.command) == ["pick unit hour", "set price 1"])
        r = Run("redo", shell: r.shell)
        #expect(r.errors.first?.contains("nothing to redo") == true)
    }

    @Test func undoWithNothingToUndoIsAnErrorThatSaysSo() {
        let r = Run("undo")
        #expect(r.errors.first?.contains("nothing to undo") == true)
        #expect(Run("pick unit hour\nundo 3").output.contains("(only 1 to undo)"))
    }

    static func command(_ text: String) throws -> Command {
        try #require(try Parser.parse(SourceLine(source: "<t>", lineNumber: 1, text: text)).first)
    }

    /// `load` replaces the whole session: each step keeps the session it replaced, so those count
    /// toward the 16 MiB bound (a 3 MB session loaded 1 000 times kept 3 GB).
    @Test func loadedSessionsCountTowardTheByteBound() throws {
        var shell = Shell(environment: environment())
        let command = try Self.command("load big.tss")
        for i in 0..<40 {
            var session = Session.standard()
            for k in 0..<4 {
                let text = String(repeating: Character(UnicodeScalar(UInt8(97 + (i + k) % 26))), count: 1 << 20)
                session.declare(
                    Binding(name: "s\(k)", type: BindingType(.string), value: .string(text), presentation: .text))
            }
            shell.replaceSession(with: session, by: command) { _ in }
        }
        #expect(shell.undoLog.bytes <= UndoLog.maxBytes + (5 << 20))
        #expect(shell.undoLog.undoableCount < 10)
        #expect(shell.undoLog.undoableCount >= 1)
    }

    @Test func theLogKeepsTheLastThousandSteps() throws {
        var log = UndoLog()
        for i in 0..<(UndoLog.maxSteps + 250) {
            let command = try Self.command("set n \(i)")
            log.record(.init(command, change: .assign(binding: "n", old: .int(i - 1), new: .int(i))))
        }
        #expect(log.undoable.count <= UndoLog.maxSteps)
        #expect(log.undoable.count >= UndoLog.maxSteps - UndoLog.maxSteps / 10)
        #expect(log.undoable.last?.command == "set n \(UndoLog.maxSteps + 249)")
    }

    /// The log against a plain array that drops the oldest tenth at once past the bound: over
    /// thousands of changes with undos and redos between them, both keep the same steps.
    @Test func theLogKeepsWhatAPlainArrayKeeps() throws {
        var log = UndoLog()
        var undoable: [String] = []
        var redoable: [String] = []
        for i in 0..<3_500 {
            if i % 97 == 0 {
                for _ in 0..<(i % 5) {
                    let s = undoable.popLast()
                    if let s { redoable.append(s) }
                    #expect(log.popUndo()?.command == s)
                }
                if i % 2 == 0, let s = redoable.popLast() {
                    undoable.append(s)
                    #expect(log.popRedo()?.command == s)
                }
                continue
            }
            let command = try Self.command("set n \(i)")
            log.record(.init(command, change: .assign(binding: "n", old: .int(i - 1), new: .int(i))))
            redoable.removeAll()
            undoable.append("set n \(i)")
            if undoable.count > UndoLog.maxSteps { undoable.removeFirst(UndoLog.maxSteps / 10) }
        }
        #expect(log.undoable.map(\.command) == undoable)
        #expect(log.canUndo == !undoable.isEmpty)
    }

    @Test func theLogIsBoundedInBytes() throws {
        var log = UndoLog()
        let big = String(repeating: "x", count: 1 << 20)
        let command = try Self.command("set s 1")
        for i in 0..<40 {
            log.record(.init(command, change: .assign(binding: "s", old: .string(big), new: .int(i))))
        }
        #expect(log.bytes <= UndoLog.maxBytes)
        #expect(log.undoable.count < 40)
        #expect(log.undoable.count >= 1)
    }

    /// A step stores what changed, not the session: 1 000 steps over 10 000 bindings cost about
    /// what the changed values cost.
    @Test func stepsCostWhatChangedNotTheSessionsSize() {
        var shell = Shell(environment: environment())
        var script = ""
        for i in 0..<10_000 { script += "var b\(i): String = \"\(String(repeating: "v", count: 100))\"\n" }
        shell = Run(script, shell: shell).shell
        shell = Run(String(repeating: "set b5 \"w\"\n", count: 1_000), shell: shell).shell
        #expect(shell.undoLog.undoable.count == 1_000)
        // The session alone holds 10 000 bindings of over 100 bytes each: over a megabyte.
        #expect(shell.undoLog.bytes < 1_000 * 300)
    }
}
