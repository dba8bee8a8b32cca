import TileRender

/// One completion: the word to put in place of the partial word, and a short description.
public struct Candidate: Hashable, Sendable {
    public var text: String
    public var description: String
    public init(_ text: String, _ description: String = "") {
        self.text = text
        self.description = description
    }
}

/// Candidates and where they apply: the replaced word runs from `start` to the cursor
/// (UTF-8 byte offsets into the line).
public struct Completion: Hashable, Sendable {
    public var start: Int
    public var candidates: [Candidate]

    /// The longest prefix all candidates share (what a first Tab inserts).
    public var commonPrefix: String {
        guard var prefix = candidates.first?.text else { return "" }
        for c in candidates.dropFirst() {
            prefix = String(zip(prefix, c.text).prefix { $0 == $1 }.map(\.0))
            if prefix.isEmpty { break }
        }
        return prefix
    }
}

/// Context-aware tab completion, a pure function of the line, the cursor and the session
/// (prompt_toolkit's completer shape). The libedit callback only adapts it.
public enum Completer {
    /// - Parameters:
    ///   - cursor: UTF-8 byte offset of the cursor in `line`.
    ///   - listFiles: lists paths starting with a prefix, for `source`; injected so this stays pure.
    public static func complete(
        line: String, cursor: Int, session: Session, listFiles: ((String) -> [(String, Bool)])? = nil
    ) -> Completion {
        let bytes = Array(line.utf8.prefix(max(0, cursor)))
        let (words, partial, start, inString) = split(bytes)
        guard !inString else {
            return Completion(start: start, candidates: [])
        }
        let items = candidates(words: words, partial: partial, session: session, listFiles: listFiles)
        // NB: a leading '.' is the case shorthand (`.hour`), except where a path is expected.
        let takesPath = ["source", "save", "load", "record"].contains(words.first ?? "")
        return Completion(start: start, candidates: filter(items, partial: partial, shorthand: !takesPath))
    }

    /// The words of the current command before the cursor, the partial word at the cursor, and
    /// where the partial word starts. Splits on blanks, `;` and the punctuation `:`, `,`, `=`.
    static func split(_ bytes: [UInt8]) -> (words: [String], partial: String, start: Int, inString: Bool) {
        var words: [String] = []
        var current: [UInt8] = []
        var start = 0
        var inString = false
        var i = 0
        func endWord() {
            if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
            current = []
        }
        while i < bytes.count {
            let b = bytes[i]
            if inString {
                if b == UInt8(ascii: "\\") { i += 2; continue }
                if b == UInt8(ascii: "\"") {
                    inString = false
                    words.append("\"\"")
                    current = []
                }
                i += 1
                start = i
                continue
            }
            switch b {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                endWord()
                start = i + 1
            case UInt8(ascii: ";"):
                endWord()
                words = []
                start = i + 1
            case UInt8(ascii: "#"):
                return ([], "", bytes.count, true)
            case UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "="):
                if current.first.map({ $0 >= 0x30 && $0 <= 0x39 }) == true && b == UInt8(ascii: ":") {
                    current.append(b)
                } else {
                    endWord()
                    words.append(String(UnicodeScalar(b)))
                    start = i + 1
                }
            case UInt8(ascii: "\""):
                endWord()
                inString = true
                start = i
            default:
                current.append(b)
            }
            i += 1
        }
        let partial = String(decoding: current, as: UTF8.self)
        return (words, partial, inString ? start : bytes.count - current.count, inString)
    }

    static func filter(_ items: [Candidate], partial: String, shorthand: Bool) -> [Candidate] {
        let dotted = shorthand && partial.hasPrefix(".")
        let needle = dotted ? String(partial.dropFirst()) : partial
        let test = PrefixTest(needle)
        var exact = needle.isEmpty ? items : items.filter { test.matches($0.text) }
        if exact.isEmpty {
            let lower = PrefixTest(needle.lowercased())
            exact = items.filter { lower.matches($0.text.lowercased()) }
        }
        // NB: every list is already free of duplicates (tileCases removes its own), so no Set of
        // 10 000 names is built here.
        return dotted ? exact.map { Candidate("." + $0.text, $0.description) } : exact
    }

    static func candidates(
        words: [String], partial: String, session: Session, listFiles: ((String) -> [(String, Bool)])?
    ) -> [Candidate] {
        guard let command = words.first else {
            return CommandInfo.all.map { Candidate($0.name, $0.summary) }
        }
        let args = Array(words.dropFirst())
        switch command {
        case "tile":
            // Fruit positions alternate with counts: tile <case> <count> <case> <count> ...
            guard args.count % 2 == 0 else { return [] }
            return tileCases(session)
        case "pick":
            if args.isEmpty { return bindings(session, partial: partial, where: isEnum) }
            if args.count == 1 { return cases(ofBinding: args[0], partial: partial, session: session) }
            return []
        case "set":
            if args.isEmpty { return bindings(session, partial: partial) { _ in true } }
            if args.count == 1 { return values(forBinding: args[0], partial: partial, session: session) }
            return []
        case "unset":
            return args.isEmpty ? bindings(session, partial: partial) { $0.type.isOptional } : []
        case "show":
            return bindings(session, partial: partial) { _ in true }
        case "picker":
            if args.isEmpty { return bindings(session, partial: partial, where: isEnum) }
            if args.last == "style" { return BuiltIns.pickerStyle.cases.map { Candidate($0, "picker style") } }
            if args.last == "title" || args.last == "label" { return [] }
            return [
                Candidate("title", "the picker's title"), Candidate("label", "a label per case: \"2 {case}s\""),
                Candidate("style", "segmented, menu or inline"),
            ]
        case "var":
            if let colon = args.firstIndex(of: ":") {
                let after = args[(colon + 1)...]
                if after.isEmpty { return types(session) }
                if let eq = args.firstIndex(of: "="), eq == args.count - 1, let t = args[safe: colon + 1] {
                    return values(forType: t, optional: args.contains("?"), partial: partial, session: session)
                }
                if args.last == "as" { return Presentation.allCases.map { Candidate($0.rawValue, "view") } }
                return []
            }
            return []
        case "tilekind":
            if args.isEmpty { return session.enums.map { Candidate($0.name, "enum, \($0.cases.count) cases") } }
            guard let e = session.enumType(named: args[0][...]) else { return [] }
            // tilekind E : case "Title" colour , case "Title" colour ...
            let afterColon = args.drop { $0 != ":" }.dropFirst()
            let sinceComma = afterColon.reversed().prefix { $0 != "," }.count
            switch sinceComma {
            case 0: return e.cases.map { Candidate($0, "case of \(e.name)") }
            case 2: return NamedColor.allCases.map { Candidate($0.rawValue, "colour") }
            default: return []
            }
        case "help":
            return args.isEmpty ? CommandInfo.all.map { Candidate($0.name, $0.summary) } : []
        case "source", "save", "load", "record":
            guard args.isEmpty, let listFiles else { return [] }
            return listFiles(partial).map { Candidate($0.0, $0.1 ? "directory" : "file") }
        default:
            return []
        }
    }

    static func isEnum(_ b: Binding) -> Bool { if case .enumeration = b.type.base { true } else { false } }

    /// The bindings `keep` accepts, described by type and value.
    /// NB: only those `filter` may keep are described: describing 10 000 bindings to offer three
    /// was most of a completion's time.
    static func bindings(_ session: Session, partial: String, where keep: (Binding) -> Bool) -> [Candidate] {
        preselect(session.bindings, partial: partial) { keep($0) ? $0.name : nil }.enumerated().map { i, b in
            guard i < maxDescribed else { return Candidate(b.name) }
            return Candidate(
                b.name, b.type.description + " = " + ValueText.literal(b.value, type: b.type.base, session: session))
        }
    }

    /// How many candidates of one list get a description. A list longer than this is shown as
    /// names only past that point: nobody reads 10 000 descriptions, and building them was what
    /// kept completion over a millisecond in a 10 000-binding session.
    public static let maxDescribed = 256

    /// The items whose names `filter` may keep for `partial`: those it prefixes, or when none is,
    /// those it prefixes ignoring case; an item without a name is left out. (`filter` still has
    /// the last word: it applies the same rule to everything offered together.)
    static func preselect<T>(_ items: [T], partial: String, name: (T) -> String?) -> [T] {
        let needle = partial.hasPrefix(".") ? String(partial.dropFirst()) : partial
        let test = PrefixTest(needle)
        let exact = items.filter { name($0).map(test.matches) ?? false }
        if !exact.isEmpty || needle.isEmpty { return exact }
        let lower = PrefixTest(needle.lowercased())
        return items.filter { name($0).map { lower.matches($0.lowercased()) } ?? false }
    }

    static func types(_ session: Session) -> [Candidate] {
        ValueType.scalarNames.map { Candidate($0.0, "type") } + session.enums.map { Candidate($0.name, "enum") }
    }

    /// The cases of every tile kind; a case name two kinds share is offered once.
    static func tileCases(_ session: Session) -> [Candidate] {
        var seen: Set<String> = []
        return session.tileKinds.flatMap { k in
            k.cases.enumerated().compactMap { i, c in
                guard seen.insert(c).inserted else { return nil }
                let face = k.faces.flatMap { $0.indices.contains(i) ? $0[i] : nil }
                return Candidate(c, face.map { "\($0.title), \($0.color.rawValue)" } ?? k.name)
            }
        }
    }

    static func cases(ofBinding name: String, partial: String, session: Session) -> [Candidate] {
        guard let b = session.binding(named: name[...]), case .enumeration(let t) = b.type.base,
            let e = session.enumType(named: t[...])
        else { return [] }
        return cases(of: e, partial: partial)
    }

    /// The cases `filter` may keep for `partial` (see `bindings`).
    static func cases(of e: EnumType, partial: String) -> [Candidate] {
        preselect(Array(e.cases.indices), partial: partial) { e.cases[$0] }.enumerated().map { n, i in
            if n >= maxDescribed { return Candidate(e.cases[i]) }
            if let faces = e.faces, faces.indices.contains(i) {
                return Candidate(e.cases[i], "\(faces[i].title), \(faces[i].color.rawValue)")
            }
            return Candidate(e.cases[i], e.name)
        }
    }

    static func values(forBinding name: String, partial: String, session: Session) -> [Candidate] {
        guard let b = session.binding(named: name[...]) else { return [] }
        return values(forType: b.type.base.description, optional: b.type.isOptional, partial: partial, session: session)
    }

    static func values(forType name: String, optional: Bool, partial: String, session: Session) -> [Candidate] {
        var out: [Candidate] = []
        if let e = session.enumType(named: name[...]) { out = cases(of: e, partial: partial) }
        if name == "Date" { out.append(Candidate("now", "the session's now")) }
        if optional { out.append(Candidate("nil", "no value")) }
        return out
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

/// Tests texts for one prefix as `String.hasPrefix` does, comparing bytes where that gives the
/// same answer: both ASCII without a CR, so that each character is one byte.
/// NB: `hasPrefix` compares characters under canonical equivalence; over 10 000 names that was
/// most of a completion's time.
struct PrefixTest {
    let prefix: String
    /// The prefix's bytes when they can be compared as bytes.
    let bytes: [UInt8]?

    init(_ prefix: String) {
        self.prefix = prefix
        let utf8 = Array(prefix.utf8)
        bytes = utf8.allSatisfy(Self.isPlainASCII) ? utf8 : nil
    }

    func matches(_ text: String) -> Bool {
        guard let bytes else { return text.hasPrefix(prefix) }
        if bytes.isEmpty { return true }
        let answer = text.utf8.withContiguousStorageIfAvailable { t -> Bool? in
            guard t.allSatisfy(Self.isPlainASCII) else { return nil }
            return t.count >= bytes.count && t.prefix(bytes.count).elementsEqual(bytes)
        }
        return (answer ?? nil) ?? text.hasPrefix(prefix)
    }

    private static func isPlainASCII(_ byte: UInt8) -> Bool { byte < 0x80 && byte != 0x0D }
}
