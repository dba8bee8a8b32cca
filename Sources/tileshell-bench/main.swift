// In-process micro-benchmarks for ./Scripts/bench: what a whole process cannot isolate.
// Prints one JSON object per run on standard output. Not a test: nothing here asserts a timing.
//
//   tileshell-bench completion [--bindings N] [--cases N] [--rounds N] [--only LINE]
//   tileshell-bench stages <script> [--color never|always] [--width N]
//   tileshell-bench layout [--nodes N] [--rounds N]
//   tileshell-bench tour [--rounds N]
import TileFormat
import TileRender
import TileShell
import TileTour
import TileTree

#if canImport(Glibc)
    import Glibc
#endif

/// Monotonic nanoseconds.
func nanoseconds() -> UInt64 {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}

func fail(_ message: String) -> Never {
    let bytes = Array("tileshell-bench: \(message)\n".utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}

/// The value after `flag`, if given.
func option(_ flag: String, in args: [String]) -> String? {
    guard let i = args.firstIndex(of: flag), i + 1 < args.count else { return nil }
    return args[i + 1]
}

func intOption(_ flag: String, in args: [String], default value: Int) -> Int {
    guard let text = option(flag, in: args) else { return value }
    guard let n = Int(text), n > 0 else { fail("invalid value '\(text)' for \(flag)") }
    return n
}

/// The `q`-quantile of sorted values (nearest rank).
func quantile(_ sorted: [UInt64], _ q: Double) -> UInt64 {
    guard !sorted.isEmpty else { return 0 }
    let rank = Int((q * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
}

let now = Instant(seconds: 1_795_953_600)  // 2026-11-29T12:00:00Z

func makeShell(width: Int, depth: ColorDepth) -> Shell {
    Shell(
        environment: Environment(
            width: width, colorDepth: depth, now: now, locale: "en_US", formatter: FoundationFormatting()))
}

/// Runs one line, failing loudly: the set-up must not go wrong silently.
func mustRun(_ shell: inout Shell, _ text: String) {
    let outcome = shell.run(SourceLine(source: "<bench>", lineNumber: 1, text: text)) { _ in }
    if case .failed(let d, _) = outcome { fail("set-up command failed: \(d.formatted())") }
}

/// Completion latency in a session with `bindings` extra bindings and a `cases`-case enum.
func completion(_ args: [String]) {
    let bindingCount = intOption("--bindings", in: args, default: 10_000)
    let caseCount = intOption("--cases", in: args, default: 10_000)
    let rounds = intOption("--rounds", in: args, default: 200)
    var shell = makeShell(width: 80, depth: .none)
    mustRun(&shell, "enum Big: " + (0..<caseCount).map { "case\($0)" }.joined(separator: ", "))
    let types = ["Int", "String?", "Big", "Decimal?", "Date?"]
    for i in 0..<bindingCount {
        mustRun(&shell, "var b\(i): \(types[i % types.count])")
    }
    let session = shell.session
    // Lines a user completes, cursor at the end: every kind of candidate list, whole and filtered.
    // `--only LINE` times one line (for profiling it).
    let lines =
        option("--only", in: args).map { [$0] } ?? [
            "", "sh", "show ", "show b12", "show b9999", "pick ", "pick b2 ", "pick b2 case12", "pick b2 case9999",
            "set ", "set b1", "set b2 ", "unset ", "tile ", "tile apple 3 ", "var x: ", "var x: Big = ", "help ",
            "picker b2 ", "show b1 b2 b", "set b2 .case5",
        ]
    var all: [UInt64] = []
    var perLine = [[UInt64]](repeating: [], count: lines.count)
    var candidates = [Int](repeating: 0, count: lines.count)
    all.reserveCapacity(rounds * lines.count)
    // Warm up (first-use costs are start-up, not completion), then interleave the lines.
    for line in lines { _ = Completer.complete(line: line, cursor: line.utf8.count, session: session) }
    for _ in 0..<rounds {
        for (i, line) in lines.enumerated() {
            let start = nanoseconds()
            let c = Completer.complete(line: line, cursor: line.utf8.count, session: session)
            let elapsed = nanoseconds() - start
            candidates[i] = c.candidates.count
            all.append(elapsed)
            perLine[i].append(elapsed)
        }
    }
    all.sort()
    var worst = ("", UInt64(0), 0)
    var rows: [String] = []
    for (i, line) in lines.enumerated() {
        let sorted = perLine[i].sorted()
        let p99 = quantile(sorted, 0.99)
        if p99 > worst.1 { worst = (line, p99, candidates[i]) }
        rows.append(
            "{\"line\":\"\(line)\",\"candidates\":\(candidates[i]),\"p50_ns\":\(quantile(sorted, 0.5)),\"p99_ns\":\(p99)}"
        )
    }
    print(
        "{\"bindings\":\(session.bindings.count),\"cases\":\(caseCount),\"calls\":\(all.count),"
            + "\"p50_ns\":\(quantile(all, 0.5)),\"p99_ns\":\(quantile(all, 0.99)),\"max_ns\":\(all.last ?? 0),"
            + "\"worst_line\":\"\(worst.0)\",\"worst_p99_ns\":\(worst.1),\"lines\":[\(rows.joined(separator: ","))]}")
}

/// Where a replay's time goes, without any I/O: parsing alone, then whole commands (parse,
/// check, run, render into memory).
func stages(_ args: [String]) {
    guard let path = args.first(where: { !$0.hasPrefix("-") }) else { fail("stages needs a script path") }
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { fail("cannot open '\(path)'") }
    var data: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n <= 0 { break }
        data.append(contentsOf: chunk[..<n])
    }
    close(fd)
    let lines = data.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
    let depth: ColorDepth = option("--color", in: args) == "always" ? .ansi256 : .none
    let width = intOption("--width", in: args, default: 80)
    let sources = lines.enumerated().map { SourceLine(source: path, lineNumber: $0.offset + 1, text: $0.element) }

    var start = nanoseconds()
    var commands = 0
    for line in sources { commands += (try? Parser.parse(line).count) ?? 0 }
    let parse = nanoseconds() - start

    var shell = makeShell(width: width, depth: depth)
    var bytes = 0
    start = nanoseconds()
    for line in sources { _ = shell.run(line) { bytes += $0.count } }
    let run = nanoseconds() - start
    let n = Double(max(1, sources.count))
    print(
        "{\"lines\":\(sources.count),\"commands\":\(commands),\"bytes\":\(bytes),"
            + "\"parse_ns_per_line\":\(Double(parse) / n),\"run_ns_per_line\":\(Double(run) / n)}")
}

/// A tree of about `nodes` views (rows of padded, framed colours and texts in stacks), laid out and
/// drawn in cells and laid out in points, `rounds` times: the view tree's cost on its own.
func layout(_ args: [String]) {
    let nodes = intOption("--nodes", in: args, default: 1_000)
    let rounds = intOption("--rounds", in: args, default: 200)
    // NB: a row is 9 views (an HStack, two padded frames of colour, a text with its font).
    let rows = max(1, nodes / 9)
    let tree = ViewNode.vstack(
        alignment: .leading,
        (0..<rows).map { i in
            ViewNode.hstack([
                ViewNode.color(.system(.red)).frame(width: 40, height: 20).padding(.all, 4),
                ViewNode.text("row \(i)").font(.headline),
                ViewNode.color(.system(.blue)).frame(maxWidth: .infinity).padding(.horizontal),
            ])
        })
    var cells: [UInt64] = []
    var points: [UInt64] = []
    var drawn = 0
    for _ in 0..<rounds {
        var start = nanoseconds()
        drawn &+= tree.drawCells(width: 120).height
        cells.append(nanoseconds() - start)
        start = nanoseconds()
        if let engine = try? LayoutEngine(tree, context: LayoutContext(measure: .points)) {
            drawn &+= Int((try? engine.layout(proposal: ProposedSize(width: 393, height: nil)))?.frame.height ?? 0)
        }
        points.append(nanoseconds() - start)
    }
    cells.sort()
    points.sort()
    print(
        "{\"nodes\":\(tree.count),\"rounds\":\(rounds),\"cells_p50_ns\":\(quantile(cells, 0.5)),"
            + "\"cells_p99_ns\":\(quantile(cells, 0.99)),\"points_p50_ns\":\(quantile(points, 0.5)),"
            + "\"points_p99_ns\":\(quantile(points, 0.99)),\"checksum\":\(drawn)}")
}

/// `tileshell learn`'s check after an entry, for every solution line of every built-in step: the
/// line run in the learner's session, then the drawing compared with the step's goal (what
/// `TourSession.entry` does). The goal is made when the step begins, so it is not timed. Each
/// entry's median over the rounds, and the first round's (the process's first use of each path).
func tour(_ args: [String]) {
    let rounds = intOption("--rounds", in: args, default: 20)
    let tracks: [TourTrack]
    switch Tour.builtIn {
    case .success(let t): tracks = t
    case .failure(let p): fail("the built-in tour does not read: \(p)")
    }
    let environment = makeShell(width: 80, depth: .ansi256).environment
    var names: [String] = []
    var times: [[UInt64]] = []
    var steps = 0
    var met = 0
    for round in 0..<rounds {
        var entry = 0
        for lesson in tracks.flatMap(\.lessons) {
            var shell = Shell(environment: environment)
            for (n, step) in lesson.steps.enumerated() {
                _ = TourCheck.run(step.setup, in: &shell)
                let goal = TourCheck.goal(of: step, environment: environment)
                for (i, line) in step.solution.enumerated() {
                    let start = nanoseconds()
                    _ = shell.run(SourceLine(source: "<tour>", lineNumber: i + 1, text: line)) { _ in }
                    let outcome = TourCheck.compare(learner: shell, goal: goal)
                    let elapsed = nanoseconds() - start
                    if round == 0 {
                        names.append("\(lesson.id) step \(n + 1): \(line)")
                        times.append([])
                        if i == step.solution.count - 1, outcome == .met { met += 1 }
                    }
                    if entry < times.count { times[entry].append(elapsed) }
                    entry += 1
                }
                if round == 0 { steps += 1 }
            }
        }
    }
    let medians = times.map { quantile($0.sorted(), 0.5) }
    let firsts = times.map { $0.first ?? 0 }
    let worst = medians.indices.max { medians[$0] < medians[$1] } ?? 0
    let worstFirst = firsts.indices.max { firsts[$0] < firsts[$1] } ?? 0
    let name = { (i: Int) in JSONValue.string(names.indices.contains(i) ? names[i] : "").serialized() }
    print(
        "{\"steps\":\(steps),\"entries\":\(names.count),\"steps_met\":\(met),\"rounds\":\(rounds),"
            + "\"p50_ns\":\(quantile(medians.sorted(), 0.5)),\"worst_ns\":\(medians.max() ?? 0),\"worst\":\(name(worst)),"
            + "\"first_worst_ns\":\(firsts.max() ?? 0),\"first_worst\":\(name(worstFirst))}")
}

let args = Array(CommandLine.arguments.dropFirst())
switch args.first {
case "completion": completion(Array(args.dropFirst()))
case "stages": stages(Array(args.dropFirst()))
case "layout": layout(Array(args.dropFirst()))
case "tour": tour(Array(args.dropFirst()))
default:
    fail(
        "usage: tileshell-bench completion [--bindings N] [--cases N] [--rounds N] [--only LINE] | stages <script> [--color never|always] | layout [--nodes N] [--rounds N] | tour [--rounds N]"
    )
}
