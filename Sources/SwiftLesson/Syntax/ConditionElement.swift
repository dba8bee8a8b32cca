/// One condition of an `if`, `guard` or `while`, separated from the next by a comma.
///
///     // if let name = participant.name, name.count > 2, case .apple = fruit { ... }
public enum ConditionElement: Sendable {
    case expression(Expr)
    /// `let name: Type = value`; the value is nil for the shorthand `if let name`.
    case optionalBinding(specifier: String, name: String, type: TypeSyntax?, initializer: Expr?)
    /// `case pattern = value`.
    case matching(pattern: Expr, value: Expr)
}
