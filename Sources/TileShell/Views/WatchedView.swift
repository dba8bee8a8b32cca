import TileRender
import TileTree

/// A watch's view as drawn after a change: a dim header naming the watch (`── watch 1: show
/// price`), then the view, or nothing when the view is nil, or why the command no longer draws.
/// In JSON each of the view's objects carries `"watch": <n>`.
public struct WatchedView: TileShellView {
    public var number: Int
    public var text: String
    public var view: ShellView?
    /// Why the watched command cannot draw now (its binding was undone, say).
    public var problem: String?

    public init(_ watch: Watch, view: ShellView?, problem: String?) {
        number = watch.number
        text = watch.text
        self.view = view
        self.problem = problem
    }

    var header: String { "── watch \(number): \(text)" }

    public func json() -> [JSONValue] {
        let tag = ("watch", JSONValue.int(number))
        if let problem { return [.object([tag, ("view", .string("problem")), ("text", .string(problem))])] }
        let objects = view?.json() ?? []
        // NB: a view that draws nothing is still a redraw, and says so.
        guard !objects.isEmpty else { return [.object([tag, ("view", .string("empty"))])] }
        return objects.map {
            guard case .object(let pairs) = $0 else { return $0 }
            return .object([tag] + pairs)
        }
    }

    public func plainTrees() -> [ViewNode] {
        [TextPresentation.tree(header, style: .caption)]
            + (problem.map { [TextPresentation.tree($0, style: .caption)] } ?? view?.plainTrees() ?? [])
    }

    /// The previews the watched command draws, and none while it cannot draw: the header is a
    /// message, no part of a view.
    public func previews() -> [(name: String, tree: ViewNode)] { problem == nil ? view?.previews() ?? [] : [] }

    public func accessibleLabels() -> [String] { [header] + (problem.map { [$0] } ?? view?.accessibleLabels() ?? []) }

    /// The dim header line, and the dim line saying why the view cannot draw (if it cannot).
    var headerView: TextView { TextView(header, emphasis: .secondary) }
    var problemView: TextView? { problem.map { TextView("cannot draw: " + $0, emphasis: .secondary) } }

    /// The header, then the problem or the view.
    var stack: VStackView { VStackView([headerView] + (problemView.map { [$0] } ?? []) + (view.map { [$0] } ?? [])) }

    /// As `stack` renders, without building it; the header, the same on every redraw, is drawn
    /// once and then taken from the cache.
    public func render(into cache: inout RenderCache) {
        cache.append(key: RenderKey(kind: "watch header", number: number, title: text, look: 0)) {
            headerView.draw(width: $0)
        }
        problemView?.render(into: &cache)
        view?.render(into: &cache)
    }

    public func draw(width: Int) -> Canvas { stack.draw(width: width) }
}

/// `watch` alone: each watch's number and command, or how to make one.
public struct WatchListView: TileShellView {
    public var watches: [(number: Int, text: String)]

    public init(_ watches: [Watch]) { self.watches = watches.map { ($0.number, $0.text) } }

    var lines: [String] {
        guard !watches.isEmpty else { return ["no watches; 'watch show price' keeps a view up to date"] }
        let w = watches.map { String($0.number).count }.max() ?? 1
        return watches.map { String(repeating: " ", count: w - String($0.number).count) + "\($0.number)  \($0.text)" }
    }

    public func json() -> [JSONValue] {
        [
            .object([
                ("view", .string("watches")),
                (
                    "watches",
                    .array(watches.map { .object([("watch", .int($0.number)), ("command", .string($0.text))]) })
                ),
            ])
        ]
    }

    public func plainTrees() -> [ViewNode] { [LinesPresentation.tree(lines)] }

    public func accessibleLabels() -> [String] { [LinesPresentation.label(lines)] }

    public func draw(width: Int) -> Canvas {
        TextView(lines.joined(separator: "\n"), emphasis: watches.isEmpty ? .secondary : .none).draw(width: width)
    }
}
