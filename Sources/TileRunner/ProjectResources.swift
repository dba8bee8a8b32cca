import LessonInterpreter
import TileSystem

#if canImport(Glibc)
    import Glibc
#endif

/// An app target's resource files, as `Bundle.main` finds them in the app: a file of the
/// target's folder (or a folder under it, by `FolderWalk`'s rules) with that name. Only such a
/// file is ever opened: not a name with a path in it, not a symbolic link (which could lead out
/// of the project), not a device or FIFO, not a file over 16 MiB.
///
///     ProjectResources(target: "Moonshot/").text(ofResource: "astronauts.json")
struct ProjectResources: LessonResources {
    /// The largest resource read: an app's bundled data is kilobytes.
    static let maxBytes = 16 << 20
    let target: String

    func dataModel() -> String? {
        let wanted = Array("contents".utf8)
        guard
            case .success(let found) = FolderWalk.files(
                in: ArgPath(target), recursive: true, enteringDataModels: true, named: { $0 == wanted })
        else { return nil }
        // NB: the last version of the model, by name (`Model 2.xcdatamodel` after `Model.xcdatamodel`).
        guard let path = found.last(where: { $0.shown.hasSuffix(".xcdatamodel/contents") }) else { return nil }
        guard case .success(let fd) = FileIO.openForReading(path.bytes, .regularOnly, noFollow: true) else {
            return nil
        }
        defer { close(fd) }
        guard case .success(let bytes) = FileIO.readBytes(fd, maxBytes: Self.maxBytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    var hasAssetCatalog: Bool { !catalogFiles().isEmpty }

    /// The `Contents.json` of every image set in the target's asset catalogs.
    func catalogFiles() -> [ArgPath] {
        let wanted = Array("Contents.json".utf8)
        guard
            case .success(let found) = FolderWalk.files(
                in: ArgPath(target), recursive: true, enteringAssetCatalogs: true, named: { $0 == wanted })
        else { return [] }
        return found.filter { $0.shown.contains(".xcassets/") }
    }

    func colorSet(named name: String) -> String? {
        guard !name.isEmpty, !name.contains("/") else { return nil }
        let suffix = "/" + name + ".colorset/Contents.json"
        guard let contents = catalogFiles().first(where: { $0.shown.hasSuffix(suffix) }) else { return nil }
        return read(contents).map { String(decoding: $0, as: UTF8.self) }
    }

    func imageAsset(named name: String) -> ImageAssetLookup {
        guard !name.isEmpty, !name.contains("/") else { return .noSet }
        let suffix = "/" + name + ".imageset/Contents.json"
        guard let contents = catalogFiles().first(where: { $0.shown.hasSuffix(suffix) }) else { return .noSet }
        guard let json = read(contents).map({ String(decoding: $0, as: UTF8.self) }) else {
            return .noFile("Contents.json")
        }
        // NB: the file for the largest scale the set gives that is there; a set of one universal
        // file is 1x.
        let folder = String(contents.shown.dropLast("Contents.json".count))
        let files = Self.imageFiles(json).sorted { $0.scale > $1.scale }
        guard let largest = files.first else { return .noFile("any image") }
        for chosen in files where !chosen.file.contains("/") {
            guard let bytes = read(ArgPath(folder + chosen.file)) else { continue }
            return .found(
                ImageAssetFile(bytes: bytes, scale: chosen.scale, isTemplate: json.contains("\"template\"")))
        }
        return .noFile(largest.file)
    }

    /// The `filename` and `scale` of each entry of an image set's `Contents.json`, read from its
    /// objects as Xcode writes them (`{ "filename" : "a@2x.png", "idiom" : "universal", "scale" : "2x" }`).
    static func imageFiles(_ json: String) -> [(file: String, scale: Int)] {
        var out: [(file: String, scale: Int)] = []
        for object in json.split(separator: "{").dropFirst() {
            let body = object.split(separator: "}").first.map(String.init) ?? ""
            guard let file = value(of: "filename", in: body) else { continue }
            let scale = value(of: "scale", in: body).flatMap { Int($0.prefix { $0.isNumber }) } ?? 1
            out.append((file, scale))
        }
        return out
    }

    /// The string value of `"key" : "value"` in `text`: the quoted string after the quoted key.
    static func value(of key: String, in text: String) -> String? {
        // NB: split at quotes, the odd pieces are the strings (Xcode writes no escaped quotes here).
        let pieces = text.split(separator: "\"", omittingEmptySubsequences: false)
        var n = 1
        while n + 2 < pieces.count {
            if pieces[n] == key, pieces[n + 1].allSatisfy({ $0 == " " || $0 == ":" || $0 == "\n" || $0 == "\t" }) {
                return String(pieces[n + 2])
            }
            n += 2
        }
        return nil
    }

    /// A regular file's bytes (no link followed, at most `maxBytes`); nil when it cannot be read.
    func read(_ path: ArgPath) -> [UInt8]? {
        guard case .success(let fd) = FileIO.openForReading(path.bytes, .regularOnly, noFollow: true) else {
            return nil
        }
        defer { close(fd) }
        guard case .success(let bytes) = FileIO.readBytes(fd, maxBytes: Self.maxBytes) else { return nil }
        return bytes
    }

    func text(ofResource name: String) -> Result<String, ResourceRefusal> {
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
            return .failure(ResourceRefusal(message: "'\(name)' is not a resource's file name", isMissing: true))
        }
        let wanted = Array(name.utf8)
        let found: [ArgPath]
        switch FolderWalk.files(in: ArgPath(target), recursive: true, named: { $0 == wanted }) {
        case .success(let files): found = files
        case .failure(let e):
            return .failure(
                ResourceRefusal(message: "cannot read the resource '\(name)': \(e.message)", isMissing: false))
        }
        guard let path = found.first else {
            return .failure(ResourceRefusal(message: "'\(name)' is not in the project", isMissing: true))
        }
        let fd: Int32
        switch FileIO.openForReading(path.bytes, .regularOnly, noFollow: true) {
        case .success(let opened): fd = opened
        case .failure(let e):
            let why = e.code == ELOOP ? "it is a symbolic link, which may lead out of the project" : e.message
            return .failure(
                ResourceRefusal(message: "the resource '\(path.shown)' is not read: \(why)", isMissing: false))
        }
        defer { close(fd) }
        switch FileIO.readBytes(fd, maxBytes: Self.maxBytes) {
        case .success(let bytes): return .success(String(decoding: bytes, as: UTF8.self))
        case .failure(let e):
            return .failure(
                ResourceRefusal(message: "the resource '\(path.shown)' is not read: \(e.message)", isMissing: false))
        }
    }
}
