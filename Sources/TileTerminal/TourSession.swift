import TileRender
import TileRunner
import TileShell
import TileSystem
import TileText
import TileTour
import TileTree

#if canImport(Glibc)
    import Glibc
#endif

/// `tileshell learn 1.1`: a lesson's steps, one after another. Each step says what to do; after
/// every entry it compares what the learner drew with its goal, and when they match it prints
/// one line starting with ✓ and shows the next step. Inside the tour, and only there, `check`,
/// `hint`, `solution`, `next`, `back`, `restart` and `quit` are commands. Progress is kept in
/// `$XDG_STATE_HOME/tileshell/tour`. It reads from the line editor at a terminal, and lines from
/// standard input otherwise (so that a script can walk a lesson).
public struct TourSession: ~Copyable {
    public static let tourCommands = ["check", "hint", "solution", "next", "back", "restart", "quit"]

    let tracks: [TourTrack]
    var lesson: TourLesson
    var step = 0
    var hintLevel = 0
    /// The track this step ends is done: its file is written, and the entries after it are the
    /// learner's own, never checked again (each had said "Track 4 is done" and written the file
    /// once more). `next`, `back` and `restart` leave it.
    var trackDone = false
    /// The step's goal, as a layout tree, computed once per step.
    var goal: TourGoal?
    var progress: TourProgress
    let progressPath: String?
    var runner: ScriptRunner
    let environment: Environment
    /// What each lesson ran, for the track's Swift export.
    var record = TourRecord()
    /// Gathers typed lines into entries: a Swift declaration goes on while a bracket is open.
    var assembler = EntryAssembler(source: "<tour>")
    /// How many lines were read, for the entries' line numbers.
    var lineNumber = 0

    /// The progress already read (`loadProgress`), so that a problem with it is told once.
    let loadedProgress: TourProgress?

    public init(
        tracks: [TourTrack], lesson: TourLesson, environment: Environment, progressPath: String?, out: OutputSink,
        err: OutputSink, progress: TourProgress? = nil
    ) {
        self.tracks = tracks
        self.lesson = lesson
        self.environment = environment
        self.progressPath = progressPath
        self.loadedProgress = progress
        self.progress = TourProgress()
        self.runner = ScriptRunner(shell: Shell(environment: environment), out: out, err: err)
        runner.atPrompt = true
    }

    /// The progress file's path: `$XDG_STATE_HOME/tileshell/tour`.
    public static func progressPath(environment: [String: String]) -> String? {
        XDGDirectory.state.path(environment: environment).map { $0 + "/tileshell/tour" }
    }

    /// Reads the progress file; a damaged one is set aside (renamed `tour.damaged`) with a
    /// message, and the tour starts afresh.
    public static func loadProgress(_ path: String?, err: OutputSink) -> TourProgress {
        load(path, TourProgress.init(text:), what: "progress file", err: err) ?? TourProgress()
    }

    /// The file beside the progress file that keeps what each lesson ran (`tour-entries`), so
    /// that a track finished in a later run still exports what the learner typed.
    var recordPath: String? { progressPath.map { $0 + "-entries" } }

    /// The largest file of the tour's state read: the limit of lesson files (1 MiB); a few
    /// lines are all it needs.
    static let maxStateBytes = LessonRun.maxFileBytes

    /// Reads a file of the tour's state; a damaged one is set aside (renamed `<name>.damaged`)
    /// with a message, and nil is returned, as for a missing one. One that cannot be read (too
    /// large, a FIFO: it is found, not named, so never waited on) is left where it is, with a
    /// warning, and the tour starts as if it were empty.
    static func load<T>(_ path: String?, _ parse: (String) -> T?, what: String, err: OutputSink) -> T? {
        guard let path else { return nil }
        let text: String
        switch FileIO.read(path, .regularOnly, maxBytes: maxStateBytes) {
        case .success(let t): text = t
        case .failure(let e) where e.code == ENOENT || e.code == ENOTDIR: return nil
        case .failure(let e):
            err.write(
                "tileshell: warning: cannot read the tour's \(what) '\(Sanitizer.visible(path))': \(e.message); "
                    + "the tour starts without it\n")
            return nil
        }
        if let value = parse(text) { return value }
        let aside = path + ".damaged"
        _ = rename(path, aside)
        err.write(
            "tileshell: the tour's \(what) was damaged; it is set aside as '\(Sanitizer.visible(aside))' and the tour starts afresh\n"
        )
        return nil
    }

    mutating func save() {
        for (path, text) in [(progressPath, progress.text), (recordPath, record.text)] {
            guard let path else { continue }
            if let problem = FileIO.makeDirectories(for: path) {
                runner.err.write(
                    "tileshell: cannot save the tour's progress to '\(Sanitizer.visible(path))': \(problem)\n")
                return
            }
            if case .failure(let e) = SafeFile.replace(path, with: Array(text.utf8)) {
                runner.err.write(
                    "tileshell: cannot save the tour's progress to '\(Sanitizer.visible(path))': \(e.message)\n")
            }
        }
    }

    var out: OutputSink { runner.out }

    /// The prompt: where the learner is; while an entry is unfinished, a continuation prompt as
    /// wide, right-aligned to it.
    var prompt: String {
        // NB: after a track's last step, the place is the track's end: no step is being checked.
        let place = trackDone ? "track \(lesson.track) done" : "\(lesson.id) step \(step + 1)/\(lesson.steps.count)"
        let prompt = "[\(place)] tileshell> "
        guard assembler.isPending else { return prompt }
        return String(repeating: " ", count: max(0, prompt.count - 5)) + "...> "
    }

    /// Starts the lesson at its first unfinished step and runs until `quit` or the end of input.
    public mutating func run(interactive: Bool) -> Int32 {
        progress = loadedProgress ?? Self.loadProgress(progressPath, err: runner.err)
        record =
            Self.load(recordPath, TourRecord.init(text:), what: "record of your entries", err: runner.err)
            ?? TourRecord()
        if let track = tracks.first(where: { $0.number == lesson.track }),
            track.lessons.allSatisfy({ (progress.done[$0.id] ?? 0) >= $0.steps.count })
        {
            // NB: a finished track says so, and which comes next, before its lesson opens again.
            let next = tracks.first { $0.number > track.number }
            out.write(
                "Track \(track.number) is done."
                    + (next.map { " Next: 'tileshell learn \($0.number)', \($0.title)." } ?? " It is the last track.")
                    + " Here is lesson \(lesson.id) again; 'restart' starts it afresh.\n")
        }
        out.write("Lesson \(lesson.id): \(lesson.title)\n")
        resume(at: min(progress.done[lesson.id] ?? 0, lesson.steps.count - 1))
        if interactive {
            return LineEditor.session(prompt: prompt, err: runner.err) { editor, _ in readEntries(from: editor) }
        }
        var reader = LineReader(fd: 0)
        while let text = reader.next() {
            out.write(prompt + Sanitizer.visible(text) + "\n")
            if !line(text) { return leave() }
        }
        if let rest = assembler.finish(), !entry(rest) { return leave() }
        return leave()
    }

    /// The lesson at `step`, in a fresh session where the steps before it left it, and the step shown.
    mutating func resume(at step: Int) {
        self.step = step
        runner.shell = Shell(environment: environment)
        // NB: a later step may need what an earlier one declared: the finished steps run again
        // unseen, as the learner typed them, or as their solutions when that is not kept.
        let kept = record.items(of: lesson.id, toGoal: step)
        record.start(lesson.id)
        for item in kept ?? TourRecord.solved(lesson.steps[..<step]) {
            switch item {
            case .entry(let text): runUnseen(entry: SourceLine(source: "<tour>", lineNumber: 1, text: text))
            case .met: record.met(in: lesson.id)
            }
        }
        if step > 0 {
            let all = (progress.done[lesson.id] ?? 0) >= lesson.steps.count
            let done =
                all ? "All \(lesson.steps.count) steps are" : step == 1 ? "Step 1 is" : "Steps 1 to \(step) are"
            let by = kept == nil ? (step == 1 ? "its solution" : "their solutions") : "you"
            out.write("\(done) done; the session is where \(by) left it.\n")
        }
        begin()
    }

    /// Runs lines unseen in the learner's session (a step's setup), and records them.
    mutating func runUnseen(_ lines: [String]) {
        for entry in TourCheck.entries(lines) { runUnseen(entry: entry) }
    }

    mutating func runUnseen(entry: SourceLine) {
        _ = runner.shell.run(entry) { _ in }
        record.ran(entry.text, in: lesson.id)
    }

    /// The entries a person types at the line editor, until `quit` or Ctrl-D.
    mutating func readEntries(from editor: LineEditor) -> Int32 {
        while true {
            editor.prompt = prompt
            switch editor.readLine() {
            case .endOfInput:
                out.write("\n")
                return leave()
            case .interrupted:
                // Ctrl-C drops the whole entry, however many lines it has.
                assembler.reset()
                out.write("^C\n")
            case .lines(let lines):
                for (i, text) in lines.enumerated() {
                    // A pasted line the editor did not show: show it as if typed.
                    if i > 0 { out.write(prompt + Sanitizer.visible(text) + "\n") }
                    // NB: a line recalled from history holds its entry's line breaks.
                    let physical = SourceLine.lines(of: text)
                    for (k, part) in physical.enumerated() where !line(String(part), breakAfter: k < physical.count - 1)
                    {
                        return leave()
                    }
                }
            case .brokenLine(let text):
                if !line(text, breakAfter: true) { return leave() }
            }
        }
    }

    mutating func leave() -> Int32 {
        save()
        if trackDone {
            out.write("Progress saved. Track \(lesson.track) is done; 'tileshell learn' lists the others.\n")
            out.flush()
            return 0
        }
        out.write("Progress saved. Come back with 'tileshell learn \(lesson.id)'.\n")
        out.flush()
        return 0
    }

    /// Shows the step and runs its hidden setup.
    mutating func begin() {
        let s = lesson.steps[step]
        hintLevel = 0
        trackDone = false
        runUnseen(s.setup)
        goal = TourCheck.goal(of: s, environment: environment)
        out.write("\n── \(lesson.id) · step \(step + 1) of \(lesson.steps.count): \(s.title) ──\n")
        for line in s.text { out.write(line + "\n") }
        for line in TourText.wrap("Task: ", s.task, width: environment.width) { out.write(line + "\n") }
        out.write("(check · hint · solution · next · back · restart · quit)\n")
    }

    /// One line typed: a tour command, or a line of an entry for the shell. False to leave.
    mutating func line(_ text: String, breakAfter: Bool = false) -> Bool {
        lineNumber += 1
        if !assembler.isPending {
            let words = text.split(separator: " ")
            if words.count == 1, let word = words.first.map(String.init), Self.tourCommands.contains(word) {
                return tourCommand(word)
            }
            if text.allSatisfy({ $0 == " " || $0 == "\t" }) { return true }
        }
        guard let entry = assembler.add(text, lineNumber: lineNumber, breakAfter: breakAfter) else { return true }
        return self.entry(entry)
    }

    /// One entry for the shell, then the step's check. False to leave.
    mutating func entry(_ entry: SourceLine) -> Bool {
        _ = runner.run(entry)
        record.ran(entry.text, in: lesson.id)
        if runner.stopReason != nil {
            // NB: the shell's own `quit` leaves the tour too.
            return false
        }
        if !trackDone, TourCheck.compare(learner: runner.shell, goal: goal) == .met { completeIfItCompiles() }
        return true
    }

    mutating func tourCommand(_ word: String) -> Bool {
        let s = lesson.steps[step]
        switch word {
        case "check" where trackDone:
            out.write("Track \(lesson.track) is done. 'tileshell learn' lists the others.\n")
        case "check":
            switch TourCheck.compare(learner: runner.shell, goal: goal) {
            case .met: completeIfItCompiles()
            case .nothingDrawn: out.write("Nothing is drawn yet. \(s.task)\n")
            case .differs(let d): out.write("Not yet: \(d).\n")
            }
        case "hint":
            hintLevel = min(hintLevel + 1, s.hints.count)
            if s.hints.isEmpty {
                out.write("This step has no hints.\n")
            } else {
                let head = "Hint \(hintLevel) of \(s.hints.count): "
                for line in TourText.wrap(head, s.hints[hintLevel - 1], width: environment.width) {
                    out.write(line + "\n")
                }
            }
        case "solution":
            out.write("The solution, as you would type it:\n")
            for line in s.solution { out.write(line.isEmpty ? "\n" : "  \(line)\n") }
        case "next":
            if step + 1 < lesson.steps.count {
                step += 1
                begin()
            } else {
                out.write("This is the lesson's last step.\n")
            }
        case "back":
            let lessons = tracks.flatMap(\.lessons)
            if step > 0 {
                step -= 1
                begin()
            } else if let i = lessons.firstIndex(where: { $0.id == lesson.id }), i > 0 {
                // NB: to the lesson before's last step, its session where its steps before left it.
                lesson = lessons[i - 1]
                out.write("\nLesson \(lesson.id): \(lesson.title)\n")
                resume(at: lesson.steps.count - 1)
            } else {
                out.write("This is the tour's first step.\n")
            }
        case "restart":
            runner.shell = Shell(environment: environment)
            record.start(lesson.id)
            out.write("The session starts afresh.\n")
            begin()
        default:
            return false
        }
        return true
    }

    /// At a track's end, the learner's views from every lesson of the track go to
    /// `tileshell-track-N.swift` in the current folder, as SwiftUI source to take to Xcode.
    /// A file of that name that is not the one the tour wrote last (the learner's own, or edited
    /// since) is kept: the views go to `tileshell-track-N-2.swift` (or `-3`…) and it says so. A
    /// symlink at a name is left alone, never followed.
    mutating func exportTrack() {
        let wanted = "tileshell-track-\(lesson.track).swift"
        guard let track = tracks.first(where: { $0.number == lesson.track }) else { return }
        let bytes = Array(TourExport.source(track, record: record, environment: environment).utf8)
        let hash = TourProgress.hash(bytes)
        let last = progress.exported[lesson.track]
        guard let path = TrackExportName.free(for: lesson.track, last: last, writing: hash) else {
            runner.err.write(
                "tileshell: cannot write '\(wanted)': it and the next \(TrackExportName.maxTries - 1) names are taken\n"
            )
            return
        }
        switch SafeFile.replace(path, with: bytes, followLinks: false) {
        case .success:
            if path != wanted {
                out.write("'\(wanted)' is not the file the tour wrote last; it is kept as it is.\n")
            }
            out.write("Your views are in '\(path)', as SwiftUI source to open in Xcode.\n")
            progress.exported[lesson.track] = TourProgress.Export(name: path, hash: hash)
            save()
        case .failure(let e): runner.err.write("tileshell: cannot write '\(path)': \(e.message)\n")
        }
    }

    /// The goal is drawn: the step is met when the track's Swift file, exported with it, has no
    /// error; otherwise the error is shown and the step stays.
    mutating func completeIfItCompiles() {
        if let track = tracks.first(where: { $0.number == lesson.track }),
            let error = TourExportCheck.error(track, record: record, meeting: lesson.id, environment: environment)
        {
            out.write("Not yet: that draws the goal, but the Swift file this track exports would not compile:\n")
            out.write("  \(error)\n")
            return
        }
        complete()
    }

    /// The goal is met: say so, keep it, go on.
    mutating func complete() {
        let s = lesson.steps[step]
        out.write("✓ \(lesson.id) step \(step + 1): \(s.title)\n")
        record.met(in: lesson.id)
        progress.done[lesson.id] = max(progress.done[lesson.id] ?? 0, step + 1)
        save()
        if step + 1 < lesson.steps.count {
            step += 1
            begin()
            return
        }
        out.write("Lesson \(lesson.id) is done.\n")
        let lessons = tracks.flatMap(\.lessons)
        if let i = lessons.firstIndex(where: { $0.id == lesson.id }), i + 1 < lessons.count,
            lessons[i + 1].track == lesson.track
        {
            lesson = lessons[i + 1]
            step = 0
            runner.shell = Shell(environment: environment)
            record.start(lesson.id)
            out.write("\nLesson \(lesson.id): \(lesson.title)\n")
            begin()
        } else {
            out.write("Track \(lesson.track) is done. 'tileshell learn' lists the others.\n")
            trackDone = true
            exportTrack()
        }
    }
}
