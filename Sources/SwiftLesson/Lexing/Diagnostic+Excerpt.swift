import TileText

extension Diagnostic {
    /// The message as swiftc writes it with its place: the `path:line:col: severity: message`
    /// line, the source line, and a caret line with `^` under the column and `~` under the rest
    /// of the range on that line (a range across lines is underlined on its first line only, as
    /// swiftc does). Ends with a line feed; in `.ansi`, with swiftc's escapes where swiftc puts them.
    ///
    ///     Diagnostic(.error, "cannot find 'x' in scope", at: range).excerpt(in: file)
    ///     // "A.swift:1:9: error: cannot find 'x' in scope\nlet a = x\n        ^\n"
    public func excerpt(in file: SourceFile, colors: DiagnosticColors = .plain) -> String {
        let location = file.location(of: range.start)
        let bounds = file.lineBounds(containing: range.start)
        let line = String(decoding: file.bytes[bounds], as: UTF8.self)
        let start = max(0, min(range.start, file.bytes.count)) - bounds.lowerBound
        let shown = SourceExcerpt(line: line, caret: start, end: range.end - bounds.lowerBound)
        let place = Sanitizer.visible(file.path) + ":\(location.line):\(location.column): "
        return colors.bold + place + colors.reset + colors.start(severity) + severity.rawValue + ": " + colors.reset
            + colors.bold + Sanitizer.visible(Excerpt.message(message)) + "\n" + colors.reset + shown.line + "\n"
            + colors.green + shown.caret + "\n" + colors.reset
    }
}
