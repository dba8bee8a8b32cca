import TileRender

/// The shape of a command's arguments, as data: the parser, the completer and `help` all read it.
///
/// Example: `pick <binding> [<case>]` is
/// `[.one(Slot(.binding, fills: .enumBinding, ...)), .ifAny(Slot(.value, fills: .caseOfBinding, ...))]`.
public indirect enum GrammarElement: Sendable {
    /// One token that must be there.
    case one(Slot)
    /// Punctuation that must be there (`:` after an enum's name); `expected` says what, for errors.
    case punctuation(Token.Kind, expected: String)
    /// A slot taken when any token is left (`pick unit` may stop before its case).
    case ifAny(Slot)
    /// Elements taken only when the next token is `trigger`, which is consumed (`= <value>`).
    case ifNext(Trigger, [GrammarElement])
    /// The rest of the command's tokens, each filling `slot`; at least one (`missing` when none).
    case oneOrMore(Slot, missing: String)
    /// The rest of the command's tokens, each filling `slot`; perhaps none (`watch` alone lists).
    case zeroOrMore(Slot)
    /// One or more groups separated by `separator` (`expected` names it), up to the end.
    case list([GrammarElement], separator: Token.Kind, expected: String)
    /// Keyword-value pairs in any order, up to the end (`title "…" style inline`).
    case options([KeywordOption], expected: String)
    /// `then` when the next token is `trigger` (which is not consumed), else `otherwise`:
    /// `show Card(count: 3)` is Swift, `show price` a binding.
    case either(Trigger, then: [GrammarElement], otherwise: [GrammarElement])
    /// Every token left, taken whole as one argument filling `slot` (a Swift expression, read
    /// from the line's text by its own parser); at least one.
    case rest(Slot)
}

/// What lets an optional group start.
public enum Trigger: Sendable, Equatable {
    case punctuation(Token.Kind)
    case keyword(String)
    /// A word that begins a Swift expression: one that opens a call (`Card(count:`, `Text(`) or
    /// a capitalised type name (`VStack` before its `{`).
    case swiftCall

    func matches(_ token: Token, in line: SourceLine) -> Bool {
        switch self {
        case .punctuation(let kind): token.kind == kind
        case .keyword(let word): line.isWord(token, word)
        case .swiftCall:
            token.kind == .word
                && line.withUTF8(of: token) { word in
                    guard let first = word.first else { return false }
                    return (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z"))
                        || word.contains(UInt8(ascii: "("))
                }
        }
    }
}

/// One keyword option of a command: the keyword, what follows it (nothing for a flag such as
/// `all`, which is then matched itself, labelled `.flag`), and a short description.
public struct KeywordOption: Sendable {
    public var keyword: String
    public var value: Slot?
    public var summary: String

    public init(keyword: String, value: Slot?, summary: String) {
        self.keyword = keyword
        self.value = value
        self.summary = summary
    }
}

/// One place in a command that a token fills: which argument it is, what it holds (for
/// completion and checking), the token's shape, and what it is called in an error.
///
/// NB: a class, for the same reason as `CommandSpec`: the parser takes one per argument.
public final class Slot: Sendable {
    public let label: ArgumentLabel
    public let fills: SlotContent
    public let shape: TokenShape
    /// "a binding name, as in 'pick unit hour'". `{name}` is replaced by the command's first
    /// argument (`':' after the name, as in 'var size: Int'`).
    public let expected: String

    public init(_ label: ArgumentLabel, fills: SlotContent, shape: TokenShape = .word, expected: String) {
        self.label = label
        self.fills = fills
        self.shape = shape
        self.expected = expected
    }
}

/// Which argument a token is, for the code that gives a command its meaning.
public enum ArgumentLabel: UInt8, Sendable {
    case binding, value, name, type, optional, presentation, title, label, style, caseName, colour, path, topic
    case tileArgument, look, theme, view
    /// A keyword option that takes no value (`all`); the token is the keyword itself.
    case flag
}

/// What may fill a slot: what completion offers there and what the checker accepts.
public enum SlotContent: Sendable, Equatable {
    case anyBinding, enumBinding, optionalBinding
    /// A case of the enum held by the command's `binding` argument.
    case caseOfBinding
    /// A value of the `binding` argument's type (a case, `now`, `nil`, a number, a string).
    case valueOfBinding
    /// A value of the declared type (the `type` argument), in a `var` declaration.
    case valueOfType
    /// A name being declared (a binding, an enum, a case): nothing to offer.
    case newName
    /// An enum already declared.
    case enumName
    /// A case of the enum named by the `name` argument (in `tilekind`).
    case caseOfNamedEnum
    /// A type: Int, Decimal, String, Date or an enum.
    case typeName
    /// A tile's case or count (`tile apple 100 orange 46`, `tile 12`).
    case tileArgument
    /// One of a fixed set of words (a colour, a view, a picker style).
    case choice(Choice)
    /// A quoted string.
    case text
    /// A command's name.
    case commandName
    /// A whole number (`undo 3`): nothing to offer.
    case number
    /// A binding, or a drawing command and its arguments (`explain`).
    case explainTarget
    /// A drawing command and its arguments (`watch`).
    case drawingCommand
    /// The number of a watch, or `all` (`unwatch`).
    case watchNumber
    /// A file, with the extensions it usually has; `orWords` may stand instead (`record stop`).
    case path(extensions: [String], orWords: [String])
    /// The label of a button the session's SwiftUI previews show (`tap`).
    case buttonLabel
    /// The name of a preview the session's SwiftUI source declares (`preview`).
    case previewName
    /// A SwiftUI view made by a Swift expression: `Card(count: 3)`, `Text("Hi").bold()`.
    case swiftView
}

/// The fixed word lists a slot may offer.
public enum Choice: Sendable, Equatable {
    case colour, presentation, pickerStyle, look, theme

    public var words: [String] {
        switch self {
        case .colour: NamedColor.allCases.map(\.rawValue)
        case .presentation: PresentationTable.standard.names
        case .pickerStyle: PickerStyle.allCases.map(\.rawValue)
        case .look: PictureLook.allCases.map(\.rawValue)
        case .theme: PictureTheme.allCases.map(\.rawValue)
        }
    }

    /// What each word is, in a completion list.
    public var description: String {
        switch self {
        case .colour: "colour"
        case .presentation: "view"
        case .pickerStyle: "picker style"
        case .look: "picture look"
        case .theme: "picture theme"
        }
    }
}

/// The token kinds a slot takes.
public enum TokenShape: Sendable {
    /// A bare word.
    case word
    /// A quoted string.
    case string
    /// A word or a string (values, paths).
    case value
    /// Any token: the arguments of a command inside another (`explain show Card(count: 3)`),
    /// which that command's own grammar reads.
    case any

    func accepts(_ kind: Token.Kind) -> Bool {
        switch self {
        case .word: kind == .word
        case .string: kind == .string
        case .value: kind == .word || kind == .string
        case .any: true
        }
    }
}
