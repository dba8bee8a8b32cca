import TileRender
import TileShell
import TileText
import TileTranscript

#if canImport(Glibc)
    import Glibc
#endif

/// libFuzzer's entry point: one input, checked end to end through the pure core.
///
/// The input is two control bytes and then script text, in which `\u{1}N\u{1}FRAGMENT\u{1}`
/// stands for FRAGMENT repeated N times (`InputExpansion`). The first byte picks the output width
/// and how a lesson is drawn, the second the completion cursor, the interactive chooser's answer,
/// the exports' look and whether JSON output is checked too. Every line goes through `Shell.run`
/// (lex, parse, check, run, render) at colour depths `.none` and `.truecolor`; the whole text is
/// also run as a script whose file commands work in a scratch folder (`FileCommandRun`), every
/// export of what it drew is made (`ExportCheck`), and the text goes through completion, the
/// session file decoder, the transcript parser, the flag table, the tour's parsers and the Swift
/// lesson parser and interpreter, with the cost and memory oracles over it all. A broken
/// invariant stops the run with `fatalError`, which libFuzzer reports as a crash with the input
/// saved. `FUZZ_COST=1` prints each input's cost.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size >= 2 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let text = InputExpansion.expand(bytes.dropFirst(2))
    FuzzTarget(control: (bytes[0], bytes[1]), text: String(decoding: text, as: UTF8.self)).run()
    return 0
}

/// Whether `FUZZ_COST` is set: print each input's cost on standard output.
let reportsCost = getenv("FUZZ_COST") != nil

/// One fuzz input and the invariants it is checked against.
struct FuzzTarget {
    let width: Int
    let cursorShift: Int
    let choice: Int
    let checksJSON: Bool
    /// `--format json`, or the view tree's `--format layout`, for the JSON checks.
    let jsonFormat: OutputFormat
    let text: String
    /// How a lesson is drawn (`checkLessonRun`'s mode), from the first byte's high bits.
    let lessonMode: Int

    static let now = Instant(seconds: 1_795_953_600)
    static let counterLesson = """
        import SwiftUI
        struct Counter: View {
            @State var count = 0
            var body: some View {
                VStack { Text("Count \\(count)"); Button("+1") { count += 1 } }.padding()
            }
        }
        #Preview { Counter() }
        """
    static let widths = [1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 16, 20, 23, 24, 30, 40, 41, 60, 79, 80, 100, 120, 200, 10_000]

    init(control: (UInt8, UInt8), text: String) {
        // Narrow widths as often as ordinary ones, now and then the widest `--width` allows.
        width = Self.widths[Int(control.0) % Self.widths.count]
        cursorShift = Int(control.1 & 0x3F)
        choice = Int(control.1 & 0x07)
        checksJSON = control.1 & 0x80 != 0
        jsonFormat = control.1 & 0x40 != 0 ? .layout : .json
        lessonMode = Int(control.0 >> 5)
        self.text = text
    }

    func run() {
        let memory = MemoryMeter()
        var cost = CostMeter()
        var plain = shell(depth: .none, format: .text)
        var colored = shell(depth: .truecolor, format: .text)
        var json = checksJSON ? shell(depth: .none, format: jsonFormat) : nil
        for (index, lineText) in SourceLine.lines(of: text).enumerated() {
            let line = SourceLine(source: "<fuzz>", lineNumber: index + 1, text: String(lineText))
            do { _ = try Lexer.lex(line) } catch {
                if error.location.line != line.lineNumber { fail("a lexer diagnostic names another line") }
            }
            complete(lineText: line.text, session: plain.session)
            let sessionBytes = SessionFile.encode(plain.session).utf8.count
            let plainOutput = runChecked(&plain, line)
            checkBudget(plainOutput, line: line, sessionBytes: sessionBytes)
            cost.bytesDrawn += plainOutput.reduce(0) { $0 + $1.count }
            let coloredOutput = runChecked(&colored, line)
            for chunk in plainOutput { Invariants.plain(chunk, width: width, what: "output of '\(line.text)'") }
            for chunk in coloredOutput { Invariants.colored(chunk, width: width, what: "output of '\(line.text)'") }
            if plainOutput.count != coloredOutput.count {
                fail("colour changed which commands drew something: '\(line.text)'")
            }
            if var j = json {
                for chunk in runChecked(&j, line) { Invariants.json(chunk, what: "JSON of '\(line.text)'") }
                json = j
            }
        }
        if !Self.same(plain.session, colored.session) { fail("colour changed the session") }
        for shell in [plain, colored] where shell.undoLog.bytes > UndoLog.maxBytes {
            fail("the undo log counts \(shell.undoLog.bytes) bytes, past its bound of \(UndoLog.maxBytes)")
        }
        roundTrip(plain.session)
        let files = FileCommandRun(text: text, width: width, choice: choice).run()
        Invariants.plain(files.output, width: nil, what: "a script's output and errors")
        cost.bytesDrawn += files.output.count
        ExportCheck(choice: choice, frame: cursorShift & 8 != 0).run(files.runner.shell)
        decodeAsSessionFile()
        parseAsTranscript()
        let firstLine = String(text.prefix { $0 != "\n" }.prefix(4096))
        checkFlags(firstLine)
        TourInputCheck(text: text, environment: plain.environment).run()
        checkSwiftLessonParse(text)
        if checkSwiftLessonEvaluation(text, cost: &cost) {
            checkLessonRun(text, firstLine: firstLine, width: width, mode: lessonMode)
        }
        let inputBytes = text.utf8.count
        if reportsCost { print(cost.summary, "for", inputBytes, "bytes") }
        cost.check(inputBytes: inputBytes)
        // NB: the shells are alive here (used below), so what they hold is counted.
        memory.check(inputBytes: inputBytes)
        withExtendedLifetime((plain, colored, json)) {}
        files.keep()
    }

    func shell(depth: ColorDepth, format: OutputFormat) -> Shell {
        var s = Shell(
            environment: Environment(width: width, colorDepth: depth, now: Self.now, formatter: FakeFormatting()))
        s.outputFormat = format
        return s
    }

    /// The interactive chooser's stand-in: cancels, answers out of range, or moves the selection.
    func choose(_ e: EnumType, _ current: Int) -> Int? {
        switch choice {
        case 0: nil
        case 1: -1
        case 2: e.cases.count
        default: (current + choice) % max(1, e.cases.count)
        }
    }

    /// Carries out `pick <binding>` with no case as the interactive edge does, with the chooser's
    /// stand-in; true when `h` was that.
    func choose(_ h: any HostRequest, command: Command, in shell: inout Shell, emit: ([UInt8]) -> Void) -> Bool {
        guard let name = (h as? PickCommand.Request)?.binding else { return false }
        if let (type, current) = shell.choice(for: name) {
            shell.pick(binding: name, index: choose(type, current), by: command, emit: emit)
        }
        return true
    }

    /// Runs a line as the edge would (host commands are carried out as far as the core allows),
    /// returns what each command drew, and checks that a failure changed nothing: the session
    /// afterwards is the one that replaying only the commands that succeeded gives.
    func runChecked(_ shell: inout Shell, _ line: SourceLine) -> [[UInt8]] {
        let before = shell
        var succeeded: [Command] = []
        var output: [[UInt8]] = []
        var outcome = shell.run(line, succeeded: { succeeded.append($0) }, emit: { output.append($0) })
        while case .host(let h, let command, let rest) = outcome {
            if h is SaveCommand.Request { roundTrip(shell.session) }
            if choose(h, command: command, in: &shell, emit: { output.append($0) }) { succeeded.append(command) }
            outcome = shell.run(commands: rest, succeeded: { succeeded.append($0) }, emit: { output.append($0) })
        }
        for chunk in output where chunk.isEmpty { fail("an empty output chunk from '\(line.text)'") }
        guard case .failed(let d, _) = outcome else { return output }
        Invariants.plain(Array(d.formatted(colored: false).utf8), width: nil, what: "diagnostic")
        Invariants.colored(Array(d.formatted(colored: true).utf8), width: nil, what: "coloured diagnostic")
        var replay = before
        if !succeeded.isEmpty {
            var replayed = replay.run(commands: succeeded[...], emit: { _ in })
            while case .host(let h, let command, let rest) = replayed {
                _ = choose(h, command: command, in: &replay, emit: { _ in })
                replayed = replay.run(commands: rest, emit: { _ in })
            }
        }
        if !Self.same(replay.session, shell.session) {
            fail("a failed command changed the session: '\(line.text)' (\(d.message))")
        }
        return output
    }

    /// What one line draws is linear in what it can draw from: its own text and the session it
    /// runs in, times the width (a picker of n cases draws about 3n rows, each cut at the width).
    /// NB: a quadratic layout or an exponential expansion breaks this; a long output from a long
    /// input does not. Counted in bytes of the plain text drawn, which the core hands out anyway.
    func checkBudget(_ output: [[UInt8]], line: SourceLine, sessionBytes: Int) {
        let drawn = output.reduce(0) { $0 + $1.count }
        let budget = 64 * (max(width, 20) + 2) * (line.text.utf8.count + sessionBytes + 1)
        if drawn > budget {
            fail("'\(line.text)' drew \(drawn) bytes, over the budget of \(budget) for its input and session")
        }
    }

    /// Sessions with equal enums and bindings. NB: cheaper than comparing `SessionFile.encode`,
    /// and when nothing changed the arrays share storage and compare at once.
    static func same(_ a: Session, _ b: Session) -> Bool {
        a.enums == b.enums && a.bindings == b.bindings && a.tileKinds == b.tileKinds
    }

    func complete(lineText: String, session: Session) {
        let count = lineText.utf8.count
        let cursor = count - cursorShift
        let completion = Completer.complete(
            line: lineText, cursor: cursor, session: session,
            listFiles: { prefix in [(prefix + "\u{1B}]0;owned\u{7}", false), (prefix + "dir/", true)] })
        guard completion.start >= 0, completion.start <= max(0, min(cursor, count)) else {
            fail("completion start \(completion.start) outside 0...\(cursor) in '\(lineText)'")
        }
        _ = completion.commonPrefix
    }

    /// A session written by `save` reads back as itself, every line within the lexer's limit.
    func roundTrip(_ session: Session) {
        let saved = SessionFile.encode(session)
        for savedLine in SourceLine.lines(of: saved) where savedLine.utf8.count > Lexer.maxLineBytes {
            fail("save wrote a line of \(savedLine.utf8.count) bytes, which load refuses")
        }
        switch SessionFile.decode(saved, source: "<saved>", now: Self.now) {
        case .success(let loaded):
            let again = SessionFile.encode(loaded)
            if again != saved { fail("save/load changed the session:\n\(saved)\n---\n\(again)") }
        case .failure(let d):
            fail("a saved session does not load: \(d.formatted())\n\(saved)")
        }
    }

    /// The input as a session file whose `open` lines read a lesson (the Counter), fail, or
    /// read the input itself, by the path's length.
    func decodeAsSessionFile() {
        let files = { (path: String) -> Result<String, SessionFile.SaveRefusal> in
            switch path.utf8.count % 3 {
            case 0: .success(Self.counterLesson)
            case 1: .failure(SessionFile.SaveRefusal(message: "no such file \u{1B}[2J"))
            default: .success(text)
            }
        }
        if case .failure(let d) = SessionFile.decode(text, source: "<fuzz>", now: Self.now, files: files) {
            Invariants.plain(Array(d.formatted().utf8), width: nil, what: "session file diagnostic")
        }
    }

    func parseAsTranscript() {
        let transcript = Transcript.parse(text)
        var actual: [[String]] = []
        var expected: [String] = []
        for item in transcript.items {
            guard case .command(_, _, let lines) = item else { continue }
            expected += lines
            // The expected lines, with any pattern's own text as the actual line: patterns get
            // compiled and matched against short, fixed text.
            actual.append(actual.count % 2 == 0 ? lines : lines.map { _ in "x" })
        }
        _ = transcript.rendered(actual: actual)
        checkPatternCost(expected)
        _ = UnifiedDiff.diff(expected, actual.flatMap { $0 }, fromName: "a", toName: "b")
    }
}

extension FuzzTarget {
    /// A `(re)` line's matching costs at most its program's size times the text's length, in steps.
    func checkPatternCost(_ expected: [String]) {
        for e in expected where e.hasSuffix(" (re)") {
            guard let regex = try? LinearRegex(String(e.dropLast(5))) else { continue }
            if regex.programSize > LinearRegex.maxProgramSize { fail("pattern over the size limit: \(e)") }
            for probe in [e, String(repeating: "a", count: 64) + "!"] {
                let steps = regex.steps(matching: probe)
                let budget = 2 * regex.programSize * (probe.count + 1)
                if steps > budget { fail("'\(e)' took \(steps) steps, over \(budget)") }
            }
        }
    }
}

/// What must hold of every byte tileshell writes.
enum Invariants {
    /// No escape or other control byte except newlines; nothing wider than `width` per line.
    static func plain(_ bytes: [UInt8], width: Int?, what: String) {
        guard let text = String(validating: bytes, as: UTF8.self) else { fail("\(what) is not UTF-8") }
        for scalar in text.unicodeScalars where scalar != "\n" && isUnsafe(scalar) {
            fail("\(what) holds U+\(String(scalar.value, radix: 16)): \(Sanitizer.visible(text))")
        }
        guard let width else { return }
        if !bytes.isEmpty && bytes.last != 0x0A { fail("\(what) does not end in a newline") }
        for line in text.split(separator: "\n") where TextWidth.of(String(line)) > width {
            fail("\(what) has a line \(TextWidth.of(String(line))) wide at width \(width): \(line)")
        }
    }

    /// Every ESC starts `ESC [ digits/; m`; without those sequences, as `plain`.
    static func colored(_ bytes: [UInt8], width: Int?, what: String) {
        var stripped: [UInt8] = []
        stripped.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            guard bytes[i] == 0x1B else {
                stripped.append(bytes[i])
                i += 1
                continue
            }
            guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "[") else {
                fail("\(what) has an ESC that is not a CSI at byte \(i)")
            }
            var j = i + 2
            while j < bytes.count, bytes[j] == UInt8(ascii: ";") || (bytes[j] >= 0x30 && bytes[j] <= 0x39) { j += 1 }
            guard j < bytes.count, bytes[j] == UInt8(ascii: "m") else {
                fail("\(what) has an escape sequence other than SGR at byte \(i)")
            }
            i = j + 1
        }
        plain(stripped, width: width, what: what)
    }

    /// One JSON object per line, no raw control or bidi character anywhere.
    static func json(_ bytes: [UInt8], what: String) {
        plain(bytes, width: nil, what: what)
        for line in bytes.split(separator: 0x0A) where line.first != UInt8(ascii: "{") || line.last != UInt8(ascii: "}")
        {
            fail("\(what) has a line that is not an object: \(String(decoding: line, as: UTF8.self))")
        }
    }

    /// C0, DEL, C1, the bidi embeddings, overrides and isolates, the line and paragraph separators
    /// and the invisible format characters (`Sanitizer`'s set).
    /// NB: the tag characters (U+E0020–U+E007F) are left out: they are kept after 🏴, which a check
    /// of one scalar cannot see.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0xAD, 0x180E, 0x200B, 0x2028...0x202E, 0x2060...0x2064, 0x2066...0x206F,
            0xFEFF, 0xFFF9...0xFFFB, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0001:
            true
        default: false
        }
    }
}

func fail(_ message: String) -> Never {
    fatalError("invariant broken: " + message)
}

/// Deterministic, Foundation-free formatting: enough to draw prices and dates.
struct FakeFormatting: ValueFormatting {
    func currency(_ amount: DecimalValue, code: String, locale: String) -> String { "\(code) \(amount)" }
    func relativeDate(_ date: Instant, now: Instant, locale: String) -> String {
        let (difference, overflow) = now.seconds.subtractingReportingOverflow(date.seconds)
        return overflow ? "long ago" : "\(difference) s ago"
    }
}
