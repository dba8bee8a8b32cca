import TilePicture
import TileRender
import TileRunner
import TileShell
import TileTree

/// Every export of what a session drew, as `export` builds it: text, ANSI and JSON from the core's
/// renderers, SVG and HTML from the painters in the look, theme and scope `choice` picks, the SVG
/// a PNG is rasterized from (without running the rasterizer), and the Swift source, which must
/// parse back with SwiftLesson's own parser.
///
/// NB: `swiftc -typecheck` per input is far too slow (about 0.5 s); our parser is the oracle here,
/// and the type-check is the exported-Swift tests' job.
struct ExportCheck {
    let choice: Int
    let frame: Bool

    func run(_ shell: Shell) {
        let look: PictureLook = choice & 1 != 0 ? .swiftui : .terminal
        let theme: PictureTheme = choice & 2 != 0 ? .dark : .light
        let scope: ExportRequest.Scope = choice & 4 != 0 ? .all : .last
        for format in ExportFormat.allCases where format != .png {
            var request = ExportRequest(
                path: "fuzz." + format.rawValue, format: format, scope: scope, look: look, theme: theme)
            request.frame = frame
            request.title = frame ? "fuzz \u{1B}]0;t\u{7} \u{202E}" : nil
            guard case .success(let bytes) = Exporter.document(request, shell: shell) else { continue }
            switch format {
            case .swift:
                guard let text = String(validating: bytes, as: UTF8.self) else { fail("the Swift export is not UTF-8") }
                checkExportedSwift(text, what: "the Swift export")
            case .ansi: Invariants.colored(bytes, width: nil, what: "the ANSI export")
            case .json: Invariants.json(bytes, what: "the JSON export")
            case .txt, .svg, .html: Invariants.plain(bytes, width: nil, what: "the \(format.rawValue) export")
            case .png: break
            }
        }
        pngSource(shell, options: PictureOptions(look: look, theme: theme, frame: frame), scope: scope)
    }

    /// The SVG a PNG export hands the rasterizer, built as `Exporter.picture` builds it for `.png`.
    func pngSource(_ shell: Shell, options: PictureOptions, scope: ExportRequest.Scope) {
        let drawings = scope == .last ? shell.drawings.last.map { [$0] } ?? [] : shell.drawings.pictures
        let limits = ExportLimits.standard
        guard !drawings.isEmpty, limits.check(drawnBytes: drawings.reduce(0) { $0 &+ $1.size }) == nil else { return }
        let width = max(1, shell.environment.width)
        let blocks = drawings.map { d in
            if case .other(let view) = d.view {
                return PictureBlock(canvas: view.draw(width: width), tree: view.tree(), label: view.accessibleLabel)
            }
            let view = d.view
            return PictureBlock(canvas: view.draw(width: width), label: view.accessibleLabel) { view.plainTree }
        }
        let (w, h) = Picture.pixelSize(blocks: blocks, options: options)
        if w < 0 || h < 0 { fail("a PNG of \(w)x\(h) pixels") }
        guard limits.check(pixelWidth: w, height: h) == nil,
            let svg = try? Picture.svg(blocks: blocks, options: options, limit: limits.bytes).get()
        else { return }
        Invariants.plain(Array(svg.utf8), width: nil, what: "the PNG's SVG")
    }
}
