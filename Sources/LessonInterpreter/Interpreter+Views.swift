import SwiftLesson
import TileTree

extension Interpreter {
    /// The views a closure (or a view value) builds, with a `TupleView` opened into its parts.
    func views(_ v: Value?, _ range: SourceRange) throws -> [ViewNode] {
        guard var value = v else { return [] }
        if case .closure(let c) = value {
            value = try callClosure(c, [], range)
            // NB: a content closure is a view builder: `VStack { 42 }` is swiftc's error at the 42.
            if c.statements.count == 1, case .expression(let e) = c.statements[0].kind {
                try refusePlainValue(value, e.range)
            }
        }
        guard let node = try asView(value, range) else { return [] }
        if let g = node.kind as? GroupKind, g.name == "TupleView" { return node.children }
        return [node]
    }

    /// A view whose drawing is code the subset does not run, named as the warning names it, with
    /// the method that holds it: a UIKit view wrapped for SwiftUI.
    static func drawnElsewhere(_ info: TypeInfo) -> (what: String, at: Located<FunctionDecl>?)? {
        if let wrapper = info.inherited.first(where: representables.contains) {
            return (wrapper, info.methods["makeUIView"]?.first ?? info.methods["makeUIViewController"]?.first)
        }
        return nil
    }

    /// A value where a view is expected; nil for a nil optional view, which draws nothing.
    func asView(_ v: Value, _ range: SourceRange) throws -> ViewNode? {
        switch v {
        case .view(let node): return node
        case .color(let p): return .color(p)
        case .null, .void: return nil
        case .unsupported(let name): return .placeholder(name)
        case .binding(let inner): return try asView(inner, range)
        case .state(let box): return try asView(box.value, range)
        case .method(.type, "init"):
            // NB: `VStack(content: UserView.init)`: a view's initializer given as the content.
            return try asView(try callValue(v, [], range), range)
        case .instance(let instance):
            if let info = lookupType(instance.type), info.isShape, info.computed["body"] == nil {
                nodes += 1
                return try nested(range, file: file, "'\(instance.type).path(in:)'") {
                    try shapeView(v, info, range)
                }
            }
            if let info = lookupType(instance.type), let drawn = Self.drawnElsewhere(info) {
                warn(
                    "'\(drawn.what)' is not supported yet; drawn as a placeholder", drawn.at?.decl.range ?? range,
                    file: drawn.at?.file)
                return .placeholder(instance.type)
            }
            guard let info = lookupType(instance.type), info.isView || info.computed["body"] != nil else {
                throw error("'\(instance.type)' is not a View", range)
            }
            guard let body = info.computed["body"] else {
                throw error("'\(instance.type)' has no 'body'", range)
            }
            nodes += 1
            if nodes > Self.nodeLimit { throw error("the preview holds more than \(Self.nodeLimit) views", range) }
            // NB: the body's own view is made inside the call, so that a view containing itself
            // meets the depth limit.
            return try nested(range, file: body.file, "'\(instance.type).body'") { () throws -> ViewNode? in
                let scope = Scope(parent: nil)
                scope.names["self"] = v
                let value = try returnValue(of: Self.getter(body.decl), scope, range: body.decl.range, builds: true)
                return try asView(value, range)
            }
        case .array(let items):
            return .tuple(try items.compactMap { try asView($0, range) })
        default:
            throw error("'\(v.typeName)' is not a View", range)
        }
    }

    static func getter(_ b: VariableDecl.Binding) -> [Stmt] {
        switch b.accessors {
        case .getter(let body): return body
        case .accessors(let list): return list.first { $0.kind == "get" }?.body ?? []
        case nil: return []
        }
    }
}

extension ViewNode {
    /// Several views a builder made without a container (`TupleView`): a stack opens them into
    /// its own children; alone they stack vertically, as a preview shows them.
    static func tuple(_ views: [ViewNode]) -> ViewNode { ViewNode(GroupKind(name: "TupleView"), views) }
}
