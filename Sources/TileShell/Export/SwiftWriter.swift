/// Lines of Swift source at an indentation level: two spaces a level, swift-format's default.
struct SwiftWriter {
    private(set) var text = ""
    private var level = 0

    /// One line at the current level; an empty string writes a blank line.
    mutating func line(_ code: String) {
        if !code.isEmpty { text += String(repeating: "  ", count: level) + code }
        text += "\n"
    }

    /// Lines already laid out relative to the current level.
    mutating func lines(_ code: [String]) {
        for l in code { line(l) }
    }

    /// `opener`, the body one level in, then `}`.
    mutating func block(_ opener: String, closer: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(opener)
        level += 1
        body(&self)
        level -= 1
        line(closer)
    }
}
