/// A half-open span of UTF-8 byte offsets into a `SourceFile`.
///
///     let range = SourceRange(start: 0, end: 6)  // "import"
public struct SourceRange: Hashable, Sendable {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// Whether the offset is in the range, `start` included and `end` not.
    public func holds(_ offset: Int) -> Bool { offset >= start && offset < end }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }
}
