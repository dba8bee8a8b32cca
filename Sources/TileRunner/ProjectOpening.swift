import SwiftLesson
import TileSystem

#if canImport(Glibc)
    import Glibc
#endif

/// One program the command line opens: its files in the order Xcode compiles them, and which
/// of them draw their previews.
///
///     // tileshell Moonshot/Views/MissionView.swift, inside the target Moonshot/:
///     // ProjectProgram(files: [every file of Moonshot/], drawn: [index of MissionView.swift])
public struct ProjectProgram: Sendable {
    public var files: [SourceFile]
    /// The indices of the files whose previews are drawn; nil for every file's.
    public var drawn: Set<Int>?
    /// The app target's folder, when the program is one (`Moonshot/`).
    public var target: String?

    public init(files: [SourceFile], drawn: Set<Int>? = nil, target: String? = nil) {
        self.files = files
        self.drawn = drawn
        self.target = target
    }
}

/// What `tileshell PATH…` opens, by the rules of a project folder:
/// - several files are one program, as today;
/// - a folder that holds one app target (the folder of an `@main … : App` file) opens that
///   target, every `.swift` file under it, as one program; several targets are an error that
///   names them;
/// - a file or folder inside an app target opens the whole target and draws its own previews;
/// - a file or folder outside any app target opens alone: a folder means its own `.swift` files,
///   each a program of its own (a lesson folder whose files each declare `ContentView`).
///
///     ProjectOpening.programs([ArgPath("Moonshot/")]) // .success([one program of 14 files])
public enum ProjectOpening {
    /// How many folders up a file looks for the app target it belongs to.
    static let climbLimit = 6

    public static func programs(_ paths: [ArgPath]) -> Result<[ProjectProgram], FileError> {
        guard paths.count == 1, let path = paths.first else {
            if let folder = paths.first(where: { FileIO.isDirectory(atPath: $0.text) }) {
                return .failure(
                    FileError(message: "'\(folder.shown)' is a folder: give one folder, or Swift files, not both"))
            }
            return LessonRun.read(paths).map { [ProjectProgram(files: $0)] }
        }
        var reader = Reader()
        if !FileIO.isDirectory(atPath: path.text) {
            guard let target = reader.enclosingTarget(ofFolder: folder(of: path)) else {
                return LessonRun.read(paths).map { [ProjectProgram(files: $0)] }
            }
            return reader.program(target, drawing: { same($0, path) }, shown: path)
        }
        let all: [ArgPath]
        switch FolderWalk.swiftFiles(in: path, recursive: true) {
        case .success(let found): all = found
        case .failure(let e): return .failure(e)
        }
        if all.isEmpty { return .failure(FileError(message: "'\(path.shown)' holds no Swift file")) }
        var targets: [[UInt8]] = []
        for file in all {
            guard case .success(let source) = reader.source(file), AppEntry.declares(source) else { continue }
            let folder = folder(of: file).bytes
            // NB: a target inside another (a widget beside its app) belongs to the outer one.
            if targets.contains(where: { isInside(folder, $0) }) { continue }
            targets.removeAll { isInside($0, folder) }
            targets.append(folder)
        }
        if targets.count > 1 {
            let names = targets.map { tidy(ArgPath(bytes: $0)).shown + "/" }
            return .failure(
                FileError(
                    message:
                        "'\(path.shown)' holds \(targets.count) app targets: \(names.joined(separator: ", ")); give one of them"
                ))
        }
        if let target = targets.first {
            return reader.program(ArgPath(bytes: target), drawing: { _ in true }, shown: nil, listed: all)
        }
        if let target = reader.enclosingTarget(ofFolder: parent(of: path)) {
            let prefix = canonical(path) ?? path.text
            return reader.program(
                target,
                drawing: { file in canonical(file).map { isInside(Array($0.utf8), Array(prefix.utf8)) } ?? false },
                shown: nil)
        }
        let own = all.filter { folder(of: $0).bytes == trimmed(path.bytes) }
        if own.isEmpty {
            return .failure(
                FileError(
                    message:
                        "'\(path.shown)' holds no app target and no Swift file of its own; give one of its folders"))
        }
        var programs: [ProjectProgram] = []
        for file in own {
            switch reader.source(file) {
            case .success(let source): programs.append(ProjectProgram(files: [source]))
            case .failure(let e): return .failure(e)
            }
        }
        return .success(programs)
    }

    /// Reads each file once: finding targets and opening one read the same files.
    struct Reader {
        var read: [[UInt8]: Result<SourceFile, FileError>] = [:]

        mutating func source(_ given: ArgPath) -> Result<SourceFile, FileError> {
            let path = ProjectOpening.tidy(given)
            if let known = read[path.bytes] { return known }
            let result = LessonRun.read([path]).map { $0[0] }
            read[path.bytes] = result
            return result
        }

        /// The app target `folder` or one of the folders above it is, looking up to a folder
        /// that holds a project (`.git`, an `.xcodeproj`, `Package.swift`).
        mutating func enclosingTarget(ofFolder folder: ArgPath) -> ArgPath? {
            var current = folder
            for _ in 0..<ProjectOpening.climbLimit {
                guard case .success(let own) = FolderWalk.swiftFiles(in: current, recursive: false) else { return nil }
                for file in own {
                    if case .success(let source) = source(file), AppEntry.declares(source) { return current }
                }
                if FolderWalk.holdsProject(current) || canonical(current) == "/" { return nil }
                current = parent(of: current)
            }
            return nil
        }

        /// Every Swift file of the target, `shown` (the file the user named) under its own name.
        mutating func program(
            _ target: ArgPath, drawing: (ArgPath) -> Bool, shown: ArgPath?, listed: [ArgPath]? = nil
        ) -> Result<[ProjectProgram], FileError> {
            let paths: [ArgPath]
            if let listed {
                paths = listed.filter { isInside(ProjectOpening.folder(of: $0).bytes, trimmed(target.bytes)) }
            } else {
                switch FolderWalk.swiftFiles(in: target, recursive: true) {
                case .success(let found): paths = found
                case .failure(let e): return .failure(e)
                }
            }
            var files: [SourceFile] = []
            var drawn: Set<Int> = []
            for path in paths {
                let named = shown.flatMap { same($0, path) ? $0 : nil }
                switch source(named ?? path) {
                case .success(let file):
                    if drawing(path) { drawn.insert(files.count) }
                    files.append(file)
                case .failure(let e): return .failure(e)
                }
            }
            if let shown, !paths.contains(where: { same($0, shown) }) {
                // NB: the named file lies where the walk does not go (a test folder): it opens alone.
                return LessonRun.read([shown]).map { [ProjectProgram(files: $0)] }
            }
            return .success([ProjectProgram(files: files, drawn: drawn, target: tidy(target).name + "/")])
        }
    }

    /// `./Models/A.swift` shown as `Models/A.swift`.
    static func tidy(_ path: ArgPath) -> ArgPath {
        var b = path.bytes[...]
        while b.count > 2, b.starts(with: Array("./".utf8)) { b = b.dropFirst(2) }
        return ArgPath(bytes: Array(b))
    }

    static func trimmed(_ bytes: [UInt8]) -> [UInt8] {
        var b = bytes
        while b.count > 1, b.last == UInt8(ascii: "/") { b.removeLast() }
        return b
    }

    /// The folder a file is in: `Models` of `Models/A.swift`, `.` of `A.swift`.
    static func folder(of path: ArgPath) -> ArgPath {
        let b = trimmed(path.bytes)
        guard let slash = b.lastIndex(of: UInt8(ascii: "/")) else { return ArgPath(".") }
        return ArgPath(bytes: slash == 0 ? [UInt8(ascii: "/")] : Array(b[..<slash]))
    }

    /// The folder above a folder: `..` of `.`, `Moonshot` of `Moonshot/Views`.
    static func parent(of folder: ArgPath) -> ArgPath {
        let b = trimmed(folder.bytes)
        if b == Array(".".utf8) { return ArgPath("..") }
        if b.last == UInt8(ascii: "."), b.count >= 2, b.suffix(2) == Array("..".utf8)[...] {
            return ArgPath(bytes: b + Array("/..".utf8))
        }
        return self.folder(of: ArgPath(bytes: b))
    }

    /// Whether `folder` is `outer` or lies under it (by their names as given).
    static func isInside(_ folder: [UInt8], _ outer: [UInt8]) -> Bool {
        if outer == Array(".".utf8) { return !folder.starts(with: Array("..".utf8)) && !folder.starts(with: [47]) }
        return folder == outer
            || (folder.count > outer.count && folder.starts(with: outer)
                && folder[outer.count] == UInt8(ascii: "/"))
    }

    /// The absolute path with links resolved, or nil when it does not exist.
    static func canonical(_ path: ArgPath) -> String? {
        guard let real = realpath(path.text, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    static func same(_ a: ArgPath, _ b: ArgPath) -> Bool {
        a.bytes == b.bytes || (canonical(a).map { $0 == canonical(b) } ?? false)
    }
}
