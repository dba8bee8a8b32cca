import SwiftLesson
import TileText

/// The top-level declarations of a program that hold an error, and what each preview reaches
/// through the names it uses: in a program of several files, a preview that reaches a failed
/// declaration is not drawn, and the rest are, as an error costs only what depends on it.
///
/// What a declaration uses is read from its tokens, every identifier in it: a member that shares a
/// failed type's name counts too, so a preview may be held back that swiftc would build, never the
/// reverse.
///
///     // Order.swift's `struct Order` holds an error; ContentView's body names `Order`:
///     // failures.blocker(ofPreviewIn: 0, range: previewRange) is ContentView uses Order at that error
struct DeclarationFailures {
    /// One top-level declaration: the names it gives the program and the names it uses.
    struct Node {
        var file: Int
        var range: SourceRange
        var name: String?
        var provides: [String]
        var uses: Set<String>
        var error: Diagnostic?
    }

    /// Why a preview is not drawn: `user` (the preview or a declaration it reaches) names `used`,
    /// which holds `error`.
    struct Blocker {
        var user: String
        var used: String
        var file: Int
        var error: Diagnostic
    }

    var nodes: [Node] = []
    var providers: [String: [Int]] = [:]
    var tokens: [[Token]] = []

    var isEmpty: Bool { !nodes.contains { $0.error != nil } }

    /// `errors` are `(file, diagnostic)`; only errors count.
    init(_ parsed: [SourceFileSyntax], errors: [(file: Int, diagnostic: Diagnostic)]) {
        let failing = errors.filter { $0.diagnostic.severity == .error }
        guard !failing.isEmpty else { return }
        for (file, syntax) in parsed.enumerated() {
            tokens.append(Lexer.tokenize(syntax.file).tokens)
            for decl in syntax.declarations {
                let (name, provides) = Self.names(decl)
                let range = decl.range
                let error = failing.first { $0.file == file && range.holds($0.diagnostic.range.start) }
                let node = Node(
                    file: file, range: range, name: name, provides: provides,
                    uses: identifiers(file: file, range), error: error?.diagnostic)
                for p in provides { providers[p, default: []].append(nodes.count) }
                nodes.append(node)
            }
        }
    }

    /// The failed declaration that a preview, declared in `file` at `range`, reaches first
    /// (breadth first, so the nearest); nil when it reaches none.
    func blocker(ofPreview name: String, file: Int, range: SourceRange) -> Blocker? {
        guard !isEmpty else { return nil }
        if let own = nodes.first(where: {
            $0.file == file && $0.range.start <= range.start && range.end <= $0.range.end
        }),
            let error = own.error
        {
            return Blocker(user: name, used: own.name ?? name, file: file, error: error)
        }
        var seen: Set<Int> = []
        var queue: [(String, Set<String>)] = [(name, identifiers(file: file, range))]
        var head = 0
        while head < queue.count {
            let (user, uses) = queue[head]
            head += 1
            for identifier in uses.sorted() {
                for index in providers[identifier] ?? [] where seen.insert(index).inserted {
                    let node = nodes[index]
                    if let error = node.error {
                        return Blocker(user: user, used: identifier, file: node.file, error: error)
                    }
                    queue.append((node.name ?? identifier, node.uses))
                }
            }
        }
        return nil
    }

    func identifiers(file: Int, _ range: SourceRange) -> Set<String> {
        guard tokens.indices.contains(file) else { return [] }
        var out: Set<String> = []
        for token in tokens[file] where token.range.start >= range.start && token.range.end <= range.end {
            if token.kind == .identifier { out.insert(token.text) }
        }
        return out
    }

    /// A declaration's own name (for messages) and the names it gives the program: an extension
    /// gives its type's, so a failed extension of `ContentView` holds back what uses ContentView.
    static func names(_ decl: Decl) -> (String?, [String]) {
        switch decl {
        case .structDecl(let s): return (s.name, [s.name])
        case .enumDecl(let e): return (e.name, [e.name])
        case .extensionDecl(let e):
            let base = Interpreter.baseName(e.extendedType)
            let top = base.split(separator: ".").first.map(String.init) ?? base
            return (base, [top])
        case .functionDecl(let f): return (f.name, [f.name])
        case .typeAliasDecl(let t): return (t.name, [t.name])
        case .protocolDecl(let p): return (p.name, [p.name])
        case .variableDecl(let v):
            let names = v.bindings.map(\.name)
            return (names.first, names)
        default: return (nil, [])
        }
    }
}
