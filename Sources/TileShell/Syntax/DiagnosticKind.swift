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
    /// A word that is not a value of the type it must be: `'x' is not a valid Int; expected …`.
    case notValid(String, type: String, expected: String)
    /// A limit crossed (README "Limits").
    case limit(Limit)
    /// A command's interactive form (`edit`) on a line no person typed at the prompt.
    case onlyAtPrompt(command: String)
    /// Every other message, as written.
    case message(String)

    /// The limits input can cross, each with what it needs to say so.
    public enum Limit: Hashable, Sendable {
        /// `severalLines`: an entry that went on over several lines.
        case lineBytes(count: Int, limit: Int, severalLines: Bool)
        case tiles(count: Int, limit: Int)
        case shownBindings(count: Int, limit: Int)
        case enumCases(enumName: String, count: Int, limit: Int)
        case sessionBindings(limit: Int)
        case sessionEnums(limit: Int)
        case pickerLabelBytes(cases: Int, bytes: Int, limit: Int)
        case decimalDigits(String, limit: Int)
        case watches(limit: Int)
    }

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
        case .notValid(let word, let type, let expected):
            return "'\(word)' is not a valid \(type); expected \(expected)"
        case .limit(let limit):
            return limit.message
        case .onlyAtPrompt(let command):
            return "'\(command)' runs only from a line typed at the prompt of an interactive session"
        case .message(let text):
            return text
        }
    }

    /// "; did you mean 'x'?" when something is near, else `otherwise`.
    static func suggestion(_ nearest: String?, otherwise: String = "") -> String {
        nearest.map { "; did you mean '\($0)'?" } ?? otherwise
    }

    /// "a, b or c": the one way messages list choices (diagnostics and command-line errors).
    public static func alternatives(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }
}

extension DiagnosticKind.Limit {
    var message: String {
        switch self {
        case .lineBytes(let count, let limit, let severalLines):
            "\(severalLines ? "entry" : "line") is \(count) bytes long; the limit is \(limit) bytes"
        case .tiles(let count, let limit): "too many tiles: \(count); one command draws at most \(limit)"
        case .shownBindings(let count, let limit): "too many bindings: \(count); one 'show' shows at most \(limit)"
        case .enumCases(let name, let count, let limit): "enum '\(name)' has \(count) cases; the limit is \(limit)"
        case .sessionBindings(let limit): "a session holds at most \(limit) bindings"
        case .sessionEnums(let limit): "a session holds at most \(limit) enums"
        case .pickerLabelBytes(let cases, let bytes, let limit):
            "the labels of \(cases) cases would take \(bytes) bytes; "
                + "a picker's labels take at most \(limit) bytes in all (the limit)"
        case .decimalDigits(let word, let limit):
            "'\(word)' has more than \(limit) significant digits; a Decimal holds at most \(limit)"
        case .watches(let limit): "a session keeps at most \(limit) watches; 'unwatch' removes one"
        }
    }
}
