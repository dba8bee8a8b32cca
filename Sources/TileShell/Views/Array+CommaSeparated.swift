extension [String] {
    /// The words joined by ", ": "red, orange, yellow".
    /// NB: joined by hand, not with `joined(separator:)`, whose first call in a run instantiates
    /// its generic metadata, a noticeable part of start-up, for the command table's two lists of
    /// choices (BENCHMARKS.md).
    var commaSeparated: String {
        var text = ""
        for word in self { text += (text.isEmpty ? "" : ", ") + word }
        return text
    }
}
