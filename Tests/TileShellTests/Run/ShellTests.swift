import Testing
import TileRender

@testable import TileShell

@Suite struct ShellTests {
    @Test func pickStoresTheCaseAndAcceptsTheDotShorthand() {
        #expect(Run("pick unit hour").value("unit") == .enumCase(2))
        #expect(Run("pick unit .minute").value("unit") == .enumCase(1))
        #expect(Run("set unit hour").value("unit") == .enumCase(2))
    }

    @Test func setAndUnsetOptionals() {
        let r = Run("set name \"Ada\"\nset price 9.99\nunset name\nset price nil")
        #expect(r.errors.isEmpty)
        #expect(r.value("name") == nil)
        #expect(r.value("price") == nil)
        #expect(Run("set name Ada").value("name") == .string("Ada"))
    }

    @Test func datesAreAbsoluteOrRelativeToNow() {
        #expect(Run("set updated -3h").value("updated") == .date(Instant(seconds: fixedNow.seconds - 10_800)))
        #expect(Run("set updated now").value("updated") == .date(fixedNow))
        #expect(Run("set updated 1970-01-02").value("updated") == .date(Instant(seconds: 86_400)))
        #expect(Run("set updated 2026-11-29T13:00:00+01:00").value("updated") == .date(fixedNow))
    }

    @Test func declaringEnumsAndVariables() {
        let r = Run("enum Size: small, medium, large\nvar size: Size = medium\nvar n: Int?\nvar t: String = hi")
        #expect(r.errors.isEmpty)
        #expect(r.value("size") == .enumCase(1))
        #expect(r.value("n") == nil)
        #expect(r.value("t") == .string("hi"))
        #expect(Run("enum Size: small\nvar size: Size").value("size") == .enumCase(0))
        #expect(Run("enum Size: small\nvar size: Size\npick size small").errors.isEmpty)
    }

    @Test func nilOptionalsRenderNothingAtAll() {
        #expect(Run("show price").output == "")
        #expect(Run("show name jobTitle price updated discount symbol").output == "")
        #expect(Run("set discount 0\nshow discount").output == "")
    }

    @Test func stateListsEveryBinding() {
        let r = Run("set name \"A \\\"q\\\"\"\nstate")
        #expect(r.output.contains("fruit     Fruit        apple"))
        #expect(r.output.contains(#"name      String?      "A \"q\"""#))
        #expect(r.output.contains("price     Decimal?     nil"))
    }

    @Test func quitStopsTheLine() {
        var shell = Shell(environment: environment())
        var out: [UInt8] = []
        let outcome = shell.run(SourceLine(source: "t", lineNumber: 1, text: "quit; tile apple 1")) { out += $0 }
        #expect({ if case .quit = outcome { true } else { false } }())
        #expect(out.isEmpty)
    }

    @Test func chooserIsTheEdgesAndItsPickIsUndoable() {
        var shell = Shell(environment: environment())
        var out: [UInt8] = []
        let outcome = shell.run(SourceLine(source: "t", lineNumber: 1, text: "pick unit; show unit")) { out += $0 }
        guard case .host(let h, let command, let rest) = outcome, (h as? PickCommand.Request)?.binding == "unit" else {
            Issue.record("expected the chooser asked of the edge, got \(outcome)")
            return
        }
        #expect(out.isEmpty)
        #expect(rest.count == 1)
        let choice = shell.choice(for: "unit")
        #expect(choice?.type.name == "TimeUnit")
        #expect(choice?.current == 0)
        shell.pick(binding: "unit", index: 2, by: command) { out += $0 }
        #expect(shell.session.binding(named: "unit")?.value == .enumCase(2))
        #expect(String(decoding: out, as: UTF8.self) == "unit = hour\n")
        out = []
        shell.pick(binding: "unit", index: nil, by: command) { out += $0 }
        shell.pick(binding: "unit", index: 3, by: command) { out += $0 }
        #expect(shell.session.binding(named: "unit")?.value == .enumCase(2))
        #expect(String(decoding: out, as: UTF8.self) == "unit unchanged (hour)\nunit unchanged (hour)\n")
        _ = shell.run(SourceLine(source: "t", lineNumber: 2, text: "undo")) { _ in }
        #expect(shell.session.binding(named: "unit")?.value == .enumCase(0))
    }

    @Test func withoutAChooserPickNeedsACase() {
        var shell = Shell(environment: environment())
        let outcome = shell.withoutChooser(
            shell.run(SourceLine(source: "t", lineNumber: 1, text: "pick unit")) { _ in })
        guard case .failed(let d, _) = outcome else {
            Issue.record("expected an error, got \(outcome)")
            return
        }
        #expect(d.message == "'pick unit' needs a case; expected one of: second, minute, hour")
    }
}

extension ShellTests {
    /// A typed declaration whose view fails when drawn says swiftc's error at its place in the
    /// entry, not the note before it (`the file has no preview; drawing 'A()'`).
    @Test func aFailingDeclarationSaysItsErrorWhereItIs() {
        var shell = Shell(environment: environment())
        let entry = "struct A: View {\n    var body: some View {\n        Text(3)\n    }\n}"
        let outcome = shell.run(SourceLine(source: "<test>", lineNumber: 1, text: entry)) { _ in }
        guard case .failed(let d, _) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(d.location.line == 3)
        #expect(d.location.column == 9)
        #expect(d.message.contains("no exact matches in call to initializer"), "\(d.message)")
        #expect(shell.session.swift == nil)
    }
}
