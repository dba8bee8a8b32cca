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
