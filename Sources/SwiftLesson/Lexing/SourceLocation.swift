/// A 1-based line and byte column, as swiftc prints them in `file:line:col:` messages.
///
///     SourceFile(path: "A.swift", text: "let a\nlet b").location(of: 6)  // line 2, column 1
public struct SourceLocation: Hashable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
