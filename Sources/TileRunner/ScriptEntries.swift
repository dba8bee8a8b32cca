import TileShell
import TileSystem

/// Lines joined into entries as a script's are (`EntryAssembler`), for the history file, which
/// holds each entry as a script does.
package struct ScriptEntries: EntryJoining {
    private var assembler = EntryAssembler(source: "")

    package init() {}

    package mutating func add(_ line: String, lineNumber: Int) -> String? {
        assembler.add(line, lineNumber: lineNumber)?.text
    }

    package mutating func finish() -> String? { assembler.finish()?.text }
}
