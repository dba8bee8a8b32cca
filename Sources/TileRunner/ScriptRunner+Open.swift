import LessonInterpreter
import SwiftLesson
import TileRender
import TileShell
import TileSystem

extension ScriptRunner {
    /// `open File.swift`: the file's previews drawn here, under their names, with its messages,
    /// as `tileshell File.swift` draws them; an error in the file fails the command.
    mutating func openLesson(_ path: String, command: Command) -> Result<Bool, Problem> {
        if checkOnly { return .success(true) }
        let resolved: String
        switch place(of: path, from: command.line.source, for: .read, verb: "open") {
        case .success(let p): resolved = p.path
        case .failure(let problem): return .failure(problem)
        }
        let files: [SourceFile]
        switch LessonRun.read([ArgPath(resolved)]) {
        case .success(let f): files = f.map { SourceFile(path: path, text: $0.text) }
        case .failure(let e): return .failure(Problem(message: e.message))
        }
        var run = LessonRun()
        run.width = max(1, shell.environment.width)
        run.depth = shell.environment.colorDepth
        run.now = Double(shell.environment.now.seconds)
        let formatting = LessonShellFormatting(environment: shell.environment)
        if run.run(files, formatting: formatting, out: out, err: err) == 0 { return .success(true) }
        countErrorReportedElsewhere()
        return .success(false)
    }
}

/// A lesson's currency and relative dates, written by the session's own formatter in its
/// locale, so that a file's `Text(price, format: .currency(code:))` reads as `show price` does.
public struct LessonShellFormatting: LessonFormatting {
    let formatter: any ValueFormatting
    let locale: String
    let dateLocale: String
    let now: Instant

    public init(environment: Environment) {
        self.formatter = environment.formatter
        self.locale = environment.locale
        self.dateLocale = environment.dateLocale
        self.now = environment.now
    }

    public func currency(_ amount: Double, code: String) -> String {
        // NB: to four decimals, more than any currency shows; NaN, infinities and huge values are 0.
        let scaled = (amount.magnitude * 10_000).rounded()
        let significand = scaled.isFinite && scaled < 1e18 ? UInt64(scaled) : 0
        let value = DecimalValue(isNegative: amount < 0 && significand != 0, significand: significand, scale: 4)
        return formatter.currency(value, code: code, locale: locale)
    }

    public func relativeDate(secondsFromNow: Double) -> String {
        let offset = secondsFromNow.isFinite ? Int64(max(-1e15, min(1e15, secondsFromNow))) : 0
        return formatter.relativeDate(Instant(seconds: now.seconds &+ offset), now: now, locale: dateLocale)
    }
}
