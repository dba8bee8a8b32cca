import Testing
import TileRender

/// One row of the detection table: what the user chose, the environment, and the depth expected.
struct DetectRow: Sendable, CustomTestStringConvertible {
    let choice: ColorChoice
    let environment: [String: String]
    let isTerminal: Bool
    let expected: ColorDepth

    init(_ choice: ColorChoice, _ environment: [String: String], tty isTerminal: Bool, _ expected: ColorDepth) {
        self.choice = choice
        self.environment = environment
        self.isTerminal = isTerminal
        self.expected = expected
    }

    var testDescription: String { "\(choice) \(environment) tty=\(isTerminal) -> \(expected)" }
}

@Suite struct ColorDepthDetectTests {
    static let rows: [DetectRow] = [
        DetectRow(.never, ["TERM": "xterm-256color", "COLORTERM": "truecolor"], tty: true, .none),
        DetectRow(.never, ["FORCE_COLOR": "1"], tty: true, .none),
        DetectRow(.always, [:], tty: false, .ansi16),
        DetectRow(.always, ["TERM": "dumb"], tty: false, .ansi16),
        DetectRow(.always, ["NO_COLOR": "1", "TERM": "xterm-256color"], tty: false, .ansi256),
        DetectRow(.always, ["COLORTERM": "truecolor"], tty: false, .truecolor),
        DetectRow(.auto, ["NO_COLOR": "1", "COLORTERM": "truecolor"], tty: true, .none),
        DetectRow(.auto, ["NO_COLOR": "", "TERM": "xterm"], tty: true, .ansi16),
        DetectRow(.auto, ["NO_COLOR": "1", "FORCE_COLOR": "1", "CLICOLOR_FORCE": "1"], tty: true, .none),
        DetectRow(.auto, ["TERM": "xterm-256color"], tty: false, .none),
        DetectRow(.auto, ["CLICOLOR_FORCE": "1", "TERM": "xterm-256color"], tty: false, .ansi256),
        DetectRow(.auto, ["CLICOLOR_FORCE": "0", "TERM": "xterm-256color"], tty: false, .none),
        DetectRow(.auto, ["CLICOLOR_FORCE": "", "TERM": "xterm"], tty: false, .none),
        DetectRow(.auto, ["FORCE_COLOR": "true"], tty: false, .ansi16),
        DetectRow(.auto, ["FORCE_COLOR": "3", "COLORTERM": "24bit"], tty: false, .truecolor),
        DetectRow(.auto, ["FORCE_COLOR": "0"], tty: false, .none),
        DetectRow(.auto, ["FORCE_COLOR": "false"], tty: false, .none),
        DetectRow(.auto, ["FORCE_COLOR": "FALSE"], tty: false, .none),
        DetectRow(.auto, ["FORCE_COLOR": ""], tty: false, .none),
        DetectRow(.auto, ["TERM": "dumb"], tty: true, .none),
        DetectRow(.auto, ["TERM": "dumb", "FORCE_COLOR": "1"], tty: true, .ansi16),
        DetectRow(.auto, ["TERM": "xterm-256color"], tty: true, .ansi256),
        DetectRow(.auto, ["TERM": "xterm-direct"], tty: true, .truecolor),
        DetectRow(.auto, ["TERM": "xterm", "COLORTERM": "24bit"], tty: true, .truecolor),
        DetectRow(.auto, ["TERM": "xterm-256color", "COLORTERM": "TrueColor"], tty: true, .truecolor),
        DetectRow(.auto, ["TERM": "xterm-256color", "COLORTERM": "yes"], tty: true, .ansi256),
        DetectRow(.auto, ["TERM": "screen"], tty: true, .ansi16),
        DetectRow(.auto, [:], tty: true, .ansi16),
    ]

    @Test(arguments: rows)
    func detect(row: DetectRow) {
        let depth = ColorDepth.detect(choice: row.choice, environment: row.environment, isTerminal: row.isTerminal)
        #expect(depth == row.expected)
    }

    @Test func choicesParseFromTheirNames() {
        #expect(ColorChoice.allCases.map(\.rawValue) == ["auto", "always", "never"])
        #expect(ColorChoice(rawValue: "sometimes") == nil)
    }
}
