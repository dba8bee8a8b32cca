/// `case a, b = "bee", c(Int, label: String)` inside an enum.
///
///     // case second, minute, hour
public struct EnumCaseDecl: Sendable {
    /// One case name with its raw value or associated values.
    public struct Element: Sendable {
        public var name: String
        public var associatedValues: [FunctionParameter]?
        public var rawValue: Expr?
        public var range: SourceRange
    }

    public var modifiers: DeclModifiers
    public var elements: [Element]
    public var range: SourceRange
}
