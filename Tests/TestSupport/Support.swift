import TileRunner
import TileShell
import TileSystem

/// Formatting that needs no Foundation: amounts and dates as plain numbers.
package struct PlainFormatting: ValueFormatting {
    package init() {}

    package func currency(_ amount: DecimalValue, code: String, locale: String) -> String { "\(code) \(amount)" }
    package func relativeDate(_ date: Instant, now: Instant, locale: String) -> String { "\(date.seconds)" }
}

extension ScriptRunner {
    /// A runner whose standard output and error go to `sink`, together.
    package static func inMemory(_ sink: OutputSink, mode: RunMode = .run) -> ScriptRunner {
        let shell = Shell(environment: Environment(now: Instant(seconds: 0), formatter: PlainFormatting()))
        return ScriptRunner(shell: shell, mode: mode, out: sink, err: sink)
    }
}
