import LessonInterpreter
import SwiftLesson
import TileFlags
import TileFormat
import TilePreview
import TileRender
import TileRunner
import TileShell
import TileSystem
import TileTerminal
import TileText
import TileTour

// tileshell's entry point: flags, wiring and exit codes. Everything else lives in the libraries.
#if canImport(Glibc)
    import Glibc
#endif

let version = "tileshell 0.1.0"

// NB: first, before anything opens a descriptor: a standard descriptor the parent closed
// (`tileshell <&-`) is reopened onto /dev/null, or the next open (the Ctrl-C self-pipe) would
// take its number and the shell would read its own pipe. A closed stdin is end of input.
for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) < 0 && errno == EBADF {
    _ = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
}
// NB: a file past RLIMIT_FSIZE must be a write error (EFBIG) the shell reports, not a kill.
signal(SIGXFSZ, SIG_IGN)

// NB: a parent may start us with signals blocked (the mask survives exec); a shell must see
// Ctrl-C, SIGTERM and SIGWINCH, so start from an empty mask.
var emptyMask = sigset_t()
sigemptyset(&emptyMask)
sigprocmask(SIG_SETMASK, &emptyMask, nil)
let stdout = OutputSink(fd: 1)
let stderr = OutputSink(fd: 2)

func usageError(_ message: String) -> Never {
    stderr.write(
        "tileshell: error: \(Sanitizer.visible(message))\nUsage: tileshell [<options>] [<file> ...] | -c '<commands>'\nSee 'tileshell --help'.\n"
    )
    exit(2)
}

let options: Options
switch Options.parse(Array(ArgPath.processArguments().dropFirst())) {
case .success(let o): options = o
case .failure(let e): usageError(e.message)
}
if options.showHelp {
    stdout.write(Options.usage + "\n")
    exit(0)
}
if options.showVersion {
    stdout.write(version + "\n")
    exit(0)
}
if let generated = options.generate {
    stdout.write(generated.text(version: version, locales: FoundationFormatting.localeCandidates))
    exit(0)
}

let env = ProcessEnvironment.current()
FoundationFormatting.removeUnsafeLocaleVariables(of: env)

// NB: `--init FILE` is opened before anything runs, so a missing one is a usage error.
let startup = options.initFile.map { path in
    switch StartupFile.open(path) {
    case .success(let file): return file
    case .failure(let e): usageError("cannot read the startup file '\(path)': \(e.message)")
    }
}
if options.transcriptTest {
    startup?.close()
    // NB: so that Ctrl-C still removes the working folder of the transcript it cut short.
    Interrupts.install()
    exit(
        TranscriptRunner.run(
            paths: options.files, update: options.update, formatter: FoundationFormatting(), out: stdout, err: stderr,
            startup: options.initFile))
}
let stdinIsTerminal = TerminalFacts.isTerminal(0)
let stdoutIsTerminal = TerminalFacts.isTerminal(1)

let now = options.now ?? Instant(seconds: Int64(time(nil)))
let locale = FoundationFormatting.resolveLocale(flag: options.locale, environment: env, category: .monetary)
let dateLocale = FoundationFormatting.resolveLocale(flag: options.locale, environment: env, category: .time)
if let flag = options.locale, !FoundationFormatting.isKnownLocale(locale) {
    usageError("unknown locale '\(flag)' for '--locale'; expected an identifier such as en_US or de_DE")
}
if options.locale?.isEmpty ?? true,
    let warning = FoundationFormatting.environmentWarning(environment: env, escape: Sanitizer.visible)
{
    stderr.write("tileshell: warning: \(warning)\n")
}
let width =
    options.width ?? (stdoutIsTerminal ? TerminalFacts.width(1) : nil) ?? env["COLUMNS"].flatMap { Int($0) }.flatMap {
        $0 > 0 ? min($0, 10_000) : nil
    } ?? 80
let depth = ColorDepth.detect(choice: options.color, environment: env, isTerminal: stdoutIsTerminal)
var environment = Environment(
    width: width, colorDepth: depth, now: now, locale: locale, dateLocale: dateLocale, formatter: FoundationFormatting()
)
// NB: a SwiftUI file stuck in a loop stops on Ctrl-C (and, in a live preview, on `q`).
environment.shouldStop = { Interrupts.stopRequested }
if case .device(let d) = options.canvas { environment.device = d } else { environment.device = nil }

if options.picture == .png && options.output == nil && stdoutIsTerminal {
    usageError("a PNG is not for the terminal; give '--output FILE' or redirect standard output")
}
// `tileshell learn [<lesson>] [--lint]`: the guided tour.
if options.learn {
    startup?.close()
    let tracks: [TourTrack]
    switch Tour.builtIn {
    case .success(let t): tracks = t
    case .failure(let p):
        stderr.write("tileshell: error: a built-in lesson is damaged: \(p.description)\n")
        exit(1)
    }
    if options.lint {
        let problems = TourLint.problems(tracks, environment: environment)
        for p in problems { stdout.write("\(p)\n") }
        let steps = tracks.flatMap(\.lessons).reduce(0) { $0 + $1.steps.count }
        stdout.write(problems.isEmpty ? "\(steps) steps checked: every solution reaches its goal.\n" : "")
        exit(problems.isEmpty ? 0 : 1)
    }
    let progressPath = TourSession.progressPath(environment: env)
    let progress = TourSession.loadProgress(progressPath, err: stderr)
    guard let id = options.files.first?.text else {
        for line in Tour.listing(tracks, progress: progress) { stdout.write(line + "\n") }
        exit(0)
    }
    guard let lesson = Tour.lesson(id, in: tracks, progress: progress) else {
        usageError("no lesson '\(id)'; 'tileshell learn' lists them")
    }
    var tour = TourSession(
        tracks: tracks, lesson: lesson, environment: environment, progressPath: progressPath, out: stdout, err: stderr,
        progress: progress)
    signal(SIGPIPE, SIG_IGN)
    exit(tour.run(interactive: stdinIsTerminal && stdoutIsTerminal))
}

// `tileshell Lesson.swift`, `tileshell Folder/`: SwiftUI files or a project folder, evaluated
// and drawn; not a script.
if !LessonRun.isLesson(options.files) && options.files.contains(where: { $0.text.hasSuffix(".swift") }) {
    usageError("give either SwiftUI files (.swift) or scripts, not both")
}
if (options.allPreviews || !options.onlyPreviews.isEmpty)
    && !(LessonRun.isLesson(options.files)
        || options.files.count == 1 && FileIO.isDirectory(atPath: options.files[0].text))
{
    usageError(
        "'--all' and '--only' go with SwiftUI files or a project folder, as in tileshell --all Views/ContentView.swift")
}
let opensFolder =
    options.files.count == 1 && options.files.allSatisfy { FileIO.isDirectory(atPath: $0.text) } && !options.learn
    && !options.transcriptTest
if options.snapshot != nil && !(LessonRun.isLesson(options.files) || opensFolder) {
    usageError(
        "'tileshell snapshot' takes one project folder or SwiftUI files (.swift), as in tileshell snapshot verify MyApp/"
    )
}
if (LessonRun.isLesson(options.files) || opensFolder) && options.preview == nil && options.commands.isEmpty {
    startup?.close()
    let programs: [ProjectProgram]
    switch ProjectOpening.programs(options.files) {
    case .success(let p): programs = p
    case .failure(let e):
        // NB: a file that cannot be a lesson (binary, too large) is an error of the file, exit 1.
        stderr.write("tileshell: error: \(Sanitizer.visible(e.message))\n")
        exit(1)
    }
    var lesson = LessonRun()
    lesson.format = options.format
    lesson.picture = options.picture
    lesson.pictureOptions = options.pictureOptions
    if !options.lookGiven { lesson.pictureOptions.look = .swiftui }
    lesson.canvas = options.canvas
    lesson.check = options.check
    lesson.width = width
    lesson.depth = depth
    let messagesColored =
        options.check
        ? depth != .none
        : ColorDepth.detect(choice: options.color, environment: env, isTerminal: TerminalFacts.isTerminal(2)) != .none
    lesson.diagnosticColors = messagesColored ? .ansi : .plain
    lesson.now = Double(now.seconds)
    lesson.output = options.output
    lesson.all = options.allPreviews
    lesson.only = options.onlyPreviews
    lesson.showsProgress = TerminalFacts.isTerminal(2)
    if opensFolder { lesson.folder = options.files.first?.shown }
    // NB: the names as given (their bytes) and each file a folder brought in.
    for file in options.files { lesson.filesInUse.add(pathBytes: file.bytes, why: "the run is reading it") }
    for program in programs {
        for file in program.files {
            lesson.filesInUse.add(pathBytes: Array(file.path.utf8), why: "the run is reading it")
        }
    }
    lesson.shouldStop = { Interrupts.stopRequested }
    Interrupts.install()
    signal(SIGPIPE, SIG_IGN)
    let formatting = LessonFoundationFormatting(
        shell: LessonShellFormatting(environment: environment), locale: dateLocale)
    if let mode = options.snapshot {
        var snapshots = SnapshotRun(mode: mode, lesson: lesson)
        if !options.variants.isEmpty { snapshots.variants = options.variants }
        snapshots.dir = options.snapshotDir
        snapshots.update = options.update
        snapshots.prune = options.prune
        snapshots.strict = options.strict
        snapshots.report = options.report
        snapshots.junit = options.junit
        let status = snapshots.run(options.files, formatting: formatting, out: stdout, err: stderr)
        exit(Interrupts.pending ? 130 : status)
    }
    let status = lesson.run(programs, formatting: formatting, out: stdout, err: stderr)
    exit(Interrupts.pending ? 130 : status)
}

var shell = Shell(environment: environment)
shell.outputFormat = options.format
// NB: with --format svg|html|png the run draws as usual, into nothing; the picture of every
// drawing is written when the run ends.
let drawingSink = options.picture == nil ? stdout : OutputSink(fd: open("/dev/null", O_WRONLY | O_CLOEXEC))
drawingSink.batches = options.picture != nil
var runner = ScriptRunner(
    shell: shell, mode: RunMode(check: options.check, keepGoing: options.keepGoing), out: drawingSink, err: stderr)
runner.colorDiagnostics =
    ColorDepth.detect(choice: options.color, environment: env, isTerminal: TerminalFacts.isTerminal(2)) != .none

// NB: a closed pipe shows up as EPIPE from write(2), and the runner stops quietly.
signal(SIGPIPE, SIG_IGN)
if let file = options.preview {
    var preview = Preview(
        path: file, mode: RunMode(check: options.check, keepGoing: options.keepGoing), fixedWidth: options.width != nil)
    preview.colorDiagnostics = runner.colorDiagnostics
    preview.startupFile = options.initFile
    startup?.close()
    // Each run is a fresh session; "now" is the clock's at that run unless --now fixed it.
    exit(
        preview.run {
            var shell = Shell(environment: environment)
            if options.now == nil { shell.environment.now = Instant(seconds: Int64(time(nil))) }
            shell.outputFormat = options.format
            // NB: only q works while the preview runs: no 'try set …' to type.
            shell.suggestsCommands = false
            return shell
        })
}
let interactive =
    options.commands.isEmpty && options.files.isEmpty && stdinIsTerminal && stdoutIsTerminal && !options.check
if !interactive {
    Interrupts.install()
    stdout.batches = OutputSink.isQuietSink(1)
}

/// Ends a non-interactive run, saying so when Ctrl-C stopped it or standard output failed.
func finish(_ runner: borrowing ScriptRunner) -> Never {
    runner.out.flush()
    if let format = options.picture, !options.check {
        writePicture(format, of: runner)
    }
    if let message = runner.outputErrorMessage { stderr.write(message) }
    if runner.stopReason == .interrupted { stderr.write("tileshell: interrupted\n") }
    exit(runner.exitStatus)
}

/// `--format svg|html|png`: every drawing of the run as one picture, to `--output` or stdout.
func writePicture(_ format: ExportFormat, of runner: borrowing ScriptRunner) {
    let shell = runner.shell
    var request = ExportRequest(path: options.output ?? "<stdout>", format: format, scope: .all)
    request.look = options.pictureOptions.look
    request.theme = options.pictureOptions.theme
    request.frame = options.pictureOptions.frame
    request.title = options.pictureOptions.title
    if format == .png, request.look == .swiftui, let warning = FontConfig.missingFontWarning() {
        stderr.write(warning)
    }
    let written = Exporter.document(request, shell: shell).flatMap { bytes -> Result<Void, FileError> in
        guard let output = options.output else {
            return stdout.write(bytes) && stdout.flush() ? .success(()) : .failure(FileError(errno: stdout.writeError))
        }
        var inUse = runner.filesInUse(saving: false)
        for file in options.files { inUse.add(pathBytes: file.bytes, why: "the run is reading it") }
        return SafeFile.replace(output, with: bytes, inUse: inUse)
    }
    if case .failure(let e) = written {
        stderr.write(
            "tileshell: error: \(e.explained("cannot write the picture to '\(Sanitizer.visible(request.path))'"))\n")
        exit(1)
    }
}

if !interactive, let startup, !startup.run(in: &runner) { finish(runner) }

if !options.commands.isEmpty {
    for (i, text) in options.commands.enumerated() {
        let source = options.commands.count > 1 ? "<command-line-\(i + 1)>" : "<command-line>"
        if Interrupts.pending || !runner.run(text: text, source: source) { finish(runner) }
    }
    finish(runner)
}

if !options.files.isEmpty {
    // Open every file first, so a missing one is a usage error before anything runs.
    // NB: a name is opened as the bytes given; diagnostics show it escaped, and `source`
    // inside it resolves relative to its (UTF-8) folder.
    var fds: [(String, Int32)] = []
    for file in options.files {
        if file.bytes == Array("-".utf8) {
            fds.append(("<stdin>", 0))
            continue
        }
        let fd: Int32
        switch FileIO.openForReading(file.bytes, .named) {
        case .success(let opened): fd = opened
        case .failure(let e) where e.code == EINTR && Interrupts.pending:
            stderr.write("tileshell: interrupted\n")
            exit(130)
        case .failure(let e) where e.code == EISDIR: usageError("cannot run '\(file.shown)': \(e.message)")
        case .failure(let e): usageError("cannot open '\(file.shown)': \(e.message)")
        }
        fds.append((file.name, fd))
    }
    for (path, fd) in fds {
        if fd == 0 { runner.filesInUse.add(fd: 0, why: "the run is reading it") }
        var reader = LineReader(fd: fd)
        runner.script = fd == 0 ? nil : FileIdentity(fd: fd).map { (path, $0) }
        let goOn = runner.run(reader: &reader, source: path)
        if reader.error != 0 {
            runner.out.flush()
            stderr.write(
                "tileshell: error: cannot read '\(Sanitizer.visible(path))': \(String(cString: strerror(reader.error)))\n"
            )
            exit(2)
        }
        if !goOn { break }
    }
    finish(runner)
}

if interactive {
    let file = options.noInit ? nil : startup ?? StartupFile.standard(environment: env) { stderr.write($0) }
    exit(InteractiveSession.run(runner: &runner, version: version, fixedWidth: options.width != nil, startup: file))
}

var reader = LineReader(fd: 0)
// NB: a script redirected from a file (`tileshell < s.tsh`) is the running script too.
runner.filesInUse.add(fd: 0, why: "the run is reading it")
_ = runner.run(reader: &reader, source: "<stdin>")
finish(runner)
