/// A parsed file: its declarations and every diagnostic found on the way.
///
///     let parsed = Parser.parse(SourceFile(path: "A.swift", text: "import SwiftUI"))
///     // parsed.declarations.count == 1, parsed.diagnostics.isEmpty
public struct SourceFileSyntax: Sendable {
    public var file: SourceFile
    public var declarations: [Decl]
    /// In source order: errors (not valid Swift), warnings (outside the subset), notes.
    public var diagnostics: [Diagnostic]

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
}
