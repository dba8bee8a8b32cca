import TileShell

/// The interactive session. (Placeholder loop until the libedit editor lands: prompt, read a
/// line, run it.)
public enum InteractiveSession {
    public static func run(runner: inout ScriptRunner, version: String) -> Int32 {
        runner.out.write("\(version) — type 'help' for commands, Ctrl-D to quit\n")
        var reader = LineReader(fd: 0)
        var number = 0
        while true {
            runner.out.write("tileshell> ")
            guard let text = reader.next() else { break }
            number += 1
            _ = runner.run(SourceLine(source: "<stdin>", lineNumber: number, text: text))
            if runner.quit { break }
        }
        return 0
    }
}
