/// `import SwiftUI`.
///
///     // ImportDecl(path: "SwiftUI", ...)
public struct ImportDecl: Sendable {
    public var modifiers: DeclModifiers
    /// The module path, dotted: `SwiftUI`, `Foundation.NSString`.
    public var path: String
    public var range: SourceRange
}
