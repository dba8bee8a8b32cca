#if canImport(Glibc)
    import Glibc
#endif

/// The Swift files of a folder, as Xcode would compile a target from it: every `.swift` file
/// under it (or only its own, not `recursive`), sorted byte-wise by path so that every machine
/// lists them alike. Hidden folders (`.git`, `.build`, `.swiftpm`), test targets (`…Tests`),
/// playgrounds, Xcode's bundles (`.xcodeproj`, `.xcassets`) and symbolic links to folders are
/// left out; a link to a file is listed.
///
///     FolderWalk.swiftFiles(in: ArgPath("Moonshot/"), recursive: true)
///     // .success([Moonshot/ContentView.swift, Moonshot/Models/Astronaut.swift, ...])
package enum FolderWalk {
    /// The most Swift files one folder may hold: a learner's app has tens.
    package static let fileLimit = 2_000
    /// The most folders deep the walk goes.
    package static let depthLimit = 16
    /// The most entries read from one folder.
    static let entryLimit = 10_000

    /// The files, or why the folder cannot be listed (named by `folder.shown`).
    package static func swiftFiles(in folder: ArgPath, recursive: Bool) -> Result<[ArgPath], FileError> {
        files(in: folder, recursive: recursive) { hasSuffix($0, ".swift") }
    }

    /// The files under `folder` (by the same rules) whose name `wanted` takes, sorted by path.
    package static func files(
        in folder: ArgPath, recursive: Bool, enteringDataModels: Bool = false, enteringAssetCatalogs: Bool = false,
        named wanted: ([UInt8]) -> Bool
    ) -> Result<[ArgPath], FileError> {
        var root = folder.bytes
        while root.count > 1, root.last == UInt8(ascii: "/") { root.removeLast() }
        var found: [[UInt8]] = []
        var pending: [([UInt8], Int)] = [(root, 0)]
        while let (path, depth) = pending.popLast() {
            guard
                let dir = (path + [0]).withUnsafeBufferPointer({ p in
                    p.baseAddress.flatMap { opendir(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
                })
            else {
                if path == root {
                    return .failure(
                        FileError(message: "cannot open '\(folder.shown)': \(String(cString: strerror(errno)))"))
                }
                continue
            }
            defer { closedir(dir) }
            var read = 0
            while read < entryLimit, let entry = readdir(dir) {
                read += 1
                let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
                if name.first == UInt8(ascii: ".") { continue }
                let full = (path.last == UInt8(ascii: "/") ? path : path + [UInt8(ascii: "/")]) + name
                switch kind(of: full, type: entry.pointee.d_type) {
                case .file where wanted(name):
                    guard found.count < fileLimit else {
                        return .failure(
                            FileError(
                                message:
                                    "'\(folder.shown)' holds more than \(fileLimit) Swift files; give the folder of one app"
                            ))
                    }
                    found.append(full)
                case .folder
                where recursive && depth < depthLimit
                    && (!skips(name) || (enteringDataModels && isDataModel(name))
                        || (enteringAssetCatalogs && hasSuffix(name, ".xcassets"))):
                    pending.append((full, depth + 1))
                default: continue
                }
            }
        }
        return .success(found.sorted { $0.lexicographicallyPrecedes($1) }.map { ArgPath(bytes: $0) })
    }

    /// Whether a folder is a project's or a repository's top (`.git`, an `.xcodeproj`,
    /// `Package.swift`): looking for the app target a file belongs to stops there.
    package static func holdsProject(_ folder: ArgPath) -> Bool {
        guard
            let dir = (folder.bytes + [0]).withUnsafeBufferPointer({ p in
                p.baseAddress.flatMap { opendir(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
            })
        else { return false }
        defer { closedir(dir) }
        var read = 0
        while read < entryLimit, let entry = readdir(dir) {
            read += 1
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == ".git" || name == "Package.swift" || name.hasSuffix(".xcodeproj") { return true }
        }
        return false
    }

    /// Whether a folder is no part of an app target's sources: a test target, a playground, an
    /// Xcode bundle or a package's build folder.
    static func skips(_ name: [UInt8]) -> Bool {
        let text = String(decoding: name, as: UTF8.self)
        if text.hasSuffix("Tests") || text == "DerivedData" || text == "Pods" || text == "Carthage" { return true }
        return [".playground", ".xcodeproj", ".xcworkspace", ".xcassets", ".xcdatamodeld", ".bundle", ".app"]
            .contains { text.hasSuffix($0) }
    }

    /// A Core Data model bundle (`Bookworm.xcdatamodeld`) or one of its versions (`….xcdatamodel`).
    static func isDataModel(_ name: [UInt8]) -> Bool {
        hasSuffix(name, ".xcdatamodeld") || hasSuffix(name, ".xcdatamodel")
    }

    enum Kind { case file, folder, other }

    /// What an entry is: a link to a file counts as a file, a link to a folder as neither.
    static func kind(of path: [UInt8], type: UInt8) -> Kind {
        if type == UInt8(DT_REG) { return .file }
        if type == UInt8(DT_DIR) { return .folder }
        guard type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN) else { return .other }
        var st = stat()
        let linked = type == UInt8(DT_LNK)
        let ok = (path + [0]).withUnsafeBufferPointer { p in
            p.baseAddress.map { base in
                let c = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
                return (linked ? stat(c, &st) : lstat(c, &st)) == 0
            } ?? false
        }
        guard ok else { return .other }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return linked ? .other : .folder
        default: return .other
        }
    }

    static func hasSuffix(_ name: [UInt8], _ suffix: String) -> Bool {
        let s = Array(suffix.utf8)
        return name.count > s.count && name.suffix(s.count).elementsEqual(s)
    }
}
