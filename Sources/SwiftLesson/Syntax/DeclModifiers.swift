/// The attributes and modifier words in front of a declaration.
///
///     // `@State private static var` is attributes [State], keywords ["private", "static"]
public struct DeclModifiers: Hashable, Sendable {
    public var attributes: [Attribute] = []
    /// `private`, `static`, `mutating`, `private(set)` (written as `private(set)`), ...
    public var keywords: [String] = []

    public func has(_ keyword: String) -> Bool { keywords.contains(keyword) }
    public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
}
