/// Gathers physical lines into entries. A line goes on with the next when it ends with a `\`
/// outside a string and a comment, or where its command's grammar leaves a list wanting more
/// (after `tilekind Berry:` or a `,` between cases), so that
///
/// ```
/// tilekind Berry:
///   straw "Strawberries" pink,
///   blue "Blueberries" indigo
/// ```
///
/// is one entry. The entry's text keeps its line breaks and the number of its first line, so a
/// diagnostic points at the physical line and column of its token. An open string ends the
/// entry (the lexer reports it): running on would swallow the rest of a script.
///
/// Example: `if let entry = assembler.add(text, lineNumber: n) { run(entry) }`
public struct EntryAssembler: Sendable {
    public let source: String
    let table: CommandTable
    /// The unfinished entry's text, its lines joined by line breaks.
    private var pending = ""
    /// The number of the unfinished entry's first line.
    private var firstLine = 0
    /// How many lines the unfinished entry has.
    private var lineCount = 0
    /// The tokens of the unfinished entry's last command, offsets in `pending`.
    private var tail: [Token] = []
    /// Where the last command's list stood when the previous line ended.
    private var resume: GrammarWalker.ListResume?
    /// The entry is Swift (a declaration, or `show` of a Swift call), which goes on while a
    /// bracket is open.
    private var swift = false
    /// How far the Swift entry has come (read a line at a time).
    private var swiftProgress = SwiftEntry.Progress()

    public init(source: String, table: CommandTable = .standard) {
        self.source = source
        self.table = table
    }

    /// Whether lines are waiting for the rest of their entry.
    public var isPending: Bool { lineCount > 0 }

    /// The unfinished entry's lines so far, each ended by a line break ("" when none).
    public var pendingText: String { isPending ? pending + "\n" : "" }

    /// Adds the physical line `text`; returns the entry when this line finishes it. With
    /// `breakAfter`, the entry goes on whatever the line holds (a break typed by hand).
    public mutating func add(_ text: String, lineNumber: Int, breakAfter: Bool = false) -> SourceLine? {
        // NB: comments alone wait for the declaration they describe; a line that begins none (a
        // modifier for the view shown last, a command) ends the wait, and the comments, which
        // declare nothing, are dropped: joined to them, `.border(Color.red)` was read as Swift.
        if isPending, swift, swiftProgress.onlyComments, !Self.isBlank(text), !SwiftEntry.startsDeclaration(text) {
            reset()
        }
        if !isPending && !breakAfter && !Self.mayContinue(text) {
            return SourceLine(source: source, lineNumber: lineNumber, text: text)
        }
        if !isPending { firstLine = lineNumber }
        let goesOn = absorb(text)
        if pending.utf8.count > Lexer.maxLineBytes { return take() }  // NB: the lexer reports the limit.
        return goesOn || breakAfter ? nil : take()
    }

    /// The unfinished entry at the end of the input, if any (ending in `\`, it is an error).
    public mutating func finish() -> SourceLine? {
        isPending ? take() : nil
    }

    /// Drops the unfinished entry (Ctrl-C).
    public mutating func reset() {
        pending = ""
        firstLine = 0
        lineCount = 0
        tail = []
        resume = nil
        swift = false
        swiftProgress = SwiftEntry.Progress()
    }

    /// An entry's text as a script holds it: a `\` is added after each line that would end the
    /// entry there (a break typed by hand), so the script runs it as one entry again.
    ///
    /// Example: `scriptText("set name\nAda")` is `"set name \\\nAda"`.
    public static func scriptText(_ entry: String, table: CommandTable = .standard) -> String {
        guard entry.utf8.contains(0x0A) else { return entry }
        let lines = SourceLine.lines(of: entry)
        var assembler = EntryAssembler(source: "", table: table)
        var out = ""
        for (i, line) in lines.enumerated() {
            out += line
            guard i < lines.count - 1 else { break }
            if !assembler.absorb(String(line)) { out += " \\" }
            out += "\n"
        }
        return out
    }

    /// Adds a line to `pending`; true when the entry goes on after it.
    private mutating func absorb(_ text: String) -> Bool {
        var offset = 0
        lineCount += 1
        if lineCount == 1 {
            pending = text
        } else {
            pending += "\n"
            offset = pending.utf8.count
            pending += text
        }
        if lineCount == 1 {
            swift = SwiftEntry.isDeclaration(text) || Self.showsSwift(text) || SwiftEntry.startsModifier(text)
        }
        if swift {
            swiftProgress.update(pending)
            return swiftProgress.isOpen
        }
        let lexed = Lexer.lexTail(text, offset: offset)
        if lexed.separated {
            tail = []
            resume = nil
        }
        tail += lexed.tokens
        switch lexed.state {
        case .continuation: return true
        case .openString, .invalid: return false
        case .complete, .comment: break
        }
        guard
            let open = Parser.openList(
                tail[...], of: SourceLine(source: source, lineNumber: firstLine, text: pending), resuming: resume,
                table: table)
        else { return false }
        resume = open
        return true
    }

    private mutating func take() -> SourceLine {
        let entry = SourceLine(source: source, lineNumber: firstLine, text: pending)
        reset()
        return entry
    }

    static func isBlank(_ text: String) -> Bool { text.utf8.allSatisfy { $0 == 0x20 || (0x09...0x0D).contains($0) } }

    /// Whether a line is `show` of Swift (`show VStack {`, also after `explain`, `explain
    /// layout` or `watch`), which goes on while a bracket is open.
    static func showsSwift(_ text: String) -> Bool {
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).prefix(4)[...]
        while let w = words.first, w == "explain" || w == "layout" || w == "watch" { words = words.dropFirst() }
        guard words.first == "show", let argument = words.dropFirst().first, let c = argument.unicodeScalars.first
        else { return false }
        return ("A"..."Z").contains(c) || argument.contains("(")
    }

    /// False for a line that cannot leave its entry unfinished: one whose last character, blanks
    /// aside, is not `\`, `:`, `,`, `{`, `(` or `[`, with no `#` (a comment could hide its real end).
    /// NB: most lines of a script are such; they skip the second lexing and the grammar walk.
    /// The bytes are read in place, not through `contains(where:)` on the UTF-8 view.
    static func mayContinue(_ text: String) -> Bool {
        // NB: Swift goes on while its brackets are open, whatever its line ends with (a comment).
        guard case .command = SwiftEntry.start(of: text) else { return true }
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            // NB: the last character from the end, then one plain search for `#`, rather than
            // testing every byte for both.
            var end = bytes.count
            // The lexer's blanks: space, and tab to carriage return.
            while end > 0, bytes[end - 1] == UInt8(ascii: " ") || (0x09...0x0D).contains(bytes[end - 1]) { end -= 1 }
            if end > 0 {
                let last = bytes[end - 1]
                if last == UInt8(ascii: "\\") || last == UInt8(ascii: ":") || last == UInt8(ascii: ",")
                    || last == UInt8(ascii: "{") || last == UInt8(ascii: "(") || last == UInt8(ascii: "[")
                {
                    return true
                }
            }
            return contains(UInt8(ascii: "#"), in: bytes)
        }
        // NB: a string without contiguous UTF-8 takes the full check.
        return found ?? true
    }

    /// Whether `byte` is in `bytes`, eight bytes at a time. NB: not a byte at a time; the
    /// figures are in BENCHMARKS.md.
    static func contains(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let p = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(p)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let pattern = UInt64(byte) &* ones
        var i = 0
        while i + 8 <= bytes.count {
            // A byte equal to `byte` is a zero byte of `x`, which this detects exactly.
            let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ pattern
            if (x &- ones) & ~x & (ones &* 0x80) != 0 { return true }
            i += 8
        }
        while i < bytes.count {
            if p[i] == byte { return true }
            i += 1
        }
        return false
    }
}
