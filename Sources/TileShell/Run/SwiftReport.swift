import LessonInterpreter
import SwiftLesson
import TileText

/// What became of SwiftUI source given to the session (`open File.swift`, a declaration typed
/// at the prompt): its messages as swiftc writes them, and whether it failed (then nothing
/// changed).
///
///     shell.addSwift(file, opened: true, by: command) { _ in }.printed(.plain)
///     // "Card.swift:5:15: error: incorrect argument label …\n        VStack(spacng: 10) {\n              ^\n"
public struct SwiftReport: Sendable {
    /// One line each: `path:line:col: severity: message`.
    public var messages: [String]
    public var failed: Bool
    /// When it failed: the first error in the source given, placed in its text (nil when the
    /// error is in another file, or not placed).
    public var error: SwiftLesson.Diagnostic?
    /// The files the messages point into, and the messages as data, for `printed`.
    public var files: [SourceFile] = []
    public var diagnostics: [LessonDiagnostic] = []

    /// Messages with no place in a file.
    public init(messages: [String], failed: Bool, error: SwiftLesson.Diagnostic? = nil) {
        self.messages = messages
        self.failed = failed
        self.error = error
    }

    public init(
        files: [SourceFile], diagnostics: [LessonDiagnostic], failed: Bool, error: SwiftLesson.Diagnostic? = nil
    ) {
        self.init(messages: diagnostics.map { $0.message(in: files) }, failed: failed, error: error)
        self.files = files
        self.diagnostics = diagnostics
    }

    /// The messages as swiftc prints them on a terminal, each line ended: each with its source
    /// line and caret, each note after its message (`LessonDiagnostic.printed(in:colors:)`).
    public func printed(_ colors: DiagnosticColors) -> String {
        guard diagnostics.isEmpty else { return diagnostics.map { $0.printed(in: files, colors: colors) }.joined() }
        return messages.map { Sanitizer.visible($0) + "\n" }.joined()
    }
}
