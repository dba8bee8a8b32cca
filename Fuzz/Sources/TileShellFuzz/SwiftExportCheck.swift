import SwiftLesson

// NB: a file of its own: SwiftLesson's Parser and Diagnostic share names with the shell's.

/// Exported Swift parses with our own parser without a syntax error.
func checkExportedSwift(_ text: String, what: String) {
    let file = SourceFile(path: "<export>.swift", text: text)
    for d in Parser.parse(file).diagnostics where d.severity == .error {
        fail("\(what) does not parse: \(d.formatted(in: file))\n\(text)")
    }
}
