import Foundation
import LessonInterpreter
import TileRunner
import TileShell

/// A lesson's formatting on the command line: the session's (`LessonShellFormatting`), plus
/// `Text(date, style: .date/.time)` by Foundation's date formatter.
struct LessonFoundationFormatting: LessonFormatting {
    let shell: LessonShellFormatting
    let locale: String

    func currency(_ amount: Double, code: String) -> String { shell.currency(amount, code: code) }

    func relativeDate(secondsFromNow: Double) -> String { shell.relativeDate(secondsFromNow: secondsFromNow) }

    func date(iso8601 text: String) -> Double? { shell.date(iso8601: text) }

    func date(_ secondsSince1970: Double, style: String) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: locale)
        f.timeZone = TimeZone(identifier: "UTC")
        if style.hasPrefix("format:") {
            f.dateFormat = String(style.dropFirst(7))
        } else if style.contains("+") {
            let parts = style.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
            f.dateStyle = Self.style(parts.first ?? "none")
            f.timeStyle = Self.style(parts.last ?? "none")
        } else {
            f.dateStyle = style == "date" ? .long : .none
            f.timeStyle = style == "time" ? .short : .none
        }
        let seconds = secondsSince1970.isFinite ? max(-1e12, min(1e12, secondsSince1970)) : 0
        return f.string(from: Date(timeIntervalSince1970: seconds))
    }

    static func style(_ name: String) -> DateFormatter.Style {
        switch name {
        case "short": .short
        case "medium": .medium
        case "long": .long
        case "full": .full
        default: .none
        }
    }
}
