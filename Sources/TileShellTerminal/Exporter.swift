import TilePicture
import TileRender
import TileShell

#if canImport(Glibc)
    import Glibc
#endif

/// `export <file>`: the drawings (or the session) as the document its extension names, written
/// to the file atomically.
extension ScriptRunner {
    mutating func export(_ request: ExportRequest, from source: String) -> Result<Void, Problem> {
        let shown = Sanitizer.visible(request.path)
        let target: String
        switch place(of: request.path, from: source, for: .write, verb: "export to") {
        case .success(let p): target = p.path
        case .failure(let problem): return .failure(problem)
        }
        let written = Exporter.document(request, shell: shell).flatMap { SafeFile.replace(target, with: $0) }
        return written.mapError { Problem(message: "cannot export to '\(shown)': \($0.message)") }
    }
}

/// Builds export documents from what a shell has drawn. The text forms come from the core's own
/// renderers, so an exported `.txt` or `.ansi` is byte for byte what the terminal showed.
public enum Exporter {
    /// The document's bytes, or why there is none.
    public static func document(_ request: ExportRequest, shell: Shell) -> Result<[UInt8], FileError> {
        let log = shell.drawings
        let drawings: [DrawingLog.Drawing]
        switch request.scope {
        case .last: drawings = log.last.map { [$0] } ?? []
        case .all: drawings = log.pictures
        }
        guard !drawings.isEmpty || request.format == .swift else {
            return .failure(
                FileError(message: "nothing has been drawn yet; draw something first, as in 'tile apple 100'"))
        }
        let width = max(1, shell.environment.width)
        var bytes: [UInt8] = []
        switch request.format {
        case .txt, .ansi:
            let renderer = Renderer(depth: request.format == .ansi ? .truecolor : .none)
            for d in drawings { renderer.render(d.view.draw(width: width), into: &bytes) }
        case .json:
            for d in drawings {
                for object in d.view.json() {
                    bytes.append(contentsOf: object.serialized().utf8)
                    bytes.append(0x0A)
                }
            }
        case .svg, .html, .png:
            let blocks = drawings.map { PictureBlock(canvas: $0.view.draw(width: width), views: $0.view.describe()) }
            let options = PictureOptions(
                look: request.look, theme: request.theme, frame: request.frame, title: request.title)
            if request.format == .html {
                bytes = Array(Picture.html(blocks: blocks, options: options).utf8)
            } else if request.format == .svg {
                bytes = Picture.svgBytes(blocks: blocks, options: options)
            } else {
                do throws(PNGRasterizer.Failure) {
                    bytes = try PNGRasterizer().png(svg: Picture.svg(blocks: blocks, options: options))
                } catch { return .failure(FileError(message: error.description)) }
            }
        case .swift:
            // NB: always the whole session, whatever the scope: its types, bindings and every view drawn.
            let drawn = log.drawings.compactMap(DrawnCommand.init)
            let source = SwiftSourceExport.generate(session: shell.session, drawn: drawn, mainView: request.mainView)
            bytes = Array(source.utf8)
        }
        return .success(bytes)
    }
}
