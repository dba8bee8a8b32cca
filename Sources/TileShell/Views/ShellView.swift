import TileRender
import TileTree

/// A view a command shows, as one of the kinds the shell draws: the run loop, the drawing log
/// and `export` switch over these plain values instead of calling through `any TileShellView`.
///
/// Example: `ShellView.tiles(TileRowView(tiles))` is what `tile apple 100` shows.
///
/// NB: the views that are large and rare are boxed (`indirect`), so that the usual tile row,
/// text or picker is copied without room for a whole `state` table.
public enum ShellView: TileShellView {
    case tiles(TileRowView)
    case text(TextView)
    case picker(PickerView)
    case badge(BadgeView)
    /// `show` of several bindings.
    indirect case stack(VStackView)
    indirect case watched(WatchedView)
    indirect case watchList(WatchListView)
    indirect case state(StateView)
    indirect case help(HelpView)
    /// A nil optional's view: draws nothing, and is still a view of the session.
    case empty
    /// The view of a command the standard language does not have (a `ShellCommand` of its own).
    indirect case other(any TileShellView)

    /// The view itself, for the calls off the replay path (JSON, descriptions, pictures); nil for
    /// `empty`. NB: `render(into:)` switches over the cases itself: it runs for every command.
    public var content: (any TileShellView)? {
        switch self {
        case .tiles(let v): v
        case .text(let v): v
        case .picker(let v): v
        case .badge(let v): v
        case .stack(let v): v
        case .watched(let v): v
        case .watchList(let v): v
        case .state(let v): v
        case .help(let v): v
        case .other(let v): v
        case .empty: nil
        }
    }

    public func tree() -> ViewNode { content?.tree() ?? plainTree }

    public func json() -> [JSONValue] { content?.json() ?? [] }

    public func plainTrees() -> [ViewNode] { content?.plainTrees() ?? [] }

    public func previews() -> [(name: String, tree: ViewNode)] { content?.previews() ?? [] }

    public func accessibleLabels() -> [String] { content?.accessibleLabels() ?? [] }

    public func draw(width: Int) -> Canvas { content?.draw(width: width) ?? Canvas(width: 0, height: 0) }

    public func render(into cache: inout RenderCache) {
        switch self {
        case .tiles(let v): v.render(into: &cache)
        case .text(let v): v.render(into: &cache)
        case .picker(let v): v.render(into: &cache)
        case .badge(let v): v.render(into: &cache)
        case .stack(let v): v.render(into: &cache)
        case .watched(let v): v.render(into: &cache)
        case .watchList(let v): v.render(into: &cache)
        case .state(let v): v.render(into: &cache)
        case .help(let v): v.render(into: &cache)
        case .other(let v): v.render(into: &cache)
        case .empty: break
        }
    }
}
