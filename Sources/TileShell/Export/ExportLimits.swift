/// How large an export may get (README "Limits"), checked before the work starts and again as
/// the document is written, so no drawing can make an export take unbounded memory or time.
///
/// `ExportLimits.standard.check(drawnBytes: 105_300_000)` is
/// `.drawings(bytes: 105_300_000, limit: 67_108_864)`.
public struct ExportLimits: Hashable, Sendable {
    /// The most bytes an export writes (for a PNG: the SVG it is made from), and the most output
    /// the drawings it reads took when they were drawn.
    public var bytes: Int
    /// The most pixels on either side of a PNG.
    public var pixelsASide: Int
    /// The most pixels a PNG holds, its width times its height: the rasterizer keeps them all
    /// (four bytes each) at once.
    public var pixels: Int
    /// The most seconds the rasterizer may take for one PNG.
    public var rasterizerSeconds: Int

    public init(bytes: Int, pixelsASide: Int, pixels: Int = Self.standardPixels, rasterizerSeconds: Int) {
        self.bytes = bytes
        self.pixelsASide = pixelsASide
        self.pixels = pixels
        self.rasterizerSeconds = rasterizerSeconds
    }

    /// 64 MiB (what the drawing log keeps), 16 384 px a side, 16 Mi px (4096 × 4096) in all, 30 s.
    public static let standard = ExportLimits(bytes: 64 << 20, pixelsASide: 16_384, rasterizerSeconds: 30)
    /// NB: 16 Mi pixels is 64 MiB as RGBA; a 16 000 × 16 000 picture took 1 GB and 10 s in rsvg-convert.
    public static let standardPixels = 16 << 20

    /// Which limit an export passed, with the value it had.
    public enum Exceeded: Error, Hashable, Sendable, CustomStringConvertible {
        /// The drawings to export took more output than `limit` bytes when drawn.
        case drawings(bytes: Int, limit: Int)
        /// The document grew past `limit` bytes while it was written (`format` names it).
        case document(format: ExportFormat, limit: Int)
        /// A PNG would be `width` × `height` pixels, over `limit` on a side.
        case pixels(width: Int, height: Int, limit: Int)
        /// A PNG would be `width` × `height` pixels, over `limit` in all.
        case area(width: Int, height: Int, limit: Int)

        public var description: String {
            switch self {
            case .drawings(let bytes, let limit):
                "the drawings to export took \(bytes) bytes when drawn, over the export limit of \(Self.size(limit))"
            case .document(let format, let limit):
                "the .\(format.rawValue) document grew past the export limit of \(Self.size(limit))"
            case .pixels(let width, let height, let limit):
                "the picture would be \(width) × \(height) pixels, over the PNG limit of \(limit) pixels a side"
            case .area(let width, let height, let limit):
                "the picture would be \(width) × \(height) pixels, \(width * height) in all, over the PNG limit of "
                    + "\(limit) pixels in all"
            }
        }

        /// `64 MiB (67108864 bytes)`.
        static func size(_ bytes: Int) -> String {
            bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB (\(bytes) bytes)" : "\(bytes) bytes"
        }
    }

    /// Refuses a PNG of `width` × `height` pixels past either bound: a side, or the area.
    public func check(pixelWidth width: Int, height: Int) -> Exceeded? {
        if max(width, height) > pixelsASide { return .pixels(width: width, height: height, limit: pixelsASide) }
        // NB: both sides are within `pixelsASide` here, so the product cannot overflow.
        if width * height > pixels { return .area(width: width, height: height, limit: pixels) }
        return nil
    }

    /// Refuses drawings whose output, as drawn, already passes the limit.
    public func check(drawnBytes: Int) -> Exceeded? {
        drawnBytes > bytes ? .drawings(bytes: drawnBytes, limit: bytes) : nil
    }
}
