/// `if conditions { } else if ... { } else { }`, as a statement or a view builder's branch.
///
///     // if fruit == .apple { self.title = "Apples" } else { self.title = "Oranges" }
public struct IfExpr: Sendable {
    /// What follows `else`.
    public indirect enum ElseBody: Sendable {
        case block([Stmt])
        case ifExpr(IfExpr)
    }

    public var conditions: [ConditionElement]
    public var body: [Stmt]
    public var elseBody: ElseBody?
}
