/// The rule by which a file's lines join into entries, which the language owns (a line ending
/// in `\`, or a `tilekind` list wanting more, goes on with the next): the history file reads
/// itself back entry by entry through it, without knowing the grammar.
///
///     HistoryFile(path: path, joining: ScriptEntries.init) { warn($0) }
package protocol EntryJoining {
    /// Adds the next physical line; returns the entry's text when this line finishes one.
    mutating func add(_ line: String, lineNumber: Int) -> String?
    /// The unfinished entry at the end of the file, if any.
    mutating func finish() -> String?
}
