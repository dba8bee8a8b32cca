/// RFC 4648 base64, padded, for the images a picture holds inline.
enum Base64 {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func append(_ bytes: [UInt8], to out: inout String) {
        var encoded: [UInt8] = []
        encoded.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i + 2 < bytes.count {
            let n = (UInt32(bytes[i]) << 16) | (UInt32(bytes[i + 1]) << 8) | UInt32(bytes[i + 2])
            for shift in [18, 12, 6, 0] { encoded.append(alphabet[Int((n >> UInt32(shift)) & 63)]) }
            i += 3
        }
        let rest = bytes.count - i
        if rest > 0 {
            let n = (UInt32(bytes[i]) << 16) | (rest == 2 ? UInt32(bytes[i + 1]) << 8 : 0)
            encoded.append(alphabet[Int((n >> 18) & 63)])
            encoded.append(alphabet[Int((n >> 12) & 63)])
            encoded.append(rest == 2 ? alphabet[Int((n >> 6) & 63)] : UInt8(ascii: "="))
            encoded.append(UInt8(ascii: "="))
        }
        out += String(decoding: encoded, as: UTF8.self)
    }
}
