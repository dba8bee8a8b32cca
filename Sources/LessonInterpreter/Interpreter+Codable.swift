import SwiftLesson
import TileRender

/// `Codable` as Swift synthesises it, with `JSONDecoder` and `JSONEncoder`: a declared struct or
/// class is its stored properties under their names (or its `CodingKeys`' raw values), an enum
/// with raw values its raw value, an optional missing or `null` is nil. A mistake in the data is
/// thrown as Swift's `DecodingError` describes it, for the program's `try?`, `do`/`catch` or `try!`.
extension Interpreter {
    /// How a decoder reads dates (`dateDecodingStrategy`) and an encoder writes them.
    enum DateStrategy {
        /// Seconds since 2001-01-01, Foundation's own.
        case deferredToDate
        case secondsSince1970, millisecondsSince1970, iso8601
        /// `.formatted(formatter)`: a day (`1968-10-11`), or a day and a time.
        case formatted
    }

    static let referenceDate1970 = 978_307_200.0

    func dateStrategy(_ v: Value?) -> DateStrategy {
        guard case .implicitMember(let name, _)? = v.map(unbound) else { return .deferredToDate }
        switch name {
        case "secondsSince1970": return .secondsSince1970
        case "millisecondsSince1970": return .millisecondsSince1970
        case "iso8601": return .iso8601
        case "formatted": return .formatted
        default: return .deferredToDate
        }
    }

    /// A `DecodingError` as Swift prints it, thrown where the decode was called.
    func decodingError(_ text: String, _ range: SourceRange) -> ThrownError {
        ThrownError(value: .string(text), range: range, file: file)
    }

    /// `[0].crew[1].name`, as Swift's `DecodingError` writes its path.
    static func codingPath(_ path: [String]) -> String {
        var out = ""
        for key in path {
            if key.hasPrefix("Index "), let n = Int(key.dropFirst(6)) {
                out += "[\(n)]"
            } else {
                out += (out.isEmpty ? "" : ".") + key
            }
        }
        return out
    }

    /// `DecodingError.typeMismatch: expected value of type Int. Path: [0].n. Debug description: …`,
    /// as Swift prints a `DecodingError`.
    func decodingError(_ kind: String, _ summary: String, _ path: [String], _ debug: String, _ range: SourceRange)
        -> ThrownError
    {
        let at = path.isEmpty ? "" : " Path: " + Self.codingPath(path) + "."
        return decodingError("DecodingError." + kind + ": " + summary + at + " Debug description: " + debug, range)
    }

    func decode(_ text: String, as type: TypeSyntax, dates: DateStrategy, _ range: SourceRange) throws -> Value {
        try charge(bytes: text.utf8.count, range)
        let json: JSON
        do {
            json = try JSON.parse(text)
        } catch {
            _ = error
            throw decodingError("dataCorrupted", "Data was corrupted.", [], "The given data was not valid JSON.", range)
        }
        return try decode(json, as: type, path: [], dates: dates, range)
    }

    func decode(_ json: JSON, as type: TypeSyntax, path: [String], dates: DateStrategy, _ range: SourceRange)
        throws -> Value
    {
        try tick(range)
        func mismatch(_ expected: String) -> ThrownError {
            decodingError(
                "typeMismatch", "expected value of type \(expected).", path,
                "Expected to decode \(expected) but found \(json.kindName) instead.", range)
        }
        if case .optional(let wrapped) = type {
            return json == .null ? .null : try decode(json, as: wrapped, path: path, dates: dates, range)
        }
        if json == .null {
            let name = Self.baseName(type)
            throw decodingError(
                "valueNotFound", "Expected value of type \(name) but found null instead.", path,
                "Cannot get value of type \(name) -- found null value instead", range)
        }
        switch type {
        case .array(let element):
            guard case .array(let items) = json else { throw mismatch("Array<Any>") }
            try charge(elements: items.count, range)
            return .array(
                try items.enumerated().map {
                    try decode($1, as: element, path: path + ["Index \($0)"], dates: dates, range)
                })
        case .dictionary(_, let valueType):
            guard case .object(let members) = json else { throw mismatch("Dictionary<String, Any>") }
            try charge(elements: members.count, range)
            return .array(
                try members.map {
                    .tuple([
                        ("key", .string($0.0)),
                        ("value", try decode($0.1, as: valueType, path: path + [$0.0], dates: dates, range)),
                    ])
                })
        default: break
        }
        let name = Self.baseName(type)
        switch name {
        case "Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16", "UInt8":
            guard case .number(let text) = json else { throw mismatch(name) }
            guard let n = Int(text) else {
                throw decodingError(
                    "dataCorrupted", "Data was corrupted.", path,
                    "Parsed JSON number <\(text)> does not fit in \(name).",
                    range)
            }
            return .int(n)
        case "Double", "Float", "CGFloat", "TimeInterval", "Decimal":
            guard case .number(let text) = json, let d = Double(text) else { throw mismatch(name) }
            return .double(d)
        case "String", "UUID":
            guard case .string(let s) = json else { throw mismatch("String") }
            return .string(s)
        case "Bool":
            guard case .bool(let b) = json else { throw mismatch("Bool") }
            return .bool(b)
        case "Date":
            return try decodeDate(json, dates, path: path, range) ?? { throw mismatch("Double") }()
        case "URL":
            guard case .string(let s) = json else { throw mismatch("String") }
            return unbound(try construct("URL", [Argument(label: "string", value: .string(s), range: range)], range))
        default: break
        }
        guard let info = lookupType(name) else {
            throw error("'\(name)' cannot be decoded here: only declared types and Swift's own values are", range)
        }
        if info.kind == .enumType {
            let raw: Value
            switch json {
            case .string(let s): raw = .string(s)
            case .number(let t): raw = Int(t).map(Value.int) ?? .double(Double(t) ?? 0)
            default: throw mismatch(info.rawType ?? "String")
            }
            let made = try construct(name, [Argument(label: "rawValue", value: raw, range: range)], range)
            guard !made.isNull else {
                throw decodingError(
                    "dataCorrupted", "Data was corrupted.", path,
                    "Cannot initialize \(name) from invalid \(info.rawType ?? "String") value \(describe(raw))", range)
            }
            return made
        }
        guard case .object = json else { throw mismatch("Dictionary<String, Any>") }
        var instance = try defaults(info)
        let keys = codingKeys(info)
        for s in info.stored where !s.isStatic && !(s.isLet && s.initializer != nil) {
            guard let key = keys[s.name] else { continue }
            // NB: `var count = 1`: the type its first value has.
            guard let fieldType = s.type ?? instance.field(s.name).flatMap({ Parser.parseType($0.swiftTypeName) })
            else { continue }
            guard let member = json.member(key) else {
                if case .optional = fieldType {
                    instance.fields[s.name] = .null
                    continue
                }
                throw decodingError(
                    "keyNotFound", "Key '\(key)' not found in keyed decoding container.", path,
                    "No value associated with key CodingKeys(stringValue: \"\(key)\", intValue: nil) (\"\(key)\").",
                    range)
            }
            instance.fields[s.name] = try decode(member, as: fieldType, path: path + [key], dates: dates, range)
        }
        return .instance(instance)
    }

    /// Each coded property's key: its `CodingKeys` case's raw value (or name), or its own name.
    func codingKeys(_ info: TypeInfo) -> [String: String] {
        let coded = info.stored.filter { !$0.isStatic }
        guard let keysName = nestedType(info.name, "CodingKeys"), let keys = lookupType(keysName) else {
            return Dictionary(coded.map { ($0.name, $0.name) }, uniquingKeysWith: { a, _ in a })
        }
        var out: [String: String] = [:]
        for c in keys.cases {
            if let raw = c.rawValue, case .stringLiteral(let literal) = raw.kind, let text = literal.plainText {
                out[c.name] = text
            } else {
                out[c.name] = c.name
            }
        }
        return out
    }

    func decodeDate(_ json: JSON, _ dates: DateStrategy, path: [String], _ range: SourceRange) throws -> Value? {
        switch (dates, json) {
        case (.deferredToDate, .number(let t)): return Double(t).map { .date($0 + Self.referenceDate1970) }
        case (.secondsSince1970, .number(let t)): return Double(t).map { .date($0) }
        case (.millisecondsSince1970, .number(let t)): return Double(t).map { .date($0 / 1000) }
        case (.iso8601, .string(let s)), (.formatted, .string(let s)):
            guard let d = Self.dayAndTime(s) else {
                let why =
                    dates == .iso8601
                    ? "Expected date string to be ISO8601-formatted."
                    : "Date string does not match format expected by formatter."
                throw decodingError("dataCorrupted", "Data was corrupted.", path, why, range)
            }
            return .date(d)
        default: return nil
        }
    }

    /// `1968-10-11`, `2026-11-29T12:00:00Z`: seconds since 1970 in UTC, or nil.
    static func dayAndTime(_ s: String) -> Double? {
        let parts = s.split(whereSeparator: { !$0.isNumber }).map(String.init)
        guard parts.count >= 3, parts[0].count == 4, let y = Int(parts[0]), let m = Int(parts[1]),
            let d = Int(parts[2]),
            (1...12).contains(m), (1...31).contains(d)
        else { return nil }
        let time: [Int] = parts.dropFirst(3).prefix(3).map { $0.count <= 2 ? Int($0) ?? 0 : 0 }
        // NB: days from the civil calendar (Howard Hinnant's algorithm).
        let yy = m <= 2 ? y - 1 : y
        let era = (yy >= 0 ? yy : yy - 399) / 400
        let yoe = yy - era * 400
        let doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146_097 + doe - 719_468
        let hours: Int = time.first ?? 0
        let minutes: Int = time.dropFirst().first ?? 0
        let seconds: Int = hours * 3600 + minutes * 60 + (time.dropFirst(2).first ?? 0)
        return Double(days) * 86_400 + Double(seconds)
    }

    // MARK: Encoding

    func encodeJSON(_ v: Value, dates: DateStrategy, _ range: SourceRange) throws -> JSON {
        try tick(range)
        switch unbound(v) {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .int(let n): return .number(String(n))
        case .double(let d):
            guard d.isFinite else {
                throw decodingError(
                    "invalidValue(\(d), Swift.EncodingError.Context(codingPath: [], debugDescription: \"Unable to"
                        + " encode Double.\(d.isNaN ? "nan" : "infinity") directly in JSON.\", underlyingError: nil))",
                    range)
            }
            return .number(d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d))
        case .string(let s): return .string(s)
        case .date(let d):
            switch dates {
            case .secondsSince1970: return try encodeJSON(.double(d), dates: dates, range)
            case .millisecondsSince1970: return try encodeJSON(.double(d * 1000), dates: dates, range)
            case .iso8601, .formatted: return .string(Self.isoText(d))
            case .deferredToDate: return try encodeJSON(.double(d - Self.referenceDate1970), dates: dates, range)
            }
        case .array(let items):
            try charge(elements: items.count, range)
            // NB: a dictionary is its pairs in order; with String keys it is a JSON object.
            if !items.isEmpty, items.allSatisfy({ Self.stringKeyedPair($0) != nil }) {
                return .object(
                    try items.compactMap(Self.stringKeyedPair).map { ($0.0, try encodeJSON($0.1, dates: dates, range)) }
                )
            }
            return .array(try items.map { try encodeJSON($0, dates: dates, range) })
        case .enumCase(let e):
            guard let info = lookupType(e.type), info.rawType != nil else {
                throw error("'\(e.type)' cannot be encoded here: only an enum with raw values is", range)
            }
            return try encodeJSON(try rawValue(e, info, range), dates: dates, range)
        case .instance(let i):
            guard let info = lookupType(i.type) else {
                throw error("'\(i.type)' cannot be encoded here: only declared types and Swift's own values are", range)
            }
            let keys = codingKeys(info)
            var members: [(String, JSON)] = []
            for s in info.stored where !s.isStatic {
                guard let key = keys[s.name], let value = i.field(s.name) else { continue }
                // NB: a nil optional is left out, as `encodeIfPresent` leaves it.
                if unbound(value).isNull { continue }
                members.append((key, try encodeJSON(value, dates: dates, range)))
            }
            return .object(members)
        default:
            throw error("a value of type '\(v.swiftTypeName)' cannot be encoded as JSON", range)
        }
    }

    static func stringKeyedPair(_ v: Value) -> (String, Value)? {
        guard case .tuple(let parts) = v, parts.count == 2, parts[0].label == "key", parts[1].label == "value",
            case .string(let key) = parts[0].value
        else { return nil }
        return (key, parts[1].value)
    }

    /// `2026-11-29T12:00:00Z`.
    static func isoText(_ seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < 1e14 else { return "\(seconds)" }
        let c = CivilTime(seconds: Int64(seconds.rounded(.down)))
        let rest = c.second
        func two(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(c.year)-\(two(c.month))-\(two(c.day))T\(two(rest / 3600)):\(two(rest / 60 % 60)):\(two(rest % 60))Z"
    }
}
