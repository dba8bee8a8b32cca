/// A regular expression matched in time linear in the input: the `(re)` lines of transcripts.
///
/// `try LinearRegex(#"\d+ hr\. ago"#).matches("3 hr. ago")` is true. The pattern must match the
/// whole text, as if written between `^` and `$`.
///
/// The dialect: literal characters; `.` (any character); classes `[a-z_]` and `[^0-9]` with
/// ranges; `\d` (decimal digit), `\w` (letter, digit or `_`), `\s` (white space) and their
/// negations `\D \W \S`, also inside classes; `\t`, `\n` and a backslash before any punctuation
/// for the character itself (`\.`, `\\`, `\(`, `\{`); groups `( )` and `(?: )`, which capture
/// nothing; alternation `|`; the repeats `*`, `+`, `?`, `{m}`, `{m,}` and `{m,n}` with counts up
/// to 1000; the anchors `^` and `$`. There are no backreferences, lookaround or lazy repeats, so
/// nothing ever backtracks. Characters are compared as whole grapheme clusters, as Swift's `Regex`.
///
/// NB: the pattern compiles to a small program run as a Pike VM (Thompson's construction): every
/// position of the input is visited once with at most one thread per instruction, so matching
/// costs at most about (program size × input length) steps, and ``steps(matching:)`` counts them.
public struct LinearRegex: Sendable {
    /// The largest count in `{m,n}`.
    public static let maxCount = 1000
    /// The most instructions a pattern may compile to, counted after `{m,n}` is expanded.
    public static let maxProgramSize = 20_000
    /// How deeply groups may nest.
    public static let maxNesting = 100

    /// Why a pattern was refused, and where: `column` is 1-based, in characters of the pattern.
    public struct SyntaxError: Error, Equatable, Sendable {
        public var column: Int
        public var message: String
    }

    let program: [Instruction]

    /// Compiles `pattern`, or throws a ``SyntaxError`` naming the column and what was expected.
    public init(_ pattern: String) throws(SyntaxError) {
        var parser = LinearRegexParser(Array(pattern))
        let tree = try parser.parse()
        var compiler = LinearRegexCompiler()
        try compiler.emit(tree)
        compiler.append(.match)
        program = compiler.program
    }

    /// Whether `text` matches the whole pattern.
    public func matches(_ text: String) -> Bool { run(Array(text)).matched }

    /// The steps matching `text` takes: one per thread added and per character tested.
    public func steps(matching text: String) -> Int { run(Array(text)).steps }

    /// The number of instructions the pattern compiled to.
    public var programSize: Int { program.count }

    func run(_ input: [Character]) -> (matched: Bool, steps: Int) {
        var current = ThreadList(capacity: program.count)
        var next = ThreadList(capacity: program.count)
        var stack: [Int] = []
        var steps = 0
        addThread(0, at: 0, length: input.count, to: &current, stack: &stack, steps: &steps)
        for (position, character) in input.enumerated() {
            if current.isEmpty { break }
            next.clear()
            for pc in current.members {
                steps += 1
                if case .character(let test) = program[pc], test.matches(character) {
                    addThread(pc + 1, at: position + 1, length: input.count, to: &next, stack: &stack, steps: &steps)
                }
            }
            swap(&current, &next)
        }
        // NB: when the loop stopped early no thread is left, so any thread here read all the input.
        for pc in current.members {
            if case .match = program[pc] { return (true, steps) }
        }
        return (false, steps)
    }

    /// Adds `start` and every instruction reachable from it without reading a character.
    private func addThread(
        _ start: Int, at position: Int, length: Int, to list: inout ThreadList, stack: inout [Int], steps: inout Int
    ) {
        stack.append(start)
        while let pc = stack.popLast() {
            guard list.insert(pc) else { continue }
            steps += 1
            switch program[pc] {
            case .jump(let target): stack.append(target)
            case .split(let first, let second):
                stack.append(second)
                stack.append(first)
            case .lineStart: if position == 0 { stack.append(pc + 1) }
            case .lineEnd: if position == length { stack.append(pc + 1) }
            case .character, .match: break
            }
        }
    }
}

/// One instruction of a compiled ``LinearRegex``.
enum Instruction: Sendable, Equatable {
    /// Reads one character that passes the test.
    case character(CharacterTest)
    /// Goes on at both targets; the first is preferred (irrelevant for a yes/no match).
    case split(Int, Int)
    case jump(Int)
    case lineStart
    case lineEnd
    case match
}

/// The set of instructions alive at one position, in insertion order, with O(1) membership.
struct ThreadList {
    private(set) var members: [Int] = []
    private var seen: [Bool]

    init(capacity: Int) {
        seen = Array(repeating: false, count: capacity)
        members.reserveCapacity(capacity)
    }

    var isEmpty: Bool { members.isEmpty }

    /// Adds `pc`; false when it was already there.
    mutating func insert(_ pc: Int) -> Bool {
        if seen[pc] { return false }
        seen[pc] = true
        members.append(pc)
        return true
    }

    mutating func clear() {
        for pc in members { seen[pc] = false }
        members.removeAll(keepingCapacity: true)
    }
}
