import TileRender

/// Resolves a parsed command against the session: every name looked up, every value typed.
/// Pure: it reads the session and never changes it.
public struct Checker: Sendable {
    public var session: Session
    public var now: Instant
    /// The commands `help` knows.
    public var commands: CommandTable
    /// The presentations `var ... as <view>` may name.
    public var presentations: PresentationTable

    public init(
        session: Session, now: Instant, commands: CommandTable = .standard,
        presentations: PresentationTable = .standard
    ) {
        self.session = session
        self.now = now
        self.commands = commands
        self.presentations = presentations
    }

    /// The command checked by its type (see `ShellCommand.check`).
    public func check(_ command: Command) throws(Diagnostic) -> CheckedCommand {
        try command.type.check(command.tokens, of: command, in: self)
    }

    /// The most bytes in a name (README "Limits"): 64 characters of up to 4 bytes each.
    public static let maxNameBytes = 256

    /// The binding `token` names, or an error with the nearest names.
    public func lookup(_ token: Token, line: SourceLine) throws(Diagnostic) -> Binding {
        let found =
            token.kind == .word
            ? line.withUTF8(of: token) { session.bindingPosition(utf8: $0) }
            : session.bindingPosition(named: line.text(of: token))
        if let found { return session.bindings[found] }
        let name = line.text(of: token)
        throw line.error(
            .unknown(
                "binding", name: name, choices: nil,
                nearest: Suggest.nearest(name, among: session.bindings.map(\.name)),
                otherwise: "; type 'state' to list the bindings"),
            at: token)
    }

    func resolveType(_ token: Token, line: SourceLine) throws(Diagnostic) -> ValueType {
        let typeName = line.text(of: token)
        for (name, type) in ValueType.scalarNames where name == typeName { return type }
        if session.enumType(named: typeName) != nil { return .enumeration(typeName) }
        let all = ValueType.scalarNames.map(\.0) + session.enums.map(\.name)
        throw line.error(
            .unknown(
                "type", name: typeName, choices: "Int, Decimal, Double, Bool, String, Date or a declared enum",
                nearest: Suggest.nearest(typeName, among: all), otherwise: ""), at: token)
    }

    /// Names are Swift-like identifiers: a letter or `_`, then letters, digits or `_`.
    /// NB: counted in bytes too: one letter with 100 000 combining marks is one character, and
    /// would be shown whole wherever the name is.
    func checkIdentifier(_ token: Token, text: Substring, what: String, line: SourceLine) throws(Diagnostic) {
        if text.utf8.count > Self.maxNameBytes {
            throw line.error(
                "'\(String(String.UnicodeScalarView(text.unicodeScalars.prefix(16))))…' is not a valid \(what); a name takes at most 64 characters and "
                    + "\(Self.maxNameBytes) bytes", at: token)
        }
        guard let first = text.first, first.isLetter || first == "_",
            text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), text.count <= 64
        else {
            throw line.error(
                "'\(text)' is not a valid \(what); expected a letter or '_' followed by letters, digits or '_' (at most 64)",
                at: token)
        }
    }

    func defaultValue(for type: ValueType) -> Value {
        switch type {
        case .enumeration: .enumCase(0)
        case .int: .int(0)
        case .decimal: .decimal(DecimalValue(isNegative: false, significand: 0, scale: 0))
        case .string: .string("")
        case .date: .date(now)
        case .bool: .bool(false)
        case .double: .double(0)
        }
    }

    static func enumBindingHint(_ session: Session) -> String {
        let names = session.bindings.filter { if case .enumeration = $0.type.base { true } else { false } }.map(\.name)
        return names.isEmpty ? "" : " (enum bindings: " + names.prefix(12).joined(separator: ", ") + ")"
    }
}
