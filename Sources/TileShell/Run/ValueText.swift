import TileRender
import TileText

/// Values as text: for display (`show`) and as script literals (`state`, recording, saving).
public enum ValueText {
    /// What `Text` shows for a value: strings as they are, cases by name.
    public static func display(_ value: Value, type: ValueType, session: Session) -> String {
        switch value {
        case .string(let s): return s
        default: return literal(value, type: type, session: session)
        }
    }

    /// The value written so that the language reads it back to the same value.
    public static func literal(_ value: Value?, type: ValueType, session: Session) -> String {
        guard let value else { return "nil" }
        switch value {
        case .enumCase(let i):
            if case .enumeration(let t) = type, let e = session.enumType(named: t), e.cases.indices.contains(i) {
                return e.cases[i]
            }
            return "?"
        case .int(let i): return String(i)
        case .decimal(let d): return d.description
        case .date(let d): return d.description
        case .bool(let b): return b ? "true" : "false"
        case .double(let d): return d.description
        case .string(let s): return quoted(s)
        }
    }

    /// A Swift-style string literal: quotes, backslashes and control characters escaped.
    public static func quoted(_ s: String) -> String { Escaper.escape(s, as: .swiftString) }
}
