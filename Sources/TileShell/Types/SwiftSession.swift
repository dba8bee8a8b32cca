import LessonInterpreter

/// The SwiftUI source a session holds: the files it opened and the declarations typed at its
/// prompt, as one program, and which bindings hold which preview's `@State`. Immutable, and
/// held by one reference, so that a session without Swift pays one nil for it.
///
/// Example: after `open Counter.swift`, `program.files` holds Counter.swift and `states` links
/// the binding `count` to the `@State var count` of the preview "Preview".
public final class SwiftSession: Sendable {
    public let program: SwiftProgram
    public let states: [StateLink]
    /// Paths of the files opened (in order), for `save` and for reopening on a change.
    public let opened: [String]
    /// How many declarations were typed at the prompt (each is a file of the program).
    public let typed: Int
    /// The most files (opened, or typed at the prompt) a session's program holds (README "Limits").
    public static let maxFiles = 256
    /// `@State` no binding holds (an array), kept for its view between taps: by preview, then property.
    public let kept: [String: [String: StateValue]]
    /// By preview, the labels of the navigation links `tap` followed, root first (`back` pops one).
    public let pushed: [String: [String]]

    public init(
        program: SwiftProgram, states: [StateLink], opened: [String], typed: Int,
        kept: [String: [String: StateValue]] = [:], pushed: [String: [String]] = [:]
    ) {
        self.program = program
        self.states = states
        self.opened = opened
        self.typed = typed
        self.kept = kept
        self.pushed = pushed
    }

    /// The same, keeping `kept` instead.
    func keeping(_ kept: [String: [String: StateValue]]) -> SwiftSession {
        SwiftSession(program: program, states: states, opened: opened, typed: typed, kept: kept, pushed: pushed)
    }

    /// The same, with `path` the links followed in `preview` (none: its root is drawn).
    func navigating(_ preview: String, to path: [String]) -> SwiftSession {
        var pushed = pushed
        pushed[preview] = path.isEmpty ? nil : path
        return SwiftSession(program: program, states: states, opened: opened, typed: typed, kept: kept, pushed: pushed)
    }

    /// A session binding that holds a preview's `@State` property.
    public struct StateLink: Hashable, Sendable {
        public var binding: String
        public var preview: String
        public var property: String
    }

    /// The path a declaration typed at the prompt is known by, in messages: `<prompt 2>`.
    static func typedPath(_ n: Int) -> String { "<prompt \(n)>" }

    /// Whether a file of the program was typed at the prompt, not opened.
    public static func isTyped(_ path: String) -> Bool { path.hasPrefix("<prompt ") }
}

extension Session {
    /// The values the session's bindings give each preview's `@State`.
    func stateRequest(tap: (label: String, preview: String?)? = nil) -> LessonRequest {
        var states = swift?.kept ?? [:]
        for link in swift?.states ?? [] {
            guard let b = binding(named: link.binding), let v = stateValue(b) else { continue }
            states[link.preview, default: [:]][link.property] = v
        }
        return LessonRequest(states: states, pushed: swift?.pushed ?? [:], tap: tap)
    }

    /// A binding's value as a `@State` holds it.
    func stateValue(_ b: Binding) -> StateValue? {
        switch b.value {
        case .bool(let x)?: .bool(x)
        case .int(let x)?: .int(x)
        case .double(let x)?: .double(x)
        case .string(let x)?: .string(x)
        case .enumCase(let i)?:
            if case .enumeration(let t) = b.type.base, let e = enumType(named: t), e.cases.indices.contains(i) {
                .enumCase(e.cases[i])
            } else {
                nil
            }
        default: nil
        }
    }

    /// The labels of the buttons, links and back buttons the previews show now, for completion:
    /// the program run with a plain formatting (labels rarely show a price; if one does, it
    /// reads "USD 9.99").
    public var buttonLabels: [String] {
        var seen = Set<String>()
        let labels = plainRun?.previews.flatMap { $0.buttons + $0.links + ($0.back.map { [$0] } ?? []) } ?? []
        return labels.filter { seen.insert($0).inserted }
    }

    /// The names of the previews, for completion.
    public var previewNames: [String] { plainRun?.previews.map(\.name) ?? [] }

    var plainRun: LessonResult? {
        guard let swift, !swift.program.isEmpty else { return nil }
        return Lesson.run(swift.program, request: stateRequest(), formatting: PlainLessonFormatting(), now: 0)
    }
}

/// Currency and relative dates written without a locale, for completion's look at button labels.
struct PlainLessonFormatting: LessonFormatting {
    func currency(_ amount: Double, code: String) -> String { "\(code) \(amount)" }
    func relativeDate(secondsFromNow: Double) -> String { "\(Int(exactly: secondsFromNow.rounded()) ?? 0) s" }
}
