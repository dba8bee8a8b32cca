import LessonInterpreter
import SwiftLesson
import TilePicture
import TileRender
import TileShell
import TileSystem
import TileText
import TileTree

#if canImport(Glibc)
    import Glibc
#endif

/// `tileshell Lesson.swift`: opens SwiftUI lesson files, evaluates them, and draws every preview
/// in the terminal (under a header line with its name), as a picture on a device canvas, or as
/// `--format layout` JSON; `--check` lists what is not supported and every error.
public struct LessonRun {
    /// Where the SwiftUI look and the layout place a preview: on a device, or at its ideal size.
    public enum CanvasChoice: Hashable, Sendable {
        case device(DeviceCanvas)
        case fit

        /// `393x852`, `fit`; nil for anything else.
        public init?(flag: String) {
            if flag == "fit" {
                self = .fit
                return
            }
            let parts = flag.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w >= 1, h >= 1, w <= 10_000,
                h <= 10_000
            else { return nil }
            // NB: a canvas of another size keeps the phone's safe area only when it is the phone's.
            let size = Size(width: w, height: h)
            self = .device(
                size == DeviceCanvas.iPhone15.size ? .iPhone15 : DeviceCanvas(size: size))
        }
    }

    /// The largest lesson file read: lessons are a few kilobytes.
    public static let maxFileBytes = 1 << 20

    public var format: OutputFormat = .text
    public var picture: ExportFormat?
    public var pictureOptions = PictureOptions(look: .swiftui)
    public var canvas: CanvasChoice = .device(.iPhone15)
    public var check = false
    public var width = 80
    public var depth: ColorDepth = .none
    /// How the file's messages are written: in swiftc's colours where they go to a terminal
    /// (standard output under `--check`, standard error otherwise) or `--color always` says so.
    public var diagnosticColors: DiagnosticColors = .plain
    /// `Date()` in the file, seconds since 1970.
    public var now: Double = 0
    /// Asked while the files run: true (Ctrl-C) ends the run with the error "interrupted".
    public var shouldStop: @Sendable () -> Bool = { false }
    public var output: String?
    /// What laying out and drawing each preview may cost, in every format.
    public var budget: LayoutBudget = .standard
    /// The lesson files of the run: `output` may not write over any of them.
    package var filesInUse = FilesInUse()

    public init() {}

    /// Whether every path names a Swift file, so that the command line opens them as lessons.
    public static func isLesson(_ paths: [ArgPath]) -> Bool {
        !paths.isEmpty && paths.allSatisfy { $0.text.hasSuffix(".swift") }
    }

    /// Reads the files: a missing, unreadable, binary or oversized one is an error that names it,
    /// and so is anything but a regular file (a FIFO): a SwiftUI file is watched and read again
    /// when it changes, so it must never block (`FileReading.regularOnly`).
    public static func read(_ paths: [ArgPath]) -> Result<[SourceFile], FileError> {
        var files: [SourceFile] = []
        for path in paths {
            let fd: Int32
            switch FileIO.openForReading(path.bytes, .regularOnly) {
            case .success(let opened): fd = opened
            case .failure(let e) where e.code == EINVAL:
                return .failure(FileError(message: "'\(path.shown)' \(e.message.dropFirst("it ".count))"))
            case .failure(let e): return .failure(FileError(message: "cannot open '\(path.shown)': \(e.message)"))
            }
            defer { close(fd) }
            let bytes: [UInt8]
            switch FileIO.readBytes(fd) {
            case .success(let b): bytes = b
            case .failure(let e): return .failure(FileError(message: "cannot read '\(path.shown)': \(e.message)"))
            }
            if bytes.count > maxFileBytes {
                return .failure(
                    FileError(
                        message:
                            "'\(path.shown)' is \(bytes.count >> 10) KiB; a lesson file may be at most \(maxFileBytes >> 10) KiB"
                    ))
            }
            let text = String(decoding: bytes, as: UTF8.self)
            if let nul = bytes.firstIndex(of: 0) {
                return .failure(FileError(message: "'\(path.shown)' is not a text file (a zero byte at offset \(nul))"))
            }
            if Array(text.utf8) != bytes {
                return .failure(FileError(message: "'\(path.shown)' is not UTF-8 text"))
            }
            files.append(SourceFile(path: path.name, text: text))
        }
        return .success(files)
    }

    /// `--all`: draw every preview of the app target, not only the named file's.
    public var all = false
    /// `--only 'File.swift: Name'`: draw only these previews (by the names headers show).
    public var only: [String] = []
    /// Whether standard error is a terminal: a run over many files shows its progress there.
    public var showsProgress = false
    /// The folder the command line named, for "nothing to draw" (nil for files).
    public var folder: String?

    /// Opens, evaluates and draws one program; the exit status (0, or 1 after an error).
    public func run(_ files: [SourceFile], formatting: LessonFormatting, out: OutputSink, err: OutputSink) -> Int32 {
        run([ProjectProgram(files: files)], formatting: formatting, out: out, err: err)
    }

    /// What one program gave, with the names its previews are shown by.
    struct Opened {
        var program: ProjectProgram
        var result: LessonResult
        var names: [String]
        /// Errors in the files whose previews are drawn (an error elsewhere in a target is
        /// reported and does not fail the run).
        var failed: Bool
    }

    /// Opens, evaluates and draws each program; the exit status (0, or 1 after an error).
    public func run(
        _ programs: [ProjectProgram], formatting: LessonFormatting, out: OutputSink, err: OutputSink
    ) -> Int32 {
        let (opened, unmatched, every) = open(programs, formatting: formatting, err: err)
        if !unmatched.isEmpty {
            let known = every.map { "'\($0)'" }.joined(separator: ", ")
            _ = err.write(
                "tileshell: error: no preview \(unmatched.map { "'\(Sanitizer.visible($0))'" }.joined(separator: ", "))"
                    + (known.isEmpty ? "" : "; the previews are \(Sanitizer.visible(known))") + "\n")
            return 1
        }
        let declared = opened.reduce(0) { $0 + $1.result.declared }
        let nothing = folder != nil && declared == 0
        if check {
            var warnings = 0
            var errors = 0
            for o in opened {
                _ = out.write(format == .json ? Self.json(o.result) : o.result.printed(diagnosticColors))
                _ = (format == .json ? err : out).write(Self.notDrawnLines(o.result))
                warnings += o.result.diagnostics.filter { $0.diagnostic.severity == .warning }.count
                errors += o.result.diagnostics.filter { $0.diagnostic.severity == .error }.count
            }
            let drawn = opened.reduce(0) { $0 + $1.result.previews.count }
            let summary =
                "\(drawn) preview\(drawn == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"), \(errors) error\(errors == 1 ? "" : "s")\n"
            // NB: JSON lines are for an editor: the summary goes to standard error beside them.
            _ = (format == .json ? err : out).write(summary)
            if nothing { _ = err.write(nothingToDraw) }
            _ = out.flush()
            return opened.contains(where: \.failed) || nothing ? 1 : 0
        }
        var status: Int32 = opened.contains(where: \.failed) ? 1 : 0
        for o in opened {
            _ = err.write(o.result.printed(diagnosticColors))
            _ = err.write(Self.notDrawnLines(o.result))
        }
        if nothing {
            _ = err.write(nothingToDraw)
            return 1
        }
        var blocks: [PictureBlock] = []
        let previews = opened.flatMap { o in zip(o.result.previews, o.names) }
        if picture == nil, format == .text, previews.contains(where: { $0.0.tree.rotates }) {
            _ = err.write(
                "tileshell: note: the terminal cannot turn cells, so '.rotationEffect' is drawn unturned; a picture (--format svg) shows it turned\n"
            )
        }
        if picture == nil, format == .text, previews.contains(where: { $0.0.tree.hasShadow }) {
            _ = err.write(
                "tileshell: note: the terminal cannot blur cells, so '.shadow' is left out; a picture (--format svg) shows it\n"
            )
        }
        if picture == nil, format == .text, previews.contains(where: { $0.0.tree.scales }) {
            _ = err.write(
                "tileshell: note: the terminal cannot scale cells, so '.scaleEffect' is drawn at its own size; a picture (--format svg) shows it scaled\n"
            )
        }
        for (preview, name) in previews {
            do throws(LayoutError) {
                if let block = try draw(preview, named: name, out: out) { blocks.append(block) }
            } catch {
                _ = err.write("tileshell: error: preview '\(Sanitizer.visible(name))': \(error.message)\n")
                status = 1
            }
        }
        if let picture {
            if blocks.isEmpty {
                _ = err.write("tileshell: error: no preview to draw\n")
                return 1
            }
            var options = pictureOptions
            if options.title == nil { options.title = previews.map(\.1).joined(separator: ", ") }
            if picture == .png, options.look == .swiftui, let warning = FontConfig.missingFontWarning() {
                _ = err.write(warning)
            }
            let written = Exporter.picture(blocks, format: picture, options: options).flatMap {
                bytes -> Result<Void, FileError> in
                guard let output else {
                    return out.write(bytes) && out.flush() ? .success(()) : .failure(FileError(errno: out.writeError))
                }
                return SafeFile.replace(output, with: bytes, inUse: filesInUse)
            }
            if case .failure(let e) = written {
                let context = "cannot write the picture to '\(Sanitizer.visible(output ?? "<stdout>"))'"
                _ = err.write("tileshell: error: \(e.explained(context))\n")
                return 1
            }
        }
        _ = out.flush()
        return status
    }

    /// Opens and evaluates each program, keeping the previews `--only` names (all, without it);
    /// the names `--only` gave that no preview has, and every preview's name.
    func open(_ programs: [ProjectProgram], formatting: LessonFormatting, err: OutputSink) -> (
        opened: [Opened], unmatched: [String], every: [String]
    ) {
        let qualified = programs.reduce(0) { $0 + $1.files.count } > 1
        var opened: [Opened] = []
        var unmatched = only
        var every: [String] = []
        for program in programs {
            let drawing = all || !only.isEmpty ? nil : program.drawn
            let progress = progressReporter(files: program.files.count)
            var result = Lesson.open(
                program.files, formatting: formatting, now: now, shouldStop: shouldStop, drawing: drawing,
                progress: progress, resources: program.target.map { ProjectResources(target: $0) })
            if progress != nil { _ = err.write("\r\u{1B}[K") }
            var names = result.previews.map { Self.shownName($0, in: program.files, qualified: qualified) }
            every += names
            if !only.isEmpty {
                let keep = names.indices.filter { only.contains(names[$0]) }
                unmatched.removeAll { name in keep.contains { names[$0] == name } }
                result.previews = keep.map { result.previews[$0] }
                names = keep.map { names[$0] }
            }
            let drawnFiles = drawing ?? Set(program.files.indices)
            let failed =
                !result.notDrawn.filter { drawnFiles.contains($0.file) }.isEmpty
                || result.diagnostics.contains {
                    $0.diagnostic.severity == .error
                        && (drawnFiles.contains($0.file) || !program.files.indices.contains($0.file))
                }
            opened.append(Opened(program: program, result: result, names: names, failed: failed))
        }
        return (opened, unmatched, every)
    }

    var nothingToDraw: String {
        "tileshell: error: '\(Sanitizer.visible(folder ?? ""))' has nothing to draw: no #Preview, no PreviewProvider, and no view that needs no arguments\n"
    }

    /// The name a preview is shown by: in a run of several files `File.swift: Name`, its file's
    /// base name (the path where two files share one) and its name among that file's previews.
    static func shownName(_ preview: LessonPreview, in files: [SourceFile], qualified: Bool) -> String {
        guard qualified, files.indices.contains(preview.file) else { return preview.name }
        func base(_ path: String) -> Substring { path.split(separator: "/").last ?? Substring(path) }
        let path = files[preview.file].path
        let shared = files.indices.contains { $0 != preview.file && base(files[$0].path) == base(path) }
        return (shared ? path : String(base(path))) + ": " + preview.nameInFile
    }

    /// `1 of 3 previews not drawn: ContentView uses Order (Order.swift:16:33)`, one line for a
    /// program, the reasons of several joined by `; `; empty when every preview was drawn.
    static func notDrawnLines(_ result: LessonResult) -> String {
        guard !result.notDrawn.isEmpty else { return "" }
        var reasons: [String] = []
        for n in result.notDrawn where !reasons.contains(n.reason) { reasons.append(n.reason) }
        let total = result.declared
        return "\(result.notDrawn.count) of \(total) preview\(total == 1 ? "" : "s") not drawn: "
            + Sanitizer.visible(reasons.joined(separator: "; ")) + "\n"
    }

    /// `--check --format json`: each message one JSON object a line, its notes inside it.
    static func json(_ result: LessonResult) -> String {
        var out = ""
        var pending: [(String, JSONValue)]?
        var notes: [JSONValue] = []
        func flush() {
            if let fields = pending { out += JSONValue.object(fields + [("notes", .array(notes))]).serialized() + "\n" }
            pending = nil
            notes = []
        }
        for d in result.diagnostics {
            var fields: [(String, JSONValue)] = []
            if result.files.indices.contains(d.file) {
                let file = result.files[d.file]
                let l = file.location(of: d.diagnostic.range.start)
                fields = [("file", .string(file.path)), ("line", .int(l.line)), ("column", .int(l.column))]
            }
            fields += [
                ("severity", .string(d.diagnostic.severity.rawValue)), ("message", .string(d.diagnostic.message)),
            ]
            if d.diagnostic.severity == .note, pending != nil {
                notes.append(.object(fields))
            } else {
                flush()
                pending = fields
            }
        }
        flush()
        return out
    }

    /// Progress on a terminal's standard error for a program of many files; nil otherwise.
    func progressReporter(files: Int) -> (@Sendable (Int, Int) -> Void)? {
        guard showsProgress, files >= Self.progressFiles else { return nil }
        return { drawn, total in
            let line = "\r\u{1B}[Kdrawing previews: \(drawn) of \(total) (\(files) files)"
            _ = line.utf8CString.withUnsafeBufferPointer { p in write(2, p.baseAddress, p.count - 1) }
        }
    }

    /// How many files a program needs before its run shows progress.
    static let progressFiles = 20

    /// The preview laid out in points, on the canvas.
    func points(of preview: LessonPreview) throws(LayoutError) -> LaidOutNode {
        let engine = try LayoutEngine(preview.tree, context: LayoutContext(measure: .points), budget: budget)
        switch canvas {
        case .device(let d): return try d.place(engine)
        case .fit: return try engine.layout(proposal: .unspecified)
        }
    }

    /// Draws one preview in the run's format, or returns its block for the picture; an error
    /// past the layout's limits or budget, in every format alike.
    func draw(_ preview: LessonPreview, named name: String, out: OutputSink) throws(LayoutError) -> PictureBlock? {
        let cells = try LayoutEngine(preview.tree, context: LayoutContext(measure: .cells), budget: budget)
        func points() throws(LayoutError) -> LaidOutNode { try self.points(of: preview) }
        if picture != nil {
            let device: DeviceCanvas? = if case .device(let d) = canvas { d } else { nil }
            // NB: the SwiftUI look lays the tree out in points: a tree past the budget there is
            // this preview's error, said with its name, not the picture's.
            if pictureOptions.look == .swiftui { _ = try points() }
            return PictureBlock(canvas: try cells.drawCells(width: width), tree: preview.tree, device: device)
        }
        switch format {
        case .layout:
            let points = try points()
            let laidCells = try cells.layout(proposal: ProposedSize(width: Double(max(1, width)), height: nil))
            for case .object(let fields) in LayoutReport.json(points: points, cells: laidCells) {
                let object = JSONValue.object([("preview", .string(name))] + fields)
                _ = out.write(object.serialized() + "\n")
            }
        default:
            let drawn = try cells.drawCells(width: width)
            _ = out.write(header(name))
            var bytes: [UInt8] = []
            Renderer(depth: depth).render(drawn, into: &bytes)
            _ = out.write(bytes)
        }
        return nil
    }

    /// `── Name ──`, dim where colour is on, written by the renderer as any drawing is.
    func header(_ name: String) -> String {
        let text = "── " + Sanitizer.visible(name) + " ──"
        var canvas = Canvas(width: TextWidth.of(text), height: 1)
        canvas.put(text, x: 0, y: 0, style: Style(dim: true))
        return Renderer(depth: depth).renderString(canvas)
    }
}
