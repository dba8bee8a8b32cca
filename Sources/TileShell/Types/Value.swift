/// The type of a binding's value. Enum types are referred to by name and live in the session.
public enum ValueType: Hashable, Sendable, CustomStringConvertible {
    case enumeration(String)
    case int
    case decimal
    case string
    case date
    /// `true` or `false`: what a SwiftUI file's `@State var isOn = false` holds.
    case bool
    /// A floating-point number, as a SwiftUI file's `@State var amount = 0.5` holds it.
    case double

    public var description: String {
        switch self {
        case .enumeration(let name): name
        case .int: "Int"
        case .decimal: "Decimal"
        case .string: "String"
        case .date: "Date"
        case .bool: "Bool"
        case .double: "Double"
        }
    }

    /// The built-in scalar types by the names users write.
    public static let scalarNames: [(String, ValueType)] = [
        ("Int", .int), ("Decimal", .decimal), ("String", .string), ("Date", .date), ("Bool", .bool),
        ("Double", .double),
    ]
}

/// A binding's declared type: a value type, optional or not.
public struct BindingType: Hashable, Sendable, CustomStringConvertible {
    public var base: ValueType
    public var isOptional: Bool

    public init(_ base: ValueType, optional: Bool = false) {
        self.base = base
        self.isOptional = optional
    }

    public var description: String { base.description + (isOptional ? "?" : "") }
}

/// A stored value. It is always of its binding's type: the checker makes sure before storing.
public enum Value: Hashable, Sendable {
    /// The index of a case in the binding's enum type.
    case enumCase(Int)
    case int(Int)
    case decimal(DecimalValue)
    case string(String)
    case date(Instant)
    case bool(Bool)
    case double(Double)
}
