/// What went wrong, as data: each case carries what its message needs, and `message` is the one
/// place that writes the words, "did you mean" included.
///
/// Example: `.notACase("hours", enumName: "TimeUnit", cases: ["second", "minute", "hour"], nearest: "hour")`
/// reads "'hours' is not a case of TimeUnit (second, minute, hour); did you mean 'hour'?".
public enum DiagnosticKind: Hashable, Sendable {
    /// The parser wanted `what` (and found `found`, unless the command ended).
    case expected(String, found: String?)
    /// A token after a complete command.
    case unexpectedAfterCommand(found: String, usage: String)
    /// A name that is not known: `unknown binding 'prcie'; did you mean 'price'?`.
    /// `choices` lists what is known, in parentheses; `otherwise` is said when nothing is near.
    case unknown(String, name: String, choices: String?, nearest: String?, otherwise: String)
    /// A keyword option a command does not have.
    case unknownOption(command: String, name: String, options: [String], nearest: String?)
    /// `help` for something that is not a command.
    case noHelp(String, nearest: String?)
    /// A word that is not a case of an enum.
    case notACase(String, enumName: String, cases: String, nearest: String?)
    /// A word that is not a case of any tile kind.
    case notATileCase(String, kinds: String, nearest: String?)
    /// Every other message, as written.
    case message(String)

    /// The message text.
    public var message: String {
        switch self {
        case .expected(let what, let found):
            return "expected \(what)" + (found.map { ", found '\($0)'" } ?? "")
        case .unexpectedAfterCommand(let found, let usage):
            return "unexpected '\(found)' after the command; usage: \(usage)"
        case .unknown(let what, let name, let choices, let nearest, let otherwise):
            return "unknown \(what) '\(name)'" + (choices.map { " (expected \($0))" } ?? "")
                + Self.suggestion(nearest, otherwise: otherwise)
        case .unknownOption(let command, let name, let options, let nearest):
            return "unknown \(command) option '\(name)'; expected \(Self.alternatives(options))"
                + Self.suggestion(nearest)
        case .noHelp(let topic, let nearest):
            return "no help for '\(topic)'" + Self.suggestion(nearest, otherwise: "; type 'help' to list the commands")
        case .notACase(let word, let enumName, let cases, let nearest):
            return "'\(word)' is not a case of \(enumName) (\(cases))" + Self.suggestion(nearest)
        case .notATileCase(let word, let kinds, let nearest):
            return "'\(word)' is not a tile kind case (\(kinds))" + Self.suggestion(nearest)
        case .message(let text):
            return text
        }
    }

    /// "; did you mean 'x'?" when something is near, else `otherwise`.
    static func suggestion(_ nearest: String?, otherwise: String = "") -> String {
        nearest.map { "; did you mean '\($0)'?" } ?? otherwise
    }

    /// "a, b or c".
    static func alternatives(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }
}
