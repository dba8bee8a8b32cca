/// What each lesson of the tour ran, in order, so that a track's end can export the learner's
/// views as one SwiftUI file: the entries (the steps' setups and what the learner typed) and,
/// each time a step's goal was met, a mark that the latest drawing is one of the learner's views.
///
///     var record = TourRecord()
///     record.ran("tile apple 100", in: "1.1")
///     record.met(in: "1.1")  // the tile is kept for the export
public struct TourRecord: Sendable, Equatable {
    public enum Item: Sendable, Equatable {
        /// An entry, as run (it may span lines).
        case entry(String)
        /// A step's goal was met: the latest drawing is kept.
        case met
    }

    public private(set) var lessons: [String: [Item]] = [:]

    public init() {}

    public mutating func ran(_ entry: String, in lesson: String) { lessons[lesson, default: []].append(.entry(entry)) }

    public mutating func met(in lesson: String) { lessons[lesson, default: []].append(.met) }

    /// The lesson's session starts afresh (the lesson begun, or `restart`): what it ran before is forgotten.
    public mutating func start(_ lesson: String) { lessons[lesson] = [] }

    /// A lesson's items up to its `count`-th goal met (where a resumed lesson starts again);
    /// nil when fewer were met.
    public func items(of lesson: String, toGoal count: Int) -> [Item]? {
        guard let items = lessons[lesson] else { return nil }
        var met = 0
        for (i, item) in items.enumerated() where item == .met {
            met += 1
            if met == count { return Array(items[...i]) }
        }
        return count == 0 ? [] : nil
    }

    /// What a lesson ran: as recorded, or, for a lesson not walked in this run of the tour, its
    /// steps' setups and solutions (they reach the same goals).
    public func items(of lesson: TourLesson) -> [Item] {
        lessons[lesson.id] ?? Self.solved(lesson.steps[...])
    }

    /// Steps walked by their setups and solutions, each goal met.
    public static func solved(_ steps: ArraySlice<TourStep>) -> [Item] {
        steps.flatMap { step in
            TourCheck.entries(step.setup + step.solution).map { Item.entry($0.text) } + [.met]
        }
    }

    /// The record as its file holds it: `L 1.3` starts a lesson, `E <entry>` is an entry (`\n`
    /// for a line break, `\\` for a backslash), `M` a goal met.
    public var text: String {
        var out = ""
        for id in lessons.keys.sorted(by: TourProgress.before) {
            out += "L \(id)\n"
            for item in lessons[id] ?? [] {
                switch item {
                case .entry(let e):
                    out += "E " + Self.escaped(e) + "\n"
                case .met: out += "M\n"
                }
            }
        }
        return out
    }

    /// Reads the file's text; nil when it is damaged (the edge sets it aside).
    public init?(text: String) {
        var current: String?
        for line in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(Substring.init) {
            if line.hasPrefix("L ") {
                let id = String(line.dropFirst(2))
                guard TourProgress(text: id + " 0") != nil else { return nil }
                current = id
                lessons[id] = lessons[id] ?? []
            } else if let id = current, line == "M" {
                lessons[id]?.append(.met)
            } else if let id = current, line.hasPrefix("E "), let entry = Self.unescaped(line.dropFirst(2)) {
                lessons[id]?.append(.entry(entry))
            } else if !line.isEmpty {
                return nil
            }
        }
    }

    /// An entry on one line: a backslash, a line feed and a carriage return escaped.
    /// NB: by scalar, so that a pasted CR LF (one Character) is escaped too.
    static func escaped(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for u in text.unicodeScalars {
            switch u {
            case "\\": out.append(contentsOf: "\\\\".unicodeScalars)
            case "\n": out.append(contentsOf: "\\n".unicodeScalars)
            case "\r": out.append(contentsOf: "\\r".unicodeScalars)
            default: out.append(u)
            }
        }
        return String(out)
    }

    static func unescaped(_ text: Substring) -> String? {
        var out = String.UnicodeScalarView()
        var escaped = false
        for u in text.unicodeScalars {
            if escaped {
                switch u {
                case "n": out.append("\n")
                case "r": out.append("\r")
                case "\\": out.append("\\")
                default: return nil
                }
                escaped = false
            } else if u == "\\" {
                escaped = true
            } else {
                out.append(u)
            }
        }
        return escaped ? nil : String(out)
    }
}
