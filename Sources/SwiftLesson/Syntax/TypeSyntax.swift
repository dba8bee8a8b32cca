/// A written type, as in a property's annotation or a generic argument.
///
///     // `[String: Binding<T>]?` is .optional(.dictionary(key: String, value: Binding<T>))
public indirect enum TypeSyntax: Hashable, Sendable, CustomStringConvertible {
    case identifier(String, genericArguments: [TypeSyntax])
    case member(TypeSyntax, String, genericArguments: [TypeSyntax])
    case optional(TypeSyntax)
    case implicitlyUnwrappedOptional(TypeSyntax)
    case array(TypeSyntax)
    case dictionary(key: TypeSyntax, value: TypeSyntax)
    /// `(Int, name: String)`, a labelled element as `.labeled`. `()` is `Void`.
    case tuple([TypeSyntax])
    /// `name: String`, an element of a tuple type.
    case labeled(String, TypeSyntax)
    case function(parameters: [TypeSyntax], isAsync: Bool, isThrowing: Bool, result: TypeSyntax)
    /// `some View`, `any Shape`.
    case opaque(String, TypeSyntax)
    /// `Hashable & CaseIterable`.
    case composition([TypeSyntax])
    /// `T.Type`, `P.Protocol`.
    case metatype(TypeSyntax, String)
    /// `inout T`, `@escaping T`, `@ViewBuilder T`.
    case attributed(String, TypeSyntax)

    public var description: String {
        switch self {
        case .identifier(let name, let arguments): return name + Self.generic(arguments)
        case .member(let base, let name, let arguments): return "\(base).\(name)" + Self.generic(arguments)
        case .optional(let wrapped): return "\(wrapped)?"
        case .implicitlyUnwrappedOptional(let wrapped): return "\(wrapped)!"
        case .array(let element): return "[\(element)]"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        case .tuple(let elements): return "(" + elements.map(\.description).joined(separator: ", ") + ")"
        case .function(let parameters, let isAsync, let isThrowing, let result):
            let effects = (isAsync ? " async" : "") + (isThrowing ? " throws" : "")
            return "(" + parameters.map(\.description).joined(separator: ", ") + ")\(effects) -> \(result)"
        case .opaque(let keyword, let constraint): return "\(keyword) \(constraint)"
        case .composition(let types): return types.map(\.description).joined(separator: " & ")
        case .metatype(let base, let keyword): return "\(base).\(keyword)"
        case .attributed(let attribute, let type): return "\(attribute) \(type)"
        case .labeled(let label, let type): return "\(label): \(type)"
        }
    }

    static func generic(_ arguments: [TypeSyntax]) -> String {
        arguments.isEmpty ? "" : "<" + arguments.map(\.description).joined(separator: ", ") + ">"
    }
}
