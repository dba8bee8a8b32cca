import TileRender

/// What each rendered view is written as.
public enum OutputFormat: String, CaseIterable, Hashable, Sendable {
    /// Drawn cells, coloured or not.
    case text
    /// One JSON object per view and line: its kind and resolved values (`--format json`).
    case json
}

/// A JSON value with ordered object keys, so the same view always gives the same bytes.
public indirect enum JSONValue: Hashable, Sendable {
    case string(String)
    case int(Int)
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

    func write(into out: inout String) {
        switch self {
        case .string(let s): Escaper.append(s, as: .jsonString, to: &out)
        case .int(let i): out += String(i)
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
