/// A command's tokens with the grammar slot each argument filled, handed to `CommandSpec.build`.
public struct Arguments: Sendable {
    /// The command's tokens, its name first.
    public let tokens: ArraySlice<Token>
    /// The entry the tokens are read from.
    public let line: SourceLine
    /// Which label each matched token has, in order (token indices are `tokens`' indices).
    public internal(set) var matches: [Match]

    public struct Match: Sendable {
        public var label: ArgumentLabel
        public var index: Int
    }

    /// The first token with `label`.
    public func first(_ label: ArgumentLabel) -> Token? {
        for m in matches where m.label == label { return tokens[m.index] }
        return nil
    }

    /// Every token with `label`, in order.
    public func all(_ label: ArgumentLabel) -> [Token] {
        matches.compactMap { $0.label == label ? tokens[$0.index] : nil }
    }

    public func has(_ label: ArgumentLabel) -> Bool { matches.contains { $0.label == label } }

    public func count(_ label: ArgumentLabel) -> Int { matches.reduce(0) { $0 + ($1.label == label ? 1 : 0) } }

    /// The tokens after the command's name, as one slice (no copy): `tile` and `show` arguments.
    public var afterName: ArraySlice<Token> { tokens.dropFirst() }
}
