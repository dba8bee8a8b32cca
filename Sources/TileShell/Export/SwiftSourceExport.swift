import LessonInterpreter
import SwiftLesson
import TileRender
import TileTree

/// Writes a session as SwiftUI source in the seeds' patterns: each tile kind as a view with a
/// custom `init` and a nested enum, enums as `String, CaseIterable`, the generic `EnumPicker`,
/// the failable `Text` and `Image` initializers, and a main view whose `@State` holds the
/// bindings and whose body shows what the session drew. Only what the session uses is written.
///
/// Example: `SwiftSourceExport.generate(session: shell.session, drawn: [.fruitTile(count: 12)])`
/// declares `FruitTile` and a `ContentView` showing `FruitTile(count: 12, fruit: fruit)`.
public enum SwiftSourceExport {
    /// The session `shell` holds and every view it drew, as `export <file>.swift` writes them:
    /// the previews it drew as its program draws them now, with the bindings' values.
    public static func generate(shell: Shell, mainView: String = "ContentView") -> String {
        let drawn = shell.drawings.drawings.compactMap(DrawnCommand.init)
        let previews = drawn.contains { $0.view is DrawnPreview } ? shell.runProgram()?.previews ?? [] : []
        return generate(session: shell.session, drawn: drawn, mainView: mainView, previews: previews)
    }

    /// The first line of every export: where it came from (no date, so exports are reproducible).
    public static let header = "// Exported from a tileshell session: the views it drew, as SwiftUI."

    /// The Swift file for `session`. `drawn` lists the drawing commands in the order they ran
    /// (repeats are written once); `mainView` names the main view struct (made a valid type
    /// name if it is not one).
    /// `previews` are the session's previews as its program draws them now: what a preview drawn
    /// is written as, and the values of their `@State`.
    public static func generate(
        session: Session, drawn: [DrawnCommand], mainView: String = "ContentView", previews: [LessonPreview] = []
    ) -> String {
        let plan = ExportPlan(session: session, drawn: drawn, mainView: mainView, previews: previews)
        var views = DrawnViewSource(plan: plan)
        let body = plan.views.map { views.lines(for: $0) }.filter { !$0.isEmpty }

        var w = SwiftWriter()
        w.line(header)
        w.line("")
        w.line("import SwiftUI")
        for e in plan.enums where e.tile == nil && !e.isSwift {
            w.line("")
            enumDeclaration(e, into: &w)
        }
        for e in plan.enums where e.tile != nil {
            w.line("")
            tileView(e, into: &w)
        }
        let aliases = tileEnumAliases(
            plan,
            declaring: (session.swift?.program.files ?? []) + views.declarations.map { SourceFile(path: "", text: $0) })
        if !aliases.isEmpty {
            w.line("")
            w.lines(aliases)
        }
        helpers(views.helpers, plan: plan, into: &w)
        for declaration in views.declarations {
            w.line("")
            w.lines(declaration.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
        for (file, declarations) in sourceDeclarations(session.swift?.program.files ?? [], values: plan.stateValues) {
            w.line("")
            let changed = (plan.stateValues[file.path] ?? []).map { "\($0.property) = \($0.text)" }
            w.line(
                "// As written " + (SwiftSession.isTyped(file.path) ? "at the prompt" : "in " + file.path)
                    + (changed.isEmpty ? "" : ", with the session's " + changed.joined(separator: ", ")) + ":")
            for (i, d) in declarations.enumerated() {
                if i > 0 { w.line("") }
                w.verbatim(d)
            }
        }
        w.line("")
        w.block("struct \(plan.mainView): View {") { w in
            for b in plan.bindings { w.line(stateDeclaration(b, plan: plan)) }
            if !plan.bindings.isEmpty { w.line("") }
            w.block("var body: some View {") { w in
                if body.isEmpty {
                    w.line("EmptyView()")
                } else {
                    w.block("VStack {") { w in for lines in body { w.lines(lines) } }
                }
            }
        }
        w.line("")
        w.block("struct \(plan.mainView)_Previews: PreviewProvider {") { w in
            w.block("static var previews: some View {") { w in w.line("\(plan.mainView)()") }
        }
        return w.text
    }

    /// `enum Size: String, CaseIterable` with a case a line (`case usd = "USD"` where renamed).
    static func enumDeclaration(_ e: ExportPlan.EnumPlan, into w: inout SwiftWriter) {
        w.block("enum \(e.swiftName): String, CaseIterable {") { w in
            for (name, raw) in zip(e.cases, e.rawValues) {
                w.line("case " + SwiftName.escaped(name) + (raw.map { " = " + SwiftLiteral.string($0) } ?? ""))
            }
        }
    }

    /// Seed 1's tile: title and colour derived once in `init` by an exhaustive switch.
    static func tileView(_ e: ExportPlan.EnumPlan, into w: inout SwiftWriter) {
        guard let tile = e.tile, let faces = e.type.faces else { return }
        let label = SwiftName.escaped(tile.label)
        w.block("struct \(tile.structName): View {") { w in
            w.line("")
            w.line("let backgroundColor: Color")
            w.line("let count: Int")
            w.line("let title: String")
            w.line("")
            w.block("init(count: Int, \(label): \(e.swiftName)) {") { w in
                w.line("self.count = count")
                // NB: case labels at the switch's own level, as swift-format's default has them.
                w.line("switch \(label) {")
                for (i, face) in faces.enumerated() {
                    guard let c = e.caseReference(i) else { continue }
                    w.lines([
                        "case \(c):", "  self.title = \(SwiftLiteral.string(face.title))",
                        "  self.backgroundColor = .\(face.color.rawValue)",
                    ])
                }
                w.line("}")
            }
            if !e.isSwift {
                w.line("")
                enumDeclaration(e, into: &w)
            }
            w.line("")
            w.block("var body: some View {") { w in w.lines(tileBody) }
        }
    }

    /// Seed 1's body: the tile's tree (`TilePresentation.tree`), its count, title and colour the
    /// tile's stored properties.
    static let tileBody: [String] = {
        let (count, title) = (Int.min, "\u{0}title")
        let tile = TilePresentation.tree(count: count, title: title, color: .red)
        return SwiftUISource.lines(tile) { node in
            if node.kind is ColorKind { return ["backgroundColor"] }
            switch (node.kind as? TextKind)?.text {
            case String(count): return ["Text(\"\\(count)\")"]
            case title: return ["Text(title)"]
            default: return nil
            }
        }
    }()

    /// `@State private var unit: TimeUnit = .hour`; an optional holding nil has no initial value.
    static func stateDeclaration(_ b: ExportPlan.BindingPlan, plan: ExportPlan) -> String {
        let head = "@State private var \(b.reference): \(b.typeName)"
        guard let value = b.binding.value else {
            return b.binding.type.isOptional ? head : head + " = " + fallback(b, plan: plan)
        }
        let literal: String?
        switch value {
        case .enumCase(let i):
            if case .enumeration(let t) = b.binding.type.base {
                literal = plan.enumPlan(t)?.caseReference(i) ?? plan.swiftCase(t, i)
            } else {
                literal = nil
            }
        case .int(let n): literal = SwiftLiteral.int(n)
        case .decimal(let d): literal = SwiftLiteral.decimal(d)
        case .string(let s): literal = SwiftLiteral.string(s)
        case .bool(let b): literal = b ? "true" : "false"
        case .double(let d): literal = d.description
        case .date(let d):
            literal = SwiftLiteral.optionalDate(d) + (b.binding.type.isOptional ? "" : " ?? .now")
        }
        return head + " = " + (literal ?? fallback(b, plan: plan))
    }

    /// A value for a binding whose stored value cannot be written (it never happens for a
    /// checked session; this keeps the file compiling if it does).
    static func fallback(_ b: ExportPlan.BindingPlan, plan: ExportPlan) -> String {
        if b.binding.type.isOptional { return "nil" }
        switch b.binding.type.base {
        case .int, .decimal, .double: return "0"
        case .bool: return "false"
        case .string: return "\"\""
        case .date: return ".now"
        // NB: an enum missing from the session is typed String (see `ExportPlan.typeName`).
        case .enumeration(let t): return plan.enumPlan(t)?.caseReference(0) ?? "\"\""
        }
    }

    /// Each file's declarations as written (`swiftDeclarations`), but those a later one replaces:
    /// a struct typed again at the prompt is its last declaration, as the session runs it (both
    /// were written: `invalid redeclaration`). Files left with none are left out.
    static func sourceDeclarations(
        _ files: [SourceFile], values: [String: [ExportPlan.Replacement]] = [:]
    ) -> [(file: SourceFile, declarations: [String])] {
        let all = files.map { swiftDeclarations($0, replacing: values[$0.path] ?? []) }
        var last: [String: (file: Int, index: Int)] = [:]
        for (f, declarations) in all.enumerated() {
            for (i, d) in declarations.enumerated() {
                if let key = d.key { last[key] = (f, i) }
            }
        }
        return zip(files, all).enumerated().compactMap { f, pair in
            let kept = pair.1.enumerated().filter { i, d in
                d.key.flatMap { last[$0] }.map { $0.file == f && $0.index == i } ?? true
            }.map(\.element.text)
            return kept.isEmpty ? nil : (pair.0, kept)
        }
    }

    /// What a top-level declaration declares, so that a later one of the same key replaces it:
    /// a type by its name, a function by its name and labels, a variable by its name.
    static func replacementKey(_ decl: Decl) -> String? {
        switch decl {
        case .structDecl(let s): "type " + s.name
        case .enumDecl(let e): "type " + e.name
        case .functionDecl(let f):
            "func " + f.name + "(" + f.parameters.map { ($0.firstName ?? "_") + ":" }.joined() + ")"
        case .variableDecl(let v): v.bindings.first.map { "var " + $0.name }
        default: nil
        }
    }

    /// The names a session's SwiftUI source declares at the top level, which the export's own
    /// types and functions must not take (Xcode's template declares `ContentView`).
    static func sourceNames(_ session: Session) -> Set<String> {
        guard let program = session.swift?.program else { return [] }
        var names: Set<String> = []
        for file in program.files {
            for decl in program.declarations(in: file.path) {
                switch decl {
                case .structDecl(let s): names.insert(s.name)
                case .enumDecl(let e): names.insert(e.name)
                case .functionDecl(let f): names.insert(f.name)
                case .variableDecl(let v): for b in v.bindings { names.insert(b.name) }
                default: continue
                }
            }
        }
        return names
    }

    /// `typealias Fruit = FruitTile.Fruit` for each tile kind's enum that Swift from the session
    /// (`files`) names unqualified and does not declare at its top level. NB: the session names a
    /// tile kind's enum at the top level, where Swift has it inside its tile view; an alias lets
    /// Swift written at the prompt that says `Fruit` compile as the session ran it.
    static func tileEnumAliases(_ plan: ExportPlan, declaring files: [SourceFile]) -> [String] {
        let tiles = plan.enums.filter { $0.tile != nil }
        guard !tiles.isEmpty, !files.isEmpty else { return [] }
        var used: Set<String> = []
        var declared: Set<String> = []
        for file in files {
            // NB: inside a type that nests a type of the name, the name is that type.
            var nesting: [(range: SourceRange, names: Set<String>)] = []
            for decl in SwiftLesson.Parser.parse(file).declarations {
                let (name, members, range): (String?, [Decl], SourceRange) =
                    switch decl {
                    case .structDecl(let d): (d.name, d.members, d.range)
                    case .enumDecl(let d): (d.name, d.members, d.range)
                    case .extensionDecl(let d): (nil, d.members, d.range)
                    default: (nil, [], decl.range)
                    }
                if let name { declared.insert(name) }
                let nested = Set(members.compactMap(typeName))
                if !nested.isEmpty { nesting.append((range, nested)) }
            }
            var afterDot = false
            for token in SwiftLesson.Lexer.tokenize(file).tokens {
                defer { afterDot = token.kind == .punctuation && token.text == "." }
                guard token.kind == .identifier, !afterDot else { continue }
                let start = token.range.start
                if nesting.contains(where: {
                    $0.range.start <= start && start < $0.range.end && $0.names.contains(token.text)
                }) {
                    continue
                }
                used.insert(token.text)
            }
        }
        return tiles.filter { used.contains($0.swiftName) && !declared.contains($0.swiftName) }.map {
            "typealias \(SwiftName.escaped($0.swiftName)) = \($0.path)"
        }
    }

    /// The name of a type a declaration declares, or nil.
    private static func typeName(_ decl: Decl) -> String? {
        switch decl {
        case .structDecl(let d): d.name
        case .enumDecl(let d): d.name
        default: nil
        }
    }

    /// A file's declarations as written, each with its comments, but its imports and previews:
    /// the export has its own import, and its own preview of what the session drew.
    static func swiftDeclarations(
        _ file: SourceFile, replacing: [ExportPlan.Replacement] = []
    ) -> [(key: String?, text: String)] {
        let syntax = SwiftLesson.Parser.parse(file)
        var out: [(key: String?, text: String)] = []
        var previousEnd = 0
        for decl in syntax.declarations {
            let range = decl.range
            defer { previousEnd = range.end }
            switch decl {
            case .importDecl: continue
            case .macroExpansionDecl(let m) where m.name == "Preview": continue
            default: break
            }
            // NB: from the end of the declaration before, so that a comment above it comes with it.
            let start = max(previousEnd, 0)
            let text = ExportPlan.text(of: SourceRange(start: start, end: range.end), in: file, replacing: replacing)
            out.append((replacementKey(decl), String(text.drop { $0 == "\n" || $0 == "\r" })))
        }
        return out
    }
}
