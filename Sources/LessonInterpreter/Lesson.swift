import SwiftLesson
import TileTree

/// A preview a lesson file declares, evaluated into a view tree.
///
///     // #Preview("Apples") { Tile(count: 100, fruit: .apple) } is LessonPreview(name: "Apples", tree: ...)
public struct LessonPreview: Sendable {
    public var name: String
    public var tree: ViewNode
}

/// A message about one of the files, with the index of the file it points into.
public struct LessonDiagnostic: Sendable {
    public var file: Int
    public var diagnostic: Diagnostic
}

/// What opening lesson files gave: each preview's tree, and every message on the way.
public struct LessonResult: Sendable {
    public var files: [SourceFile]
    public var previews: [LessonPreview]
    public var diagnostics: [LessonDiagnostic]

    /// Whether any message is an error (the command line then exits 1).
    public var failed: Bool { diagnostics.contains { $0.diagnostic.severity == .error } }

    /// The messages as swiftc writes them: `path:line:col: warning: message`.
    public var messages: [String] {
        diagnostics.map { d in
            files.indices.contains(d.file) ? d.diagnostic.formatted(in: files[d.file]) : d.diagnostic.message
        }
    }
}

/// Opens SwiftUI lesson files: parses them, evaluates the subset of Swift that views are made of,
/// and gives every preview's view tree. Never traps and never hangs: a hostile file ends in an
/// error within the step budget.
///
///     let result = Lesson.open([SourceFile(path: "Tile.swift", text: source)], formatting: f, now: 0)
///     // result.previews[0].name == "Preview", result.previews[0].tree is its ViewNode
public enum Lesson {
    /// Several files are one program, as Swift's module is.
    public static func open(_ files: [SourceFile], formatting: LessonFormatting, now: Double) -> LessonResult {
        let parsed = files.map { Parser.parse($0) }
        var result = LessonResult(files: files, previews: [], diagnostics: [])
        for (index, syntax) in parsed.enumerated() {
            result.diagnostics += syntax.diagnostics.map { LessonDiagnostic(file: index, diagnostic: $0) }
        }
        if result.failed { return result }
        return LargeStack.run(size: LargeStack.interpreterSize) {
            let interp = Interpreter(files: files, formatting: formatting)
            interp.now = now
            interp.declare(parsed)
            var previews: [LessonPreview] = []
            for source in previewSources(parsed, interp) {
                do {
                    // NB: a tree deeper than layout allows is dropped here, on the large stack:
                    // releasing one nested 100 000 deep on the caller's stack overflowed it.
                    for preview in try source.evaluate(interp) {
                        let depth = preview.tree.depth
                        guard depth <= LayoutEngine.depthLimit else {
                            let message = "views are nested \(depth) deep, past the limit of \(LayoutEngine.depthLimit)"
                            interp.diagnostics.append((source.file, Diagnostic(.error, message, at: source.range)))
                            continue
                        }
                        previews.append(preview)
                    }
                } catch let e as EvalError {
                    interp.diagnostics.append((e.file, Diagnostic(.error, e.message, at: e.range)))
                } catch {
                    interp.diagnostics.append((source.file, Diagnostic(.error, "\(error)", at: source.range)))
                }
            }
            interp.finish()
            var result = result
            result.previews = previews
            result.diagnostics += interp.diagnostics.map { LessonDiagnostic(file: $0.file, diagnostic: $0.diagnostic) }
            return result
        }
    }

    /// Where a preview comes from: a `#Preview` closure, a `PreviewProvider`, or (in a file
    /// with neither) a view that needs no arguments.
    struct PreviewSource {
        enum Kind {
            case macro([Stmt])
            case provider(TypeInfo)
            case view(TypeInfo)
        }

        var name: String
        var kind: Kind
        var file: Int
        var range: SourceRange

        func evaluate(_ interp: Interpreter) throws -> [LessonPreview] {
            interp.file = file
            interp.nodes = 0
            switch kind {
            case .macro(let body):
                let value = try interp.returnValue(of: body, Scope(parent: nil), range: range, builds: true)
                return [LessonPreview(name: name, tree: Lesson.root(try interp.asView(value, range) ?? .empty))]
            case .provider(let info):
                guard let previews = info.staticComputed["previews"] else {
                    throw interp.error("'\(info.name)' has no 'static var previews'", range)
                }
                let value = try interp.computed(previews, self: .type(info.name), range)
                let tree = try interp.asView(value, range) ?? .empty
                // NB: a provider's top-level group is one preview per view, as Xcode shows them.
                if let g = tree.kind as? GroupKind, g.name == "TupleView" || g.name == "Group", tree.children.count > 1
                {
                    return tree.children.enumerated().map { n, child in
                        LessonPreview(name: n == 0 ? name : "\(name) \(n + 1)", tree: child)
                    }
                }
                return [LessonPreview(name: name, tree: tree)]
            case .view(let info):
                let value = try interp.construct(info.name, [], range)
                return [LessonPreview(name: name, tree: Lesson.root(try interp.asView(value, range) ?? .empty))]
            }
        }
    }

    /// Several views at a preview's root stack vertically, as the canvas shows them; a picker
    /// without a style is iOS's default, a menu.
    static func root(_ tree: ViewNode) -> ViewNode {
        if let g = tree.kind as? GroupKind, g.name == "TupleView" { return .vstack(tree.children).pickerStyle(.menu) }
        return tree.pickerStyle(.menu)
    }

    static func previewSources(_ parsed: [SourceFileSyntax], _ interp: Interpreter) -> [PreviewSource] {
        var sources: [PreviewSource] = []
        var unnamed = 0
        for (index, syntax) in parsed.enumerated() {
            for decl in syntax.declarations {
                switch decl {
                case .macroExpansionDecl(let m) where m.name == "Preview":
                    var name: String?
                    if let first = m.arguments.first, first.label == nil,
                        case .stringLiteral(let s) = first.expression.kind
                    {
                        name = s.plainText
                    }
                    if name == nil {
                        unnamed += 1
                        name = unnamed == 1 ? "Preview" : "Preview \(unnamed)"
                    }
                    guard let closure = m.trailingClosures.first ?? m.arguments.last(where: { $0.label == "body" }),
                        case .closure(let c) = closure.expression.kind
                    else { continue }
                    sources.append(
                        PreviewSource(name: name ?? "Preview", kind: .macro(c.statements), file: index, range: m.range))
                case .structDecl(let s)
                where s.inheritedTypes.contains(where: { Interpreter.baseName($0) == "PreviewProvider" }):
                    guard let info = interp.types[s.name] else { continue }
                    sources.append(PreviewSource(name: s.name, kind: .provider(info), file: index, range: s.range))
                default: continue
                }
            }
        }
        if !sources.isEmpty { return sources }
        // NB: no preview at all: draw each top-level view that needs no arguments, with a note.
        for (index, syntax) in parsed.enumerated() {
            for decl in syntax.declarations {
                guard case .structDecl(let s) = decl, let info = interp.types[s.name], info.isView,
                    info.genericParameters.isEmpty, info.memberwise.allSatisfy({ $0.initializer != nil || $0.isState }),
                    info.initializers.isEmpty
                        || info.initializers.contains(where: {
                            $0.decl.parameters.allSatisfy { $0.defaultValue != nil }
                        })
                else { continue }
                interp.file = index
                interp.warn("the file has no preview; drawing '\(s.name)()'", s.range, severity: .note)
                sources.append(PreviewSource(name: s.name, kind: .view(info), file: index, range: s.range))
            }
        }
        if sources.isEmpty, let first = parsed.first {
            // NB: an app's entry file (`@main struct App`) or a model file: nothing to draw, said once.
            interp.file = 0
            let start = SourceRange(start: 0, end: 0)
            interp.warn(
                "nothing to draw: no #Preview, no PreviewProvider, and no view that needs no arguments",
                first.declarations.first?.range ?? start, severity: .note)
        }
        return sources
    }
}
