import TileTree

/// `VStack`, `HStack`, `ZStack` and the lazy stacks, which a still preview draws as the plain ones.
enum StackViews {
    static let entries = [
        ViewEntry(name: "VStack", signatures: [vertical], isConfirmed: true, build: vstack),
        ViewEntry(name: "LazyVStack", signatures: [vertical]) { c in
            try OnAppearModifier.lazily(c.interpreter) { try vstack(c) }
        },
        ViewEntry(name: "HStack", signatures: [vertical], isConfirmed: true, build: hstack),
        ViewEntry(name: "LazyHStack", signatures: [vertical]) { c in
            try OnAppearModifier.lazily(c.interpreter) { try hstack(c) }
        },
        ViewEntry(
            name: "ZStack", signatures: [Signature("alignment:=", "content:{}")], isConfirmed: true, build: zstack),
    ]

    // NB: the lazy stacks also take `pinnedViews:`, so they are not checked against this one.
    static let vertical = Signature("alignment:=", "spacing:=", "content:{}")

    static func spacing(_ c: ViewCall) throws -> Double? {
        try c.args.labeled("spacing").flatMap { a -> Double? in
            a.value.isNull ? nil : try c.interpreter.geometry(a.value, a.range)
        }
    }

    @Sendable static func vstack(_ c: ViewCall) throws -> Value {
        let (args, i, range) = (c.args, c.interpreter, c.range)
        let spacing = try spacing(c)
        let children = try i.views(args.closure("content"), range)
        let a = try args.labeled("alignment").map { try i.horizontal($0.value, $0.range) } ?? .center
        return .view(.vstack(alignment: a, spacing: spacing.map(Length.sane), children))
    }

    @Sendable static func hstack(_ c: ViewCall) throws -> Value {
        let (args, i, range) = (c.args, c.interpreter, c.range)
        let spacing = try spacing(c)
        let children = try i.views(args.closure("content"), range)
        let a = try args.labeled("alignment").map { try i.vertical($0.value, $0.range) } ?? .center
        return .view(.hstack(alignment: a, spacing: spacing.map(Length.sane), children))
    }

    @Sendable static func zstack(_ c: ViewCall) throws -> Value {
        let (args, i, range) = (c.args, c.interpreter, c.range)
        _ = try spacing(c)
        let children = try i.views(args.closure("content"), range)
        let a = try args.labeled("alignment").map { try i.alignment($0.value, $0.range) } ?? .center
        return .view(.zstack(alignment: a, children))
    }
}
