import Foundation
import TilePicture
import TileRender
import TileSystem

/// A PNG decoded to RGBA pixels by `png_pixels.py` (Python's zlib), for reading pixels.
struct RasterImage {
    var width: Int
    var height: Int
    var rgba: [UInt8]

    /// A pixel as (red, green, blue, alpha); fully transparent outside the image.
    func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        let i = (y * width + x) * 4
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }

    /// True when the pixel is `color` (opaque), each channel within `tolerance`.
    func isColor(_ x: Int, _ y: Int, _ color: RGB, tolerance: Int = 2) -> Bool {
        let p = pixel(x, y)
        return p.a == 255 && abs(Int(p.r) - Int(color.r)) <= tolerance && abs(Int(p.g) - Int(color.g)) <= tolerance
            && abs(Int(p.b) - Int(color.b)) <= tolerance
    }

    /// How many pixels in a rectangle are `color` within `tolerance`.
    func count(_ color: RGB, x: Int, y: Int, width w: Int, height h: Int, tolerance: Int = 24) -> Int {
        var n = 0
        for py in y..<(y + h) {
            for px in x..<(x + w) where isColor(px, py, color, tolerance: tolerance) { n += 1 }
        }
        return n
    }

    /// An SVG rasterized by rsvg-convert and decoded; nil (with the reason) when either failed.
    static func of(svg: String) -> Result<RasterImage, RasterError> {
        let png: [UInt8]
        do { png = try PNGRasterizer().png(svg: svg) } catch { return .failure(RasterError(error.description)) }
        let script = testDirectory().appendingPathComponent("png_pixels.py").path
        guard let result = try? runProgram(["python3", script], input: Data(png)), result.status == 0 else {
            return .failure(RasterError("png_pixels.py could not decode the PNG"))
        }
        let bytes = [UInt8](result.output)
        guard let newline = bytes.firstIndex(of: 0x0A) else { return .failure(RasterError("no header")) }
        let header = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ").compactMap { Int($0) }
        guard header.count == 2, bytes.count - newline - 1 == header[0] * header[1] * 4 else {
            return .failure(RasterError("bad header \(header)"))
        }
        return .success(RasterImage(width: header[0], height: header[1], rgba: Array(bytes[(newline + 1)...])))
    }
}

struct RasterError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
