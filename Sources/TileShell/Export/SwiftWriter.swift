/// Lines of Swift source at an indentation level: two spaces a level, swift-format's default.
struct SwiftWriter {
    private(set) var text = ""
    private var level = 0

    /// One line at the current level (broken if too long); an empty string writes a blank line.
    mutating func line(_ code: String) { lines([code]) }

    private mutating func emit(_ code: String) {
        if !code.isEmpty { text += String(repeating: "  ", count: level) + code }
        text += "\n"
    }

    /// Lines written exactly as they are (a learner's own source), at no level.
    mutating func verbatim(_ code: String) {
        text += code
        if !code.hasSuffix("\n") { text += "\n" }
    }

    /// Lines already laid out relative to the current level; one too long is broken as
    /// swift-format breaks it, and the modifiers under a call it broke move up to the call's level.
    mutating func lines(_ code: [String]) {
        var dedent = -1
        for (i, l) in code.enumerated() {
            let depth = l.prefix { $0 == " " }.count
            if dedent >= 0 {
                if depth == dedent + 2 && l.dropFirst(depth).hasPrefix(".") {
                    emit(String(repeating: " ", count: dedent) + l.dropFirst(depth))
                    continue
                }
                dedent = -1
            }
            let next = i + 1 < code.count ? code[i + 1] : ""
            let chained = next.prefix { $0 == " " }.count == depth + 2 && next.dropFirst(depth + 2).hasPrefix(".")
            let broken = SwiftReflow.lines(String(l.dropFirst(depth)), indent: level * 2 + depth, chained: chained)
            for b in broken { emit(String(repeating: " ", count: depth) + b) }
            if broken.count > 1 && chained && !l.hasSuffix("{") { dedent = depth }
        }
    }

    /// `opener`, the body one level in, then `}`.
    mutating func block(_ opener: String, closer: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(opener)
        level += 1
        body(&self)
        level -= 1
        emit(closer)
    }
}
