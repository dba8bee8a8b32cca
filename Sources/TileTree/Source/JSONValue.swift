import TileRender
import TileText

/// A JSON value with ordered object keys, so the same view always gives the same bytes.
public indirect enum JSONValue: Hashable, Sendable {
    case string(String)
    case int(Int)
    /// A length: integers without a point, others with up to two decimals (`Length.text`);
    /// a value that is not finite is `null`.
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.serialized() == b.serialized() }
    public func hash(into h: inout Hasher) { h.combine(serialized()) }

    /// Compact JSON text on one line.
    public func serialized() -> String {
        var out = ""
        write(into: &out)
        return out
    }

    public func write(into out: inout String) {
        switch self {
        case .string(let s): Escaper.append(s, as: .jsonString, to: &out)
        case .int(let i): out += String(i)
        case .number(let v): out += v.isFinite ? Length.text(v) : "null"
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(into: &out)
            }
            out += "]"
        case .object(let pairs):
            out += "{"
            for (i, (k, v)) in pairs.enumerated() {
                if i > 0 { out += "," }
                Escaper.append(k, as: .jsonString, to: &out)
                out += ":"
                v.write(into: &out)
            }
            out += "}"
        }
    }
}
