import TileRender

/// A command whose names are resolved and whose values are typed. Running it cannot fail
/// for a type reason: every value here fits the binding it goes to.
/// NB: the rare, large cases are boxed (`indirect`), keeping the common ones small to copy.
public enum CheckedCommand: Sendable {
    /// A `ShellCommand`, checked: it runs, explains and exports itself (`shellCommand`).
    /// NB: boxed (`indirect`): an existential is address-only, and unboxed it made every
    /// checked command one, moved and copied through its value witnesses (5 % of a tile).
    indirect case command(any ShellCommand)
    /// The drawing commands a replay runs most, kept as themselves. NB: boxed as `.command`,
    /// each would cost an allocation kept alive by the drawing log (3 % of a tile).
    case tile(TileCommand)
    case show(ShowCommand)
    indirect case picker(PickerCommand)
    case assign(binding: String, value: Value?)
    indirect case declareEnum(EnumType)
    indirect case declareTileKind(enumName: String, faces: [TileFace])
    indirect case declareVar(Binding)
    case state
    indirect case help(CommandSpec?)
    case quit
    /// Take back (or put back) this many state changes.
    case undo(Int)
    /// What a binding's view is and why, or what a drawing command would draw.
    indirect case explain(Explanation)
    case redo(Int)
    /// Keep a drawing command's view up to date.
    indirect case watch(Watch)
    /// `watch` alone: list the watches.
    case listWatches
    /// Stop watching: the watches' numbers.
    case unwatch([Int])
    /// Work for the edge (files, history, the chooser), handed back by `Shell.run` as `.host`.
    case host(HostCommand)
}

/// Commands the core cannot carry out itself because they touch files or the terminal.
public enum HostCommand: Hashable, Sendable {
    case source(path: String)
    case recordStart(path: String)
    case recordStop
    case history
    /// Open the previous entry (nil) or a script in the user's editor, and run what it leaves.
    case edit(path: String?)
    case save(path: String)
    case load(path: String)
    /// Write drawings or the session to a file, in the format its extension names.
    case export(ExportRequest)
    /// `pick <binding>` with no case: the edge's interactive chooser picks the case and applies
    /// it with `Shell.pick`; where there is none, `Shell.withoutChooser` makes it an error.
    case choose(binding: String)
}

/// An EnumPicker's configuration: which binding, a title, a label template and a style override.
public struct PickerSpec: Hashable, Sendable {
    public var binding: String
    public var title: String?
    /// `{case}` is replaced by the case name (the seed's mapping closure).
    public var label: String?
    public var style: PickerStyle?
}

/// Seed 3's picker styles, in `PickerStyle` case order.
public enum PickerStyle: String, CaseIterable, Hashable, Sendable {
    case segmented, menu, inline
}

/// What `explain` was asked about.
public enum Explanation: Sendable {
    case binding(Binding)
    /// A drawing command, checked but not run, with its text and its command's name.
    case command(CheckedCommand, text: String, name: String)
    /// `explain layout <drawing command>`: where the command's views would go, and why.
    case layout(CheckedCommand, text: String, name: String)
}
