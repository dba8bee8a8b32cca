import SwiftLesson
import TileRender
import TileText
import TileTree

/// A preview a lesson file declares, evaluated into a view tree.
///
///     // #Preview("Apples") { Tile(count: 100, fruit: .apple) } is LessonPreview(name: "Apples", tree: ...)
public struct LessonPreview: Sendable {
    public var name: String
    public var tree: ViewNode
    /// Its root view's `@State` that a session can hold, with the values drawn.
    public var states: [SwiftState] = []
    /// The labels of the buttons it shows, in the order they were made (what `tap` presses).
    public var buttons: [String] = []
    /// The labels of the navigation links it shows, in order (what `tap` follows).
    public var links: [String] = []
    /// The labels of the links followed to the screen drawn, root first (`LessonRequest.pushed`
    /// as far as the screens still show them).
    public var pushed: [String] = []
    /// The title of the back button of the screen drawn, when a navigation stack shows one
    /// pushed (by a link followed, or by its `path:`).
    public var back: String?
    /// What its `.onAppear` actions changed before it was first drawn (drawn with them): the
    /// states `states` lists and those it does not (a child view's, an array), for a session to keep.
    public var appeared: [SwiftState] = []
    /// The index of the file that declares it.
    public var file = 0
    /// Its name among its own file's previews: an unnamed `#Preview` is `Preview`, `Preview 2` in
    /// the order of its file, where `name` counts them through the program.
    public var nameInFile = ""
    /// Where what it draws is written in its file, for an export that writes it again.
    public var code: PreviewCode?

    public init(name: String, tree: ViewNode, states: [SwiftState] = [], buttons: [String] = []) {
        self.name = name
        self.tree = tree
        self.states = states
        self.buttons = buttons
    }
}

/// Where what a preview draws is written: the statements of its `#Preview` closure or of its
/// provider's `previews` (`body`, a range in the preview's file, and how many statements it
/// holds), or, in a file with no preview, the view drawn (`view`, made as `Name()`).
public enum PreviewCode: Hashable, Sendable {
    case body(SourceRange, statements: Int)
    case view(String)
}

/// A message about one of the files, with the index of the file it points into.
public struct LessonDiagnostic: Sendable {
    public var file: Int
    public var diagnostic: Diagnostic

    public init(file: Int, diagnostic: Diagnostic) {
        self.file = file
        self.diagnostic = diagnostic
    }

    /// The message as swiftc prints it, one line: `path:line:col: severity: message`, or the
    /// message alone when it points into none of `files`.
    public func message(in files: [SourceFile]) -> String {
        files.indices.contains(file)
            ? diagnostic.formatted(in: files[file]) : Sanitizer.visible(Excerpt.message(diagnostic.message))
    }

    /// The message as swiftc prints it on a terminal, each line ended: its line, the source line
    /// and the caret (`Diagnostic.excerpt(in:colors:)`); a message that points into none of
    /// `files` is its one line, as `message(in:)` writes it.
    public func printed(in files: [SourceFile], colors: DiagnosticColors) -> String {
        files.indices.contains(file) ? diagnostic.excerpt(in: files[file], colors: colors) : message(in: files) + "\n"
    }
}

/// What opening lesson files gave: each preview's tree, and every message on the way.
public struct LessonResult: Sendable {
    public var files: [SourceFile]
    public var previews: [LessonPreview]
    public var diagnostics: [LessonDiagnostic]
    /// What pressing the requested button did (nil when none was asked for).
    public var tap: TapOutcome?
    /// The previews held back because they reach a declaration that failed, in a program of
    /// several files.
    public var notDrawn: [NotDrawn] = []
    /// How many previews the files to draw declare (a provider counts once).
    public var declared = 0
    /// The interpreter steps the evaluation was charged (at most its step budget), for the
    /// fuzzer's cost oracle.
    public var steps = 0

    /// Whether any message is an error (the command line then exits 1).
    public var failed: Bool { diagnostics.contains { $0.diagnostic.severity == .error } }

    /// The messages as swiftc writes them: `path:line:col: warning: message`, one line each.
    public var messages: [String] { diagnostics.map { $0.message(in: files) } }

    /// The messages as swiftc prints them on a terminal, each with its source line and caret,
    /// each note after the message it belongs to (it follows it in `diagnostics`).
    public func printed(_ colors: DiagnosticColors = .plain) -> String {
        diagnostics.map { $0.printed(in: files, colors: colors) }.joined()
    }
}

/// A preview not drawn because it reaches a declaration with an error: `user` names `used`.
///
///     // NotDrawn(preview: "Preview", file: 0, user: "ContentView", used: "Order", place: "Order.swift:16:33")
public struct NotDrawn: Sendable, Equatable {
    public var preview: String
    public var file: Int
    public var user: String
    public var used: String
    /// Where the error is, `Order.swift:16:33`.
    public var place: String

    /// `ContentView uses Order (Order.swift:16:33)`.
    public var reason: String { "\(user) uses \(used) (\(place))" }
}

/// Opens SwiftUI lesson files: parses them, evaluates the subset of Swift that views are made of,
/// and gives every preview's view tree. Never traps and never hangs: a hostile file ends in an
/// error within the step budget.
///
///     let result = Lesson.open([SourceFile(path: "Tile.swift", text: source)], formatting: f, now: 0)
///     // result.previews[0].name == "Preview", result.previews[0].tree is its ViewNode
public enum Lesson {
    /// The most steps one evaluation is charged before it ends with an error.
    public static var stepLimit: Int { Interpreter.stepLimit }

    /// Several files are one program, as Swift's module is; `drawing` names the files whose
    /// previews are drawn (nil for all). One file with a syntax error draws nothing; in a program
    /// of several, a declaration with an error is left out and holds back only the previews that
    /// reach it (`LessonResult.notDrawn`).
    /// `shouldStop` is asked every few thousand steps; true ends the run with the error "interrupted".
    public static func open(
        _ files: [SourceFile], formatting: LessonFormatting, now: Double,
        shouldStop: @escaping @Sendable () -> Bool = { false }, vocabulary: Vocabulary = .standard,
        drawing: Set<Int>? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil, resources: LessonResources? = nil
    ) -> LessonResult {
        let parsed = files.map { Parser.parse($0) }
        var result = LessonResult(files: files, previews: [], diagnostics: [])
        var syntaxErrors: [(file: Int, diagnostic: Diagnostic)] = []
        for (index, syntax) in parsed.enumerated() {
            result.diagnostics += syntax.diagnostics.map { LessonDiagnostic(file: index, diagnostic: $0) }
            syntaxErrors += syntax.errors.map { (index, $0) }
        }
        if result.failed && files.count < 2 { return result }
        // NB: a declaration the parser could not read is left out; the rest of its file stands.
        let standing = parsed.enumerated().map { index, syntax in
            var kept = syntax
            kept.declarations.removeAll { decl in
                syntaxErrors.contains { $0.file == index && decl.range.holds($0.diagnostic.range.start) }
            }
            return kept
        }
        var choice = PreviewChoice(drawing: drawing, syntaxErrors: syntaxErrors, parsed: parsed)
        choice.progress = progress
        choice.resources = resources
        return run(
            SwiftProgram(files: files, parsed: standing), formatting: formatting, now: now, shouldStop: shouldStop,
            vocabulary: vocabulary, choice: choice, into: result)
    }

    /// Which previews a run draws: those of `drawing`'s files, and (in a program of several files)
    /// not those that reach a failed declaration.
    struct PreviewChoice {
        var drawing: Set<Int>?
        var syntaxErrors: [(file: Int, diagnostic: Diagnostic)] = []
        /// The files as parsed, failed declarations included.
        var parsed: [SourceFileSyntax] = []
        /// Told `(drawn, of)` before each preview is evaluated.
        var progress: (@Sendable (Int, Int) -> Void)?
        /// The project's resource files, for `Bundle.main`.
        var resources: LessonResources?
    }

    /// A session's program drawn: each preview with its `@State` set from `request.states`,
    /// and the button `request.tap` names pressed (the preview it is in drawn after its action).
    /// `shouldStop` is asked every few thousand steps; true ends the run with the error
    /// "interrupted", and the previews after it are not run.
    public static func run(
        _ program: SwiftProgram, request: LessonRequest = LessonRequest(), formatting: LessonFormatting, now: Double,
        shouldStop: @escaping @Sendable () -> Bool = { false }, vocabulary: Vocabulary = .standard,
        resources: LessonResources? = nil
    ) -> LessonResult {
        var choice = PreviewChoice()
        choice.resources = resources
        return run(
            program, request: request, formatting: formatting, now: now, shouldStop: shouldStop, vocabulary: vocabulary,
            choice: choice, into: LessonResult(files: program.files, previews: [], diagnostics: []))
    }

    static func run(
        _ program: SwiftProgram, request: LessonRequest = LessonRequest(), formatting: LessonFormatting, now: Double,
        shouldStop: @escaping @Sendable () -> Bool, vocabulary: Vocabulary, choice: PreviewChoice,
        into result: LessonResult
    ) -> LessonResult {
        LargeStack.run(size: LargeStack.interpreterSize) {
            let interp = Interpreter(files: program.files, formatting: formatting, vocabulary: vocabulary)
            interp.now = now
            interp.shouldStop = shouldStop
            interp.resources = choice.resources
            interp.declare(program.parsed)
            let found = StaticCheck.errors(in: program.parsed, vocabulary: vocabulary)
            var previews: [LessonPreview] = []
            var result = result
            var tap = request.tap
            var shown: [String] = []
            let failures =
                program.files.count > 1
                ? DeclarationFailures(
                    choice.parsed.isEmpty ? program.parsed : choice.parsed,
                    errors: choice.syntaxErrors + found.map { ($0.file, $0.diagnostic) }) : nil
            let sources = previewSources(program.parsed, interp, drawing: choice.drawing)
            result.declared = sources.count
            for (n, source) in sources.enumerated() {
                choice.progress?(n, sources.count)
                if let blocker = failures?.blocker(ofPreview: source.nameInFile, file: source.file, range: source.range)
                {
                    let place =
                        program.files.indices.contains(blocker.file)
                        ? program.files[blocker.file].place(of: blocker.error.range.start) : "?"
                    result.notDrawn.append(
                        NotDrawn(
                            preview: source.name, file: source.file, user: blocker.user, used: blocker.used,
                            place: place))
                    continue
                }
                do {
                    let path = request.pushed[source.name] ?? []
                    var states = request.states
                    var made = try source.evaluate(interp, states: states, path: path)
                    var appeared: [SwiftState] = []
                    if states[source.name] == nil, !interp.appearActions.isEmpty {
                        // NB: a preview's first drawing follows its `.onAppear` actions, as SwiftUI
                        // runs them before the first frame; a session that holds its state has drawn it.
                        appeared = try interp.perform(interp.appearActions, source.range)
                        if !appeared.isEmpty {
                            states[source.name] = Dictionary(appeared.map { ($0.name, $0.value) }) { _, last in last }
                            made = try source.evaluate(interp, states: states, path: path)
                        }
                    }
                    if let wanted = tap, wanted.preview == nil || wanted.preview == source.name, made.count == 1 {
                        let screen = made[0]
                        if screen.buttons.contains(wanted.label) {
                            tap = nil
                            let changes = try interp.press(wanted.label, source.range)
                            var given = states[screen.name] ?? [:]
                            for s in changes { given[s.name] = s.value }
                            states[screen.name] = given
                            // NB: drawn again from the start, as SwiftUI draws a body again after a change.
                            made = try source.evaluate(interp, states: states, path: path)
                            result.tap = .pressed(preview: source.name, changes: changes)
                        } else if screen.links.contains(wanted.label) || screen.back == wanted.label {
                            tap = nil
                            let pushing = screen.links.contains(wanted.label)
                            if !pushing && screen.pushed.isEmpty {
                                throw interp.error(
                                    "the screen shown was pushed by its stack's path or a binding, not by a tap;"
                                        + " change that binding to go back", source.range)
                            }
                            let next = pushing ? screen.pushed + [wanted.label] : screen.pushed.dropLast()
                            made = try source.evaluate(interp, states: states, path: next)
                            result.tap = .navigated(preview: source.name, path: made.first?.pushed ?? [])
                        }
                    }
                    // NB: a tree deeper than layout allows is dropped here, on the large stack:
                    // releasing one nested 100 000 deep on the caller's stack overflowed it.
                    for var preview in made {
                        preview.appeared = appeared
                        shown += preview.buttons + preview.links + (preview.back.map { [$0] } ?? [])
                        let depth = preview.tree.depth
                        guard depth <= LayoutEngine.depthLimit else {
                            let message = "views are nested \(depth) deep, past the limit of \(LayoutEngine.depthLimit)"
                            interp.diagnostics.append((source.file, Diagnostic(.error, message, at: source.range)))
                            continue
                        }
                        previews.append(preview)
                    }
                } catch let e as EvalError {
                    if tap == nil, request.tap != nil, result.tap == nil {
                        result.tap = .failed(message: e.message)
                    }
                    interp.diagnostics.append((e.file, Diagnostic(.error, e.message, at: e.range)))
                    if interp.interrupted { break }
                } catch let thrown as ThrownError {
                    interp.diagnostics.append(Self.unhandled(thrown))
                } catch {
                    interp.diagnostics.append((source.file, Diagnostic(.error, "\(error)", at: source.range)))
                }
            }
            interp.finish()
            result.steps = interp.steps
            if tap != nil, result.tap == nil { result.tap = .notFound(labels: shown) }
            result.previews = previews
            var own = found.map { LessonDiagnostic(file: $0.file, diagnostic: $0.diagnostic) }
            // NB: each message once: a preview that runs into a static error gives it again, and
            // every preview that reads a failing static member or global gives its error again.
            var listed = Set(own.map(ListedMessage.init))
            for (file, d) in interp.diagnostics {
                let message = LessonDiagnostic(file: file, diagnostic: d)
                if listed.insert(ListedMessage(message)).inserted { own.append(message) }
            }
            result.diagnostics = inFileOrder(result.diagnostics, own)
            return result
        }
    }

    /// What makes two messages the same one: the file, the place and the words.
    struct ListedMessage: Hashable {
        var file: Int
        var start: Int
        var text: String

        init(_ d: LessonDiagnostic) {
            (file, start, text) = (d.file, d.diagnostic.range.start, d.diagnostic.message)
        }
    }

    /// The parser's messages and a run's, in file order as swiftc lists them: by file, then by
    /// place, equal places in the order found. A parser's note stays after the message it is about
    /// (`to match this opening '{'`); the run's notes stand alone.
    static func inFileOrder(_ parsed: [LessonDiagnostic], _ run: [LessonDiagnostic]) -> [LessonDiagnostic] {
        var clusters: [[LessonDiagnostic]] = []
        for d in parsed {
            if d.diagnostic.severity == .note, !clusters.isEmpty {
                clusters[clusters.count - 1].append(d)
            } else {
                clusters.append([d])
            }
        }
        clusters += run.map { [$0] }
        return clusters.enumerated().sorted { a, b in
            let (x, y) = (a.element[0], b.element[0])
            if x.file != y.file { return x.file < y.file }
            if x.diagnostic.range.start != y.diagnostic.range.start {
                return x.diagnostic.range.start < y.diagnostic.range.start
            }
            return a.offset < b.offset
        }.flatMap(\.element)
    }

    /// `expression` (what a session's `show` was given: `Tile(count: 3, fruit: .orange)`)
    /// evaluated against the program into a view tree; its messages point into `expression`
    /// (file index -1) or into the program's files.
    /// `names` are variables the expression sees (a session's bindings: `Text("\\(count)")`),
    /// behind its own and before the program's.
    public static func view(
        _ expression: SourceFile, in program: SwiftProgram, formatting: LessonFormatting, now: Double,
        names: [LessonName] = [], shouldStop: @escaping @Sendable () -> Bool = { false },
        vocabulary: Vocabulary = .standard
    ) -> (tree: ViewNode?, diagnostics: [LessonDiagnostic]) {
        let (parsed, syntaxDiagnostics) = Parser.parseExpression(expression)
        let own = syntaxDiagnostics.map { LessonDiagnostic(file: -1, diagnostic: $0) }
        guard let parsed else { return (nil, own) }
        return LargeStack.run(size: LargeStack.interpreterSize) {
            let interp = Interpreter(
                files: program.files + [expression], formatting: formatting, vocabulary: vocabulary)
            interp.now = now
            interp.shouldStop = shouldStop
            interp.declare(program.parsed)
            interp.file = program.files.count
            var tree: ViewNode?
            do {
                let scope = Scope(parent: nil)
                for n in names {
                    if let value = interp.value(of: n) { scope.names[n.name] = value }
                }
                let value = try interp.eval(parsed, scope)
                let node = try interp.asView(value, parsed.range) ?? .empty
                if node.depth <= LayoutEngine.depthLimit {
                    // NB: a picker without a style is iOS's default, a menu; other views stay as written.
                    tree = Self.hasPicker(node) ? node.pickerStyle(.menu) : node
                } else {
                    let message = "views are nested \(node.depth) deep, past the limit of \(LayoutEngine.depthLimit)"
                    interp.diagnostics.append((program.files.count, Diagnostic(.error, message, at: parsed.range)))
                }
            } catch let e as EvalError {
                interp.diagnostics.append((e.file, Diagnostic(.error, e.message, at: e.range)))
            } catch let thrown as ThrownError {
                interp.diagnostics.append(Self.unhandled(thrown))
            } catch {
                interp.diagnostics.append((program.files.count, Diagnostic(.error, "\(error)", at: parsed.range)))
            }
            interp.finish()
            let found = interp.diagnostics.map {
                LessonDiagnostic(file: $0.file == program.files.count ? -1 : $0.file, diagnostic: $0.diagnostic)
            }
            return (tree, own + found)
        }
    }

    /// How many times a preview with `GeometryReader`s is evaluated again with what layout measured.
    static let measuringPasses = 2

    /// The frame each `GeometryReader` of `previews` is given, by its id, laid out in points on
    /// `canvas` as the pictures place a preview; a tree that cannot be laid out measures nothing.
    static func readerFrames(_ previews: [LessonPreview], on canvas: DeviceCanvas) -> [Int: Rect] {
        var frames: [Int: Rect] = [:]
        for preview in previews {
            guard let engine = try? LayoutEngine(preview.tree, context: LayoutContext(measure: .points)),
                let placed = try? canvas.place(engine)
            else { continue }
            for node in placed.preOrder {
                if let reader = node.kind as? GeometryReaderKind { frames[reader.id] = node.frame }
                if let shape = node.kind as? ShapeKindView, let id = shape.measureID { frames[id] = node.frame }
            }
        }
        return frames
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
        /// `name` among its own file's previews (see `LessonPreview.nameInFile`).
        var nameInFile = ""

        init(name: String, kind: Kind, file: Int, range: SourceRange) {
            self.name = name
            self.kind = kind
            self.file = file
            self.range = range
            self.nameInFile = name
        }

        /// The preview's views, its root's `@State` set from `states[name]`.
        ///
        /// A `GeometryReader`'s closure needs the space its reader is given, which only layout
        /// knows: when the preview has readers, it is laid out on the canvas and evaluated again
        /// with the frames measured, until they are the frames its closures were given (at most
        /// `measuringPasses` more times: a reader whose content moves it may never settle).
        /// `path` are the labels of the links a session followed, root first.
        func evaluate(
            _ interp: Interpreter, states: [String: [String: StateValue]] = [:], path: [String] = []
        ) throws -> [LessonPreview] {
            interp.geometryFrames = [:]
            var previews = try evaluateOnce(interp, states: states, path: path)
            for _ in 0..<Lesson.measuringPasses {
                guard interp.geometryReaders > 0 else { break }
                let measured = Lesson.readerFrames(previews, on: interp.geometryCanvas)
                guard measured != interp.geometryUsed else { break }
                interp.geometryFrames = measured
                previews = try evaluateOnce(interp, states: states, path: path)
            }
            return previews
        }

        func evaluateOnce(
            _ interp: Interpreter, states: [String: [String: StateValue]], path: [String]
        ) throws -> [LessonPreview] {
            interp.geometryReaders = 0
            interp.geometryUsed = [:]
            interp.presentation = nil
            interp.modal = nil
            interp.file = file
            interp.nodes = 0
            let root = StateRoot(overrides: states[name] ?? [:])
            interp.stateRoot = root
            interp.buttons = []
            interp.links = []
            interp.appearActions = []
            interp.pushPath = path
            interp.pushed = ([], nil)
            var previews = try made(interp)
            // NB: what a view presents is drawn over the whole preview, as iOS presents it.
            if let (view, style) = interp.presentation {
                for i in previews.indices { previews[i].tree = .presenting(previews[i].tree, view, style: style) }
                // NB: a presentation is modal: a tap reaches only what it shows.
                if let (buttons, links) = interp.modal {
                    interp.buttons = Array(interp.buttons[buttons.clamped(to: interp.buttons.indices)])
                    interp.links = Array(interp.links[links.clamped(to: interp.links.indices)])
                }
            }
            // NB: a provider's several previews share its one root. The project's `AccentColor`
            // tints every preview, as it does the app.
            let accent = AssetColors.accent(interp)
            for i in previews.indices {
                if let accent {
                    previews[i].tree = previews[i].tree.modified(StyleModifierKind(.tint(accent, styleName: ".tint")))
                }
                previews[i].states = root.states
                previews[i].buttons = interp.buttons.compactMap(\.title)
                previews[i].links = interp.links.map(\.title)
                (previews[i].pushed, previews[i].back) = interp.pushed
                previews[i].file = file
                previews[i].nameInFile = nameInFile + previews[i].name.dropFirst(name.count)
                previews[i].code = code
            }
            return previews
        }

        /// Where what it draws is written (`LessonPreview.code`).
        var code: PreviewCode? {
            func span(_ body: [Stmt]) -> PreviewCode? {
                guard let first = body.first, let last = body.last else { return nil }
                return .body(SourceRange(start: first.range.start, end: last.range.end), statements: body.count)
            }
            switch kind {
            case .macro(let body): return span(body)
            case .provider(let info):
                switch info.staticComputed["previews"]?.decl.accessors {
                case .getter(let body)?: return span(body)
                case .accessors(let all)?: return all.first { $0.kind == "get" }.flatMap { span($0.body) }
                case nil: return nil
                }
            case .view(let info): return .view(info.name)
            }
        }

        func made(_ interp: Interpreter) throws -> [LessonPreview] {
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
                        LessonPreview(name: n == 0 ? name : "\(name) \(n + 1)", tree: child.pickerStyle(.menu))
                    }
                }
                return [LessonPreview(name: name, tree: Lesson.root(tree))]
            case .view(let info):
                let value = try interp.construct(info.name, [], range)
                return [LessonPreview(name: name, tree: Lesson.root(try interp.asView(value, range) ?? .empty))]
            }
        }
    }

    /// Whether the memberwise initializer may leave the property out: it has a first value, or
    /// is an optional `var` (nil). A `@Binding` never has one: its view needs `$x` from outside.
    static func hasDefault(_ s: TypeInfo.Stored) -> Bool {
        if s.initializer != nil { return true }
        if case .optional = s.type { return !s.isLet && s.wrapper != "Binding" }
        return false
    }

    static func hasPicker(_ tree: ViewNode) -> Bool { tree.contains { $0 is PickerKind } }

    /// Several views at a preview's root stack vertically, as the canvas shows them; a picker
    /// without a style is iOS's default, a menu.
    static func root(_ tree: ViewNode) -> ViewNode {
        if let g = tree.kind as? GroupKind, g.name == "TupleView" { return .vstack(tree.children).pickerStyle(.menu) }
        return tree.pickerStyle(.menu)
    }

    static func previewSources(
        _ parsed: [SourceFileSyntax], _ interp: Interpreter, drawing: Set<Int>? = nil
    ) -> [PreviewSource] {
        var sources: [PreviewSource] = []
        var unnamed = 0
        for (index, syntax) in parsed.enumerated() where drawing?.contains(index) ?? true {
            var unnamedHere = 0
            for decl in syntax.declarations {
                switch decl {
                case .macroExpansionDecl(let m) where m.name == "Preview":
                    var name: String?
                    if let first = m.arguments.first, first.label == nil,
                        case .stringLiteral(let s) = first.expression.kind
                    {
                        name = s.plainText
                    }
                    var own = name
                    if name == nil {
                        unnamed += 1
                        unnamedHere += 1
                        name = unnamed == 1 ? "Preview" : "Preview \(unnamed)"
                        own = unnamedHere == 1 ? "Preview" : "Preview \(unnamedHere)"
                    }
                    guard let closure = m.trailingClosures.first ?? m.arguments.last(where: { $0.label == "body" }),
                        case .closure(let c) = closure.expression.kind
                    else { continue }
                    var source = PreviewSource(
                        name: name ?? "Preview", kind: .macro(c.statements), file: index, range: m.range)
                    source.nameInFile = own ?? source.name
                    sources.append(source)
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
        for (index, syntax) in parsed.enumerated() where drawing?.contains(index) ?? true {
            for decl in syntax.declarations {
                guard case .structDecl(let s) = decl, let info = interp.types[s.name], info.isView,
                    info.genericParameters.isEmpty, info.memberwise.allSatisfy(Self.hasDefault),
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
        let firstDrawn = parsed.indices.first { drawing?.contains($0) ?? true }
        if sources.isEmpty, let firstDrawn {
            let first = parsed[firstDrawn]
            // NB: an app's entry file (`@main struct App`) or a model file: nothing to draw, said once.
            interp.file = firstDrawn
            let start = SourceRange(start: 0, end: 0)
            interp.warn(
                "nothing to draw: no #Preview, no PreviewProvider, and no view that needs no arguments",
                first.declarations.first?.range ?? start, severity: .note)
        }
        return sources
    }
}

/// A variable a `show` expression sees: a session's binding, by its name, its Swift type
/// (`Int`, `String?`, `Counter.Mode`) and its value (nil for an optional that holds none).
///
/// Example: `LessonName(name: "count", type: "Int", value: .int(3))`.
public struct LessonName: Hashable, Sendable {
    public var name: String
    public var type: String
    public var value: StateValue?

    public init(name: String, type: String, value: StateValue?) {
        self.name = name
        self.type = type
        self.value = value
    }
}

extension Interpreter {
    /// A session's variable as the interpreter holds it; nil when its type is not the program's
    /// (an enum the program does not declare, an array).
    func value(of name: LessonName) -> Value? {
        guard let value = name.value else { return name.type.hasSuffix("?") ? .null : nil }
        switch value {
        case .bool(let b): return .bool(b)
        case .int(let n): return .int(n)
        case .double(let d): return .double(d)
        case .string(let s): return .string(s)
        case .enumCase(let c):
            let type = name.type.hasSuffix("?") ? String(name.type.dropLast()) : name.type
            guard let info = lookupType(type), info.kind == .enumType, info.cases.contains(where: { $0.name == c })
            else { return nil }
            return .enumCase(EnumValue(type: type, name: c))
        case .array, .record: return nil
        }
    }
}

extension Lesson {
    /// A Swift error no `catch` took: swiftc rejects the `throw` (or the call) it came from.
    static func unhandled(_ thrown: ThrownError) -> (Int, Diagnostic) {
        (thrown.file, Diagnostic(.error, "errors thrown from here are not handled", at: thrown.range))
    }
}
