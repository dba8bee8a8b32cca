import LessonInterpreter
import SwiftLesson
import TileRender
import TileTree

extension Shell {
    /// How the session's files write currency and dates: with the session's formatter and locale.
    var lessonFormatting: any LessonFormatting { LessonShellFormatting(environment: environment) }

    /// A `@State` value as the session holds it, in a binding of `type`.
    func value(_ v: StateValue, as type: ValueType, in session: Session) -> Value? {
        switch (v, type) {
        case (.bool(let x), .bool): .bool(x)
        case (.int(let x), .int): .int(x)
        case (.double(let x), .double): .double(x)
        case (.string(let x), .string): .string(x)
        case (.enumCase(let name), .enumeration(let t)): session.enumType(named: t)?.index(of: name).map(Value.enumCase)
        default: nil
        }
    }

    /// The binding type a `@State` of Swift type `type` gets (nil for one the session cannot hold).
    func bindingType(_ type: String, in session: Session) -> ValueType? {
        switch type {
        case "Bool": return .bool
        case "Int": return .int
        case "Double": return .double
        case "String": return .string
        default:
            if session.enumType(named: type) != nil { return .enumeration(type) }
            // NB: an enum nested more than one level deep is named by its last two parts inside.
            let suffix = "." + type
            return session.enums.first { $0.name.hasSuffix(suffix) }.map { .enumeration($0.name) }
        }
    }

    /// Runs the session's program with the bindings' values: every preview, drawn.
    public func runProgram(tap: (label: String, preview: String?)? = nil) -> LessonResult? {
        guard let swift = session.swift, !swift.program.isEmpty else { return nil }
        return Lesson.run(
            swift.program, request: session.stateRequest(tap: tap), formatting: lessonFormatting,
            now: Double(environment.now.seconds), shouldStop: environment.shouldStop, resources: resources)
    }

    /// `path` becomes the links followed in `preview` (`tap` on a link, `back`): one step for
    /// `undo`, and the watched previews are drawn again.
    mutating func navigate(_ preview: String, to path: [String], by command: Command) {
        guard let swift = session.swift else { return }
        var new = session
        new.swift = swift.navigating(preview, to: path)
        change(.replaceSession(old: session, new: new), by: command)
    }

    /// Adds SwiftUI source to the session: `file` opened from disk (`opened`), or a declaration
    /// typed at the prompt. Its enums become types for bindings, its previews' `@State` become
    /// bindings (named as in the file, qualified by preview when two previews share a name),
    /// and each preview with `@State` is watched, so that a `set` or `tap` draws it again. One
    /// step for `undo`. Draws the previews, then one dim line that says what it declared.
    public mutating func addSwift(
        _ file: SourceFile, opened: Bool, by command: Command, emit: ([UInt8]) -> Void
    ) -> SwiftReport {
        addSwift([file], drawing: nil, shown: file.path, opened: opened, by: command, emit: emit)
    }

    /// Adds several files at once, as one step: an app target's (`open Shop/`), which may name
    /// each other's types in any order. `drawing` names the files whose previews are drawn here
    /// (nil for all of them), and `shown` is the name the summary line gives (`opened Shop/: …`).
    public mutating func addSwift(
        _ added: [SourceFile], drawing: Set<String>?, shown: String, opened: Bool, by command: Command,
        emit: ([UInt8]) -> Void
    ) -> SwiftReport {
        let current = session.swift
        // NB: each addition runs the whole program again, so their number is bounded: a session
        // file of 100 000 `swift` lines would otherwise run for hours within its step budgets.
        let files = current?.program.files ?? []
        let joining = added.filter { file in !files.contains { $0.path == file.path } }
        if files.count + joining.count > SwiftSession.maxFiles, let first = joining.first {
            let more = joining.count == 1 ? "this would be one more" : "these would be \(joining.count) more"
            return SwiftReport(
                messages: [
                    "\(first.path): error: a session holds at most \(SwiftSession.maxFiles) SwiftUI files and "
                        + "declarations typed at its prompt; " + more
                ], failed: true)
        }
        var program = current?.program ?? .empty
        for (n, file) in added.enumerated() {
            let (next, errors) = program.adding(file)
            if !errors.isEmpty {
                return SwiftReport(
                    files: added, diagnostics: errors.map { LessonDiagnostic(file: n, diagnostic: $0) }, failed: true,
                    error: errors.first { $0.severity == .error } ?? errors.first)
            }
            program = next
        }
        let addedPaths = Set(added.map(\.path))
        if opened, let clash = Self.redeclaration(of: added.map(\.path), in: program) { return clash }
        let result = Lesson.run(
            program, request: session.stateRequest(), formatting: lessonFormatting,
            now: Double(environment.now.seconds),
            shouldStop: environment.shouldStop, resources: resources)
        // NB: an error in a file already open is that file's, reported when it was opened.
        if result.failed {
            let indices = Set(program.files.indices.filter { addedPaths.contains(program.files[$0].path) })
            let own = result.diagnostics.first { indices.contains($0.file) && $0.diagnostic.severity == .error }
            return SwiftReport(
                files: result.files, diagnostics: result.diagnostics, failed: true, error: own?.diagnostic)
        }
        var new = session
        var notes: [String] = []
        let builtIns = Set([BuiltIns.fruit, BuiltIns.timeUnit, BuiltIns.pickerStyle, BuiltIns.currency].map(\.name))
        for e in program.enums {
            if builtIns.contains(e.name), new.enumType(named: e.name) != EnumType(name: e.name, cases: e.cases) {
                notes.append("enum \(e.name) hides the built-in \(e.name)")
            }
            if let old = new.enumType(named: e.name), old.cases != e.cases {
                // NB: a binding of an enum whose cases changed (its file was edited) keeps its
                // case by name, or takes the first.
                let cases = Array(e.cases.prefix(EnumType.maxCases))
                new.declare(EnumType(name: e.name, cases: cases))
                for b in new.bindings where b.type.base == .enumeration(e.name) {
                    guard case .enumCase(let i)? = b.value else { continue }
                    let name = old.cases.indices.contains(i) ? old.cases[i] : ""
                    new.assign(b.name, .enumCase(cases.firstIndex(of: name) ?? 0))
                }
            } else if new.enumType(named: e.name) == nil {
                new.declare(EnumType(name: e.name, cases: Array(e.cases.prefix(EnumType.maxCases))))
            }
        }
        // NB: a name two previews share is qualified by the preview: `Preview2.count`. The links
        // are made afresh: exactly the open previews' states have bindings, and a state whose
        // binding is renamed (a second file's preview shares its name) keeps its value.
        let all = result.previews.flatMap { p in p.states.map(\.name) }
        let oldLinks = current?.states ?? []
        var links: [SwiftSession.StateLink] = []
        var watched: [(preview: String, reads: Watch.Reads)] = []
        // NB: a preview with links is watched too: following one draws the screen it pushes.
        for preview in result.previews where !preview.states.isEmpty || !preview.links.isEmpty || preview.back != nil {
            var reads = Watch.Reads()
            for state in preview.states {
                let shared = all.filter { $0 == state.name }.count > 1
                let name = shared ? preview.name.filter { !$0.isWhitespace } + "." + state.name : state.name
                guard let type = bindingType(state.type, in: new) else { continue }
                let before = oldLinks.first { $0.preview == preview.name && $0.property == state.name }?.binding
                let kept = [name, before].lazy.compactMap { $0.flatMap { new.binding(named: $0) } }
                    .first { $0.type.base == type && !$0.isBuiltIn }?.value
                if let before, before != name {
                    let why =
                        shared ? "two previews hold '\(state.name)'" : "no other preview holds '\(state.name)' now"
                    notes.append("'\(before)' is now '\(name)': " + why)
                }
                guard let value = kept ?? value(state.value, as: type, in: new) else { continue }
                if let old = new.binding(named: name), old.isBuiltIn {
                    notes.append("'\(name)' (\(type)) hides the built-in binding '\(name)'")
                }
                new.declare(
                    Binding(
                        name: name, type: BindingType(type), value: value,
                        presentation: presentations.defaultFor(type)))
                let link = SwiftSession.StateLink(binding: name, preview: preview.name, property: state.name)
                if !links.contains(link) { links.append(link) }
                reads.read(named: name, in: new)
            }
            watched.append((preview.name, reads))
        }
        // NB: the bindings of states no preview holds now are gone (renamed, or their file changed).
        let held = Set(links.map(\.binding))
        new.removeBindings(Set(oldLinks.map(\.binding).filter { !held.contains($0) }))
        for (preview, reads) in watched {
            let text = "preview " + ValueText.quoted(preview)
            // NB: a preview's watch reads its bindings as they are named now.
            if let old = new.watches.first(where: { $0.text == text }) {
                if old.reads != reads {
                    new.removeWatches([old.number])
                    new.add(Watch(number: old.number, text: text, command: old.command, reads: reads))
                }
                continue
            }
            if new.watches.count >= Watch.maxWatches { continue }
            let line = SourceLine(source: "watch", lineNumber: 1, text: text)
            guard let parsed = try? TileShell.Parser.parse(line, table: commands).first else { continue }
            new.add(Watch(number: new.nextWatchNumber, text: text, command: parsed, reads: reads))
        }
        let typed = (current?.typed ?? 0) + (opened ? 0 : 1)
        var paths = current?.opened ?? []
        if opened { paths += added.map(\.path).filter { !paths.contains($0) } }
        // NB: what a preview's `.onAppear` changed that no binding holds (a child view's state, an
        // array) is kept for it, as a tap's changes are: the next drawing starts from it, not again.
        var kept = current?.kept ?? [:]
        for preview in result.previews {
            for change in preview.appeared
            where !links.contains(where: { $0.preview == preview.name && $0.property == change.name }) {
                kept[preview.name, default: [:]][change.name] = change.value
            }
        }
        new.swift = SwiftSession(
            program: program, states: links, opened: paths, typed: typed, kept: kept,
            pushed: current?.pushed ?? [:])
        change(.replaceSession(old: session, new: new), by: command)
        // NB: the previews are drawn here, once; the watches draw them again after a change.
        watchChanges = Watch.Reads()
        freshWatches.removeAll()
        // NB: a typed declaration's messages are its own, warnings and errors, not notes.
        let drawn = Set(program.files.indices.filter { (drawing ?? addedPaths).contains(program.files[$0].path) })
        let own =
            opened
            ? result.diagnostics
            : result.diagnostics.filter { drawn.contains($0.file) && $0.diagnostic.severity != .note }
        let report = SwiftReport(files: result.files, diagnostics: own, failed: false)
        guard rendersOutput else { return report }
        // NB: the previews drawn are the source's own (a file opened again, a `#Preview` typed).
        let fresh = result.previews.filter { drawn.contains($0.file) }
        var views: [any TileShellView] = []
        for p in runProgram()?.previews ?? [] where fresh.contains(where: { $0.name == p.name }) {
            views.append(SwiftTreeView(tree: p.tree, name: p.name))
        }
        let summary = summary(
            of: result, fresh: fresh.map(\.name), shown: shown,
            declarations: added.flatMap { program.declarations(in: $0.path) }, opened: opened, notes: notes)
        views.append(TextView(summary, emphasis: .secondary, role: opened ? "open" : "declare"))
        // NB: what the export writes for this drawing: the previews drawn, by name.
        let exported = fresh.isEmpty ? nil : DrawnCommand(DrawnPreview(names: fresh.map(\.name)))
        draw(.stack(VStackView(views)), of: .host(OpenCommand.Request(path: shown)), exported: exported, emit: emit)
        return report
    }

    /// swiftc's `invalid redeclaration of 'CounterView'`, with the first declaration as a note,
    /// when a file opened declares a type that another file open (not typed at the prompt, where
    /// a declaration replaces the one before) declares too; nil when none does.
    static func redeclaration(of paths: [String], in program: SwiftProgram) -> SwiftReport? {
        func types(_ path: String) -> [(name: String, range: SourceRange)] {
            program.declarations(in: path).compactMap { decl in
                switch decl {
                case .structDecl(let s): (s.name, s.range)
                case .enumDecl(let e): (e.name, e.range)
                case .protocolDecl(let p): (p.name, p.range)
                default: nil
                }
            }
        }
        var first: [String: (path: String, range: SourceRange)] = [:]
        for file in program.files where !paths.contains(file.path) && !SwiftSession.isTyped(file.path) {
            for t in types(file.path) where first[t.name] == nil { first[t.name] = (file.path, t.range) }
        }
        for path in paths {
            for t in types(path) {
                guard let earlier = first[t.name],
                    let mine = program.files.first(where: { $0.path == path }),
                    let theirs = program.files.first(where: { $0.path == earlier.path })
                else { continue }
                let error = SwiftLesson.Diagnostic(
                    .error, "invalid redeclaration of '\(t.name)'", at: nameRange(t.name, t.range, in: mine))
                let note = SwiftLesson.Diagnostic(
                    .note, "'\(t.name)' previously declared here", at: nameRange(t.name, earlier.range, in: theirs))
                return SwiftReport(
                    files: [mine, theirs],
                    diagnostics: [
                        LessonDiagnostic(file: 0, diagnostic: error), LessonDiagnostic(file: 1, diagnostic: note),
                    ],
                    failed: true, error: error)
            }
        }
        return nil
    }

    /// Where `name` is written in the declaration at `range` (its first word of that spelling),
    /// as swiftc points at a declaration's name; the declaration's start when it is not found.
    static func nameRange(_ name: String, _ range: SourceRange, in file: SourceFile) -> SourceRange {
        let text = Array(file.text(of: range).utf8)
        let word = Array(name.utf8)
        func isIdentifier(_ b: UInt8) -> Bool {
            b == 0x5F || (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A)
        }
        var i = 0
        while i + word.count <= text.count {
            if text[i..<i + word.count].elementsEqual(word), i == 0 || !isIdentifier(text[i - 1]),
                i + word.count == text.count || !isIdentifier(text[i + word.count])
            {
                return SourceRange(start: range.start + i, end: range.start + i + word.count)
            }
            i += 1
        }
        return SourceRange(start: range.start, end: range.start)
    }

    /// "opened Counter.swift: 1 preview; states count (Int); buttons '+1'; try 'set count 3', 'tap \"+1\"'";
    /// the labels of navigation links are listed as `links 'Tokyo', 'Paris'`, in the order shown.
    /// `fresh` names the previews the source itself declares: the states and buttons listed are theirs.
    func summary(
        of result: LessonResult, fresh: [String], shown: String, declarations: [Decl], opened: Bool, notes: [String]
    ) -> String {
        var parts: [String] = []
        let views = session.swift?.program.views.map(\.name) ?? []

        if opened {
            parts.append("\(fresh.count) preview\(fresh.count == 1 ? "" : "s")")
        } else {
            let declared = declarations.compactMap { decl -> String? in
                switch decl {
                case .structDecl(let s): views.contains(s.name) ? "\(s.name) (a View)" : s.name
                case .enumDecl(let e): "enum \(e.name)"
                case .extensionDecl(let x): "extension \(x.extendedType)"
                case .macroExpansionDecl(let m) where m.name == "Preview": "a preview"
                default: nil
                }
            }
            parts.append(declared.isEmpty ? "nothing new" : declared.joined(separator: ", "))
        }
        let links = (session.swift?.states ?? []).filter { fresh.contains($0.preview) }
        let states = links.compactMap { link in
            session.binding(named: link.binding).map { "\(link.binding) (\($0.type))" }
        }
        if !states.isEmpty { parts.append("states " + states.joined(separator: ", ")) }
        let buttons = Array(Set(result.previews.filter { fresh.contains($0.name) }.flatMap(\.buttons))).sorted()
        if !buttons.isEmpty { parts.append("buttons " + buttons.map { "'\($0)'" }.joined(separator: ", ")) }
        var navigation: [String] = []
        for p in result.previews where fresh.contains(p.name) {
            for l in p.links where !navigation.contains(l) { navigation.append(l) }
        }
        if !navigation.isEmpty { parts.append("links " + navigation.map { "'\($0)'" }.joined(separator: ", ")) }
        var tries: [String] = []
        if let first = links.first { tries.append("'set \(first.binding) …'") }
        if let first = buttons.first ?? navigation.first { tries.append("'tap \(ValueText.quoted(first))'") }
        let infos = session.swift?.program.views ?? []
        let declaresView = { (name: String) in
            declarations.contains { if case .structDecl(let s) = $0 { s.name == name } else { false } }
        }
        if !opened, let view = infos.last, declaresView(view.name) {
            let labels = (view.initializers.first ?? []).filter { !$0.hasDefault }.map { ($0.label ?? "_") + ": …" }
            tries.append("'show \(view.name)(\(labels.joined(separator: ", ")))'")
        }
        if !tries.isEmpty, suggestsCommands { parts.append("try " + tries.joined(separator: ", ")) }
        let head = opened ? "opened \(shown): " : "declared "
        return ([head + parts.joined(separator: "; ")] + notes).joined(separator: "\n")
    }
}
