import TileRunner
import TileShell
import TileSystem

/// Formatting that needs no Foundation: amounts and dates as plain numbers.
public struct PlainFormatting: ValueFormatting {
    public init() {}

    public func currency(_ amount: DecimalValue, code: String, locale: String) -> String { "\(code) \(amount)" }
    public func relativeDate(_ date: Instant, now: Instant, locale: String) -> String { "\(date.seconds)" }
}

extension ScriptRunner {
    /// A runner whose standard output and error go to `sink`, together.
    public static func inMemory(_ sink: OutputSink, mode: RunMode = .run) -> ScriptRunner {
        let shell = Shell(environment: Environment(now: Instant(seconds: 0), formatter: PlainFormatting()))
        return ScriptRunner(shell: shell, mode: mode, out: sink, err: sink)
    }
}
