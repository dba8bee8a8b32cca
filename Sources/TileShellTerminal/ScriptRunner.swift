import TileShell

/// Runs lines through a `Shell`, writing output as each command finishes and diagnostics to
/// standard error. Shared by `-c`, script files and standard input, so they behave alike.
public struct ScriptRunner {
    public var shell: Shell
    public var keepGoing: Bool
    public let out: FileOutput
    public let err: FileOutput
    /// Set once any command has failed.
    public private(set) var failed = false
    /// Set after `quit`/`exit`.
    public private(set) var quit = false
    /// Set when standard output has gone away (EPIPE): stop quietly.
    public private(set) var outputClosed = false

    public init(shell: Shell, keepGoing: Bool, out: FileOutput = FileOutput(fd: 1), err: FileOutput = FileOutput(fd: 2)) {
        self.shell = shell
        self.keepGoing = keepGoing
        self.out = out
        self.err = err
    }

    /// Runs one line. Returns false when the run should stop (error without --keep-going,
    /// quit, or closed output).
    public mutating func run(_ line: SourceLine, choose: ((EnumType, Int) -> Int?)? = nil) -> Bool {
        let out = self.out
        var closed = false
        let outcome = shell.run(line, choose: choose) { bytes in
            if !closed && !out.write(bytes) { closed = true }
        }
        if closed {
            outputClosed = true
            return false
        }
        switch outcome {
        case .ok:
            return true
        case .quit:
            quit = true
            return false
        case .failed(let d):
            failed = true
            err.write(d.formatted())
            return keepGoing
        }
    }

    /// Runs every line a reader gives, numbering them from 1 under `source`.
    public mutating func run(reader: inout LineReader, source: String) -> Bool {
        var number = 0
        while let text = reader.next() {
            number += 1
            if !run(SourceLine(source: source, lineNumber: number, text: text)) { return false }
        }
        return true
    }

    /// The exit status so far: 0 when everything succeeded, 1 after any command error.
    public var exitStatus: Int32 { failed ? 1 : 0 }
}
