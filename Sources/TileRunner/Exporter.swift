import TilePicture
import TileRender
import TileShell
import TileSystem

#if canImport(Glibc)
    import Glibc
#endif

/// Builds export documents from what a shell has drawn. The text forms come from the core's own
/// renderers, so an exported `.txt` or `.ansi` is byte for byte what the terminal showed.
///
/// Bounded (`ExportLimits`): drawings that took more output than the limit when drawn are refused
/// before anything is drawn again; a document that grows past it while written, or a PNG too
/// large on a side or in all, is refused before the rest of the work.
package enum Exporter {
    /// The document's bytes, or why there is none.
    package static func document(
        _ request: ExportRequest, shell: Shell, limits: ExportLimits = .standard
    ) -> Result<[UInt8], FileError> {
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
        let refuse = { (exceeded: ExportLimits.Exceeded) in Result<[UInt8], FileError>.failure(FileError(exceeded)) }
        if request.format != .swift, let exceeded = limits.check(drawnBytes: drawings.reduce(0) { $0 &+ $1.size }) {
            return refuse(exceeded)
        }
        let tooLong = ExportLimits.Exceeded.document(format: request.format, limit: limits.bytes)
        let width = max(1, shell.environment.width)
        var bytes: [UInt8] = []
        switch request.format {
        case .txt, .ansi:
            // NB: through a render cache, as the terminal got them: a stack is drawn a view at a
            // time, so memory is the output and one view's cells, not the whole drawing's.
            var cache = RenderCache()
            let depth = request.format == .ansi ? ColorDepth.truecolor : .none
            for d in drawings {
                cache.render(d.view, width: width, depth: depth, into: &bytes)
                if bytes.count > limits.bytes { return refuse(tooLong) }
            }
        case .json:
            for d in drawings {
                for object in d.view.json() {
                    bytes.append(contentsOf: object.serialized().utf8)
                    bytes.append(0x0A)
                }
                if bytes.count > limits.bytes { return refuse(tooLong) }
            }
        case .svg, .html, .png:
            let blocks = drawings.map { d in
                // NB: a command of its own draws its own tree; the others' pictures draw their plain
                // trees (without the shell's emphasis), made only when the SwiftUI look asks.
                if case .other(let view) = d.view {
                    return PictureBlock(canvas: view.draw(width: width), tree: view.tree(), label: view.accessibleLabel)
                }
                let view = d.view
                return PictureBlock(canvas: view.draw(width: width), label: view.accessibleLabel) { view.plainTree }
            }
            let options = PictureOptions(
                look: request.look, theme: request.theme, frame: request.frame, title: request.title)
            return picture(blocks, format: request.format, options: options, limits: limits)
        case .swift:
            // NB: always the whole session, whatever the scope: its types, bindings and every view drawn.
            bytes = Array(SwiftSourceExport.generate(shell: shell, mainView: request.mainView).utf8)
        }
        return .success(bytes)
    }
}

extension Exporter {
    /// The blocks as one picture in `format` (svg, html or png), within the limits.
    package static func picture(
        _ blocks: [PictureBlock], format: ExportFormat, options: PictureOptions, limits: ExportLimits = .standard
    ) -> Result<[UInt8], FileError> {
        let refuse = { (exceeded: ExportLimits.Exceeded) in Result<[UInt8], FileError>.failure(FileError(exceeded)) }
        let tooLong = ExportLimits.Exceeded.document(format: format, limit: limits.bytes)
        switch format {
        case .html:
            return Picture.html(blocks: blocks, options: options, limit: limits.bytes).map { Array($0.utf8) }
                .mapError { FileError($0, tooLong: tooLong) }
        case .png:
            let (w, h) = Picture.pixelSize(blocks: blocks, options: options)
            if let exceeded = limits.check(pixelWidth: w, height: h) { return refuse(exceeded) }
            let svg: String
            switch Picture.svg(blocks: blocks, options: options, limit: limits.bytes) {
            case .success(let s): svg = s
            case .failure(let failure): return .failure(FileError(failure, tooLong: tooLong))
            }
            do throws(PNGRasterizer.Failure) {
                return .success(try PNGRasterizer(timeLimit: limits.rasterizerSeconds).png(svg: svg))
            } catch { return .failure(FileError(message: error.description)) }
        case .svg:
            return Picture.svgBytes(blocks: blocks, options: options, limit: limits.bytes)
                .mapError { FileError($0, tooLong: tooLong) }
        case .txt, .ansi, .json, .swift:
            return .failure(FileError(message: "'\(format.rawValue)' is not a picture format"))
        }
    }
}

extension FileError {
    /// An export's limit, as the error that names it.
    init(_ exceeded: ExportLimits.Exceeded) { self.init(message: exceeded.description) }

    /// A picture not made: past the document's limit, or a tree past the layout's budget.
    init(_ failure: PictureFailure, tooLong: ExportLimits.Exceeded) {
        switch failure {
        case .tooLong: self.init(tooLong)
        case .layout(let error): self.init(message: error.message)
        }
    }
}
