import TileRender

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

    public func json() -> [JSONValue] {
        switch self {
        case .tiles(let v): v.json()
        case .text(let v): v.json()
        case .picker(let v): v.json()
        case .badge(let v): v.json()
        case .stack(let v): v.json()
        case .watched(let v): v.json()
        case .watchList(let v): v.json()
        case .state(let v): v.json()
        case .help(let v): v.json()
        case .empty: []
        }
    }

    public func describe() -> [ViewDescription] {
        switch self {
        case .tiles(let v): v.describe()
        case .text(let v): v.describe()
        case .picker(let v): v.describe()
        case .badge(let v): v.describe()
        case .stack(let v): v.describe()
        case .watched(let v): v.describe()
        case .watchList(let v): v.describe()
        case .state(let v): v.describe()
        case .help(let v): v.describe()
        case .empty: []
        }
    }

    public func draw(width: Int) -> Canvas {
        switch self {
        case .tiles(let v): v.draw(width: width)
        case .text(let v): v.draw(width: width)
        case .picker(let v): v.draw(width: width)
        case .badge(let v): v.draw(width: width)
        case .stack(let v): v.draw(width: width)
        case .watched(let v): v.draw(width: width)
        case .watchList(let v): v.draw(width: width)
        case .state(let v): v.draw(width: width)
        case .help(let v): v.draw(width: width)
        case .empty: Canvas(width: 0, height: 0)
        }
    }

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
        case .empty: break
        }
    }
}
