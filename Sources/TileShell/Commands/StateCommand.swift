/// `state`: every binding with its type and value.
///
/// Example: `state`.
public struct StateCommand: ShellCommand {
    public static let spec = CommandSpec(
        "state", for: Self.self, usage: "state", summary: "List every binding with its type and value.",
        examples: ["state"],
        effects: .draws)

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    { .command(StateCommand()) }

    public func run(in shell: inout Shell, command: Command) throws(Diagnostic) -> ShellView? {
        .state(StateView(session: shell.session))
    }

    /// It lists the whole session.
    public func reads(in session: Session) -> Watch.Reads { Watch.Reads(everything: true) }

    public func explain(_ explainer: Explainer, text: String) -> [String] {
        ["\(text) would list the session's \(explainer.session.bindings.count) bindings with their types and values"]
    }

    /// A listing for the person at the terminal, not a view of the app: the export leaves it out.
    public func drawn(pickerStyle: PickerStyle) -> DrawnCommand? { .state }
}

/// `state` as the export records it: a listing for the person at the terminal, not a view of
/// the app, so the export leaves it out.
struct DrawnState: DrawnView {
    func swiftLines(_ source: inout DrawnViewSource) -> [String] { [] }
    var isListing: Bool { true }
}

extension DrawnCommand {
    /// `state`.
    public static let state = DrawnCommand(DrawnState())
}
