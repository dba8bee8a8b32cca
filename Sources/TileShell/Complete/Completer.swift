import LessonInterpreter
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
        guard let first = candidates.first?.text else { return "" }
        return Self.asciiCommonPrefix(first, candidates) ?? Self.characterCommonPrefix(first, candidates)
    }

    /// The common prefix character by character: `Character` equality is canonical equivalence.
    static func characterCommonPrefix(_ first: String, _ candidates: [Candidate]) -> String {
        var prefix = first
        for c in candidates.dropFirst() {
            prefix = String(zip(prefix, c.text).prefix { $0 == $1 }.map(\.0))
            if prefix.isEmpty { break }
        }
        return prefix
    }

    /// The common prefix as bytes when every text is plain ASCII (each character one byte), or nil.
    /// NB: comparing characters made a String per candidate: 10 000 of them for `show `.
    static func asciiCommonPrefix(_ first: String, _ candidates: [Candidate]) -> String? {
        let prefix = Array(first.utf8)
        guard prefix.allSatisfy(PrefixTest.isPlainASCII) else { return nil }
        var length = prefix.count
        for c in candidates.dropFirst() {
            if length == 0 { return "" }
            let shared = c.text.utf8.withContiguousStorageIfAvailable { t -> Int? in
                guard t.allSatisfy(PrefixTest.isPlainASCII) else { return nil }
                var j = 0
                let end = min(length, t.count)
                while j < end && t[j] == prefix[j] { j += 1 }
                return j
            }
            guard let shared, let shared else { return nil }
            length = shared
        }
        return String(decoding: prefix[..<length], as: UTF8.self)
    }
}

/// Context-aware tab completion, a pure function of the line, the cursor and the session
/// (prompt_toolkit's completer shape). The libedit callback only adapts it.
public enum Completer {
    /// - Parameters:
    ///   - cursor: UTF-8 byte offset of the cursor in `line`.
    ///   - commands: the commands and their grammars (the parser's table).
    ///   - presentations: the views `var ... as <view>` offers (the checker's table).
    ///   - listFiles: lists paths starting with a prefix, for `source`; injected so this stays pure.
    public static func complete(
        line: String, cursor: Int, session: Session, commands: CommandTable = .standard,
        presentations: PresentationTable = .standard, listFiles: ((String) -> [(String, Bool)])? = nil
    ) -> Completion {
        let bytes = line.utf8.prefix(max(0, cursor))
        let prefix = String(decoding: bytes, as: UTF8.self)
        // NB: a cursor inside a UTF-8 sequence would shift every offset after it: nothing to offer.
        guard prefix.utf8.count == bytes.count else { return Completion(start: bytes.count, candidates: []) }
        var (tokens, state) = Lexer.lexTail(prefix)
        let typed = SourceLine(source: "", lineNumber: 1, text: prefix)
        // The word at the cursor, if the cursor is right after one, or the string it is in
        // (`tap "To`, which completes to a quoted label).
        var partial = ""
        var start = bytes.count
        switch state {
        case .complete, .continuation:
            if let last = tokens.last, last.kind == .word, last.end == bytes.count {
                partial = typed.text(of: last)
                start = last.start
                tokens.removeLast()
            }
        case .openString(let at):
            partial = String(decoding: bytes.dropFirst(at), as: UTF8.self)
            start = at
        case .comment, .invalid: return Completion(start: bytes.count, candidates: [])
        }
        let expected = expectations(tokens[...], of: typed, commands: commands)
        let sources = expected.flatMap {
            candidates(
                for: $0, partial: partial, session: session, commands: commands, presentations: presentations,
                listFiles: listFiles)
        }
        // NB: a leading '.' is the case shorthand (`.hour`), except where a path is expected.
        let takesPath = expected.contains {
            if case .slot(let slot, _) = $0, case .path = slot.fills { true } else { false }
        }
        var found = filter(sources, partial: partial, shorthand: !takesPath, session: session)
        // NB: a bare word completes to a quoted candidate too, fish-like: `tap To` to `tap "Tokyo"`.
        if found.isEmpty, !partial.isEmpty, !partial.hasPrefix("\"") {
            found = filter(sources, partial: "\"" + partial, shorthand: false, session: session)
        }
        return Completion(start: start, candidates: found)
    }

    /// What the grammar would take after `tokens` (one command's, its name first), with the
    /// arguments matched so far.
    enum Expected {
        case commandName
        /// A command that draws, other than the one asking (after `explain` and `watch`).
        case drawingCommandName(excluding: String)
        case slot(Slot, Arguments)
        case keywords([KeywordOption])
    }

    /// `explain layout`: offered beside the bindings and drawing commands `explain` takes.
    static let explainLayout = KeywordOption(
        keyword: "layout", value: nil, summary: "where a drawing command's views go, and why")

    static func expectations(_ tokens: ArraySlice<Token>, of line: SourceLine, commands: CommandTable) -> [Expected] {
        guard let name = tokens.first else { return [.commandName] }
        guard let spec = commands.named(name, in: line) else { return [] }
        // `explain` takes a binding, or a whole drawing command that completes as itself; `watch`
        // a drawing command.
        let target: Slot? =
            switch spec.grammar.first {
            case .oneOrMore(let slot, _)?, .zeroOrMore(let slot)?, .one(let slot)?, .ifAny(let slot)?: slot
            default: nil
            }
        if let target, target.fills == .explainTarget || target.fills == .drawingCommand {
            let rest = tokens.dropFirst()
            guard let inner = rest.first else {
                guard target.fills == .explainTarget else { return [.drawingCommandName(excluding: spec.name)] }
                let binding = Slot(.binding, fills: .anyBinding, expected: "")
                return [
                    .drawingCommandName(excluding: spec.name),
                    .keywords([Self.explainLayout]),
                    .slot(binding, Arguments(tokens: tokens, line: line, matches: [])),
                ]
            }
            // `explain layout <drawing command>`: the command completes as itself.
            if target.fills == .explainTarget, line.isWord(inner, Self.explainLayout.keyword) {
                let afterLayout = rest.dropFirst()
                guard let next = afterLayout.first else { return [.drawingCommandName(excluding: spec.name)] }
                guard let command = commands.named(next, in: line), command.isDrawingCommand, command.name != spec.name
                else { return [] }
                return expectations(afterLayout, of: line, commands: commands)
            }
            // NB: not the command itself: `explain explain …` would recurse once per word.
            guard let command = commands.named(inner, in: line), command.isDrawingCommand,
                command.name != spec.name
            else { return [] }
            return expectations(rest, of: line, commands: commands)
        }
        var walker = GrammarWalker(tokens: tokens)
        walker.recordsExpectations = true
        do throws(GrammarWalker.Stop) {
            try walker.walk(spec.grammar, in: line)
        } catch {
            guard case .ranOut = error else { return [] }
        }
        guard walker.peek == nil else { return [] }
        let arguments = Arguments(tokens: tokens, line: line, matches: walker.matches)
        return walker.expecting.compactMap {
            switch $0 {
            case .slot(let slot): .slot(slot, arguments)
            case .keywords(let options): .keywords(options)
            case .punctuation: nil
            }
        }
    }

    /// The candidates for one expectation, by what the slot holds.
    static func candidates(
        for expected: Expected, partial: String, session: Session, commands: CommandTable,
        presentations: PresentationTable = .standard, listFiles: ((String) -> [(String, Bool)])?
    ) -> [Source] {
        let slot: Slot
        let args: Arguments
        switch expected {
        case .commandName: return [commandNames(commands)]
        case .drawingCommandName(let asking):
            let drawing = commands.commands.filter { $0.isDrawingCommand && $0.name != asking }
            return [commandNames(CommandTable(drawing))]
        case .keywords(let options): return [.list(options.map { Candidate($0.keyword, $0.summary) })]
        case .slot(let s, let a): (slot, args) = (s, a)
        }
        switch slot.fills {
        case .anyBinding: return [.bindings(.all)]
        case .enumBinding: return [.bindings(.enumerations)]
        case .optionalBinding: return [.bindings(.optionals)]
        case .caseOfBinding:
            guard let b = args.first(.binding) else { return [] }
            return cases(ofBinding: args.line.text(of: b), session: session)
        case .valueOfBinding:
            guard let b = args.first(.binding) else { return [] }
            return values(forBinding: args.line.text(of: b), session: session)
        case .valueOfType:
            guard let t = args.first(.type) else { return [] }
            return values(
                forType: args.line.text(of: t), optional: args.tokens.contains { $0.kind == .question },
                session: session)
        case .newName, .text, .number: return []
        case .explainTarget, .drawingCommand: return []
        case .watchNumber:
            return [
                .list(session.watches.map { Candidate(String($0.number), $0.text) } + [Candidate("all", "every watch")])
            ]
        case .enumName:
            return [.list(session.enums.map { Candidate($0.name, "enum, \($0.cases.count) cases") })]
        case .caseOfNamedEnum:
            guard let n = args.first(.name), let e = session.enumType(named: args.line.name(of: n)) else { return [] }
            return [.named(e.cases, "case of \(e.name)")]
        case .typeName: return types(session)
        case .tileArgument:
            // Cases and counts alternate: tile <case> <count> <case> <count> ...
            return args.count(.tileArgument) % 2 == 0 ? [.list(tileCases(session))] : []
        case .choice(.presentation): return [.named(presentations.names, Choice.presentation.description)]
        case .choice(let choice): return [.named(choice.words, choice.description)]
        case .commandName: return [commandNames(commands)]
        case .swiftView:
            return [.list(swiftViews(session, partial: partial) + builtInViews(session, partial: partial))]
        case .previewName:
            return [.list(session.previewNames.map { Candidate(ValueText.quoted($0), "preview") })]
        case .buttonLabel:
            return [.list(session.buttonLabels.map { Candidate(ValueText.quoted($0), "button") })]
        case .path(let extensions, let words):
            guard args.first(.path) == nil, let listFiles else { return [] }
            // NB: folders, and the files of the extensions the command takes (`open`: .swift).
            let files = listFiles(partial).filter { name, isFolder in
                isFolder || extensions.isEmpty
                    || extensions.contains {
                        name.utf8.count > $0.utf8.count + 1 && name.lowercased().hasSuffix("." + $0)
                    }
            }.map { Candidate($0.0, $0.1 ? "directory" : "file") }
            return [.list(words.map { Candidate($0, "keyword") } + files)]
        }
    }

    /// The views the session's SwiftUI source declares, each with the labels of its first
    /// initializer: `Card(` described "init(count: Int, fruit: Fruit)".
    /// After `Counter(`, the labels of its initializers' first parameters: `Counter(title:`.
    static func swiftViews(_ session: Session, partial: String = "") -> [Candidate] {
        let views = session.swift?.program.views ?? []
        if let open = partial.firstIndex(of: "("), !partial[open...].contains(")") {
            let name = String(partial[..<open])
            guard let v = views.first(where: { $0.name == name }) else { return [] }
            var seen = Set<String>()
            return v.initializers.compactMap { ps in
                guard let p = ps.first, let label = p.label, seen.insert(label).inserted else { return nil }
                return Candidate(name + "(" + label + ":", p.type + (p.hasDefault ? ", has a default" : ""))
            }
        }
        return views.map { v in
            let inits = v.initializers.map { ps in
                "init(" + ps.map { ($0.label ?? "_") + ": " + $0.type }.joined(separator: ", ") + ")"
            }
            return Candidate(v.name + "(", inits.isEmpty ? "view" : inits.joined(separator: " or "))
        }
    }

    /// SwiftUI's views the interpreter builds, but for those the session's source declares again:
    /// `VStack(` described by its initializers, and after `VStack(` the labels its first
    /// argument may have (`VStack(alignment:`, `VStack(spacing:`), from the vocabulary's signatures.
    /// NB: only once a name is begun, so that `show <Tab>` lists the session's views and bindings.
    static func builtInViews(_ session: Session, partial: String) -> [Candidate] {
        guard !partial.isEmpty else { return [] }
        let own = Set((session.swift?.program.views ?? []).map(\.name))
        if let open = partial.firstIndex(of: "("), !partial[open...].contains(")") {
            let name = String(partial[..<open])
            guard !own.contains(name) else { return [] }
            return Vocabulary.standard.firstLabels(ofView: name).map {
                Candidate(name + "(" + $0 + ":", "argument label")
            }
        }
        return Vocabulary.standard.viewInitializers.filter { !own.contains($0.name) }.map {
            Candidate(
                $0.name + "(", $0.initializers.isEmpty ? "SwiftUI view" : $0.initializers.joined(separator: " or "))
        }
    }

    /// Where the candidates of one context come from. Lists are kept as they are in the session
    /// until `filter` knows which names it keeps: only those become `Candidate`s, and only the
    /// first `maxDescribed` of a long list get a description.
    enum Source {
        /// A short list, offered as it is.
        case list([Candidate])
        /// Names sharing one description (`"colour"`, `"case of Big"`).
        case named([String], String)
        /// The session's bindings of a kind, described by type and value.
        case bindings(BindingKind)
        /// An enum's cases, described by their title and colour, or the enum's name.
        case cases(EnumType)
    }

    /// Which bindings a context offers.
    enum BindingKind {
        case all, enumerations, optionals

        func keeps(_ type: BindingType) -> Bool {
            switch self {
            case .all: true
            case .enumerations: if case .enumeration = type.base { true } else { false }
            case .optionals: type.isOptional
            }
        }
    }

    /// How many candidates of one list get a description. A list longer than this is shown as
    /// names only past that point: nobody reads 10 000 descriptions, and building them was what
    /// kept completion over a millisecond in a 10 000-binding session.
    public static let maxDescribed = 256

    /// The candidates whose text `partial` prefixes; when none is, those it prefixes ignoring
    /// case. With `shorthand`, a leading '.' is the case shorthand: it is matched past and put back.
    /// The rule applies to everything offered together, in the sources' order.
    /// NB: each name is tested once, and the result is allocated once, at its size: no
    /// intermediate list of 10 000 bindings or candidates is built.
    static func filter(_ sources: [Source], partial: String, shorthand: Bool, session: Session) -> [Candidate] {
        let dotted = shorthand && partial.hasPrefix(".")
        let needle = dotted ? String(partial.dropFirst()) : partial
        var hits = sources.map { matching($0, PrefixTest(needle), session: session) }
        var count = hits.reduce(0) { $0 + $1.count }
        if count == 0 && !needle.isEmpty {
            let lower = PrefixTest(lowercasing: needle)
            hits = sources.map { matching($0, lower, session: session) }
            count = hits.reduce(0) { $0 + $1.count }
        }
        guard count > 0 else { return [] }
        // NB: `"" + name` is not free: it appends, 10 000 times for `pick b2 `.
        func text(_ name: String) -> String { dotted ? "." + name : name }
        return [Candidate](unsafeUninitializedCapacity: count) { out, made in
            made = 0
            for (source, picked) in zip(sources, hits) {
                let room = min(picked.count, out.count - made)
                switch source {
                case .list(let items):
                    for i in picked.prefix(room) {
                        out.initializeElement(at: made, to: Candidate(text(items[i].text), items[i].description))
                        made += 1
                    }
                case .named(let names, let description):
                    for i in picked.prefix(room) {
                        out.initializeElement(at: made, to: Candidate(text(names[i]), description))
                        made += 1
                    }
                case .bindings:
                    let bindings = session.bindings
                    var describer = BindingDescriber(session: session)
                    for (n, i) in picked.prefix(room).enumerated() {
                        let name = text(bindings[i].name)
                        let c = n < maxDescribed ? Candidate(name, describer.describe(bindings[i])) : Candidate(name)
                        out.initializeElement(at: made, to: c)
                        made += 1
                    }
                case .cases(let e):
                    for (n, i) in picked.prefix(room).enumerated() {
                        let name = text(e.cases[i])
                        let c: Candidate
                        if n >= maxDescribed {
                            c = Candidate(name)
                        } else if let faces = e.faces, faces.indices.contains(i) {
                            c = Candidate(name, "\(faces[i].title), \(faces[i].color.rawValue)")
                        } else {
                            c = Candidate(name, e.name)
                        }
                        out.initializeElement(at: made, to: c)
                        made += 1
                    }
                }
            }
        }
    }

    /// The indices of the names in `source` that pass `test`, ascending.
    static func matching(_ source: Source, _ test: PrefixTest, session: Session) -> [Int] {
        var out: [Int] = []
        // NB: an empty prefix matches everything; not even looking at 10 000 names is faster.
        switch source {
        case .cases(let e) where test.matchesAll:
            return Array(e.cases.indices)
        case .bindings(let kind) where test.matchesAll:
            let all = session.bindings
            out.reserveCapacity(all.count)
            for i in all.indices where kind.keeps(all[i].type) { out.append(i) }
            return out
        default:
            break
        }
        switch source {
        case .list(let items):
            for i in items.indices where test.matches(items[i].text) { out.append(i) }
        case .named(let names, _):
            for i in names.indices where test.matches(names[i]) { out.append(i) }
        case .bindings(let kind):
            let all = session.bindings
            out.reserveCapacity(all.count)
            for i in all.indices where kind.keeps(all[i].type) && test.matches(all[i].name) { out.append(i) }
        case .cases(let e):
            let names = e.cases
            out.reserveCapacity(names.count)
            for i in names.indices where test.matches(names[i]) { out.append(i) }
        }
        return out
    }

    /// Every command's name and alias, described by its summary.
    static func commandNames(_ table: CommandTable) -> Source {
        .list(
            table.commands.flatMap { spec in
                [Candidate(spec.name, spec.summary)] + spec.aliases.map { Candidate($0, "the same as '\(spec.name)'") }
            })
    }

    static func types(_ session: Session) -> [Source] {
        [.named(ValueType.scalarNames.map(\.0), "type"), .named(session.enums.map(\.name), "enum")]
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

    static func cases(ofBinding name: String, session: Session) -> [Source] {
        guard let b = session.binding(named: name), case .enumeration(let t) = b.type.base,
            let e = session.enumType(named: t)
        else { return [] }
        return [.cases(e)]
    }

    static func values(forBinding name: String, session: Session) -> [Source] {
        guard let b = session.binding(named: name) else { return [] }
        return values(forType: b.type.base.description, optional: b.type.isOptional, session: session)
    }

    static func values(forType name: String, optional: Bool, session: Session) -> [Source] {
        var out: [Source] = []
        if let e = session.enumType(named: name) { out.append(.cases(e)) }
        if name == "Date" { out.append(.list([Candidate("now", "the session's now")])) }
        if name == "Bool" { out.append(.list([Candidate("true", "Bool"), Candidate("false", "Bool")])) }
        if optional { out.append(.list([Candidate("nil", "no value")])) }
        return out
    }
}

/// A binding's description, "type = value" (`Big = case3`, `String? = nil`).
/// NB: the "type = " part is made once per type, not once per binding.
struct BindingDescriber {
    let session: Session
    private var typeParts: [(BindingType, String)] = []

    init(session: Session) { self.session = session }

    mutating func describe(_ b: Binding) -> String {
        let value = ValueText.literal(b.value, type: b.type.base, session: session)
        if let known = typeParts.first(where: { $0.0 == b.type }) { return known.1 + value }
        let part = b.type.description + " = "
        if typeParts.count < 16 { typeParts.append((b.type, part)) }
        return part + value
    }
}

/// Tests texts for one prefix as `String.hasPrefix` does (or, lowercasing, as
/// `text.lowercased().hasPrefix(prefix.lowercased())` does), comparing bytes where that gives the
/// same answer: the prefix plain ASCII, and the text's bytes up to the first difference and the
/// one after the prefix ASCII, so that each of those characters is one byte.
/// NB: `hasPrefix` compares characters under canonical equivalence; over 10 000 names that was
/// most of a completion's time.
struct PrefixTest {
    /// The prefix, lowercased when `folds`.
    let prefix: String
    /// The prefix's bytes when they can be compared as bytes.
    let bytes: [UInt8]?
    /// Whether texts are compared lowercased.
    let folds: Bool

    init(_ prefix: String) {
        self.init(prefix, folds: false)
    }

    init(lowercasing prefix: String) {
        self.init(prefix.lowercased(), folds: true)
    }

    private init(_ prefix: String, folds: Bool) {
        self.prefix = prefix
        self.folds = folds
        let utf8 = Array(prefix.utf8)
        bytes = utf8.allSatisfy(Self.isPlainASCII) ? utf8 : nil
    }

    /// Whether every text passes: the prefix is empty.
    var matchesAll: Bool { bytes?.isEmpty ?? false }

    @inline(__always)
    func matches(_ text: String) -> Bool {
        guard let bytes else { return slowMatches(text) }
        if bytes.isEmpty { return true }
        let answer = text.utf8.withContiguousStorageIfAvailable { t in Self.compare(t, bytes, folds: folds) }
        guard let answer, let answer else { return slowMatches(text) }
        return answer
    }

    private func slowMatches(_ text: String) -> Bool {
        folds ? text.lowercased().hasPrefix(prefix) : text.hasPrefix(prefix)
    }

    /// The answer from bytes, or nil when a byte that decides it is not ASCII: a non-ASCII
    /// character can be canonically equivalent to an ASCII one (K, the Kelvin sign), lowercase to
    /// one (İ), or combine with the character before it (e + U+0301).
    /// NB: two ASCII bytes are two characters unless they are CR LF, and the prefix has no CR.
    @inline(__always)
    private static func compare(_ t: UnsafeBufferPointer<UInt8>, _ prefix: [UInt8], folds: Bool) -> Bool? {
        guard t.count >= prefix.count else { return false }
        var j = 0
        if folds {
            while j < prefix.count {
                var b = t[j]
                if b >= 0x80 { return nil }
                if b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") { b |= 0x20 }
                if b != prefix[j] { return false }
                j += 1
            }
        } else {
            while j < prefix.count {
                let b = t[j]
                if b != prefix[j] { return b >= 0x80 ? nil : false }
                j += 1
            }
        }
        return j == t.count || t[j] < 0x80 ? true : nil
    }

    static func isPlainASCII(_ byte: UInt8) -> Bool { byte < 0x80 && byte != 0x0D }
}
