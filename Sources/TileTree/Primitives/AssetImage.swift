/// An image of the project's asset catalogs (`Assets.xcassets/apollo1.imageset`): its encoded
/// bytes, what they are, and its size in pixels at its scale, read from the PNG's or JPEG's own
/// header. What a picture draws; the terminal draws a box with its name.
public struct AssetImage: Sendable, Equatable {
    public var name: String
    public var mediaType: String
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// 1, 2 or 3: the `@2x` of the file the catalog gives for that scale.
    public var scale: Int
    /// `"template-rendering-intent": "template"`: drawn as a silhouette in the foreground colour.
    public var isTemplate: Bool
    public var bytes: [UInt8]

    /// Its size in points, pixels over scale, as UIKit gives it.
    public var size: Size {
        Size(width: Double(pixelWidth) / Double(scale), height: Double(pixelHeight) / Double(scale))
    }

    /// The image in `bytes`, nil when they are neither a PNG nor a JPEG with a size in its header.
    public init?(name: String, bytes: [UInt8], scale: Int, isTemplate: Bool = false) {
        guard let (type, width, height) = Self.header(bytes), width > 0, height > 0 else { return nil }
        (self.name, self.mediaType, self.pixelWidth, self.pixelHeight) = (name, type, width, height)
        self.scale = max(1, min(scale, 3))
        self.isTemplate = isTemplate
        self.bytes = bytes
    }

    static func header(_ b: [UInt8]) -> (String, Int, Int)? {
        // NB: a PNG's IHDR chunk is first: its width and height, big-endian, at bytes 16 and 20.
        if b.count >= 24, b[0] == 0x89, b[1] == 0x50, b[2] == 0x4E, b[3] == 0x47 {
            func int(_ at: Int) -> Int {
                (Int(b[at]) << 24) | (Int(b[at + 1]) << 16) | (Int(b[at + 2]) << 8) | Int(b[at + 3])
            }
            return ("image/png", int(16), int(20))
        }
        // NB: a JPEG's size is in its start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC).
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var at = 2
        while at + 9 < b.count {
            guard b[at] == 0xFF else { return nil }
            let marker = b[at + 1]
            if marker == 0xFF {
                at += 1
                continue
            }
            let length = (Int(b[at + 2]) << 8) | Int(b[at + 3])
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                let height = (Int(b[at + 5]) << 8) | Int(b[at + 6])
                let width = (Int(b[at + 7]) << 8) | Int(b[at + 8])
                return ("image/jpeg", width, height)
            }
            guard length >= 2 else { return nil }
            at += 2 + length
        }
        return nil
    }
}
