import TileRender

/// A command whose names are resolved and whose values are typed. Running it cannot fail
/// for a type reason: every value here fits the binding it goes to.
/// NB: the rare, large cases are boxed (`indirect`), keeping the common ones small to copy.
public enum CheckedCommand: Sendable {
    /// A `ShellCommand`, checked: it runs, explains and exports itself (`shellCommand`).
    /// NB: boxed (`indirect`): an existential is address-only, and unboxed it made every
    /// checked command one, moved and copied through its value witnesses (BENCHMARKS.md).
    indirect case command(any ShellCommand)
    /// The commands a replay runs most, kept as themselves. NB: boxed as `.command`, each would
    /// cost an allocation, kept alive by the drawing log for a drawing (BENCHMARKS.md).
    case tile(TileCommand)
    case show(ShowCommand)
    indirect case picker(PickerCommand)
    /// `set`, and `pick` and `unset`, which are sets.
    case set(SetCommand)
    /// `quit`: the session ends.
    case quit
    /// Work for the edge (files, history, the chooser), handed back by `Shell.run` as `.host`.
    indirect case host(any HostRequest)

    /// The command's meaning; nil for `quit` and the edge's commands, which the shell does not run.
    public var shellCommand: (any ShellCommand)? {
        switch self {
        case .tile(let c): c
        case .show(let c): c
        case .picker(let c): c
        case .set(let c): c
        case .command(let c): c
        case .quit, .host: nil
        }
    }
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
