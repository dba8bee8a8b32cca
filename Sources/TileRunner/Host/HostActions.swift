import TileShell

/// The host actions a runner knows, keyed by the type of request each carries out: the runner
/// dispatches every `HostRequest` the core hands back through it.
///
/// Example: `HostActions.standard.adding(CopyAction.self)` for a test's own command.
package struct HostActions: Sendable {
    private var actions: [ObjectIdentifier: any HostAction.Type] = [:]

    /// The commands of tileshell's grammar that touch files or the terminal.
    package static let standard = HostActions([
        SourceAction.self,
        OpenAction.self,
        RecordAction.self,
        HistoryAction.self,
        EditAction.self,
        SaveAction.self,
        LoadAction.self,
        ExportAction.self,
        ChooseAction.self,
    ])

    package init(_ actions: [any HostAction.Type]) {
        for action in actions { self.actions[action.requestKey] = action }
    }

    /// This table and `action`, which replaces any action for the same request type.
    package func adding(_ action: any HostAction.Type) -> HostActions {
        var table = self
        table.actions[action.requestKey] = action
        return table
    }

    /// The action for a request, or nil when none is registered for its type.
    package func action(for request: any HostRequest) -> (any HostAction.Type)? {
        actions[ObjectIdentifier(type(of: request))]
    }
}

extension HostAction {
    fileprivate static var requestKey: ObjectIdentifier { ObjectIdentifier(Request.self) }
}
