import TileRender

/// Pictures of drawn views: one standalone SVG document or HTML page for a whole run, all
/// blocks stacked in order. Pure: the same blocks and options give the same bytes.
///
/// `Picture.svg(blocks: [PictureBlock(canvas: v.draw(width: 80), tree: v.tree())], options: PictureOptions())`
public enum Picture {
    /// Padding around the content, in pixels (terminal) or points (SwiftUI).
    static let terminalPadding = 10
    static let swiftUIPadding = 20.0
    /// The window frame's title bar.
    static let barHeight = 28.0

    /// A standalone SVG document (`image/svg+xml`) of the blocks.
    public static func svg(blocks: [PictureBlock], options: PictureOptions) -> String {
        document(blocks: blocks, options: options, limit: .max).out
    }

    /// The SVG document, or why there is none: it would take more than `limit` bytes (the
    /// writing stops there, so memory stays within the limit), or a tree is past the layout's budget.
    public static func svg(blocks: [PictureBlock], options: PictureOptions, limit: Int) -> Result<
        String, PictureFailure
    > {
        let w = document(blocks: blocks, options: options, limit: limit)
        return failure(w).map { .failure($0) } ?? .success(w.out)
    }

    private static func failure(_ w: borrowing SVGWriter) -> PictureFailure? {
        if let e = w.layoutFailure { return .layout(e) }
        return w.overflowed ? .tooLong : nil
    }

    /// The SVG document's UTF-8 bytes, as `svg` gives them, without making a `String` of a
    /// document that may be tens of megabytes.
    public static func svgBytes(blocks: [PictureBlock], options: PictureOptions, limit: Int)
        -> Result<[UInt8], PictureFailure>
    {
        let w = document(blocks: blocks, options: options, limit: limit)
        return failure(w).map { .failure($0) } ?? .success(w.bytes)
    }

    private static func document(blocks: [PictureBlock], options: PictureOptions, limit: Int) -> SVGWriter {
        var w = SVGWriter(capacity: estimatedSize(blocks), limit: limit)
        w.lit("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        svgElement(blocks: blocks, options: options, into: &w)
        return w
    }

    /// The picture's size in pixels (a PNG's, at one pixel a unit), known before anything is drawn.
    public static func pixelSize(blocks: [PictureBlock], options: PictureOptions) -> (width: Int, height: Int) {
        let (width, height) = size(blocks: blocks, options: options)
        // NB: NaN fails `> 0` and lands on 0: `Int(_:)` of NaN or infinity would trap.
        func pixels(_ v: Double) -> Int { v > 0 ? Int(min(v.rounded(.up), 1e15)) : 0 }
        return (pixels(width), pixels(height))
    }

    /// Room for a terminal-look picture: about 40 bytes a cell.
    private static func estimatedSize(_ blocks: [PictureBlock]) -> Int {
        blocks.reduce(1024) { $0 &+ $1.canvas.width &* $1.canvas.height &* 40 }
    }

    /// A standalone HTML page: the same SVG inline, and its description as text beside it.
    public static func html(blocks: [PictureBlock], options: PictureOptions) -> String {
        (try? html(blocks: blocks, options: options, limit: .max).get()) ?? ""
    }

    /// The HTML page, or why there is none (as `svg(blocks:options:limit:)`).
    public static func html(blocks: [PictureBlock], options: PictureOptions, limit: Int) -> Result<
        String, PictureFailure
    > {
        var svg = SVGWriter(capacity: estimatedSize(blocks), limit: limit)
        svgElement(blocks: blocks, options: options, into: &svg)
        if let failure = failure(svg) { return .failure(failure) }
        let palette = Palette.of(options.theme, look: options.look)
        let title = XMLEscaper.text(options.title ?? defaultTitle)
        let description = XMLEscaper.text(label(of: blocks))
        return .success(
            """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <title>\(title)</title>
            <style>
            body { margin: 0; background: \(palette.background); }
            figure { margin: 0; }
            svg { display: block; }
            .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
            </style>
            </head>
            <body>
            <figure>
            \(svg.out)<figcaption class="visually-hidden">\(description)</figcaption>
            </figure>
            </body>
            </html>

            """)
    }

    static let defaultTitle = "tileshell"

    /// What the blocks show, in words: each block's label that says something, in order.
    static func label(of blocks: [PictureBlock]) -> String {
        blocks.map(\.label).filter { !$0.isEmpty }.joined(separator: "; ")
    }

    /// The picture's width and height: its content, padding and the frame's title bar.
    static func size(blocks: [PictureBlock], options: PictureOptions) -> (width: Double, height: Double) {
        let palette = Palette.of(options.theme, look: options.look)
        let top = options.frame ? barHeight : 0
        switch options.look {
        case .terminal:
            let (w, h) = TerminalLook(palette: palette).size(blocks.map(\.canvas))
            return (Double(w + 2 * terminalPadding), Double(h + 2 * terminalPadding) + top)
        case .swiftui:
            let (w, h) = SwiftUILook(theme: options.theme, palette: palette).size(blocks: blocks)
            return ((w + 2 * swiftUIPadding).rounded(.up), (h + 2 * swiftUIPadding).rounded(.up) + top)
        }
    }

    /// The `<svg>` element, accessible: `role="img"`, a `<title>` and a `<desc>`.
    /// NB: the size is known before anything is drawn, so the header is written first and the
    /// drawing after it into the same buffer, never copied.
    static func svgElement(blocks: [PictureBlock], options: PictureOptions, into svg: inout SVGWriter) {
        let palette = Palette.of(options.theme, look: options.look)
        let top = options.frame ? barHeight : 0
        let (width, height) = size(blocks: blocks, options: options)
        let n = SVGWriter.num
        svg.raw(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" role=\"img\" aria-labelledby=\"tileshell-title\" aria-describedby=\"tileshell-desc\">\n"
        )
        svg.raw("<title id=\"tileshell-title\">\(XMLEscaper.text(options.title ?? defaultTitle))</title>\n")
        svg.raw("<desc id=\"tileshell-desc\">\(XMLEscaper.text(label(of: blocks)))</desc>\n")
        if options.frame {
            drawFrame(
                into: &svg, width: width, height: height, title: options.title, palette: palette, look: options.look)
        } else {
            svg.rect(x: 0, y: 0, width: width, height: height, fill: palette.background)
        }
        switch options.look {
        case .terminal:
            let pad = terminalPadding
            TerminalLook(palette: palette).draw(blocks.map(\.canvas), into: &svg, x: pad, y: Int(top) + pad)
        case .swiftui:
            let pad = swiftUIPadding
            SwiftUILook(theme: options.theme, palette: palette).draw(
                blocks: blocks, into: &svg, x: pad, y: top + pad)
        }
        svg.lit("</svg>\n")
    }

    /// A window: a rounded outline, a title bar with the three buttons and the title, and the
    /// page below it.
    static func drawFrame(
        into w: inout SVGWriter, width: Double, height: Double, title: String?, palette: Palette,
        look: PictureOptions.Look
    ) {
        let n = SVGWriter.num
        let r = 10.0
        w.rect(x: 0, y: 0, width: width, height: height, fill: palette.frameBar, rx: r)
        w.raw(
            "<path d=\"M0 \(n(barHeight))H\(n(width))V\(n(height - r))A\(n(r)) \(n(r)) 0 0 1 \(n(width - r)) \(n(height))H\(n(r))A\(n(r)) \(n(r)) 0 0 1 0 \(n(height - r))Z\" fill=\"\(palette.background)\"/>\n"
        )
        w.raw(
            "<rect x=\"0.5\" y=\"0.5\" width=\"\(n(width - 1))\" height=\"\(n(height - 1))\" rx=\"\(n(r))\" fill=\"none\" stroke=\"\(palette.frameBorder)\"/>\n"
        )
        for (i, color) in ["#FF5F57", "#FEBC2E", "#28C840"].enumerated() {
            w.raw("<circle cx=\"\(16 + 20 * i)\" cy=\"14\" r=\"6\" fill=\"\(color)\"/>\n")
        }
        if let title {
            let family = look == .terminal ? TerminalLook.fontFamily : SwiftUILook.fontFamily
            w.text(
                title, x: n(width / 2), y: 19,
                attributes:
                    " font-family=\"\(family)\" font-size=\"13\" fill=\"\(palette.secondary)\" text-anchor=\"middle\"")
        }
    }
}
