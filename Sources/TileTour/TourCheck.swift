import TileRender
import TileShell
import TileText
import TileTree

/// How a step checks itself: the learner's latest drawing against the goal's, compared as view
/// trees laid out in points (what `--format layout` prints), never as the commands typed. Any
/// way of drawing the goal passes.
///
///     let goal = TourCheck.goal(of: step, environment: env)
///     TourCheck.compare(learner: shell, goal: goal)  // .met, or .differs("the Text shows ...")
public enum TourCheck {
    /// What a check found.
    public enum Outcome: Equatable, Sendable {
        case met
        /// Nothing has been drawn yet.
        case nothingDrawn
        /// One sentence naming the view and the property that differ.
        case differs(String)
    }

    /// Runs lines in `shell`, output dropped; the first failure's message, or nil. The lines
    /// are gathered into entries as at the prompt, so that a Swift declaration may span several
    /// (`struct Card: View {`, ..., `}`).
    public static func run(_ lines: [String], in shell: inout Shell, source: String = "<tour>") -> String? {
        for entry in entries(lines, source: source) {
            if case .failed(let d, _) = shell.run(entry, emit: { _ in }) { return d.message }
        }
        return nil
    }

    /// Lines gathered into entries, as the prompt gathers them.
    public static func entries(_ lines: [String], source: String = "<tour>") -> [SourceLine] {
        var assembler = EntryAssembler(source: source)
        var out: [SourceLine] = []
        for (i, text) in lines.enumerated() {
            if let entry = assembler.add(text, lineNumber: i + 1) { out.append(entry) }
        }
        if let rest = assembler.finish() { out.append(rest) }
        return out
    }

    /// The goal's tree: the step's setup and goal commands run in a fresh session, and the last
    /// thing they drew; nil when they draw nothing (a broken lesson, which the lint reports).
    public static func goal(of step: TourStep, environment: Environment) -> TourGoal? {
        var shell = Shell(environment: environment)
        if run(step.setup + step.goal, in: &shell) != nil { return nil }
        guard let tree = latest(shell) else { return nil }
        return TourGoal(tree: tree, requirement: step.requires, value: value(of: step.requires, in: shell))
    }

    /// The value of the binding a requirement names, as a literal; nil when there is none.
    static func value(of requirement: TourRequirement, in shell: Shell) -> String? {
        guard case .binding(_, let name) = requirement, let b = shell.session.binding(named: name) else { return nil }
        return ValueText.literal(b.value, type: b.type.base, session: shell.session)
    }

    /// What the learner has not done of what the step teaches, in one sentence; nil when done.
    static func unmet(_ goal: TourGoal, learner: Shell) -> String? {
        guard case .binding(let verb, let name) = goal.requirement else { return nil }
        guard let mine = value(of: goal.requirement, in: learner) else {
            return "this step asks you to \(verb) '\(name)', and there is no binding '\(name)'"
        }
        if mine == goal.value { return nil }
        return "the drawing matches, but this step asks you to \(verb) '\(name)': it is \(mine), "
            + "and the goal's is \(goal.value ?? "nil")"
    }

    /// The last drawing of a shell, laid out in points at its ideal size.
    public static func latest(_ shell: Shell) -> JSONValue? {
        guard let drawing = shell.drawings.last,
            let layout = try? DrawnLayout(tree: drawing.view.tree(), width: max(1, shell.environment.width))
        else { return nil }
        let nodes = LayoutReport.json(points: layout.points, cells: nil)
        return nodes.count == 1 ? nodes[0] : .array(nodes)
    }

    public static func compare(learner: Shell, goal: TourGoal?) -> Outcome {
        guard let goal else { return .differs("this step's goal draws nothing; the lesson is broken") }
        guard let mine = latest(learner) else { return .nothingDrawn }
        // NB: what a view shows (its kind, text, colour) is named before where it sits, and
        // what the step teaches after the drawing.
        return
            (difference(mine, goal.tree, sizes: false) ?? difference(mine, goal.tree, sizes: true)
            ?? unmet(goal, learner: learner)).map { .differs($0) } ?? .met
    }

    /// The first difference between two layout trees, in one sentence; nil when they match
    /// (lengths and places within half a point).
    static func difference(_ mine: JSONValue, _ goal: JSONValue, sizes: Bool) -> String? {
        switch (mine, goal) {
        case (.array(let a), .array(let b)):
            if a.count != b.count { return "you drew \(a.count) views; the goal draws \(b.count)" }
            for (x, y) in zip(a, b) { if let d = difference(x, y, sizes: sizes) { return d } }
            return nil
        case (.object(let a), .object(let b)):
            let view = field(a, "view").flatMap(text) ?? "view"
            let goalView = field(b, "view").flatMap(text) ?? "view"
            // NB: a filled rectangle and a colour draw the same pixels: either meets the other.
            let fills: Set<String> = ["Color", "Rectangle"]
            if view != goalView, !(fills.contains(view) && fills.contains(goalView)) {
                return "you drew a \(view) where the goal draws a \(goalView)"
            }
            for key in ["text", "systemName", "color", "placeholder", "style", "selection"] {
                let x = field(a, key).flatMap(text)
                let y = field(b, key).flatMap(text)
                if x != y {
                    if key == "text", let x, let y, let line = firstDifferentLine(x, y) {
                        return "line \(line.number) of the \(view) shows \(quote(line.mine)); "
                            + "the goal's shows \(quote(line.goal))"
                    }
                    let a = x.map { quote($0) } ?? "nothing"
                    let b = y.map { quote($0) } ?? "nothing"
                    switch key {
                    case "text": return "the \(view) shows \(a); the goal's shows \(b)"
                    case "systemName": return "the \(view) is the symbol \(a); the goal's is \(b)"
                    case "color": return "the \(view)'s colour is \(a); the goal's is \(b)"
                    default: return "the \(view)'s \(key) is \(a); the goal's is \(b)"
                    }
                }
            }
            // NB: a Spacer draws nothing: its size and place are only the room its neighbours
            // leave, so any spacing that puts them where the goal's are meets the goal.
            let drawsNothing = view == "Spacer"
            for key in ["width", "height"] where sizes && !drawsNothing {
                if let x = field(a, key).flatMap(number), let y = field(b, key).flatMap(number), abs(x - y) > 0.5 {
                    return
                        "the \(view) is \(Length.text(x)) pt \(key == "width" ? "wide" : "high"); the goal's is \(Length.text(y))"
                }
            }
            // NB: where it sits after its size: an alignment moves a view without resizing it.
            for key in ["x", "y"] where sizes && !drawsNothing {
                if let x = field(a, key).flatMap(number), let y = field(b, key).flatMap(number), abs(x - y) > 0.5 {
                    return "the \(view) is at \(key) \(Length.text(x)) pt; the goal's is at \(Length.text(y))"
                }
            }
            let ca = field(a, "children").flatMap(items) ?? []
            let cb = field(b, "children").flatMap(items) ?? []
            if ca.count != cb.count {
                return "the \(view) holds \(ca.count) view\(ca.count == 1 ? "" : "s"); the goal's holds \(cb.count)"
            }
            for (x, y) in zip(ca, cb) { if let d = difference(x, y, sizes: sizes) { return d } }
            return nil
        default:
            return mine == goal ? nil : "what you drew differs from the goal"
        }
    }

    /// The first line two texts of several lines differ in (1-based), each cut short; nil for
    /// texts of one line, which are quoted whole.
    static func firstDifferentLine(_ mine: String, _ goal: String) -> (number: Int, mine: String, goal: String)? {
        let a = mine.split(separator: "\n", omittingEmptySubsequences: false)
        let b = goal.split(separator: "\n", omittingEmptySubsequences: false)
        guard a.count > 1 || b.count > 1 else { return nil }
        for i in 0..<max(a.count, b.count) {
            let x = i < a.count ? String(a[i]) : ""
            let y = i < b.count ? String(b[i]) : ""
            if x != y { return (i + 1, cut(x.trimmingLeadingSpaces), cut(y.trimmingLeadingSpaces)) }
        }
        return nil
    }

    /// A quoted text at most `quotedLength` characters long.
    static func cut(_ s: String) -> String { s.count <= quotedLength ? s : String(s.prefix(quotedLength - 1)) + "…" }

    /// The longest text a sentence of `check` quotes.
    static let quotedLength = 60

    static func field(_ pairs: [(String, JSONValue)], _ key: String) -> JSONValue? { pairs.first { $0.0 == key }?.1 }

    static func text(_ v: JSONValue) -> String? {
        switch v {
        case .string(let s): s
        case .bool(let b): b ? "yes" : "no"
        default: nil
        }
    }

    static func number(_ v: JSONValue) -> Double? {
        switch v {
        case .number(let d): d
        case .int(let i): Double(i)
        default: nil
        }
    }

    static func items(_ v: JSONValue) -> [JSONValue]? {
        if case .array(let a) = v { return a }
        return nil
    }

    static func quote(_ s: String) -> String { s.hasPrefix("#") ? s : "'\(Sanitizer.visible(cut(s)))'" }
}

/// A step's goal: the tree its goal commands draw, and what the step teaches.
public struct TourGoal: Equatable, Sendable {
    public var tree: JSONValue
    public var requirement: TourRequirement
    /// The value the goal gives the binding the requirement names, as a literal.
    public var value: String?
}
