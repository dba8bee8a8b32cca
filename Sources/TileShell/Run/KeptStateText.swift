import LessonInterpreter
import TileRender
import TileText

/// The `@State` a session keeps for its views (`SwiftSession.kept`) as session-file lines, one a
/// state, its value written as Swift writes a literal, and read back:
///
/// ```
/// keep "Game" Tally.score = 1
/// keep "Preview" names = ["Ann", "Bo"]
/// keep "Preview" players = [Player(name: "Ann", score: 2)]
/// ```
///
/// Previews and states are written in name order and a struct's fields in name order, so a
/// session saves to the same text every time.
enum KeptStateText {
    static let keyword = "keep "

    /// One line a kept state, in order.
    static func lines(_ kept: [String: [String: StateValue]]) -> [String] {
        var out: [String] = []
        for preview in kept.keys.sorted() {
            guard let states = kept[preview] else { continue }
            for key in states.keys.sorted() {
                guard let value = states[key] else { continue }
                var line = keyword + ValueText.quoted(preview) + " " + key + " = "
                write(value, to: &line)
                out.append(line)
            }
        }
        return out
    }

    static func write(_ value: StateValue, to out: inout String) {
        switch value {
        case .bool(let b): out += b ? "true" : "false"
        case .int(let n): out += String(n)
        // NB: `description` reads back exactly and always has a '.', an 'e', "inf" or "nan", so it
        // is never read as an Int.
        case .double(let d): out += d.description
        case .string(let s): Escaper.append(s, as: .swiftString, to: &out)
        case .enumCase(let name): out += "." + name
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += ", " }
                write(item, to: &out)
            }
            out += "]"
        case .record(let type, let fields):
            out += type + "("
            for (i, name) in fields.keys.sorted().enumerated() {
                guard let field = fields[name] else { continue }
                if i > 0 { out += ", " }
                out += name + ": "
                write(field, to: &out)
            }
            out += ")"
        }
    }

    /// A `keep` line read: its preview, state and value; or what was expected where, as a column
    /// (1-based, in characters) and a message.
    static func read(_ line: String) -> Result<(preview: String, key: String, value: StateValue), Failure> {
        var reader = Reader(Array(line.unicodeScalars))
        return Result { () throws(Failure) in
            try reader.expect(keyword)
            let preview = try reader.string()
            reader.skipSpaces()
            let key = reader.word(allowing: ".#")
            guard !key.isEmpty else { throw reader.failure("expected the state's name after the preview's") }
            reader.skipSpaces()
            try reader.expect("=")
            let value = try reader.value(depth: 0)
            reader.skipSpaces()
            guard reader.atEnd else { throw reader.failure("expected the end of the line after the value") }
            return (preview, key, value)
        }
    }

    struct Failure: Error {
        /// Where, in characters from 1.
        var column: Int
        var message: String
    }

    /// A recursive-descent reader over the line's scalars, its depth bounded as the session
    /// bounds what it keeps.
    struct Reader {
        let text: [Unicode.Scalar]
        var at = 0

        init(_ text: [Unicode.Scalar]) { self.text = text }

        var atEnd: Bool { at >= text.count }

        func failure(_ message: String) -> Failure { Failure(column: at + 1, message: message) }

        mutating func skipSpaces() { while !atEnd, text[at] == " " { at += 1 } }

        mutating func take(_ s: String) -> Bool {
            let scalars = Array(s.unicodeScalars)
            guard at + scalars.count <= text.count, Array(text[at..<(at + scalars.count)]) == scalars else {
                return false
            }
            at += scalars.count
            return true
        }

        mutating func expect(_ s: String) throws(Failure) {
            guard take(s) else { throw failure("expected '\(s.trimmingSpaces)'") }
        }

        /// Letters, digits, `_` and the scalars `extra` allows.
        mutating func word(allowing extra: String = "") -> String {
            var out = String.UnicodeScalarView()
            while !atEnd {
                let c = text[at]
                guard
                    c.properties.isAlphabetic || c.properties.numericType != nil || c == "_"
                        || extra.unicodeScalars.contains(c)
                else { break }
                out.append(c)
                at += 1
            }
            return String(out)
        }

        mutating func string() throws(Failure) -> String {
            try expect("\"")
            var out = String.UnicodeScalarView()
            while !atEnd {
                let c = text[at]
                at += 1
                switch c {
                case "\"": return String(out)
                case "\\":
                    guard !atEnd else { break }
                    let e = text[at]
                    at += 1
                    switch e {
                    case "\"", "\\": out.append(e)
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    case "r": out.append("\r")
                    case "0": out.append("\0")
                    case "u":
                        try expect("{")
                        let hex = word()
                        try expect("}")
                        guard hex.utf8.count <= 8, let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) else {
                            throw failure("'\\u{\(hex)}' is not a Unicode scalar")
                        }
                        out.append(s)
                    default: throw failure("unknown escape '\\\(e)' in a string")
                    }
                default: out.append(c)
                }
            }
            throw failure("unterminated string; expected '\"'")
        }

        mutating func value(depth: Int) throws(Failure) -> StateValue {
            skipSpaces()
            guard depth <= StateLimits.maxDepth else {
                throw failure("values nest more than \(StateLimits.maxDepth) deep; a session keeps no deeper ones")
            }
            guard !atEnd else { throw failure("expected a value") }
            let c = text[at]
            if c == "\"" { return .string(try string()) }
            if c == "[" {
                at += 1
                var items: [StateValue] = []
                skipSpaces()
                if take("]") { return .array(items) }
                repeat {
                    guard items.count < StateLimits.maxElements else {
                        throw failure(
                            "an array of more than \(StateLimits.maxElements) elements; a session keeps no longer ones")
                    }
                    items.append(try value(depth: depth + 1))
                    skipSpaces()
                } while take(",")
                try expect("]")
                return .array(items)
            }
            if c == "." {
                at += 1
                let name = word()
                guard !name.isEmpty else { throw failure("expected an enum case's name after '.'") }
                return .enumCase(name)
            }
            if c == "-" || c.properties.numericType != nil {
                let start = at
                at += 1
                _ = word(allowing: ".+-")
                let number = String(String.UnicodeScalarView(text[start..<at]))
                if let n = Int(number) { return .int(n) }
                if let d = Double(number) { return .double(d) }
                at = start
                throw failure("'\(number)' is not a number")
            }
            let name = word(allowing: ".")
            switch name {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "inf", "nan": return .double(Double(name) ?? 0)
            case "": throw failure("expected a value: a number, a string, 'true', 'false', '.case', '[…]' or 'Type(…)'")
            default: break
            }
            try expect("(")
            var fields: [String: StateValue] = [:]
            skipSpaces()
            if take(")") { return .record(type: name, fields: fields) }
            repeat {
                skipSpaces()
                let field = word()
                guard !field.isEmpty else { throw failure("expected a property's name in '\(name)(…)'") }
                try expect(": ")
                fields[field] = try value(depth: depth + 1)
                skipSpaces()
            } while take(",")
            try expect(")")
            return .record(type: name, fields: fields)
        }
    }
}

extension String {
    fileprivate var trimmingSpaces: String { String(unicodeScalars.filter { $0 != " " }) }
}
