/// Text split into lines at LF and at CRLF, as a file is read; a lone CR stays in its line.
///
/// NB: `split(separator: "\n")` keeps CRLF lines together: "\r\n" is one `Character`.
public enum TextLines {
    public static func of(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    }
}
