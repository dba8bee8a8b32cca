/// A text tileshell prints instead of running (`--generate-completion-script bash` and its kin).
package enum GeneratedText: Equatable, Sendable {
    case completionScript(CompletionScript.Shell)
    /// tileshell(1).
    case manual
    /// A syntax file for an editor.
    case editorSyntax(EditorSyntax.Kind)
    /// The values of a flag for a completion script that calls back (`--complete-values`).
    case values(flag: String, prefix: String)

    /// The text, ending with a newline. `version` is `tileshell 0.1.0`; `locales` lists the
    /// system's locales that start with a prefix.
    package func text(version: String, locales: (String) -> [String]) -> String {
        switch self {
        case .completionScript(let shell):
            return CompletionScript.text(for: shell)
        case .manual:
            return ManualPage.text(version: version)
        case .editorSyntax(let kind):
            return EditorSyntax.text(kind)
        case .values(let flag, let prefix):
            return CompletionScript.values(flag: flag, prefix: prefix, locales: locales).map { $0 + "\n" }.joined()
        }
    }
}
