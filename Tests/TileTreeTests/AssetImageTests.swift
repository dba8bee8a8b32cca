import Testing
import TileTree

/// An asset image's size is read from its own header: a PNG's IHDR, a JPEG's start of frame
/// past the segments before it; anything else is not an image.
struct AssetImageHeaderTests {
    @Test func aPNGsSizeIsItsIHDRs() throws {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        png += [0, 0, 0x01, 0x2C, 0, 0, 0, 0xC8]  // 300 × 200
        let image = try #require(AssetImage(name: "p", bytes: png, scale: 3))
        #expect(image.mediaType == "image/png" && image.pixelWidth == 300 && image.pixelHeight == 200)
        #expect(image.size == Size(width: 100, height: 200.0 / 3))
    }

    @Test func aJPEGsSizeIsInItsStartOfFrame() throws {
        // SOI, an APP0 segment of 16 bytes, a DHT (0xC4, not a frame) of 4, then SOF0: 640 × 480.
        var jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + [UInt8](repeating: 0, count: 14)
        jpeg += [0xFF, 0xC4, 0, 4, 0, 0]
        jpeg += [0xFF, 0xC0, 0, 17, 8, 0x01, 0xE0, 0x02, 0x80, 3] + [UInt8](repeating: 0, count: 9)
        let image = try #require(AssetImage(name: "j", bytes: jpeg, scale: 1))
        #expect(image.mediaType == "image/jpeg" && image.pixelWidth == 640 && image.pixelHeight == 480)
    }

    @Test func otherBytesAreNoImage() {
        #expect(AssetImage(name: "x", bytes: Array("GIF89a".utf8), scale: 1) == nil)
        #expect(AssetImage(name: "x", bytes: [0xFF, 0xD8, 0xFF, 0xE0, 0, 1], scale: 1) == nil)
        #expect(AssetImage(name: "x", bytes: [], scale: 2) == nil)
    }
}
