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
    /// The most seconds the rasterizer may take for one PNG.
    public var rasterizerSeconds: Int

    public init(bytes: Int, pixelsASide: Int, rasterizerSeconds: Int) {
        self.bytes = bytes
        self.pixelsASide = pixelsASide
        self.rasterizerSeconds = rasterizerSeconds
    }

    /// 64 MiB (what the drawing log keeps), 16 384 px a side, 30 s.
    public static let standard = ExportLimits(bytes: 64 << 20, pixelsASide: 16_384, rasterizerSeconds: 30)

    /// Which limit an export passed, with the value it had.
    public enum Exceeded: Error, Hashable, Sendable, CustomStringConvertible {
        /// The drawings to export took more output than `limit` bytes when drawn.
        case drawings(bytes: Int, limit: Int)
        /// The document grew past `limit` bytes while it was written (`format` names it).
        case document(format: ExportFormat, limit: Int)
        /// A PNG would be `width` × `height` pixels, over `limit` on a side.
        case pixels(width: Int, height: Int, limit: Int)

        public var description: String {
            switch self {
            case .drawings(let bytes, let limit):
                "the drawings to export took \(bytes) bytes when drawn, over the export limit of \(Self.size(limit))"
            case .document(let format, let limit):
                "the .\(format.rawValue) document grew past the export limit of \(Self.size(limit))"
            case .pixels(let width, let height, let limit):
                "the picture would be \(width) × \(height) pixels, over the PNG limit of \(limit) pixels a side"
            }
        }

        /// `64 MiB (67108864 bytes)`.
        static func size(_ bytes: Int) -> String {
            bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB (\(bytes) bytes)" : "\(bytes) bytes"
        }
    }

    /// Refuses drawings whose output, as drawn, already passes the limit.
    public func check(drawnBytes: Int) -> Exceeded? {
        drawnBytes > bytes ? .drawings(bytes: drawnBytes, limit: bytes) : nil
    }
}
