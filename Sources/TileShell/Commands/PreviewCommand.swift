import LessonInterpreter

/// `preview [<name>]`: the session's SwiftUI previews drawn again with the bindings' values
/// now, all of them or the one named. `open` watches each preview that has `@State` with it,
/// so that a `set` or a `tap` draws the preview again.
///
/// Example: `preview "Apples"`.
public struct PreviewCommand: ShellCommand {
    public static let spec = CommandSpec(
        "preview", for: Self.self, usage: "preview [<name>]",
        summary: "Draw the open SwiftUI file's previews again (or the one named), with the bindings' values now.",
        examples: ["#Preview(\"Hello\") { Text(\"Hello\").padding() }", "preview", "preview Hello"],
        grammar: [
            .ifAny(
                Slot(.name, fills: .previewName, shape: .value, expected: "a preview's name, as in 'preview Apples'"))
        ],
        effects: .draws)

    /// The preview named, or nil for all of them.
    public var name: String?

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    {
        guard checker.session.swift?.program.isEmpty == false else {
            throw command.line.error(
                "no SwiftUI previews to draw; 'open File.swift' opens a file, or type a '#Preview { ... }'",
                at: command.keyword)
        }
        let name = Arguments(labelling: tokens, of: command, by: spec.grammar).first(.name)
        return .command(PreviewCommand(name: name.map { command.line.text(of: $0) }))
    }

    public func run(in shell: inout Shell, command: Command) throws(Diagnostic) -> ShellView? {
        let previews = shell.runProgram()?.previews ?? []
        if let name {
            let preview = try Self.named(name, in: previews, command: command)
            return .other(SwiftTreeView(tree: preview.tree, name: nil, preview: preview.name))
        }
        return .stack(VStackView(previews.map { SwiftTreeView(tree: $0.tree, name: $0.name) }))
    }

    /// The preview named by a command's argument (`preview Apples`, `back Apples`), or the error
    /// that lists the names there are, at the argument.
    static func named(_ name: String, in previews: [LessonPreview], command: Command) throws(Diagnostic)
        -> LessonPreview
    {
        guard let p = previews.first(where: { $0.name == name }) else {
            let names = previews.map { "'\($0.name)'" }
            throw command.line.error(
                "no preview named '\(name)'; expected "
                    + (names.isEmpty ? "a preview, and the file draws none" : DiagnosticKind.alternatives(names)),
                start: command.keyword.end + 1, end: command.end)
        }
        return p
    }

    /// The previews drawn, by name, for a Swift export (nil: all of them).
    public func drawn(pickerStyle: PickerStyle) -> DrawnCommand? {
        DrawnCommand(DrawnPreview(names: name.map { [$0] }))
    }

    /// The bindings that hold the `@State` of the previews it draws.
    public func reads(in session: Session) -> Watch.Reads {
        var reads = Watch.Reads()
        for link in session.swift?.states ?? [] where name == nil || link.preview == name {
            reads.read(named: link.binding, in: session)
        }
        return reads
    }
}
