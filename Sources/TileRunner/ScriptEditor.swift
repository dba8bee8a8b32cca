/// The user's editor as `edit` uses it: the interactive session sets one (`ExternalEditor`, in
/// `TileTerminal`), so the runner does not depend on the terminal that hands itself over.
package protocol ScriptEditor {
    /// Opens the file at `path`; success when the editor exits with 0.
    func edit(file path: String) -> Result<Void, EditFailure>
    /// Opens `text` in a temporary file and returns the lines it holds when the editor exits with 0.
    func edit(text: String) -> Result<[String], EditFailure>
}

/// Why an edit changed nothing, as one line for the terminal saying that nothing ran.
package struct EditFailure: Error, Equatable {
    package let message: String

    package init(message: String) { self.message = message }
}
