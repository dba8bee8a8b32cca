import LessonInterpreter
import SwiftLesson
import TileShell

/// A finished track as one SwiftUI file to take to Xcode: every lesson's entries run again in
/// one session, in order, and the views that met the steps' goals written in the seeds' patterns
/// (as `export File.swift` writes them), with the Swift the learner typed at the prompt kept as
/// written and `show <View>(...)` kept as its expression.
///
///     TourExport.source(track, record: record, environment: env)  // "// Exported from ..."
public enum TourExport {
    public static func source(
        _ track: TourTrack, record: TourRecord, environment: Environment, mainView: String = "ContentView"
    ) -> String {
        var shell = Shell(environment: environment)
        // NB: the session without the Swift typed at the prompt, whose enums the export would
        // otherwise declare again beside the declarations kept as written.
        var plain = Shell(environment: environment)
        var kept: [DrawnCommand] = []
        /// The Swift expression of each drawing made by `show <View>(...)`, by its number.
        var expressions: [Int: [String]] = [:]
        var n = 0
        for lesson in track.lessons {
            for item in record.items(of: lesson) {
                switch item {
                case .entry(let text):
                    n += 1
                    let before = drawn(shell)
                    let line = SourceLine(source: "<tour>", lineNumber: n, text: text)
                    _ = shell.run(line) { _ in }
                    if !SwiftEntry.startsDeclaration(text) { _ = plain.run(line) { _ in } }
                    let all = shell.drawings.drawings
                    for offset in max(0, all.count - (drawn(shell) - before))..<all.count {
                        if case .command(let c) = all[offset].command, let show = c as? SwiftViewCommand {
                            expressions[shell.drawings.dropped + offset] = expression(text, show)
                        }
                    }
                case .met:
                    let all = shell.drawings.drawings
                    guard let offset = all.lastIndex(where: { !$0.isEmpty }) else { continue }
                    if let d = DrawnCommand(all[offset]) {
                        kept.append(d)
                    } else if let lines = expressions[shell.drawings.dropped + offset] {
                        kept.append(.source(DrawnSource(lines: lines)))
                    }
                }
            }
        }
        let typed = declarations(shell.session.swift?.program.files ?? [])
        if !typed.isEmpty { kept.insert(.source(DrawnSource(lines: [], declarations: typed)), at: 0) }
        return SwiftSourceExport.generate(session: plain.session, drawn: kept, mainView: mainView)
    }

    /// The declarations typed at the prompt, as written, but for those a later one declares
    /// again (the learner fixing a typo: the interpreter uses the last, and Swift refuses two).
    /// NB: `#Preview` is left out: it is a macro only Xcode expands, and the file has a preview.
    static func declarations(_ files: [SourceFile]) -> [String] {
        let typed = files.filter { SwiftSession.isTyped($0.path) }
        let keys = typed.map { Self.keys(of: $0) }
        return typed.indices.compactMap { i in
            let later = keys[(i + 1)...].reduce(into: Set<String>()) { $0.formUnion($1) }
            if !keys[i].isEmpty, keys[i].isSubset(of: later) { return nil }
            let text = withoutPreviews(typed[i])
            return text.allSatisfy(\.isWhitespace) ? nil : text
        }
    }

    /// A file's text without its `#Preview { ... }` declarations.
    static func withoutPreviews(_ file: SourceFile) -> String {
        var utf8 = Array(file.text.utf8)
        let previews = SwiftLesson.Parser.parse(file).declarations.compactMap { decl -> SourceRange? in
            guard case .macroExpansionDecl(let m) = decl, m.name == "Preview" else { return nil }
            return m.range
        }
        for range in previews.reversed() {
            let lower = max(0, min(range.start, utf8.count))
            utf8.removeSubrange(lower..<max(lower, min(range.end, utf8.count)))
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// What a file declares at its top level, by name: `struct Card`, `Text.init(score:)`;
    /// anything else by its text.
    static func keys(of file: SourceFile) -> Set<String> {
        let utf8 = Array(file.text.utf8)
        func text(_ range: SourceRange) -> String {
            let lower = max(0, min(range.start, utf8.count))
            return String(decoding: utf8[lower..<max(lower, min(range.end, utf8.count))], as: UTF8.self)
        }
        func labels(_ parameters: [FunctionParameter]) -> String {
            "(" + parameters.map { ($0.firstName ?? "_") + ":" }.joined() + ")"
        }
        var keys: Set<String> = []
        for decl in SwiftLesson.Parser.parse(file).declarations {
            switch decl {
            case .structDecl(let d): keys.insert("struct " + d.name)
            case .enumDecl(let d): keys.insert("enum " + d.name)
            case .extensionDecl(let x):
                for member in x.members {
                    switch member {
                    case .initializerDecl(let i): keys.insert("\(x.extendedType).init" + labels(i.parameters))
                    case .functionDecl(let f): keys.insert("\(x.extendedType).\(f.name)" + labels(f.parameters))
                    default: keys.insert("\(x.extendedType): " + text(member.range))
                    }
                }
            case .functionDecl(let f): keys.insert("func \(f.name)" + labels(f.parameters))
            default: keys.insert(text(decl.range))
            }
        }
        return keys
    }

    /// How many drawings a shell has made.
    static func drawn(_ shell: Shell) -> Int { shell.drawings.dropped + shell.drawings.drawings.count }

    /// The expression of `show <View>(...)` in its entry, a line of Swift a line.
    static func expression(_ text: String, _ show: SwiftViewCommand) -> [String] {
        let utf8 = Array(text.utf8)
        let lower = max(0, min(show.start, utf8.count))
        let upper = max(lower, min(show.end, utf8.count))
        return String(decoding: utf8[lower..<upper], as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
    }
}
