import TileTree

/// `NavigationStack { … }` and the older `NavigationView { … }`: a bar with the title the
/// content sets, over the content; and what is pushed onto it, drawn in its place.
enum NavigationStackViews {
    static let entries = ["NavigationStack", "NavigationView"].map {
        ViewEntry(
            name: $0, signatures: [Signature("root:{}"), Signature("content:{}"), Signature("path:", "root:{}")],
            build: build)
    }

    /// The root, then each screen pushed onto it: the values of a `path:` binding (each shown
    /// by the `navigationDestination(for:)` of its type), then the links a session followed
    /// (`Interpreter.pushPath`). The top screen is drawn with its own bars, and a back button
    /// titled with the screen under it, as UIKit titles it ("Back" when that has no title).
    @Sendable static func build(_ c: ViewCall) throws -> Value {
        let (args, i, range) = (c.args, c.interpreter, c.range)
        var values: [Value] = []
        if let path = args.labeled("path") {
            try i.requireBinding(path)
            if case .array(let items) = i.unbound(path.value) { values = items }
        }
        // NB: only the first stack built follows the session's links; a stack inside it is another's.
        let labels = i.pushPath
        i.pushPath = []
        // NB: the title and the items are what the content sets, however deep.
        let (outerBar, outerDestinations, outerPresented) = (i.navigationBar, i.destinations, i.presentedDestinations)
        defer {
            (i.navigationBar, i.destinations, i.presentedDestinations) = (outerBar, outerDestinations, outerPresented)
        }
        let (buttonsBefore, linksBefore) = (i.buttons.count, i.links.count)
        i.navigationBar = NavigationBarContent()
        (i.destinations, i.presentedDestinations) = ([], [])
        var content = try i.views(args.closure("root") ?? args.closure("content"), range)
        var bar = i.navigationBar
        var back: String?
        var followed: [String] = []
        // NB: a destination a binding presents goes on top of the path, under what a session pushed.
        let steps =
            values.map { Step.value($0) } + i.presentedDestinations.map { Step.presented($0.build, $0.item) }
            + labels.map { Step.link($0) }
        i.presentedDestinations = []
        path: for step in steps {
            // What the screen is made of: a view or closure, and the value a closure is given.
            let made: (build: Value, argument: Value?)
            switch step {
            case .value(let v):
                guard let destination = destination(for: v, in: i) else { continue }
                made = (destination, v)
            case .presented(let build, let item): made = (build, item)
            case .link(let label):
                // NB: a label the screen no longer shows (its file changed), or a link with nothing
                // to push, ends the path there: the labels after it were the screens above it.
                guard let link = i.links[linksBefore...].last(where: { $0.title == label }) else { break path }
                if let v = link.value {
                    guard let destination = destination(for: v, in: i) else { break path }
                    made = (destination, v)
                } else if let d = link.destination {
                    made = (d, nil)
                } else {
                    break path
                }
                followed.append(label)
            }
            // NB: what `tap` finds is the top screen's, not the buttons and links of those under it.
            i.buttons.removeSubrange(min(buttonsBefore, i.buttons.count)...)
            i.links.removeSubrange(min(linksBefore, i.links.count)...)
            back = bar.text.flatMap { $0.isEmpty ? nil : $0 } ?? "Back"
            // NB: the screen's bar is its own: its title is set as its closure runs.
            i.navigationBar = NavigationBarContent()
            let screen =
                try made.argument.map {
                    try i.callValue(made.build, [Argument(label: nil, value: $0, range: range)], range)
                }
                ?? made.build
            content = try i.views(screen, range)
            bar = i.navigationBar
        }
        if back != nil { i.pushed = (followed, back) }
        return .view(
            .navigationStack(
                name: c.name, title: bar.text, inline: bar.inline,
                content: content.count == 1 ? content[0] : .vstack(content), items: bar.items, search: bar.search,
                back: back))
    }

    enum Step {
        case value(Value)
        case presented(Value, Value?)
        case link(String)
    }

    /// The closure of the `navigationDestination(for:)` that shows `value`'s type, the innermost first.
    static func destination(for value: Value, in i: Interpreter) -> Value? {
        let type = i.unbound(value).typeName
        let short = type.split(separator: ".").last.map(String.init) ?? type
        return i.destinations.last { $0.type == type || $0.type.split(separator: ".").last.map(String.init) == short }?
            .build
    }
}
