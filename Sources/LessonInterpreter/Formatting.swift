import SwiftLesson
import TileRender
import TileTree

/// `String(format:)`'s and `Text("\(x, specifier:)")`'s few conversions lessons use:
/// `%d`, `%i`, `%f`, `%.Nf`, `%@`, `%%`.
enum Printf {
    static func format(_ format: String, _ value: Value) -> String {
        var out = ""
        var chars = Array(format)[...]
        while let c = chars.popFirst() {
            guard c == "%" else {
                out.append(c)
                continue
            }
            var precision: Int?
            var spec = ""
            while let next = chars.first, next == "." || next.isNumber || next == "l" {
                spec.append(next)
                chars.removeFirst()
            }
            if let dot = spec.firstIndex(of: ".") {
                precision = Int(spec[spec.index(after: dot)...].filter(\.isNumber))
            }
            guard let conversion = chars.popFirst() else { break }
            switch conversion {
            case "%": out += "%"
            case "d", "i", "u":
                switch value {
                case .int(let n): out += String(n)
                case .double(let d) where d.isFinite && d.magnitude < 9e18: out += String(Int(d))
                default: out += "0"
                }
            case "f", "F", "g":
                let d: Double
                switch value {
                case .int(let n): d = Double(n)
                case .double(let x): d = x
                default: d = 0
                }
                out += fixed(d, min(precision ?? 6, 17))
            case "@", "s":
                if case .string(let s) = value { out += s } else { out += "?" }
            default: out.append(conversion)
            }
        }
        return out
    }

    /// `d` with `digits` decimals, rounded half away from zero, as printf writes it.
    static func fixed(_ d: Double, _ digits: Int) -> String {
        guard d.isFinite else { return d.isNaN ? "nan" : (d < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (d.magnitude * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e18 else { return d.description }
        let whole = Int(scaled)
        let divisor = Int(scale)
        let intPart = whole / divisor
        let frac = whole % divisor
        var text = String(intPart)
        if digits > 0 {
            let f = String(frac)
            text += "." + String(repeating: "0", count: digits - f.count) + f
        }
        return (d < 0 && scaled != 0 ? "-" : "") + text
    }
}

extension Interpreter {
    /// `.formatted(.currency(code: "USD"))`, `Text(x, format: .number)`, `.percent`.
    func formatted(_ v: Value, _ format: Value, _ range: SourceRange) throws -> String {
        guard case .implicitMember(let name, let args) = format else { return describe(v) }
        switch name {
        case "currency":
            guard let code = args?.labeled("code") else { throw error("'.currency' needs a 'code:'", range) }
            return formatting.currency(try double(v, range), code: try string(code.value, code.range))
        case "percent":
            // NB: an integer is the percentage itself (`10` is "10%"), a Double a fraction of one.
            if case .int(let n) = unbound(v) { return Self.grouped(String(n)) + "%" }
            let d = try double(v, range) * 100
            return Printf.fixed(d, d == d.rounded() ? 0 : 1) + "%"
        case "number":
            // NB: as Foundation's default: grouped by thousands, at most six fraction digits.
            if case .int(let n) = unbound(v) { return Self.grouped(String(n)) }
            return Self.grouped(Self.trimmed(Printf.fixed(try double(v, range), 6)))
        case "number.precision":
            guard case .implicitMember("fractionLength", let length?)? = args?.first?.value, let n = length.first
            else { return describe(v) }
            let digits = max(0, min(15, try int(n.value, n.range)))
            return Self.grouped(Printf.fixed(try double(v, range), digits))
        case "relative":
            guard case .date(let d) = unbound(v) else { return describe(v) }
            return formatting.relativeDate(secondsFromNow: d - now)
        case _ where name == "dateTime" || name.hasPrefix("dateTime."):
            // NB: `.dateTime.hour().minute()`, a time of day alone, is the short time ("12:00 PM");
            // the day's parts are the long date; both, or `.dateTime` alone, the two.
            guard case .date(let d) = unbound(v) else { return describe(v) }
            let parts = Set(name.split(separator: ".").dropFirst())
            let time: Set<Substring> = ["hour", "minute", "second"]
            if !parts.isEmpty, parts.isSubset(of: time) { return formatting.date(d, style: "time") }
            if !parts.isEmpty, parts.isDisjoint(with: time) { return formatting.date(d, style: "date") }
            return formatting.date(d, style: "date") + ", " + formatting.date(d, style: "time")
        default:
            return describe(v)
        }
    }

    /// "1234567.5" as "1,234,567.5": thousands grouped as en_US writes them.
    static func grouped(_ number: String) -> String {
        let sign = number.hasPrefix("-") ? "-" : ""
        let unsigned = number.dropFirst(sign.count)
        let whole = unsigned.prefix { $0 != "." }
        let fraction = unsigned.dropFirst(whole.count)
        var out = ""
        for (n, digit) in whole.enumerated() {
            if n > 0, (whole.count - n) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return sign + out + fraction
    }

    /// "2.500000" as "2.5", "3.000000" as "3".
    static func trimmed(_ fixed: String) -> String {
        guard fixed.contains(".") else { return fixed }
        var s = Substring(fixed)
        while s.hasSuffix("0") { s = s.dropLast() }
        if s.hasSuffix(".") { s = s.dropLast() }
        return String(s)
    }

    /// `Text(date, style: .relative)` and the other date styles.
    func formatDate(_ d: Double, style: Value, _ range: SourceRange) throws -> String {
        guard case .implicitMember(let name, _) = style else {
            throw error("expected a date style such as '.relative'", range)
        }
        switch name {
        case "date", "time": return formatting.date(d, style: name)
        default: return formatting.relativeDate(secondsFromNow: d - now)
        }
    }

    /// `#colorLiteral(red:green:blue:alpha:)`; other expression macros are outside the subset.
    func macro(_ m: MacroExpansion, _ scope: Scope) throws -> Value {
        let args = try m.arguments.map {
            Argument(label: $0.label, value: try eval($0.expression, scope), range: $0.range)
        }
        switch m.name {
        case "colorLiteral":
            let renamed = args.map { a -> Argument in
                var b = a
                if b.label == "alpha" { b.label = "opacity" }
                return b
            }
            return try SwiftValues.color(renamed, self, m.range)
        case "file", "fileID", "filePath", "function":
            return .string(files.indices.contains(file) ? files[file].path : "")
        case "line": return .int(files.indices.contains(file) ? files[file].location(of: m.range.start).line : 0)
        default: return unsupported("#\(m.name)", m.range)
        }
    }
}
