import SwiftLesson

/// A one-line summary of a file's declarations, for tests to compare: kind, name, members.
enum Outline {
    static func of(_ declarations: [Decl]) -> String {
        declarations.map(line).joined(separator: " ")
    }

    static func line(_ decl: Decl) -> String {
        switch decl {
        case .importDecl(let decl): return "import \(decl.path)"
        case .structDecl(let decl):
            let generics =
                decl.genericParameters.isEmpty
                ? "" : "<" + decl.genericParameters.map(\.name).joined(separator: ",") + ">"
            return "struct \(decl.name)\(generics){\(of(decl.members))}"
        case .enumDecl(let decl): return "enum \(decl.name){\(of(decl.members))}"
        case .enumCaseDecl(let decl): return "case " + decl.elements.map(\.name).joined(separator: ",")
        case .extensionDecl(let decl): return "extension \(decl.extendedType){\(of(decl.members))}"
        case .variableDecl(let decl): return decl.specifier + " " + decl.bindings.map(\.name).joined(separator: ",")
        case .functionDecl(let decl): return "func \(decl.fullName)"
        case .initializerDecl(let decl): return decl.fullName
        case .macroExpansionDecl(let decl): return "#\(decl.name)"
        case .typeAliasDecl(let decl): return "typealias \(decl.name)=\(decl.type)"
        case .protocolDecl(let decl): return "protocol \(decl.name){\(of(decl.members))}"
        case .unknownDecl(let decl): return "unknown(\(decl.construct))"
        }
    }
}
