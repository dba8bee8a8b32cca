extension [String] {
    /// The words joined by ", ": "red, orange, yellow".
    /// NB: joined by hand, not with `joined(separator:)`, whose first call in a run cost about
    /// 200 000 instructions (its generic metadata), a twentieth of start-up, for the command
    /// table's two lists of choices.
    var commaSeparated: String {
        var text = ""
        for word in self { text += (text.isEmpty ? "" : ", ") + word }
        return text
    }
}
