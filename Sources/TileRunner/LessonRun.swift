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

    /// Opens, evaluates and draws; the exit status (0, or 1 after an error).
    public func run(_ files: [SourceFile], formatting: LessonFormatting, out: OutputSink, err: OutputSink) -> Int32 {
        let result = Lesson.open(files, formatting: formatting, now: now, shouldStop: shouldStop)
        if check {
            _ = out.write(result.printed(diagnosticColors))
            let warnings = result.diagnostics.filter { $0.diagnostic.severity == .warning }.count
            let errors = result.diagnostics.filter { $0.diagnostic.severity == .error }.count
            _ = out.write(
                "\(result.previews.count) preview\(result.previews.count == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"), \(errors) error\(errors == 1 ? "" : "s")\n"
            )
            _ = out.flush()
            return result.failed ? 1 : 0
        }
        _ = err.write(result.printed(diagnosticColors))
        var status: Int32 = result.failed ? 1 : 0
        var blocks: [PictureBlock] = []
        if picture == nil, format == .text, result.previews.contains(where: { $0.tree.rotates }) {
            _ = err.write(
                "tileshell: note: the terminal cannot turn cells, so '.rotationEffect' is drawn unturned; a picture (--format svg) shows it turned\n"
            )
        }
        for preview in result.previews {
            do throws(LayoutError) {
                if let block = try draw(preview, out: out) { blocks.append(block) }
            } catch {
                _ = err.write("tileshell: error: preview '\(Sanitizer.visible(preview.name))': \(error.message)\n")
                status = 1
            }
        }
        if let picture {
            if blocks.isEmpty {
                _ = err.write("tileshell: error: no preview to draw\n")
                return 1
            }
            var options = pictureOptions
            if options.title == nil { options.title = result.previews.map(\.name).joined(separator: ", ") }
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

    /// Draws one preview in the run's format, or returns its block for the picture; an error
    /// past the layout's limits or budget, in every format alike.
    func draw(_ preview: LessonPreview, out: OutputSink) throws(LayoutError) -> PictureBlock? {
        let cells = try LayoutEngine(preview.tree, context: LayoutContext(measure: .cells), budget: budget)
        /// The preview laid out in points, on the canvas.
        func points() throws(LayoutError) -> LaidOutNode {
            let engine = try LayoutEngine(preview.tree, context: LayoutContext(measure: .points), budget: budget)
            switch canvas {
            case .device(let d): return try d.place(engine)
            case .fit: return try engine.layout(proposal: .unspecified)
            }
        }
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
                let object = JSONValue.object([("preview", .string(preview.name))] + fields)
                _ = out.write(object.serialized() + "\n")
            }
        default:
            let drawn = try cells.drawCells(width: width)
            _ = out.write(header(preview.name))
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
