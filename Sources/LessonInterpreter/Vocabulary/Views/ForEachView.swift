import TileTree

/// `ForEach(items) { item in … }`, `ForEach(0..<3)`, `ForEach(items, id: \.self)`: a row per
/// element, each tagged with its id for a `Picker`.
enum ForEachView {
    static let entry = ViewEntry(name: "ForEach", signatures: [Signature("_:", "id:", "content:{}")], build: build)

    /// The most rows one `ForEach` draws.
    static let maxRows = 10_000

    @Sendable static func build(_ c: ViewCall) throws -> Value {
        let (args, i, range) = (c.args, c.interpreter, c.range)
        guard let data = args.positional.first ?? args.labeled("data") else {
            throw i.error("missing argument for parameter 'data' in call to 'ForEach'", range)
        }
        let items = try i.elements(of: data.value, data.range)
        guard case .closure(let content)? = args.closure("content") else {
            throw i.error("'ForEach' needs a closure that builds each row", range)
        }
        let idPath: [String]? = args.labeled("id").flatMap {
            if case .keyPath(let p) = $0.value { return p } else { return nil }
        }
        var rows: [ViewNode] = []
        // NB: a preview shows a screenful; thousands of rows are drawn up to a limit, said once.
        if items.count > Self.maxRows {
            i.warn("'ForEach' over \(items.count) items: the first \(Self.maxRows) are drawn", range)
        }
        for item in items.prefix(Self.maxRows) {
            try i.tick(range)
            var id = item
            if let idPath {
                for component in idPath where component != "self" { id = try i.member(of: id, component, range) }
            } else if case .instance(let inst) = item, let own = inst.fields["id"] {
                id = own
            }
            for node in try i.views(try i.callClosure(content, [item], range), range) {
                rows.append(Picking.hasTag(node) ? node : node.tag(i.describe(id)))
            }
        }
        if args.labeled("id") == nil, let data = args.positional.first,
            let wrong = try ForEachIdentity.error(data, content, c)
        {
            throw wrong
        }
        return .view(.forEach(rows))
    }
}
