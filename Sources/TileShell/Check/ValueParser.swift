/// Turns a value token into a `Value` of an expected type, or a diagnostic that says what was
/// expected. Each type parses itself, as swift-argument-parser's `ExpressibleByArgument` does.
/// NB: the session is handed to the one parse that reads it (an enum's cases), not kept: a copy
/// of the session in every parser costs every `set` (BENCHMARKS.md).
public struct ValueParser {
    public var now: Instant
    public var line: SourceLine

    /// The result of parsing a value for a binding: a value, or nil for `nil`.
    public func parse(
        _ token: Token, as type: BindingType, for bindingName: String, in session: Session
    ) throws(Diagnostic) -> Value? {
        if line.isWord(token, "nil") {
            guard type.isOptional else {
                throw line.error(
                    "'\(bindingName)' has non-optional type \(type) and cannot be nil", at: token)
            }
            return nil
        }
        return try parse(token, as: type.base, in: session)
    }

    /// A value of `type`; an enum's cases are looked up in `session`.
    public func parse(_ token: Token, as type: ValueType, in session: Session) throws(Diagnostic) -> Value {
        switch type {
        case .enumeration(let name):
            guard let e = session.enumType(named: name) else {
                throw line.error("unknown type '\(name)'", at: token)
            }
            return .enumCase(try parseCase(token, of: e))
        case .int:
            return .int(try parseInt(token))
        case .decimal:
            guard token.kind == .word else { throw typeMismatch(token, "a Decimal such as 9.99") }
            switch DecimalValue.parse(line.word(of: token)) {
            case .success(let d): return .decimal(d)
            case .failure(.tooManyDigits):
                throw line.error(.limit(.decimalDigits(line.text(of: token), limit: DecimalValue.maxDigits)), at: token)
            case .failure(.malformed):
                throw line.error(
                    .notValid(line.text(of: token), type: "Decimal", expected: "a number such as 9.99 or -3"), at: token
                )
            }
        case .string:
            return .string(line.text(of: token))
        case .date:
            return .date(try parseDate(token))
        case .bool:
            if line.isWord(token, "true") { return .bool(true) }
            if line.isWord(token, "false") { return .bool(false) }
            throw line.error(.notValid(line.text(of: token), type: "Bool", expected: "true or false"), at: token)
        case .double:
            let word = line.text(of: token)
            // NB: Swift's own reading of a literal, limited to finite numbers written with digits.
            guard token.kind == .word, word.utf8.count <= 64,
                word.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE_".contains($0)) }),
                let d = Double(word.filter { $0 != "_" }), d.isFinite
            else {
                throw line.error(.notValid(word, type: "Double", expected: "a number such as 0.5 or -3"), at: token)
            }
            return .double(d)
        }
    }

    public func parseInt(_ token: Token) throws(Diagnostic) -> Int { try Self.parseInt(token, line: line) }

    /// `parseInt(_:)` for a caller with no session at hand (a tile's count).
    static func parseInt(_ token: Token, line: SourceLine) throws(Diagnostic) -> Int {
        guard token.kind == .word else { throw typeMismatch(token, "an Int such as 42", line: line) }
        if let v = line.withUTF8(of: token, Self.integer) { return v }
        let word = line.word(of: token)
        let body = word.hasPrefix("-") || word.hasPrefix("+") ? word.dropFirst() : word
        if !body.isEmpty && body.allSatisfy({ $0.isASCII && $0.isNumber }) {
            throw line.error(
                "integer literal '\(word)' overflows Int; expected a value in \(Int.min)...\(Int.max)", at: token)
        }
        throw line.error(.notValid(String(word), type: "Int", expected: "a whole number such as 42"), at: token)
    }

    /// The whole number the bytes spell as `Int(_:)` reads one (an optional `+` or `-`, then ASCII
    /// digits), or nil, also when it overflows. NB: read in place, without making a `String`.
    static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        guard i < bytes.count else { return nil }
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative || bytes[i] == UInt8(ascii: "+") { i += 1 }
        guard i < bytes.count else { return nil }
        var value = 0
        while i < bytes.count {
            let digit = bytes[i] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            // NB: counted towards the sign, so that Int.min is read as `Int("-9223372036854775808")` reads it.
            let (next, o2) =
                negative
                ? times10.subtractingReportingOverflow(Int(digit)) : times10.addingReportingOverflow(Int(digit))
            guard !o1 && !o2 else { return nil }
            value = next
            i += 1
        }
        return value
    }

    /// A case written `apple` or `.apple`.
    public func parseCase(_ token: Token, of e: EnumType) throws(Diagnostic) -> Int {
        guard token.kind == .word else { throw typeMismatch(token, Article.a(e.name) + " case (\(Self.caseList(e)))") }
        let found = line.withUTF8(of: token) { written in
            e.index(
                utf8: written.first == UInt8(ascii: ".") ? UnsafeBufferPointer(rebasing: written.dropFirst()) : written)
        }
        if let i = found { return i }
        throw line.error(
            .notACase(
                String(line.caseName(of: token)), enumName: e.name, cases: Self.caseList(e),
                nearest: Suggest.nearest(String(line.caseName(of: token)), among: e.cases)),
            at: token)
    }

    /// ISO 8601 (`2026-11-29`, `2026-11-29T09:30:00Z`, `...+01:00`), `now`, or an offset from
    /// now such as `-3h`, `+2d`, `-90m`, `-30s`, `-1w`.
    public func parseDate(_ token: Token) throws(Diagnostic) -> Instant {
        // NB: a word is read in place, as bytes, not as a Substring of the entry and its UTF-8 view.
        var decoded = token.kind == .string ? line.text(of: token) : nil
        if decoded.map({ $0 == "now" }) ?? line.isWord(token, "now") { return now }
        if let offset = decoded?.withUTF8(Self.parseOffset) ?? line.withUTF8(of: token, Self.parseOffset) {
            let (sum, overflow) = now.seconds.addingReportingOverflow(offset)
            if !overflow && Instant.range.contains(sum) { return Instant(seconds: sum) }
            throw line.error(
                "'\(line.text(of: token))' is outside the years 0000 to 9999 that a Date can hold", at: token)
        } else if let d = Instant.parseISO8601(line.name(of: token)) {
            return d
        }
        throw line.error(
            .notValid(
                line.text(of: token), type: "Date",
                expected: "ISO 8601 such as 2026-11-29T09:30:00Z, 'now', or an offset such as -3h"),
            at: token)
    }

    /// `[+-]<n><unit>` with unit s, m, h, d or w, in seconds; nil when malformed or too large.
    static func parseOffset(_ utf8: UnsafeBufferPointer<UInt8>) -> Int64? {
        // NB: over bytes, not `Character`s and `Int64(Substring)`, several times dearer.
        guard utf8.count >= 3, let sign = utf8.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+"),
            let unit = utf8.last
        else { return nil }
        let scale: Int64
        switch unit {
        case UInt8(ascii: "s"): scale = 1
        case UInt8(ascii: "m"): scale = 60
        case UInt8(ascii: "h"): scale = 3600
        case UInt8(ascii: "d"): scale = 86_400
        case UInt8(ascii: "w"): scale = 604_800
        default: return nil
        }
        var n: Int64 = 0
        for b in utf8.dropFirst().dropLast() {
            guard b >= 0x30 && b <= 0x39 else { return nil }
            let (times10, o1) = n.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(Int64(b - 0x30))
            guard !o1 && !o2 else { return nil }
            n = sum
        }
        let (v, overflow) = n.multipliedReportingOverflow(by: scale)
        guard !overflow, v < 1_000_000 * 31_556_952 else { return nil }
        return sign == UInt8(ascii: "-") ? -v : v
    }

    func typeMismatch(_ token: Token, _ expected: String) -> Diagnostic {
        Self.typeMismatch(token, expected, line: line)
    }

    static func typeMismatch(_ token: Token, _ expected: String, line: SourceLine) -> Diagnostic {
        let found = token.kind == .string ? "a string" : "'\(line.text(of: token))'"
        return line.error("expected \(expected), found \(found)", at: token)
    }

    /// The cases for a message, shortened for very large enums.
    public static func caseList(_ e: EnumType) -> String {
        let shown = 12
        if e.cases.count <= shown { return e.cases.joined(separator: ", ") }
        return e.cases.prefix(shown).joined(separator: ", ") + ", … (\(e.cases.count) cases)"
    }
}
