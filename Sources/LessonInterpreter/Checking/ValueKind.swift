import SwiftLesson

/// The standard value types whose mutating methods the check knows, read from a written type or
/// a literal first value; nil when the type is unknown (a class's reference may be changed freely).
///
///     ValueKind(nil, `[1, 2]`) == .array,  ValueKind(`Bool`, nil) == .bool
enum ValueKind {
    case bool
    case array
    case string
    case set
    case dictionary

    init?(_ type: TypeSyntax?, _ initializer: Expr?) {
        if let type {
            switch type {
            case .array: self = .array
            case .dictionary: self = .dictionary
            case .identifier("Bool", let g) where g.isEmpty: self = .bool
            case .identifier("String", let g) where g.isEmpty: self = .string
            case .identifier("Array", let g) where g.count == 1: self = .array
            case .identifier("Set", let g) where g.count == 1: self = .set
            case .identifier, .member, .optional, .implicitlyUnwrappedOptional, .tuple, .function, .opaque,
                .composition, .metatype, .attributed, .labeled:
                return nil
            }
            return
        }
        guard let kind = initializer?.kind else { return nil }
        if case .booleanLiteral = kind {
            self = .bool
        } else if case .array(let items) = kind, !items.isEmpty {
            self = .array
        } else if case .stringLiteral = kind {
            self = .string
        } else {
            return nil
        }
    }

    /// Whether `name` is one of the type's mutating methods.
    func mutates(_ name: String) -> Bool {
        switch self {
        case .bool: return name == "toggle"
        case .array:
            return [
                "append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "sort", "reverse", "shuffle",
                "swapAt", "popLast", "move", "removeSubrange",
            ].contains(name)
        case .string:
            return ["append", "insert", "remove", "removeAll", "removeLast", "removeFirst"].contains(name)
        case .set: return ["insert", "remove", "removeAll", "formUnion", "update", "formIntersection"].contains(name)
        case .dictionary: return ["removeValue", "removeAll", "updateValue", "merge"].contains(name)
        }
    }
}
