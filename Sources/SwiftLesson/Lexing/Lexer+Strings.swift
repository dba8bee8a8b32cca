extension Lexer {
    /// Interpolations nested deeper than this inside one string are an error (a hostile file).
    static let interpolationDepthLimit = 16

    /// Lexes `"…"`, `"""…"""` and raw `#"…"#` from the opening quote (hashes already consumed).
    mutating func lexString(start: Int, hashes: Int) {
        let multiline = byte(at: position + 1) == UInt8(ascii: "\"") && byte(at: position + 2) == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        var segments = scanStringBody(start: start, hashes: hashes, multiline: multiline, depth: 0)
        if multiline { segments = Self.dedent(segments, indentation: closingIndentation()) }
        append(.stringLiteral, start: start, stop: position)
        if let last = tokens.indices.last {
            tokens[last].segments = segments
            tokens[last].isMultiline = multiline
        }
    }

    /// The whitespace before a multi-line string's closing delimiter, which every line loses.
    func closingIndentation() -> [UInt8] {
        var index = position - 1
        while index >= 0, bytes[index] == UInt8(ascii: "#") || bytes[index] == UInt8(ascii: "\"") { index -= 1 }
        var indentation: [UInt8] = []
        while index >= 0, bytes[index] == 0x20 || bytes[index] == 0x09 {
            indentation.insert(bytes[index], at: 0)
            index -= 1
        }
        return indentation
    }

    static func dedent(_ segments: [StringSegment], indentation: [UInt8]) -> [StringSegment] {
        let prefix = String(decoding: indentation, as: UTF8.self)
        var result: [StringSegment] = []
        for (index, segment) in segments.enumerated() {
            guard case .text(var text) = segment else {
                result.append(segment)
                continue
            }
            if index == 0, text.hasPrefix("\n") { text.removeFirst() }
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for line in lines.indices where (line > 0 || index == 0) && lines[line].hasPrefix(prefix) {
                lines[line].removeFirst(prefix.count)
            }
            text = lines.joined(separator: "\n")
            if index == segments.count - 1, text.hasSuffix("\n") { text.removeLast() }
            result.append(.text(text))
        }
        return result
    }

    /// Reads a string's contents up to and past its closing delimiter.
    mutating func scanStringBody(start: Int, hashes: Int, multiline: Bool, depth: Int) -> [StringSegment] {
        var segments: [StringSegment] = []
        var text: [UInt8] = []
        func flush() {
            if !text.isEmpty { segments.append(.text(String(decoding: text, as: UTF8.self))) }
            text = []
        }
        while let byte = current {
            if byte == UInt8(ascii: "\n"), !multiline { break }
            if byte == UInt8(ascii: "\"") && closes(at: position, hashes: hashes, multiline: multiline) {
                position += (multiline ? 3 : 1) + hashes
                flush()
                return segments
            }
            if byte == UInt8(ascii: "\\") && hashesFollow(position + 1, count: hashes) {
                let escapeStart = position
                position += 1 + hashes
                if current == UInt8(ascii: "(") {
                    flush()
                    position += 1
                    let inner = position
                    scanInterpolation(depth: depth, multiline: multiline)
                    segments.append(.interpolation(SourceRange(start: inner, end: max(inner, position - 1))))
                } else {
                    text += escape(start: escapeStart, multiline: multiline)
                }
                continue
            }
            text.append(byte)
            position += 1
        }
        report("unterminated string literal", start, start + 1)
        flush()
        return segments
    }

    func closes(at offset: Int, hashes: Int, multiline: Bool) -> Bool {
        if multiline, byte(at: offset + 1) != UInt8(ascii: "\"") || byte(at: offset + 2) != UInt8(ascii: "\"") {
            return false
        }
        return hashesFollow(offset + (multiline ? 3 : 1), count: hashes)
    }

    func hashesFollow(_ offset: Int, count: Int) -> Bool {
        for index in 0..<count where byte(at: offset + index) != UInt8(ascii: "#") { return false }
        return true
    }

    /// Resolves one escape after its backslash (and hashes); `position` is on the escape letter.
    mutating func escape(start: Int, multiline: Bool) -> [UInt8] {
        guard let letter = current else { return [] }
        position += 1
        switch letter {
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "0"): return [0]
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): return [letter]
        case UInt8(ascii: "\n") where multiline: return []
        case UInt8(ascii: "u"):
            guard current == UInt8(ascii: "{") else { break }
            var value: UInt32 = 0
            var digits = 0
            position += 1
            while let next = current, isHexDigit(next), digits < 8 {
                let nibble = Self.isDigit(next) ? next - 0x30 : (next | 0x20) - 0x61 + 10
                value = value * 16 + UInt32(nibble)
                digits += 1
                position += 1
            }
            guard current == UInt8(ascii: "}"), digits > 0, let scalar = Unicode.Scalar(value) else { break }
            position += 1
            return Array(String(Character(scalar)).utf8)
        default: break
        }
        report("invalid escape sequence in literal", start, position)
        return []
    }

    /// Skips an interpolation's balanced contents, nested strings included, past its `)`.
    mutating func scanInterpolation(depth: Int, multiline: Bool) {
        let start = position
        guard depth < Self.interpolationDepthLimit else {
            report("string interpolations are nested too deeply", start, start)
            stopped = true
            position = end
            return
        }
        var parens = 1
        while let character = current {
            switch character {
            case UInt8(ascii: "("):
                parens += 1
            case UInt8(ascii: ")"):
                parens -= 1
                if parens == 0 {
                    position += 1
                    return
                }
            case UInt8(ascii: "\n") where !multiline:
                report("unterminated string interpolation", start, start)
                return
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                var hashes = 0
                var look = position
                while byte(at: look) == UInt8(ascii: "#") {
                    hashes += 1
                    look += 1
                }
                if byte(at: look) == UInt8(ascii: "\"") {
                    let nestedStart = position
                    position = look
                    let nested = byte(at: look + 1) == UInt8(ascii: "\"") && byte(at: look + 2) == UInt8(ascii: "\"")
                    position += nested ? 3 : 1
                    _ = scanStringBody(start: nestedStart, hashes: hashes, multiline: nested, depth: depth + 1)
                    continue
                }
            default:
                break
            }
            position += 1
        }
        report("unterminated string interpolation", start, start)
    }
}
