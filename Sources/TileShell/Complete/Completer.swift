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
        return Completion(start: start, candidates: filter(items, partial: partial))
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

    static func filter(_ items: [Candidate], partial: String) -> [Candidate] {
        let dotted = partial.hasPrefix(".")
        let needle = dotted ? String(partial.dropFirst()) : partial
        var exact = items.filter { $0.text.hasPrefix(needle) }
        if exact.isEmpty {
            let lower = needle.lowercased()
            exact = items.filter { $0.text.lowercased().hasPrefix(lower) }
        }
        var seen: Set<String> = []
        exact = exact.filter { seen.insert($0.text).inserted }
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
            if args.isEmpty { return bindings(session) { if case .enumeration = $0.type.base { true } else { false } } }
            if args.count == 1 { return cases(ofBinding: args[0], session: session) }
            return []
        case "set":
            if args.isEmpty { return bindings(session) { _ in true } }
            if args.count == 1 { return values(forBinding: args[0], session: session) }
            return []
        case "unset":
            return args.isEmpty ? bindings(session) { $0.type.isOptional } : []
        case "show":
            return bindings(session) { _ in true }
        case "picker":
            if args.isEmpty { return bindings(session) { if case .enumeration = $0.type.base { true } else { false } } }
            if args.last == "style" { return BuiltIns.pickerStyle.cases.map { Candidate($0, "picker style") } }
            if args.last == "title" || args.last == "label" { return [] }
            return [Candidate("title", "the picker's title"), Candidate("label", "a label per case: \"2 {case}s\""), Candidate("style", "segmented, menu or inline")]
        case "var":
            if let colon = args.firstIndex(of: ":") {
                let after = args[(colon + 1)...]
                if after.isEmpty { return types(session) }
                if let eq = args.firstIndex(of: "="), eq == args.count - 1, let t = args[safe: colon + 1] {
                    return values(forType: t, optional: args.contains("?"), session: session)
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
        case "source":
            guard args.isEmpty, let listFiles else { return [] }
            return listFiles(partial).map { Candidate($0.0, $0.1 ? "directory" : "file") }
        default:
            return []
        }
    }

    static func bindings(_ session: Session, where keep: (Binding) -> Bool) -> [Candidate] {
        session.bindings.filter(keep).map { b in
            Candidate(b.name, "\(b.type) = \(ValueText.literal(b.value, type: b.type.base, session: session))")
        }
    }

    static func types(_ session: Session) -> [Candidate] {
        ValueType.scalarNames.map { Candidate($0.0, "type") } + session.enums.map { Candidate($0.name, "enum") }
    }

    static func tileCases(_ session: Session) -> [Candidate] {
        session.tileKinds.flatMap { k in
            k.cases.enumerated().map { i, c in
                let face = k.faces.flatMap { $0.indices.contains(i) ? $0[i] : nil }
                return Candidate(c, face.map { "\($0.title), \($0.color.rawValue)" } ?? k.name)
            }
        }
    }

    static func cases(ofBinding name: String, session: Session) -> [Candidate] {
        guard let b = session.binding(named: name[...]), case .enumeration(let t) = b.type.base,
            let e = session.enumType(named: t[...])
        else { return [] }
        return cases(of: e)
    }

    static func cases(of e: EnumType) -> [Candidate] {
        e.cases.enumerated().map { i, c in
            if let faces = e.faces, faces.indices.contains(i) {
                return Candidate(c, "\(faces[i].title), \(faces[i].color.rawValue)")
            }
            return Candidate(c, e.name)
        }
    }

    static func values(forBinding name: String, session: Session) -> [Candidate] {
        guard let b = session.binding(named: name[...]) else { return [] }
        return values(forType: b.type.base.description, optional: b.type.isOptional, session: session)
    }

    static func values(forType name: String, optional: Bool, session: Session) -> [Candidate] {
        var out: [Candidate] = []
        if let e = session.enumType(named: name[...]) { out = cases(of: e) }
        if name == "Date" { out.append(Candidate("now", "the session's now")) }
        if optional { out.append(Candidate("nil", "no value")) }
        return out
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
