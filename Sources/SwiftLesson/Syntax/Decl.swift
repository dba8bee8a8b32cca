/// A declaration: at the top of a file, as a member, or as a statement in a body.
///
///     // `struct A: View { ... }` is .structDecl(StructDecl(name: "A", ...))
public enum Decl: Sendable {
    case importDecl(ImportDecl)
    case structDecl(StructDecl)
    case enumDecl(EnumDecl)
    case enumCaseDecl(EnumCaseDecl)
    case extensionDecl(ExtensionDecl)
    case variableDecl(VariableDecl)
    case functionDecl(FunctionDecl)
    case initializerDecl(InitializerDecl)
    case macroExpansionDecl(MacroExpansion)
    case typeAliasDecl(TypeAliasDecl)
    case protocolDecl(ProtocolDecl)
    case unknownDecl(UnknownSyntax)

    public var range: SourceRange {
        switch self {
        case .importDecl(let decl): return decl.range
        case .structDecl(let decl): return decl.range
        case .enumDecl(let decl): return decl.range
        case .enumCaseDecl(let decl): return decl.range
        case .extensionDecl(let decl): return decl.range
        case .variableDecl(let decl): return decl.range
        case .functionDecl(let decl): return decl.range
        case .initializerDecl(let decl): return decl.range
        case .macroExpansionDecl(let decl): return decl.range
        case .typeAliasDecl(let decl): return decl.range
        case .protocolDecl(let decl): return decl.range
        case .unknownDecl(let decl): return decl.range
        }
    }
}
