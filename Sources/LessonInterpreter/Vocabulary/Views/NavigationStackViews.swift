import TileTree

/// `NavigationStack { … }` and the older `NavigationView { … }`: a bar with the title the
/// content sets, over the content.
enum NavigationStackViews {
    static let entries = ["NavigationStack", "NavigationView"].map {
        ViewEntry(
            name: $0, signatures: [Signature("root:{}"), Signature("content:{}"), Signature("path:", "root:{}")],
            build: build)
    }

    @Sendable static func build(_ c: ViewCall) throws -> Value {
        let (args, i, range) = (c.args, c.interpreter, c.range)
        // NB: `NavigationStack(path: $path)` shows its root: a still preview pushes nothing.
        if let path = args.labeled("path") { try i.requireBinding(path) }
        // NB: the title and the items are what the content sets, however deep.
        let outer = i.navigationBar
        i.navigationBar = NavigationBarContent()
        defer { i.navigationBar = outer }
        let content = try i.views(args.closure("root") ?? args.closure("content"), range)
        let title = i.navigationBar
        return .view(
            .navigationStack(
                name: c.name, title: title.text, inline: title.inline,
                content: content.count == 1 ? content[0] : .vstack(content), items: title.items, search: title.search))
    }
}
