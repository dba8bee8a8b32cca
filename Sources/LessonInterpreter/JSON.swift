/// JSON as `JSONDecoder` reads it and `JSONEncoder` writes it: a parser that never traps (its
/// depth is bounded, its numbers are checked) and a writer whose output is the same bytes for
/// the same value on any machine (keys in the order the type declares them).
enum JSON: Equatable {
    case null
    case bool(Bool)
    /// A number with its text, so that `3` decodes as an `Int` and `3.5` does not.
    case number(String)
    case string(String)
    case array([JSON])
    /// Its members in the order written (a decoder looks a key up; a duplicate keeps the last).
    case object([(String, JSON)])

    static func == (a: JSON, b: JSON) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.number(let x), .number(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)): x.map(\.0) == y.map(\.0) && x.map(\.1) == y.map(\.1)
        default: false
        }
    }

    /// Nesting deeper than this is refused, as Foundation's parser refuses 512 levels.
    static let depthLimit = 512

    /// What went wrong, as `DecodingError.dataCorrupted` describes invalid JSON.
    struct ParseError: Error {
        var message: String
    }

    func member(_ key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.0 == key }?.1
    }

    /// The kind of value, as `DecodingError.typeMismatch` names what it found.
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "a dictionary"
        }
    }

    // MARK: Reading

    static func parse(_ text: String) throws(ParseError) -> JSON {
        var reader = Reader(bytes: Array(text.utf8))
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.at == reader.bytes.count else {
            throw ParseError(message: "Unexpected character after the JSON value at offset \(reader.at).")
        }
        return value
    }

    private struct Reader {
        let bytes: [UInt8]
        var at = 0

        mutating func skipSpace() {
            while at < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) { at += 1 }
        }

        func fail(_ what: String) -> ParseError {
            ParseError(message: at < bytes.count ? "\(what) at offset \(at)." : "Unexpected end of file.")
        }

        mutating func expect(_ word: String) throws(ParseError) {
            for b in word.utf8 {
                guard at < bytes.count, bytes[at] == b else { throw fail("Invalid value") }
                at += 1
            }
        }

        mutating func value(depth: Int) throws(ParseError) -> JSON {
            guard depth < JSON.depthLimit else { throw fail("Too many nested arrays or dictionaries") }
            guard at < bytes.count else { throw fail("Unexpected end of file") }
            switch bytes[at] {
            case UInt8(ascii: "{"):
                at += 1
                var members: [(String, JSON)] = []
                skipSpace()
                if at < bytes.count, bytes[at] == UInt8(ascii: "}") {
                    at += 1
                    return .object(members)
                }
                while true {
                    skipSpace()
                    // NB: a comma before the end is allowed, as Foundation's parser allows it.
                    if !members.isEmpty, at < bytes.count, bytes[at] == UInt8(ascii: "}") {
                        at += 1
                        return .object(members)
                    }
                    guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else {
                        throw fail("Expected a key")
                    }
                    let key = try string()
                    skipSpace()
                    guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { throw fail("Expected ':'") }
                    at += 1
                    skipSpace()
                    members.append((key, try value(depth: depth + 1)))
                    skipSpace()
                    guard at < bytes.count else { throw fail("Unexpected end of file") }
                    if bytes[at] == UInt8(ascii: ",") {
                        at += 1
                        continue
                    }
                    guard bytes[at] == UInt8(ascii: "}") else { throw fail("Expected ',' or '}'") }
                    at += 1
                    return .object(members)
                }
            case UInt8(ascii: "["):
                at += 1
                var items: [JSON] = []
                skipSpace()
                if at < bytes.count, bytes[at] == UInt8(ascii: "]") {
                    at += 1
                    return .array(items)
                }
                while true {
                    skipSpace()
                    if !items.isEmpty, at < bytes.count, bytes[at] == UInt8(ascii: "]") {
                        at += 1
                        return .array(items)
                    }
                    items.append(try value(depth: depth + 1))
                    skipSpace()
                    guard at < bytes.count else { throw fail("Unexpected end of file") }
                    if bytes[at] == UInt8(ascii: ",") {
                        at += 1
                        continue
                    }
                    guard bytes[at] == UInt8(ascii: "]") else { throw fail("Expected ',' or ']'") }
                    at += 1
                    return .array(items)
                }
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"):
                try expect("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try expect("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try expect("null")
                return .null
            default: return try number()
            }
        }

        mutating func number() throws(ParseError) -> JSON {
            let start = at
            if at < bytes.count, bytes[at] == UInt8(ascii: "-") { at += 1 }
            var digits = 0
            while at < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[at]) {
                at += 1
                digits += 1
            }
            guard digits > 0 else { throw fail("Invalid value") }
            if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
                at += 1
                var fraction = 0
                while at < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[at]) {
                    at += 1
                    fraction += 1
                }
                guard fraction > 0 else { throw fail("Invalid number") }
            }
            if at < bytes.count, bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") {
                at += 1
                if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
                var exponent = 0
                while at < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[at]) {
                    at += 1
                    exponent += 1
                }
                guard exponent > 0 else { throw fail("Invalid number") }
            }
            return .number(String(decoding: bytes[start..<at], as: UTF8.self))
        }

        mutating func hex4() throws(ParseError) -> UInt32 {
            var n: UInt32 = 0
            for _ in 0..<4 {
                guard at < bytes.count else { throw fail("Invalid escape") }
                let b = bytes[at]
                let digit: UInt32
                switch b {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a")) + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A")) + 10
                default: throw fail("Invalid escape")
                }
                n = n * 16 + digit
                at += 1
            }
            return n
        }

        mutating func string() throws(ParseError) -> String {
            at += 1
            var out: [UInt8] = []
            while true {
                guard at < bytes.count else { throw fail("Unterminated string") }
                let b = bytes[at]
                at += 1
                if b == UInt8(ascii: "\"") { break }
                guard b >= 0x20 else { throw fail("Invalid control character in a string") }
                guard b == UInt8(ascii: "\\") else {
                    out.append(b)
                    continue
                }
                guard at < bytes.count else { throw fail("Unterminated string") }
                let e = bytes[at]
                at += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), at + 1 < bytes.count, bytes[at] == UInt8(ascii: "\\"),
                        bytes[at + 1] == UInt8(ascii: "u")
                    {
                        at += 2
                        let low = try hex4()
                        if (0xDC00..<0xE000).contains(low) { code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) }
                    }
                    let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: throw fail("Invalid escape")
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    // MARK: Writing

    /// The text `JSONEncoder` writes: compact, or `.prettyPrinted` (two spaces, `" : "`);
    /// `sortedKeys` orders members by key; `/` is written `\/` unless `escapingSlashes` is false.
    func text(pretty: Bool = false, sortedKeys: Bool = false, escapingSlashes: Bool = true) -> String {
        var out = ""
        write(into: &out, indent: 0, pretty: pretty, sorted: sortedKeys, slashes: escapingSlashes)
        return out
    }

    private func write(into out: inout String, indent: Int, pretty: Bool, sorted: Bool, slashes: Bool) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n
        case .string(let s): Self.quote(s, into: &out, slashes: slashes)
        case .array(let items):
            if items.isEmpty {
                out += "[]"
                return
            }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                item.write(into: &out, indent: indent + 1, pretty: pretty, sorted: sorted, slashes: slashes)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "]"
        case .object(let members):
            if members.isEmpty {
                out += "{}"
                return
            }
            out += "{"
            let ordered = sorted ? members.sorted { $0.0 < $1.0 } : members
            for (i, (key, value)) in ordered.enumerated() {
                if i > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                Self.quote(key, into: &out, slashes: slashes)
                out += pretty ? " : " : ":"
                value.write(into: &out, indent: indent + 1, pretty: pretty, sorted: sorted, slashes: slashes)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "}"
        }
    }

    private static func quote(_ s: String, into out: inout String, slashes: Bool) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/" where slashes: out += "\\/"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
