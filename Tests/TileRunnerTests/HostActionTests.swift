import TestSupport
import Testing
import TileShell
import TileSystem

@testable import TileRunner

/// A file-touching command added from outside the runner: its grammar and request (`CopyCommand`)
/// and its host half (`CopyAction`) are this file, registered by one line each.
@Suite struct HostActionTests {
    /// `copy <from> <to>`: the test's own command, checked by the core into a request.
    struct CopyCommand: ShellCommand {
        static let spec = CommandSpec(
            "copy", for: Self.self, usage: "copy <from> <to>", summary: "Copy a file.", examples: ["copy a.txt b.txt"],
            grammar: [
                .one(Slot(.path, fills: .path(extensions: [], orWords: []), shape: .value, expected: "a file")),
                .one(Slot(.path, fills: .path(extensions: [], orWords: []), shape: .value, expected: "a file")),
            ],
            effects: .asksEdge)

        struct Request: HostRequest {
            var from: String
            var to: String
            var file: (path: String, isWritten: Bool)? { (from, false) }
        }

        static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
            -> CheckedCommand
        {
            let paths = Arguments(labelling: tokens, of: command, by: spec.grammar).all(.path)
            return .host(Request(from: command.line.text(of: paths[0]), to: command.line.text(of: paths[1])))
        }
    }

    /// The edge's half: reads the first file and writes the second through the runner's
    /// capabilities (its paths, its files in use).
    enum CopyAction: HostAction {
        static func carryOut(_ request: CopyCommand.Request, command: Command, in runner: inout ScriptRunner)
            -> Result<Bool, ScriptRunner.Problem>
        {
            guard
                case .success(let from) = runner.place(
                    of: request.from, from: command.line.source, for: .read, verb: "copy"),
                case .success(let to) = runner.place(
                    of: request.to, from: command.line.source, for: .write, verb: "copy to")
            else { return .failure(ScriptRunner.Problem(message: "outside the folder")) }
            let copied = FileIO.read(from.path, .named).flatMap {
                SafeFile.replace(to.path, with: Array($0.utf8), inUse: runner.filesInUse(saving: false))
            }
            return copied.map { true }.mapError {
                ScriptRunner.Problem(message: $0.explained("cannot copy to '\(request.to)'"))
            }
        }
    }

    func runner(_ sink: OutputSink) -> ScriptRunner {
        var runner = ScriptRunner.inMemory(sink)
        runner.shell.commands = runner.shell.commands.adding(CopyCommand.self)
        runner.hostActions = runner.hostActions.adding(CopyAction.self)
        return runner
    }

    @Test func aRegisteredHostCommandReadsANamedFileAndWritesAnother() throws {
        let dir = try Scratch()
        try dir.write("a.txt", Array("apple\n".utf8))
        let sink = OutputSink()
        var runner = runner(sink)
        var observed: [String] = []
        runner.fileObserver = { path, _ in observed.append(path) }
        let ran = runner.run(
            SourceLine(source: "<stdin>", lineNumber: 1, text: "copy \(dir.file("a.txt")) \(dir.file("b.txt"))"))
        #expect(ran, "\(String(decoding: sink.bytes, as: UTF8.self))")
        #expect(dir.read("b.txt") == Array("apple\n".utf8))
        #expect(observed == [dir.file("a.txt")])
    }

    @Test func itRefusesToWriteOverAFileTheRunIsUsing() throws {
        let dir = try Scratch()
        try dir.write("a.txt", Array("apple\n".utf8))
        try dir.write("lib.tsh", Array("set price 1\n".utf8))
        let sink = OutputSink()
        var runner = runner(sink)
        let line = "source \(dir.file("lib.tsh")); copy \(dir.file("a.txt")) \(dir.file("lib.tsh"))"
        let ran = runner.run(SourceLine(source: "<stdin>", lineNumber: 1, text: line))
        #expect(!ran)
        let shown = String(decoding: sink.bytes, as: UTF8.self)
        #expect(shown.contains("lib.tsh: the session sourced it"), "\(shown)")
        #expect(dir.read("lib.tsh") == Array("set price 1\n".utf8))
    }

    @Test func aRequestWithNoActionIsAnErrorAtTheCommand() {
        let sink = OutputSink()
        var runner = ScriptRunner.inMemory(sink)
        runner.shell.commands = runner.shell.commands.adding(CopyCommand.self)
        let ran = runner.run(SourceLine(source: "<stdin>", lineNumber: 1, text: "copy a b"))
        #expect(!ran)
        #expect(String(decoding: sink.bytes, as: UTF8.self).contains("error: 'copy' cannot be carried out in this run"))
    }
}
