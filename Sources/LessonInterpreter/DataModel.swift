/// A Core Data model as Xcode writes it (`Model.xcdatamodeld/Model.xcdatamodel/contents`): its
/// entities and their attributes' types and default values, read from the XML with no parser
/// beyond what the format uses (tags with quoted attributes).
///
///     DataModel(xml: #"<entity name="Book"><attribute name="rating" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/></entity>"#)
///     // .entities["Book"] == [Attribute(name: "rating", type: "Integer 16", defaultText: "0", scalar: true, optional: false)]
struct DataModel {
    struct Attribute: Equatable {
        var name: String
        var type: String
        var defaultText: String?
        var scalar: Bool
        var optional: Bool
    }

    var entities: [String: [Attribute]] = [:]

    init(xml: String) {
        var entity: String?
        for tag in Self.tags(xml) {
            switch tag.name {
            case "entity":
                entity = tag.attributes["name"]
                if let entity, entities[entity] == nil { entities[entity] = [] }
            case "/entity": entity = nil
            case "attribute":
                guard let entity, let name = tag.attributes["name"] else { continue }
                entities[entity, default: []].append(
                    Attribute(
                        name: name, type: tag.attributes["attributeType"] ?? "String",
                        defaultText: tag.attributes["defaultValueString"],
                        scalar: tag.attributes["usesScalarValueType"] == "YES",
                        optional: tag.attributes["optional"] == "YES"))
            default: continue
            }
        }
    }

    /// The value a new object's attribute has before the program sets it; nil for none (it reads nil).
    static func initialValue(_ a: Attribute) -> Value? {
        let number = a.type.hasPrefix("Integer") || ["Double", "Float", "Decimal"].contains(a.type)
        if let text = a.defaultText {
            switch a.type {
            case "Integer 16", "Integer 32", "Integer 64": return Int(text).map(Value.int)
            case "Double", "Float", "Decimal": return Double(text).map(Value.double)
            case "Boolean": return .bool(text == "YES" || text == "1" || text == "true")
            case "String": return .string(text)
            default: return nil
            }
        }
        // NB: a scalar (`Int16`, `Bool`) never set is 0 or false, as Core Data's are.
        guard a.scalar else { return nil }
        if a.type == "Boolean" { return .bool(false) }
        if a.type.hasPrefix("Integer") { return .int(0) }
        return number ? .double(0) : nil
    }

    struct Tag {
        var name: String
        var attributes: [String: String]
    }

    /// The tags of the text, each with its quoted attributes (entities `&quot;` and `&amp;` read).
    static func tags(_ xml: String) -> [Tag] {
        var out: [Tag] = []
        var rest = Substring(xml)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            var body = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if body.hasSuffix("/") { body = body.dropLast() }
            guard !body.hasPrefix("?"), !body.hasPrefix("!") else { continue }
            let name = String(body.prefix { !$0.isWhitespace })
            var attributes: [String: String] = [:]
            var scan = body.dropFirst(name.count)
            while let eq = scan.firstIndex(of: "=") {
                let key = scan[..<eq].trimmingSpaces
                let afterEq = scan[scan.index(after: eq)...].drop { $0.isWhitespace }
                guard let quote = afterEq.first, quote == "\"" || quote == "'" else { break }
                let valueStart = afterEq.index(after: afterEq.startIndex)
                guard let valueEnd = afterEq[valueStart...].firstIndex(of: quote) else { break }
                attributes[String(key)] = Self.unescaped(String(afterEq[valueStart..<valueEnd]))
                scan = afterEq[afterEq.index(after: valueEnd)...]
            }
            out.append(Tag(name: name, attributes: attributes))
        }
        return out
    }

    static func unescaped(_ s: String) -> String {
        guard s.contains("&") else { return s }
        var out = ""
        var rest = Substring(s)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let tail = rest[amp...]
            let table = ["&quot;": "\"", "&amp;": "&", "&lt;": "<", "&gt;": ">", "&apos;": "'"]
            if let (entity, text) = table.first(where: { tail.hasPrefix($0.key) }) {
                out += text
                rest = tail.dropFirst(entity.count)
            } else {
                out += "&"
                rest = tail.dropFirst()
            }
        }
        return out + rest
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var s = self
        while s.first?.isWhitespace == true { s = s.dropFirst() }
        while s.last?.isWhitespace == true { s = s.dropLast() }
        return s
    }
}
