/// Work a command hands to the edge because it touches files or the terminal (`source`,
/// `save`, `export`, the chooser...): the core decides everything about it, and the edge
/// carries it out by the action its table keeps for the request's type. Each request is nested
/// in its command (`SaveCommand.Request`), so a new file-touching command is its command file
/// and the one file of its action at the edge, each registered by one line.
///
/// Example: `save work.tss` checks to `.host(SaveCommand.Request(path: "work.tss"))`.
public protocol HostRequest: Sendable {
    /// The file the request reads or writes, as typed (`--preview` follows what a run reads);
    /// nil when it names none.
    var file: (path: String, isWritten: Bool)? { get }
}
