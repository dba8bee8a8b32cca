/// `#Name(arguments) { trailing closures }`: `#Preview` as a declaration, `#colorLiteral(...)`
/// as an expression.
///
///     // #Preview("Apples") { InitializerBootcamp(count: 100, fruit: .apple) }
public struct MacroExpansion: Sendable {
    public var name: String
    public var arguments: [LabeledExpr]
    public var trailingClosures: [LabeledExpr]
    public var range: SourceRange
}
