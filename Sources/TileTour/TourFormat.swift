/// Reads the tour's plain-text lesson format (README "Writing a lesson"):
///
/// ```
/// # Track 1: Seed 1, init and enum
/// ## Lesson 1.1: Your first tile
/// ### Step: One apple tile
/// A tile shows a count under a title, in its fruit's colour.
/// task: Draw one apple tile that shows 100.
/// goal: tile apple 100
/// hint: Tiles are drawn with the `tile` command.
/// hint: `tile` takes a fruit and a count.
/// hint: Type `tile apple 100`.
/// solution: tile apple 100
/// ```
///
/// A line that starts with none of the keys is the step's text. `setup:`, `goal:` and
/// `solution:` may repeat, one line each, gathered into entries as the prompt gathers them (a
/// Swift declaration goes on while a bracket is open; `solution:` alone is a blank line). Lines
/// starting `//` are comments.
public enum TourFormat {
    /// A problem in a lesson file: where and what.
    public struct Problem: Error, Equatable, Sendable {
        public var source: String
        public var line: Int
        public var message: String

        public var description: String { "\(source):\(line): \(message)" }
    }

    /// The tracks of one file; `earlier` are the tracks of the files before it (numbering goes on).
    public static func parse(_ text: String, source: String, after earlier: [TourTrack] = []) -> Result<
        [TourTrack], Problem
    > {
        var tracks = earlier
        var step: TourStep?
        func fail(_ line: Int, _ message: String) -> Result<[TourTrack], Problem> {
            .failure(Problem(source: source, line: line, message: message))
        }
        /// Ends the step being read: it joins the last lesson, which must have a task and a goal.
        func close(_ line: Int) -> Problem? {
            guard let s = step else { return nil }
            step = nil
            if s.task.isEmpty {
                return Problem(source: source, line: s.line, message: "the step '\(s.title)' has no 'task:'")
            }
            if s.goal.isEmpty {
                return Problem(source: source, line: s.line, message: "the step '\(s.title)' has no 'goal:'")
            }
            if !s.hasRequirement {
                return Problem(
                    source: source, line: s.line,
                    message: "the step '\(s.title)' has no 'requires:' (what it teaches: drawing, pick <binding> "
                        + "or set <binding>)")
            }
            if s.solution.isEmpty {
                return Problem(source: source, line: s.line, message: "the step '\(s.title)' has no 'solution:'")
            }
            guard !tracks.isEmpty, !tracks[tracks.count - 1].lessons.isEmpty else {
                return Problem(source: source, line: s.line, message: "a step must follow a '## Lesson' heading")
            }
            tracks[tracks.count - 1].lessons[tracks[tracks.count - 1].lessons.count - 1].steps.append(s)
            return nil
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, raw) in lines.enumerated() {
            let n = index + 1
            let line = raw.trimmingTrailingSpaces
            if line.hasPrefix("//") { continue }
            if let title = line.after("# Track ") {
                if let p = close(n) { return .failure(p) }
                guard let (number, name) = heading(title), number == tracks.count + 1 else {
                    return fail(n, "expected '# Track \(tracks.count + 1): <title>'")
                }
                tracks.append(TourTrack(number: number, title: name, lessons: []))
            } else if let title = line.after("## Lesson ") {
                if let p = close(n) { return .failure(p) }
                guard let t = tracks.last else { return fail(n, "a lesson must follow a '# Track' heading") }
                let expected = "\(t.number).\(t.lessons.count + 1)"
                guard let colon = title.firstIndex(of: ":"), title[..<colon] == expected else {
                    return fail(n, "expected '## Lesson \(expected): <title>'")
                }
                let name = String(title[title.index(after: colon)...]).trimmingLeadingSpaces
                tracks[tracks.count - 1].lessons.append(
                    TourLesson(track: t.number, number: t.lessons.count + 1, title: name, steps: []))
            } else if let title = line.after("### Step: ") {
                if let p = close(n) { return .failure(p) }
                step = TourStep(
                    title: title, text: [], task: "", setup: [], goal: [], hints: [], solution: [], line: n)
            } else if var s = step {
                if let v = line.after("task: ") {
                    s.task = v
                } else if let v = line.value(of: "setup") {
                    s.setup.append(v)
                } else if let v = line.value(of: "goal") {
                    s.goal.append(v)
                } else if let v = line.after("requires: ") {
                    guard let r = TourRequirement.parse(v) else {
                        return fail(
                            n, "expected 'requires: drawing', 'requires: pick <binding>' or 'requires: set <binding>'")
                    }
                    guard !s.hasRequirement else { return fail(n, "a step has one 'requires:' line") }
                    s.requires = r
                    s.hasRequirement = true
                } else if let v = line.after("hint: ") {
                    s.hints.append(v)
                } else if let v = line.value(of: "solution") {
                    s.solution.append(v)
                } else if s.task.isEmpty {
                    s.text.append(line)
                } else if !line.isEmpty {
                    return fail(n, "step text must come before 'task:'")
                }
                step = s
            } else if !line.isEmpty {
                return fail(n, "expected a '# Track', '## Lesson' or '### Step:' heading")
            }
        }
        if let p = close(lines.count) { return .failure(p) }
        for t in tracks {
            if t.lessons.isEmpty { return fail(lines.count, "track \(t.number) has no lessons") }
            for l in t.lessons where l.steps.isEmpty { return fail(lines.count, "lesson \(l.id) has no steps") }
        }
        return .success(tracks)
    }

    static func heading(_ text: String) -> (Int, String)? {
        guard let colon = text.firstIndex(of: ":"), let n = Int(text[..<colon]) else { return nil }
        return (n, String(text[text.index(after: colon)...]).trimmingLeadingSpaces)
    }
}

extension Substring {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " || s.last == "\r" { s.removeLast() }
        return String(s)
    }
}

extension String {
    var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }

    func after(_ prefix: String) -> String? { hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil }

    /// The line of Swift or commands after `key: `; `key:` alone is an empty line (a blank line
    /// in a struct).
    func value(of key: String) -> String? { self == key + ":" ? "" : after(key + ": ") }
}
