/// A parsed ``LinearRegex`` pattern, before compiling.
indirect enum RegexNode: Equatable {
    case empty
    case character(CharacterTest)
    case lineStart
    case lineEnd
    case sequence([RegexNode])
    case choice([RegexNode])
    /// `node` at least `min` times and at most `max` (nil: no limit).
    case repeated(RegexNode, min: Int, max: Int?)
}

/// What one position of a pattern accepts.
enum CharacterTest: Equatable, Sendable {
    case any
    case literal(Character)
    case digit(negated: Bool)
    case word(negated: Bool)
    case space(negated: Bool)
    case set([ClassItem], negated: Bool)

    func matches(_ c: Character) -> Bool {
        switch self {
        case .any: return true
        case .literal(let l): return c == l
        case .digit(let negated): return Self.isDigit(c) != negated
        case .word(let negated): return (c == "_" || c.isLetter || Self.isDigit(c)) != negated
        case .space(let negated): return c.isWhitespace != negated
        case .set(let items, let negated): return items.contains { $0.matches(c) } != negated
        }
    }

    /// A decimal digit in any script (Unicode category Nd), as `\d` of Swift's `Regex`.
    static func isDigit(_ c: Character) -> Bool {
        c.unicodeScalars.count == 1 && c.unicodeScalars.first?.properties.numericType == .decimal
    }
}

/// One member of a `[...]` class.
enum ClassItem: Equatable, Sendable {
    case test(CharacterTest)
    case range(Character, Character)

    func matches(_ c: Character) -> Bool {
        switch self {
        case .test(let t): t.matches(c)
        case .range(let low, let high): low <= c && c <= high
        }
    }
}

/// Recursive descent over the pattern's characters; nesting is limited, so the depth is bounded.
struct LinearRegexParser {
    private let chars: [Character]
    private var index = 0
    private var depth = 0

    init(_ chars: [Character]) { self.chars = chars }

    mutating func parse() throws(LinearRegex.SyntaxError) -> RegexNode {
        let node = try parseChoice()
        if index < chars.count {
            // Only an unmatched `)` stops a choice early.
            throw fail("unmatched ')'")
        }
        return node
    }

    private func fail(_ message: String, at position: Int? = nil) -> LinearRegex.SyntaxError {
        LinearRegex.SyntaxError(column: (position ?? index) + 1, message: message)
    }

    private var peek: Character? { index < chars.count ? chars[index] : nil }

    private mutating func parseChoice() throws(LinearRegex.SyntaxError) -> RegexNode {
        var options = [try parseSequence()]
        while peek == "|" {
            index += 1
            options.append(try parseSequence())
        }
        return options.count == 1 ? options[0] : .choice(options)
    }

    private mutating func parseSequence() throws(LinearRegex.SyntaxError) -> RegexNode {
        var items: [RegexNode] = []
        while let c = peek, c != "|", c != ")" {
            let start = index
            var atom = try parseAtom()
            while let (low, high) = try parseRepeat() {
                switch atom {
                case .lineStart, .lineEnd, .empty: throw fail("nothing to repeat before this", at: start)
                default: atom = .repeated(atom, min: low, max: high)
                }
            }
            items.append(atom)
        }
        return items.count == 1 ? items[0] : items.isEmpty ? .empty : .sequence(items)
    }

    private mutating func parseAtom() throws(LinearRegex.SyntaxError) -> RegexNode {
        let start = index
        guard let c = peek else { throw fail("expected a character") }
        index += 1
        switch c {
        case ".": return .character(.any)
        case "^": return .lineStart
        case "$": return .lineEnd
        case "[": return .character(try parseClass(openedAt: start))
        case "\\": return .character(try parseEscape())
        case "*", "+", "?", "{": throw fail("nothing to repeat before '\(c)'", at: start)
        case "(":
            if peek == "?" {
                guard index + 1 < chars.count, chars[index + 1] == ":" else {
                    throw fail("lookaround and group options are not supported; only (?: ) is", at: start)
                }
                index += 2
            }
            depth += 1
            guard depth <= LinearRegex.maxNesting else {
                throw fail("groups nest deeper than \(LinearRegex.maxNesting)", at: start)
            }
            let inner = try parseChoice()
            guard peek == ")" else { throw fail("expected ')' to close the '(' at column \(start + 1)") }
            index += 1
            depth -= 1
            return inner
        default: return .character(.literal(c))
        }
    }

    /// A repeat after an atom, if any: `*`, `+`, `?`, `{m}`, `{m,}` or `{m,n}`.
    private mutating func parseRepeat() throws(LinearRegex.SyntaxError) -> (Int, Int?)? {
        guard let c = peek else { return nil }
        switch c {
        case "*":
            index += 1
            return (0, nil)
        case "+":
            index += 1
            return (1, nil)
        case "?":
            index += 1
            return (0, 1)
        case "{":
            let start = index
            index += 1
            let low = try parseCount()
            var high: Int? = low
            if peek == "," {
                index += 1
                high = peek == "}" ? nil : try parseCount()
            }
            guard peek == "}" else { throw fail("expected '}' to close the count at column \(start + 1)") }
            index += 1
            if let high, high < low { throw fail("the count's maximum is below its minimum", at: start) }
            return (low, high)
        default: return nil
        }
    }

    private mutating func parseCount() throws(LinearRegex.SyntaxError) -> Int {
        let start = index
        var value = 0
        while let c = peek, let digit = c.wholeNumberValue, c.isASCII {
            value = value * 10 + digit
            index += 1
            guard value <= LinearRegex.maxCount else {
                throw fail("count above \(LinearRegex.maxCount)", at: start)
            }
        }
        guard index > start else { throw fail("expected a count (a whole number)") }
        return value
    }

    /// After a backslash: a class shorthand or a character taken literally.
    private mutating func parseEscape() throws(LinearRegex.SyntaxError) -> CharacterTest {
        guard let c = peek else { throw fail("expected a character after '\\'") }
        index += 1
        switch c {
        case "d": return .digit(negated: false)
        case "D": return .digit(negated: true)
        case "w": return .word(negated: false)
        case "W": return .word(negated: true)
        case "s": return .space(negated: false)
        case "S": return .space(negated: true)
        case "t": return .literal("\t")
        case "n": return .literal("\n")
        default:
            guard !(c.isLetter || c.isNumber) else {
                throw fail(
                    "unsupported escape '\\\(c)'; backreferences and other escapes are not supported", at: index - 2)
            }
            return .literal(c)
        }
    }

    /// `[...]` after its `[`: members, ranges, shorthands; `]` first or escaped is literal.
    private mutating func parseClass(openedAt start: Int) throws(LinearRegex.SyntaxError) -> CharacterTest {
        var negated = false
        if peek == "^" {
            negated = true
            index += 1
        }
        var items: [ClassItem] = []
        var first = true
        while true {
            guard let c = peek else { throw fail("expected ']' to close the '[' at column \(start + 1)") }
            if c == "]" && !first { break }
            first = false
            let itemStart = index
            let low = try parseClassMember()
            if peek == "-", index + 1 < chars.count, chars[index + 1] != "]" {
                index += 1
                let high = try parseClassMember()
                guard case .literal(let l) = low, case .literal(let h) = high else {
                    throw fail("a range needs a character at each end", at: itemStart)
                }
                guard l <= h else { throw fail("range '\(l)-\(h)' is backwards", at: itemStart) }
                items.append(.range(l, h))
            } else {
                items.append(.test(low))
            }
        }
        index += 1
        return .set(items, negated: negated)
    }

    private mutating func parseClassMember() throws(LinearRegex.SyntaxError) -> CharacterTest {
        guard let c = peek else { throw fail("expected ']'") }
        index += 1
        return c == "\\" ? try parseEscape() : .literal(c)
    }
}

/// Thompson's construction, with `{m,n}` expanded and the program's size kept within budget.
struct LinearRegexCompiler {
    private(set) var program: [Instruction] = []

    mutating func append(_ instruction: Instruction) { program.append(instruction) }

    /// The instructions `node` compiles to, counted without building them.
    static func size(_ node: RegexNode) -> Int {
        switch node {
        case .empty: return 0
        case .character, .lineStart, .lineEnd: return 1
        case .sequence(let items): return items.reduce(0) { $0.addingClamped(size($1)) }
        case .choice(let options): return options.reduce(2 * (options.count - 1)) { $0.addingClamped(size($1)) }
        case .repeated(let inner, let low, let high):
            let one = size(inner) + 2
            return one.multipliedClamped(by: max(low, high ?? (low + 1)))
        }
    }

    mutating func emit(_ node: RegexNode) throws(LinearRegex.SyntaxError) {
        guard program.count.addingClamped(Self.size(node)) <= LinearRegex.maxProgramSize else {
            throw LinearRegex.SyntaxError(
                column: 1,
                message: "pattern too large once its counts are expanded (limit \(LinearRegex.maxProgramSize))")
        }
        switch node {
        case .empty: break
        case .character(let test): append(.character(test))
        case .lineStart: append(.lineStart)
        case .lineEnd: append(.lineEnd)
        case .sequence(let items):
            for item in items { try emit(item) }
        case .choice(let options):
            // split L1, next; L1: option; jump end; next: split ... ; last option; end:
            var jumps: [Int] = []
            for (i, option) in options.enumerated() {
                if i < options.count - 1 {
                    let split = program.count
                    append(.split(split + 1, -1))
                    try emit(option)
                    jumps.append(program.count)
                    append(.jump(-1))
                    program[split] = .split(split + 1, program.count)
                } else {
                    try emit(option)
                }
            }
            for j in jumps { program[j] = .jump(program.count) }
        case .repeated(let inner, let low, let high):
            for _ in 0..<low { try emit(inner) }
            if let high {
                // Each optional copy may be skipped to the end: split body, end.
                var splits: [Int] = []
                for _ in low..<high {
                    splits.append(program.count)
                    append(.split(program.count + 1, -1))
                    try emit(inner)
                }
                for s in splits { program[s] = .split(s + 1, program.count) }
            } else {
                // loop: split body, end; body; jump loop
                let loop = program.count
                append(.split(loop + 1, -1))
                try emit(inner)
                append(.jump(loop))
                program[loop] = .split(loop + 1, program.count)
            }
        }
    }
}

extension Int {
    fileprivate func addingClamped(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }

    fileprivate func multipliedClamped(by other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? .max : product
    }
}
