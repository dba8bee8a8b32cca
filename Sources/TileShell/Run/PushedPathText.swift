/// The navigation links a session followed in each preview (`SwiftSession.pushed`) as
/// session-file lines, from format 3: the preview, then each link's label, root first.
///
/// ```
/// pushed "Preview" "Tokyo" "Weather"
/// ```
///
/// Previews are written in name order, so a session saves to the same text every time.
enum PushedPathText {
    static let keyword = "pushed "

    static func lines(_ pushed: [String: [String]]) -> [String] {
        pushed.keys.sorted().compactMap { preview in
            guard let path = pushed[preview], !path.isEmpty else { return nil }
            return keyword + ([preview] + path).map(ValueText.quoted).joined(separator: " ")
        }
    }

    /// A `pushed` line read: its preview and labels; or what was expected where.
    static func read(_ line: String) -> Result<(preview: String, path: [String]), KeptStateText.Failure> {
        var reader = KeptStateText.Reader(Array(line.unicodeScalars))
        return Result { () throws(KeptStateText.Failure) in
            try reader.expect(keyword)
            let preview = try reader.string()
            var path: [String] = []
            reader.skipSpaces()
            while !reader.atEnd {
                path.append(try reader.string())
                reader.skipSpaces()
            }
            guard !path.isEmpty else {
                throw reader.failure("expected the label of a link followed after the preview's")
            }
            return (preview, path)
        }
    }
}
