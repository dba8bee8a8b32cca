import SwiftLesson
import TileTree

/// Why evaluation stopped: an error at a place in a file (a type the file never declares, a
/// trap Swift would hit, a budget that ran out).
struct EvalError: Error {
    var message: String
    var range: SourceRange
    var file: Int
}

/// How a statement list ended.
enum Flow {
    case normal
    case returned(Value)
    /// `break`, or `break outer` naming the labelled statement it leaves.
    case breakLoop(String?)
    case continueLoop(String?)
}

/// An error a Swift `throw` raised: a value the program's own `catch`, `try?` or `try!` handles,
/// unlike an `EvalError`, which is a diagnostic of tileshell's.
/// NB: unchecked, as `Value` holds state boxes: it is thrown and caught inside one run, on the
/// interpreter's own thread, and never leaves `Lesson`.
struct ThrownError: Error, @unchecked Sendable {
    var value: Value
    var range: SourceRange
    var file: Int
}

/// Runs the subset of Swift that lesson files are written in, over the declarations of one or
/// more files (one program, as a Swift module is). Every step counts against a budget and every
/// call against a depth limit, so a hostile file ends with an error, never a hang or a trap.
/// What the subset does not cover gives one warning at its place and a labelled placeholder.
final class Interpreter {
    /// Steps one file may take: enough for any lesson, far below a second.
    static let stepLimit = 2_000_000
    /// Steps between two questions to `shouldStop`: about a few milliseconds in a debug build.
    static let pollInterval = 4096
    /// Nested calls (functions, inits, view bodies) before a recursion is called endless.
    static let depthLimit = 120
    /// Views one preview may hold.
    static let nodeLimit = 200_000
    /// UIKit's and AppKit's views and controllers wrapped for SwiftUI: placeholders here.
    static let representables: Set<String> = [
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
        "NSViewControllerRepresentable",
    ]
    /// Bytes one string may hold, and elements one array built by `+` may hold: a file that
    /// doubles a string in a loop ends with an error, not an exhausted memory.
    static let sizeLimit = 1_000_000

    /// `size` (bytes or elements) if it is within `sizeLimit`; a clear error otherwise.
    func checkSize(_ size: (partialValue: Int, overflow: Bool), _ range: SourceRange) throws {
        guard size.overflow || size.partialValue > Self.sizeLimit else { return }
        throw error("a value of more than \(Self.sizeLimit) bytes or elements is more than a preview can hold", range)
    }

    let files: [SourceFile]
    let formatting: LessonFormatting
    /// The SwiftUI views, modifiers and types the files may use.
    let vocabulary: Vocabulary
    var types: [String: TypeInfo] = [:]
    /// Built-in types a file extends (`extension Text`, `extension View`, `extension Color`).
    var extensions: [String: TypeInfo] = [:]
    var functions: [String: [Located<FunctionDecl>]] = [:]
    var globals: [String: Located<VariableDecl.Binding>] = [:]
    /// `typealias` targets by name, and by `Outer.Name` for one declared in a type.
    var aliases: [String: TypeSyntax] = [:]
    var globalValues: [String: Value] = [:]
    var diagnostics: [(file: Int, diagnostic: Diagnostic)] = []
    var warned: Set<String> = []
    var steps = 0
    /// Asked every `pollInterval` steps whether to stop (Ctrl-C, a preview's `q`); the edge
    /// knows how, the interpreter only asks.
    var shouldStop: () -> Bool = { false }
    /// Once asked to stop, every step fails: the run ends at the first place that can end it.
    private(set) var interrupted = false
    private var nextPoll = Interpreter.pollInterval
    var depth = 0
    /// How deep `describe` is inside a value, and the bytes it may still write: a value nested
    /// thousands deep or shared a million times over is shown cut short with "…".
    var describing = 0
    var describeBudget = 0
    /// How deep `==` is inside a value.
    var comparing = 0
    var nodes = 0
    /// The file the running code was written in.
    var file = 0
    /// What `Date()` and `.now` are, in seconds since 1970 (`--now`), so previews are reproducible.
    var now: Double = 0
    /// Scopes a closure captured: a closure stored back where it can reach itself (a local
    /// function, a view's `mapping` set in its own init) is a reference cycle, broken by `finish`.
    var captured: [Scope] = []
    /// UUIDs made so far (each is the next number, so that output is reproducible).
    var uuids = 0
    /// The `@State` of the preview being drawn: the values a session gives it, and what it holds.
    var stateRoot: StateRoot?
    /// The frames the preview's `GeometryReader`s were given when it was laid out, by the order
    /// they are made in (`Lesson`'s measuring pass), and how many this evaluation has made.
    var geometryFrames: [Int: Rect] = [:]
    var geometryReaders = 0
    /// The frames this evaluation's readers were given, guessed or measured.
    var geometryUsed: [Int: Rect] = [:]
    /// The device a reader not yet measured is guessed to fill the safe area of.
    var geometryCanvas = DeviceCanvas.iPhone15
    /// What the preview being drawn presents (an alert, a sheet whose binding is true), drawn
    /// over its whole tree; the last made is the one on top.
    var presentation: (view: ViewNode, style: PresentationKind.Style)?
    /// The asset catalogs' images and colours read so far in this run, by name (nil: no catalog
    /// holds it), and whether the project has a catalog: each is looked up once a run, not per use.
    var assetImages: [String: AssetImage?] = [:]
    var assetColors: [String: Paint?] = [:]
    lazy var hasAssetCatalog: Bool = resources?.hasAssetCatalog ?? false
    /// The values `.tag(_:)` was given, by the text the tree holds for each (a tab's selection).
    var tagValues: [String: Value] = [:]
    /// Which of `buttons` and `links` the presentation on top made: while it shows, the only ones tapped.
    var modal: (buttons: Range<Int>, links: Range<Int>)?
    /// The `.onAppear` actions of the preview being drawn, in the order made (see `OnAppearModifier`).
    var appearActions: [Value] = []
    /// How many lazy containers the views being made are rows of: theirs do not appear yet.
    var lazyRows = 0
    /// The buttons the preview being drawn made, in order, with their actions (for `tap`); some
    /// also set a binding after the action runs (`sets`): an alert's or a dialog's button hides
    /// it (`false`, or nil for an `item:`), a tab bar's item selects its tab.
    var buttons: [(title: String?, action: Value?, sets: (binding: Value, value: Value)?)] = []
    /// The navigation links the screen being drawn shows, in order (what `tap` pushes).
    var links: [NavigationLinkMade] = []
    /// The labels of the links a session followed in the preview being drawn, root first: the
    /// first `NavigationStack` built pushes their destinations (see `NavigationStackViews`).
    var pushPath: [String] = []
    /// What the stack being built pushed: the labels followed, and the back button's title.
    var pushed: (labels: [String], back: String?) = ([], nil)
    /// What `.navigationDestination(for:)` registered in the stack being built: a value of the
    /// type pushes the view the closure makes of it.
    var destinations: [(type: String, build: Value)] = []
    /// What `.navigationDestination(isPresented:)` or `(item:)` pushes in the stack being built,
    /// with the item its closure is given.
    var presentedDestinations: [(build: Value, item: Value?)] = []
    /// The file of each call's caller, innermost last: an argument's mistake is in the caller's file.
    var callers: [Int] = []
    /// How many initializers are running: only they may set a view's plain or `let` properties.
    var initializing = 0
    /// The `Type.property` whose observer runs now: setting it inside its own observer runs none.
    var observing: Set<String> = []
    /// What `.navigationTitle`, `.toolbar` and `.searchable` set inside the `NavigationStack`
    /// being built (or the presentation being built, which has bars of its own).
    var navigationBar = NavigationBarContent()
    /// Whether the program declares a property or a local of an optional type, so that an
    /// argument's name is looked up for one (`Text(name)` with `name: String?`).
    var declaresOptionals = false
    /// What `.environmentObject(_:)` and `.environment(…)` put in the environment of the views
    /// made inside the view they modify, innermost last (see `Interpreter+Environment`).
    var environmentStack: [EnvironmentItem] = []
    /// The project's resource files, when a project was opened (`Bundle.main`'s files).
    var resources: LessonResources?
    /// The app's documents directory: files written there this run, by name; it starts empty on
    /// every run and nothing is written to disk.
    var documents: [String: String] = [:]
    /// What `UserDefaults.standard` holds: empty at the start of every run, never on disk.
    var defaultsStore: [String: Value] = [:]
    /// The Core Data entities made with no declaration (`Book(context: moc)` of a generated class).
    var entities: Set<String> = []
    /// The frameworks of `softFrameworks` the program imports, each noted once.
    var softImports: Set<String> = []
    /// Apple frameworks whose types are stand-ins (Core Data in memory, MapKit's values, and
    /// the rest's calls doing nothing), so that the views around them run.
    static let softFrameworks: Set<String> = [
        "CoreData", "MapKit", "CoreLocation", "CoreImage", "PhotosUI", "LocalAuthentication", "UserNotifications",
        "AVFoundation", "AVKit", "StoreKit", "CoreML", "CoreHaptics", "CoreTransferable", "UniformTypeIdentifiers",
    ]
    /// The project's Core Data model, read once when an object of an entity is first made.
    lazy var dataModel: DataModel? = resources?.dataModel().map { DataModel(xml: $0) }
    /// The type a declaration gives the value being worked out (`let items: [Item] = load()`),
    /// for a generic function whose result alone names its type parameter; taken by the first call.
    var contextType: TypeSyntax?
    /// `contextType`, handed from a call expression to the function it calls.
    var returnContext: TypeSyntax?

    init(files: [SourceFile], formatting: LessonFormatting, vocabulary: Vocabulary = .standard) {
        self.files = files
        self.formatting = formatting
        self.vocabulary = vocabulary
    }

    /// Breaks the cycles closures made, once nothing will run again.
    func finish() {
        for scope in captured { scope.names.removeAll() }
        captured.removeAll()
    }

    /// A closure over `scope`, remembered so that `finish` can break its cycles.
    func closure(
        _ parameters: [String], _ statements: [Stmt], _ scope: Scope, range: SourceRange, anonymousArguments: Int = 0
    ) -> Closure {
        captured.append(scope)
        return Closure(
            parameters: parameters, statements: statements, captured: scope, selfValue: scope.lookup("self"),
            range: range, file: file, anonymousArguments: anonymousArguments)
    }

    // MARK: Messages

    func error(_ message: String, _ range: SourceRange) -> EvalError {
        EvalError(message: message, range: range, file: file)
    }

    /// One warning per place and message, however often the code runs; `file` is where `range`
    /// lies when it is not the file running now (a declaration's own file).
    func warn(
        _ message: String, _ range: SourceRange, severity: Diagnostic.Severity = .warning, file index: Int? = nil
    ) {
        let at = index ?? file
        let key = "\(at):\(range.start):\(message)"
        guard warned.insert(key).inserted else { return }
        diagnostics.append((at, Diagnostic(severity, message, at: range)))
    }

    /// The placeholder warning's exact wording.
    func unsupported(_ name: String, _ range: SourceRange) -> Value {
        warn("'\(name)' is not supported yet; drawn as a placeholder", range)
        return .unsupported(name)
    }

    /// Work one step does in bulk (an array method visiting `elements`, a string method reading
    /// `bytes`): one step per element or per 64 bytes, so a loop over big values ends too.
    /// NB: saturating: work past `Int.max` (a set of a million times a million) is simply too much.
    func charge(elements: Int = 0, bytes: Int = 0, _ range: SourceRange) throws {
        let work = max(0, elements).addingReportingOverflow(max(0, bytes) / 64)
        let total = steps.addingReportingOverflow(work.partialValue)
        steps = work.overflow || total.overflow ? Self.stepLimit : total.partialValue
        try tick(range)
    }

    /// A string method's reading of `bytes`: one step per byte for a character-by-character
    /// walk (`SwiftValues.characterWalks`), one per 64 otherwise.
    func charge(bytes: Int, _ range: SourceRange, walking method: String) throws {
        try charge(elements: SwiftValues.characterWalks.contains(method) ? bytes : 0, bytes: bytes, range)
    }

    /// A view outside the subset as a labelled box, with the placeholder warning: a view, so
    /// that its modifiers (`.resizable().frame(width: 100, height: 100)`) still place it.
    func placeholderView(_ name: String, _ range: SourceRange) -> Value {
        _ = unsupported(name, range)
        return .view(.placeholder(name))
    }

    func tick(_ range: SourceRange) throws {
        steps += 1
        if steps > Self.stepLimit {
            throw error(
                "evaluation took more than \(Self.stepLimit) steps; is there an endless loop or a very large ForEach?",
                range)
        }
        if steps >= nextPoll { try poll(range) }
    }

    /// Asks whether to stop; "interrupted" at `range` when the answer is yes.
    private func poll(_ range: SourceRange) throws {
        nextPoll = steps + Self.pollInterval
        if !interrupted, shouldStop() { interrupted = true }
        guard interrupted else { return }
        nextPoll = 0
        throw error("interrupted", range)
    }

    /// Runs `body` one call deeper, in `file`.
    func nested<T>(_ range: SourceRange, file callee: Int, _ what: @autoclosure () -> String, _ body: () throws -> T)
        throws -> T
    {
        // NB: the check happens before the call, so the error names the caller's place.
        guard depth < Self.depthLimit else {
            throw error(
                "\(what()) nests more than \(Self.depthLimit) calls deep; does it call itself without end?", range)
        }
        depth += 1
        let saved = file
        file = callee
        callers.append(saved)
        defer {
            depth -= 1
            file = saved
            callers.removeLast()
        }
        return try body()
    }

    // MARK: Declarations

    /// Reads every file's declarations: types (nested ones under `Outer.Inner` and their own
    /// name), extensions, functions and global variables.
    func declare(_ parsed: [SourceFileSyntax]) {
        for (index, syntax) in parsed.enumerated() {
            file = index
            for decl in syntax.declarations { declare(decl, outer: nil, file: index) }
        }
        file = 0
        adoptSuperclasses()
        adoptProtocolDefaults()
    }

    func declare(_ decl: Decl, outer: String?, file index: Int) {
        switch decl {
        case .importDecl(let i):
            let framework = String(i.path.split(separator: ".").first ?? "")
            if Self.softFrameworks.contains(framework) {
                // NB: once per framework, at its first import, not once per file or call.
                if softImports.insert(framework).inserted {
                    let how =
                        switch framework {
                        case "CoreData": "its store is in memory and starts empty"
                        case "MapKit", "CoreLocation": "its coordinates and regions are values; nothing is located"
                        default: "its calls do nothing and give what an unavailable device gives"
                        }
                    warn("'import \(framework)' is a stand-in: \(how)", i.range, severity: .note)
                }
            } else if !["SwiftUI", "Foundation", "UIKit", "Observation", "Combine"].contains(framework) {
                warn("'import \(i.path)' is ignored: only SwiftUI is known", i.range, severity: .note)
            }
        case .structDecl(let s):
            let info = register(s.name, .structType, outer: outer, range: s.range)
            info.inherited = s.inheritedTypes.map(Self.baseName)
            info.genericParameters = s.genericParameters.map(\.name)
            info.isClass = s.isClass
            info.add(members: s.members, file: index)
            if info.stored.contains(where: { if case .optional? = $0.type { true } else { false } }) {
                declaresOptionals = true
            }
            for m in s.members { declareNested(m, in: outer.map { $0 + "." + s.name } ?? s.name, file: index) }
        case .enumDecl(let e):
            let info = register(e.name, .enumType, outer: outer, range: e.range)
            info.inherited = e.inheritedTypes.map(Self.baseName)
            info.rawType = info.inherited.first { ["String", "Int", "Double", "Character"].contains($0) }
            info.add(members: e.members, file: index)
            for m in e.members { declareNested(m, in: outer.map { $0 + "." + e.name } ?? e.name, file: index) }
        case .extensionDecl(let x):
            var name = Self.baseName(x.extendedType)
            // NB: `extension Collection { subscript(safe:) }`: what an array answers to.
            if Self.arrayProtocols.contains(name), lookupType(name) == nil { name = "Array" }
            // NB: `typealias CGOffset = CGSize; extension CGOffset { … }` extends CGSize.
            if lookupType(name) == nil, let target = aliasTarget(name) { name = Self.baseName(target) }
            // NB: `extension ShapeStyle where Self == Color { static var brand: Color … }`: Color's,
            // as `.background(.brand)` and `Color.brand` find it.
            for case .sameType(.identifier("Self", _), let concrete) in x.genericWhereClause
            where lookupType(name) == nil {
                name = Self.baseName(concrete)
            }
            let info: TypeInfo
            if let known = lookupType(name) {
                info = known
            } else {
                info = extensions[name] ?? TypeInfo(name: name, kind: .builtin)
                extensions[name] = info
            }
            info.inherited += x.inheritedTypes.map(Self.baseName)
            info.add(members: x.members, file: index)
            for m in x.members { declareNested(m, in: name, file: index) }
        case .functionDecl(let f): functions[f.name, default: []].append(Located(f, index))
        case .variableDecl(let v):
            for b in v.bindings { globals[b.name] = Located(b, index) }
        case .typeAliasDecl(let t): declareAlias(t, outer: outer)
        case .protocolDecl(let p):
            // NB: requirements have no bodies; what conforming types gain is `extension P`'s members.
            let info = register(p.name, .protocolType, outer: outer, range: p.range)
            info.inherited += p.inheritedTypes.map(Self.baseName)
        case .macroExpansionDecl, .enumCaseDecl, .initializerDecl, .unknownDecl: break
        }
    }

    /// The standard protocols an array conforms to, whose extensions arrays gain.
    static let arrayProtocols: Set<String> = [
        "Collection", "Sequence", "RandomAccessCollection", "BidirectionalCollection", "MutableCollection",
        "RangeReplaceableCollection",
    ]

    func declareNested(_ decl: Decl, in outer: String, file index: Int) {
        switch decl {
        case .structDecl, .enumDecl, .extensionDecl, .typeAliasDecl, .protocolDecl:
            declare(decl, outer: outer, file: index)
        default: break
        }
    }

    func register(_ name: String, _ kind: TypeInfo.Kind, outer: String?, range: SourceRange) -> TypeInfo {
        // NB: a nested type is named by its path (`RollView.ViewModel`), as swiftc names it, so
        // that two views' own `ViewModel`s stay two types wherever an instance is met.
        let info = TypeInfo(name: outer.map { $0 + "." + name } ?? name, kind: kind)
        info.range = range
        info.file = file
        // NB: an extension may come before its type in another file; its members join the type.
        if let early = extensions.removeValue(forKey: name) {
            info.computed = early.computed
            info.methods = early.methods
            info.initializers = early.initializers
            info.staticComputed = early.staticComputed
            info.staticMethods = early.staticMethods
            info.inherited = early.inherited
        }
        // NB: under its full path (`A.B.C`), its parent's own name (`B.C`, as `self` inside `B`
        // names it) and alone.
        if let outer {
            types[outer + "." + name] = info
            if let key = Self.parentKey(outer, name) { types[key] = types[key] ?? info }
        }
        if types[name] == nil || outer == nil { types[name] = info }
        return info
    }

    func lookupType(_ name: String) -> TypeInfo? {
        if let t = types[name] { return t }
        // NB: an alias's target, found as a declared type's name is.
        let real = aliases.isEmpty ? name : aliasTarget(name).map(Self.baseName) ?? name
        if let t = types[real] { return t }
        if let dot = real.lastIndex(of: ".") { return types[String(real[real.index(after: dot)...])] }
        return nil
    }

    /// `Fruit` of `InitializerBootcamp.Fruit`, `Binding` of `Binding<T>`, `View` of `some View`.
    static func baseName(_ type: TypeSyntax) -> String {
        switch type {
        case .identifier(let name, _): return name
        case .member(let base, let name, _): return baseName(base) + "." + name
        case .optional(let t), .implicitlyUnwrappedOptional(let t), .attributed(_, let t), .opaque(_, let t),
            .labeled(_, let t):
            return baseName(t)
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .tuple: return "Tuple"
        case .function: return "Function"
        case .composition(let list): return list.first.map(baseName) ?? "Any"
        case .metatype(let t, _): return baseName(t)
        }
    }
}

/// A `NavigationLink` made while drawing: its label's text, and what it pushes (a destination
/// view or closure, or a value for a `navigationDestination(for:)`).
struct NavigationLinkMade {
    var title: String
    var destination: Value?
    var value: Value?
}

/// What a navigation stack's content puts in its bars: the title and how it is shown, the
/// toolbar's items and the search field.
struct NavigationBarContent {
    var text: String?
    var inline = false
    /// What `.toolbar` puts in the bars, in the order the file made it.
    var items: [(NavigationSlot, ViewNode)] = []
    /// What `.searchable` puts under the title.
    var search: ViewNode?
}

/// The formatting a lesson's `Text(price, format: .currency(code:))` and relative dates need,
/// served by the shell's own formatters (kept out of this module so it stays free of Foundation).
public protocol LessonFormatting: Sendable {
    /// `12.5` in `USD` as the locale writes it: "$12.50".
    func currency(_ amount: Double, code: String) -> String
    /// A date relative to now: "in 2 hours", "3 days ago".
    func relativeDate(secondsFromNow: Double) -> String
    /// `Text(date, style: .date)` ("November 29, 2026") or `.time` ("12:00 PM"), in UTC so that
    /// a preview reads the same on every machine. A `DateFormatter`'s settings come as
    /// `dateStyle+timeStyle` (`long+none`, `medium+short`) or `format:` and its `dateFormat`.
    func date(_ secondsSince1970: Double, style: String) -> String
    /// `ISO8601DateFormatter().date(from: "2026-11-29T12:00:00Z")`: seconds since 1970, or nil
    /// when the text is not such a date.
    func date(iso8601 text: String) -> Double?
}

extension LessonFormatting {
    public func date(_ secondsSince1970: Double, style: String) -> String {
        relativeDate(secondsFromNow: 0)
    }

    public func date(iso8601 text: String) -> Double? { nil }
}
