import SwiftLesson

/// The project's own files an app reads as resources (`Bundle.main.url(forResource:…)`): given
/// by whoever opened the project, which alone reads files; the language core reads none.
public protocol LessonResources: Sendable {
    /// The text of the resource file `name` (`astronauts.json`), or why it is not given: it is
    /// not in the project, leads out of it, is not a regular file or is too large.
    func text(ofResource name: String) -> Result<String, ResourceRefusal>
    /// The XML of the project's Core Data model (`Model.xcdatamodeld/Model.xcdatamodel/contents`),
    /// which names the entities Xcode generates classes for; nil when there is none.
    func dataModel() -> String?
    /// The file the project's asset catalogs give for the image set `name` (`apollo1.imageset`),
    /// at its largest scale.
    func imageAsset(named name: String) -> ImageAssetLookup
    /// Whether the project has an asset catalog (`*.xcassets`) at all.
    var hasAssetCatalog: Bool { get }
    /// The `Contents.json` of the colour set `name` (`Brand.colorset`); nil when no catalog holds one.
    func colorSet(named name: String) -> String?
}

extension LessonResources {
    public func dataModel() -> String? { nil }
    public func imageAsset(named name: String) -> ImageAssetLookup { .noSet }
    public var hasAssetCatalog: Bool { false }
    public func colorSet(named name: String) -> String? { nil }
}

/// What the asset catalogs hold for an image's name: its file, no such set, or a set whose
/// file is not there (`apollo1@3x.png`, left out of a repository) or cannot be read.
public enum ImageAssetLookup: Sendable, Equatable {
    case found(ImageAssetFile)
    case noSet
    case noFile(String)
}

/// An image set's file: its bytes, the scale it is for, and whether it is drawn as a template.
public struct ImageAssetFile: Sendable, Equatable {
    public var bytes: [UInt8]
    public var scale: Int
    public var isTemplate: Bool

    public init(bytes: [UInt8], scale: Int, isTemplate: Bool) {
        (self.bytes, self.scale, self.isTemplate) = (bytes, scale, isTemplate)
    }
}

/// Why a resource is not read, said in words (`"'x.json' is not in the project"`).
public struct ResourceRefusal: Error, Sendable, Equatable {
    public var message: String
    /// The file is not there at all: a missing resource, which the program itself can handle.
    public var isMissing: Bool

    public init(message: String, isMissing: Bool) {
        self.message = message
        self.isMissing = isMissing
    }
}

/// Foundation's data types as an app uses them to load and keep its data, as values of the
/// program: `Data` (text, as the JSON and word lists apps bundle are), `JSONDecoder` and
/// `JSONEncoder`, `Bundle.main` over the project's resources, and `UserDefaults.standard`, an
/// in-memory store that starts empty on every run and is never written to disk.
extension Interpreter {
    static let foundationObjects: Set<String> = [
        "Data", "JSONDecoder", "JSONEncoder", "Bundle", "UserDefaults", "DateFormatter", "URLSession", "GeometryProxy",
        "URLRequest", "DispatchQueue", "FileManager", "URL",
    ]

    /// A URL in the app's documents directory (`documents`): `name` empty for the directory.
    static func documentURL(_ name: String) -> Value {
        .instance(
            Instance(
                type: "URL",
                fields: [
                    "document": .string(name), "path": .string("/Documents" + (name.isEmpty ? "" : "/" + name)),
                    "absoluteString": .string("file:///Documents/" + name), "lastPathComponent": .string(name),
                ]))
    }

    /// The name in the documents directory a URL is, or nil for another URL.
    func documentName(_ v: Value?) -> String? {
        guard case .instance(let i)? = v.map(unbound), i.type == "URL", case .string(let name)? = i.field("document")
        else { return nil }
        return name
    }

    /// What a request gives with no network: a preview never reaches it, as a device offline cannot.
    static let offline = "The Internet connection appears to be offline."

    static func data(_ text: String) -> Value { .instance(Instance(type: "Data", fields: ["utf8": .string(text)])) }

    func dataText(_ v: Value?) -> String? {
        guard case .instance(let i)? = v.map(unbound), i.type == "Data", case .string(let s)? = i.field("utf8") else {
            return nil
        }
        return s
    }

    static func object(_ type: String) -> Value { .instance(Instance(type: type, fields: [:], isReference: true)) }

    /// A resource's URL: its name in the project (the path a real bundle would give is not known).
    static func resourceURL(_ name: String) -> Value {
        .instance(Instance(type: "URL", fields: ["resource": .string(name)]))
    }

    /// `Type(args)` of a Foundation data type; nil for any other call.
    func foundationInit(_ name: String, _ args: [Argument], _ range: SourceRange) throws -> Value? {
        switch name {
        case "JSONDecoder", "JSONEncoder", "DateFormatter":
            return args.isEmpty ? Self.object(name) : nil
        case "URLRequest":
            // NB: a value, as Foundation's struct is; what it asks for is never sent (see `offline`).
            guard let url = args.labeled("url") else { return nil }
            return .instance(
                Instance(
                    type: "URLRequest",
                    fields: [
                        "url": url.value, "httpMethod": .string("GET"), "httpBody": .null,
                        "timeoutInterval": .double(60),
                    ]))
        case "Data":
            if args.isEmpty { return Self.data("") }
            if let url = args.labeled("contentsOf") { return Self.data(try readResource(url.value, range)) }
            guard args.count == 1, args[0].label == nil else { return nil }
            switch unbound(args[0].value) {
            case .string(let s): return Self.data(s)
            case .array(let bytes):
                let octets = bytes.compactMap { v -> UInt8? in
                    if case .int(let n) = v { UInt8(exactly: n) } else { nil }
                }
                return Self.data(String(decoding: octets, as: UTF8.self))
            default: return nil
            }
        case "String":
            if let data = args.labeled("data") {
                // NB: `String(data:encoding:)` is optional: nil for bytes that are not the encoding.
                return dataText(data.value).map(Value.string) ?? .null
            }
            if let url = args.labeled("contentsOf") ?? args.labeled("contentsOfFile") {
                return .string(try readResource(url.value, range))
            }
            return nil
        default: return nil
        }
    }

    /// `Bundle.main`, `UserDefaults.standard`.
    func foundationStatic(_ type: String, _ name: String) -> Value? {
        switch (type, name) {
        case ("Bundle", "main"): Self.object("Bundle")
        case ("UserDefaults", "standard"): Self.object("UserDefaults")
        case ("URLSession", "shared"): Self.object("URLSession")
        case ("FileManager", "default"): Self.object("FileManager")
        case ("URL", "documentsDirectory"): Self.documentURL("")
        default: nil
        }
    }

    /// The text of the resource a URL or path names, read through the project's resources.
    func readResource(_ v: Value, _ range: SourceRange) throws -> String {
        if let document = documentName(v) {
            guard let text = documents[document] else {
                throw ThrownError(
                    value: .string("The file “\(document)” couldn’t be opened because there is no such file."),
                    range: range, file: file)
            }
            return text
        }
        let name: String
        switch unbound(v) {
        case .instance(let i) where i.type == "URL" && i.field("resource") != nil:
            guard case .string(let n)? = i.field("resource") else { return "" }
            name = n
        case .string(let path): name = String(path.split(separator: "/").last ?? "")
        default:
            throw ThrownError(
                value: .string("The file couldn’t be opened because it isn’t in the correct format."), range: range,
                file: file)
        }
        guard let resources else {
            throw ThrownError(
                value: .string("The file “\(name)” couldn’t be opened because there is no such file."), range: range,
                file: file)
        }
        switch resources.text(ofResource: name) {
        case .success(let text):
            try charge(bytes: text.utf8.count, range)
            return text
        case .failure(let refusal) where refusal.isMissing:
            throw ThrownError(
                value: .string("The file “\(name)” couldn’t be opened because there is no such file."), range: range,
                file: file)
        case .failure(let refusal):
            throw error(refusal.message, range)
        }
    }

    /// A method of a Foundation value; nil when the receiver or the name is not one of them.
    func foundationCall(_ receiver: Value, _ name: String, _ args: [Argument], _ range: SourceRange) throws -> Value? {
        let me = unbound(receiver)
        if case .string(let s) = me, name == "data", args.count == 1, args[0].label == "using" { return Self.data(s) }
        if case .string(let s) = me, name == "write", let to = args.labeled("to") {
            if let document = documentName(to.value) { documents[document] = s }
            return .void
        }
        guard case .instance(let object) = me, Self.foundationObjects.contains(object.type) else { return nil }
        switch (object.type, name) {
        case ("FileManager", "urls"):
            return .array([Self.documentURL("")])
        case ("FileManager", "fileExists"):
            guard case .string(let path)? = args.first.map({ unbound($0.value) }) else { return .bool(false) }
            return .bool(documents[String(path.split(separator: "/").last ?? "")] != nil)
        case ("URL", "appendingPathComponent"), ("URL", "appending"):
            guard let document = documentName(me), case .string(let part)? = args.first.map({ unbound($0.value) })
            else { return nil }
            return Self.documentURL(document.isEmpty ? part : document + "/" + part)
        case ("Data", "write"):
            // NB: written to the in-memory documents directory; a write anywhere else is dropped.
            if let to = args.labeled("to"), let document = documentName(to.value) {
                documents[document] = dataText(me) ?? ""
            }
            return .void
        case ("GeometryProxy", "frame"):
            return GeometryReaderView.frame(of: object, in: args.labeled("in").map { unbound($0.value) })
        case ("JSONDecoder", "decode"):
            guard args.count == 2, let from = args.labeled("from") else { return nil }
            guard let text = dataText(from.value) else {
                throw error(
                    "cannot convert value of type '\(from.value.swiftTypeName)' to expected argument type 'Data'",
                    from.range)
            }
            guard let type = typeSyntax(args[0].value) else {
                throw error("expected a type, as in 'decode([Item].self, from: data)'", args[0].range)
            }
            return try decode(text, as: type, dates: dateStrategy(object.field("dateDecodingStrategy")), range)
        case ("JSONEncoder", "encode"):
            guard args.count == 1 else { return nil }
            let json = try encodeJSON(args[0].value, dates: dateStrategy(object.field("dateEncodingStrategy")), range)
            let options = outputFormatting(object.field("outputFormatting"))
            return Self.data(
                json.text(
                    pretty: options.contains("prettyPrinted"), sortedKeys: options.contains("sortedKeys"),
                    escapingSlashes: !options.contains("withoutEscapingSlashes")))
        case ("Bundle", "url"):
            guard let resource = args.labeled("forResource") else { return nil }
            guard case .string(var fileName) = unbound(resource.value) else { return .null }
            if case .string(let ext)? = args.labeled("withExtension").map({ unbound($0.value) }), !ext.isEmpty {
                fileName += "." + ext
            }
            return try resourceExists(fileName, range) ? Self.resourceURL(fileName) : .null
        case ("Bundle", "path"):
            guard let resource = args.labeled("forResource") else { return nil }
            guard case .string(var fileName) = unbound(resource.value) else { return .null }
            if case .string(let ext)? = args.labeled("ofType").map({ unbound($0.value) }), !ext.isEmpty {
                fileName += "." + ext
            }
            return try resourceExists(fileName, range) ? .string(fileName) : .null
        case ("UserDefaults", _): return try userDefaults(name, args, range)
        case ("DispatchQueue", _): return try DispatchQueueType.call(name, args, self, range)
        case ("URLRequest", "setValue"), ("URLRequest", "addValue"):
            // NB: a header of a request never sent changes nothing a preview shows.
            return args.count == 2 ? .void : nil
        case ("URLRequest", "value"):
            return args.labeled("forHTTPHeaderField") != nil ? .null : nil
        case ("URLSession", "data"), ("URLSession", "upload"), ("URLSession", "download"):
            // NB: `URLError.notConnectedToInternet`, for the program's `do`/`catch` to show.
            throw ThrownError(value: .string(Self.offline), range: range, file: file)
        case ("URLSession", "dataTask"), ("URLSession", "uploadTask"), ("URLSession", "downloadTask"):
            if let handler = args.last(where: { $0.trailing || $0.label == "completionHandler" }) {
                let error = Argument(label: nil, value: .string(Self.offline), range: range)
                let none = Argument(label: nil, value: .null, range: range)
                _ = try callValue(handler.value, [none, none, error], range)
            }
            return .unsupported("URLSessionDataTask")
        case ("DateFormatter", "string"):
            guard case .date(let d)? = args.labeled("from").map({ unbound($0.value) }) else { return nil }
            return .string(formatting.date(d, style: dateFormatterStyle(object)))
        case ("DateFormatter", "date"):
            guard case .string(let text)? = args.labeled("from").map({ unbound($0.value) }) else { return nil }
            return Self.dayAndTime(text).map(Value.date) ?? .null
        default: return nil
        }
    }

    /// The type a value spells: `Item.self`, `[Item].self` (an array holding the type), `[String: Item].self`.
    func typeSyntax(_ v: Value) -> TypeSyntax? {
        switch unbound(v) {
        case .type(let name): return Parser.parseType(name) ?? .identifier(name, genericArguments: [])
        case .array(let items) where items.count == 1:
            if case .tuple(let pair) = items[0], pair.count == 2, let key = typeSyntax(pair[0].value),
                let value = typeSyntax(pair[1].value)
            {
                return .dictionary(key: key, value: value)
            }
            return typeSyntax(items[0]).map { .array($0) }
        default: return nil
        }
    }

    /// A `DateFormatter`'s settings as `LessonFormatting.date(_:style:)` takes them:
    /// `format:y-MM-dd`, or the date and time styles (`long+none`, `medium+short`).
    func dateFormatterStyle(_ formatter: Instance) -> String {
        if case .string(let format)? = formatter.field("dateFormat").map(unbound) { return "format:" + format }
        func style(_ key: String) -> String {
            if case .implicitMember(let name, _)? = formatter.field(key).map(unbound) { return name }
            return "none"
        }
        return style("dateStyle") + "+" + style("timeStyle")
    }

    func resourceExists(_ name: String, _ range: SourceRange) throws -> Bool {
        guard let resources else { return false }
        switch resources.text(ofResource: name) {
        case .success: return true
        case .failure(let refusal) where refusal.isMissing: return false
        case .failure(let refusal): throw error(refusal.message, range)
        }
    }

    func outputFormatting(_ v: Value?) -> Set<String> {
        switch v.map(unbound) {
        case .implicitMember(let name, _)?: return [name]
        case .array(let items)?:
            return Set(items.compactMap { if case .implicitMember(let n, _) = unbound($0) { n } else { nil } })
        default: return []
        }
    }

    /// `UserDefaults.standard`: what `set(_:forKey:)` stored this run, read back by the typed
    /// getters as Foundation gives it (0, false or nil for a key never set).
    func userDefaults(_ name: String, _ args: [Argument], _ range: SourceRange) throws -> Value? {
        guard let keyArg = args.labeled("forKey") ?? (name == "removeObject" ? args.first : nil),
            case .string(let key) = unbound(keyArg.value)
        else { return nil }
        let stored = defaultsStore[key]
        switch name {
        case "set", "setValue":
            guard let value = args.first(where: { $0.label == nil }) else { return nil }
            let v = unbound(value.value)
            defaultsStore[key] = v.isNull ? nil : v
            return .void
        case "removeObject":
            defaultsStore[key] = nil
            return .void
        case "data": return dataText(stored).map(Self.data) ?? .null
        case "string":
            if case .string(let s)? = stored { return .string(s) }
            return .null
        case "integer":
            switch stored {
            case .int(let n)?: return .int(n)
            case .double(let d)? where d.isFinite && abs(d) < 9e18: return .int(Int(d))
            case .bool(let b)?: return .int(b ? 1 : 0)
            default: return .int(0)
            }
        case "double":
            switch stored {
            case .int(let n)?: return .double(Double(n))
            case .double(let d)?: return .double(d)
            default: return .double(0)
            }
        case "bool":
            switch stored {
            case .bool(let b)?: return .bool(b)
            case .int(let n)?: return .bool(n != 0)
            default: return .bool(false)
            }
        case "object", "value", "array", "dictionary", "stringArray": return stored ?? .null
        default: return nil
        }
    }
}
