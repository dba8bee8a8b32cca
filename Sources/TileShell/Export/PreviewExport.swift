import LessonInterpreter
import SwiftLesson

/// The previews of the session's SwiftUI source as a Swift export writes them, and the values
/// the session gave their `@State`: what `open` drew is what is exported.
///
/// Example: `#Preview { CounterView() }` in Counter.swift, drawn after `set count 10`, exports
/// `CounterView()` in the main view's body, and `@State private var count = 0` as written in
/// Counter.swift becomes `@State private var count = 10`.
extension ExportPlan {
    /// A preview as the main view's body shows it: its lines, and, for a closure of several
    /// statements, the view that holds them (`struct PreviewContent: View`), declared once.
    struct PreviewPlan {
        var name: String
        var lines: [String]
        var declaration: String?
    }

    /// One plan for each preview that says where its code is, in order; a provider's several
    /// previews share their code and one plan (under the first's name, the others pointing to it).
    static func previewPlans(
        _ previews: [LessonPreview], files: [SourceFile], types: inout NameScope
    ) -> (plans: [PreviewPlan], byName: [String: Int]) {
        var plans: [PreviewPlan] = []
        var byName: [String: Int] = [:]
        var byCode: [SourceSpotCode: Int] = [:]
        for p in previews {
            guard let code = p.code, files.indices.contains(p.file) else { continue }
            let key = SourceSpotCode(file: p.file, code: code)
            if let known = byCode[key] {
                byName[p.name] = known
                continue
            }
            let plan: PreviewPlan
            switch code {
            case .view(let name):
                plan = PreviewPlan(name: p.name, lines: [SwiftName.escaped(name) + "()"])
            case .body(let range, let statements):
                let lines = dedented(files[p.file], range)
                if statements == 1 {
                    plan = PreviewPlan(name: p.name, lines: lines)
                } else {
                    // NB: several statements (`let model = …` then the view) are a body of their
                    // own, which a stack's builder cannot hold; the view's body is a builder too.
                    let type = types.claim(SwiftName.upperCamel(p.nameInFile + " Content", fallback: "PreviewContent"))
                    let body = lines.map { "    " + $0 }
                    let declaration = (["struct \(type): View {", "  var body: some View {"] + body + ["  }", "}"])
                        .joined(separator: "\n")
                    plan = PreviewPlan(name: p.name, lines: [type + "()"], declaration: declaration)
                }
            }
            byCode[key] = plans.count
            byName[p.name] = plans.count
            plans.append(plan)
        }
        return (plans, byName)
    }

    /// A preview's code where it is written, a line each, its first line's indentation taken
    /// off every line (where a line has it).
    static func dedented(_ file: SourceFile, _ range: SourceRange) -> [String] {
        let column = max(0, file.location(of: range.start).column - 1)
        let lines = file.text(of: range).split(separator: "\n", omittingEmptySubsequences: false)
        return lines.enumerated().map { i, line in
            guard i > 0 else { return String(line) }
            let spaces = line.prefix { $0 == " " }.count
            return String(line.dropFirst(min(spaces, column)))
        }
    }

    /// The values the session gave the previews' `@State`, written where each property's first
    /// value is (`0` of `@State private var count = 0`), by file path; a value as written is
    /// left as it is. NB: an array or a struct is kept for the view, not written.
    /// NB: a declaration that previews share (two previews of one view) is written only when
    /// they hold the same value: each preview's view has a state of its own.
    static func stateValues(_ previews: [LessonPreview], files: [SourceFile]) -> [String: [Replacement]] {
        var spots: [SourceSpot] = []
        var states: [SourceSpot: SwiftState] = [:]
        var disagree: Set<SourceSpot> = []
        for p in previews {
            for state in p.states {
                guard let spot = state.initializer, files.indices.contains(spot.file) else { continue }
                if let held = states[spot] {
                    if held.value != state.value { disagree.insert(spot) }
                    continue
                }
                spots.append(spot)
                states[spot] = state
            }
        }
        var out: [String: [Replacement]] = [:]
        for spot in spots where !disagree.contains(spot) {
            guard let state = states[spot],
                let literal = literal(state, written: files[spot.file].text(of: spot.range))
            else { continue }
            out[files[spot.file].path, default: []].append(
                Replacement(range: spot.range, text: literal, property: state.name))
        }
        return out
    }

    /// Text put in place of a range of a file.
    struct Replacement {
        var range: SourceRange
        var text: String
        /// The property whose first value it is, for the comment that says what changed.
        var property: String
    }

    /// `state`'s value as a Swift literal, or nil when `written` already says it (or it is not
    /// one a literal writes).
    static func literal(_ state: SwiftState, written: String) -> String? {
        let literal: String
        switch state.value {
        case .bool(let b):
            literal = b ? "true" : "false"
        case .int(let n):
            if Int(written.filter { $0 != "_" }) == n { return nil }
            literal = SwiftLiteral.int(n)
        case .double(let d):
            if Double(written.filter { $0 != "_" }) == d { return nil }
            literal = d.description
        case .string(let s):
            literal = SwiftLiteral.string(s)
        case .enumCase(let name):
            // NB: `.compact` or `Mode.compact` as written keeps its own way of naming the type;
            // the same case is left alone. Another expression is replaced by the type's path.
            let path = written.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "`" }
            if path, let dot = written.lastIndex(of: ".") {
                if written[written.index(after: dot)...].filter({ $0 != "`" }) == name { return nil }
                literal = written[...dot] + SwiftName.escaped(name)
            } else {
                literal = state.type + "." + SwiftName.escaped(name)
            }
        case .array, .record:
            return nil
        }
        return literal == written ? nil : literal
    }

    /// `range` of `file` as written, with the replacements inside it made.
    static func text(of range: SourceRange, in file: SourceFile, replacing: [Replacement]) -> String {
        var out = ""
        var at = range.start
        for r in replacing.sorted(by: { $0.range.start < $1.range.start })
        where r.range.start >= at && r.range.end <= range.end {
            out += file.text(of: SourceRange(start: at, end: r.range.start)) + r.text
            at = r.range.end
        }
        return out + file.text(of: SourceRange(start: at, end: range.end))
    }
}

/// A preview's code by its file: a provider's previews share one.
struct SourceSpotCode: Hashable {
    var file: Int
    var code: PreviewCode
}

extension DrawnViewSource {
    /// The lines of the previews named (nil: all), each preview written once however often it
    /// was drawn; the views of several statements are declared.
    mutating func previewLines(_ names: [String]?) -> [String] {
        let indices = names.map { $0.compactMap { plan.previewIndex[$0] } } ?? Array(plan.previews.indices)
        var lines: [String] = []
        for i in indices where writtenPreviews.insert(i).inserted {
            let p = plan.previews[i]
            if let d = p.declaration { declare(d) }
            lines += p.lines
        }
        return lines
    }
}
