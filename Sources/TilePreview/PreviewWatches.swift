import TileSystem

#if canImport(Glibc)
    import Glibc
#endif

/// The files a preview follows (the script and every file its runs read), each seen through a
/// watch on the folder that holds it, and the notices that concern them.
///
/// A followed file that is a symbolic link is also followed where it points, so an edit to the
/// file the link names counts. A folder that does not exist yet cannot be watched: its files
/// wait in `unwatched` and are tried again (`retry`) until it appears.
///
/// Example: `watches.follow("demo.tsh")`, then `watches.changed(by: notices.events())`.
final class PreviewWatches {
    let notices: Inotify
    /// For each folder watch, the names followed in it and the path shown for each.
    private var followed: [Int32: [String: String]] = [:]
    /// Each watched folder with its symbolic links resolved, to know a written file by.
    private var folders: [Int32: String] = [:]
    /// Every followed path, as given, in the order first followed.
    private(set) var paths: [String] = []
    /// Paths whose folder cannot be watched now.
    private(set) var unwatched: [String] = []

    init(notices: Inotify) { self.notices = notices }

    /// Follows `path` too; nothing changes when it already is.
    func follow(_ path: String) {
        guard !paths.contains(path) else { return }
        paths.append(path)
        if !watch(path) { unwatched.append(path) }
    }

    /// Follows exactly `newPaths` from now on: a folder no longer needed stops being watched.
    func followOnly(_ newPaths: [String]) {
        let before = Set(followed.keys)
        followed = [:]
        folders = [:]
        paths = []
        unwatched = []
        for path in newPaths { follow(path) }
        for wd in before.subtracting(followed.keys) { notices.unwatch(wd) }
    }

    /// Tries again the paths whose folder could not be watched; returns those now watched.
    func retry() -> [String] {
        let waiting = unwatched
        unwatched = waiting.filter { !watch($0) }
        return waiting.filter { !unwatched.contains($0) }
    }

    /// The followed paths that the notices concern, once each, in the order followed; every
    /// path after an overflow. A folder's watch that ended (the folder went) puts its paths
    /// among the changed and back in `unwatched`. Notices about a file in `written` (a run's
    /// own `save`, `record` or `export`, by any name) are no change.
    func changed(by events: [Inotify.Event], ignoring written: [String] = []) -> [String] {
        var hit = Set<String>()
        let ignored = Set(written.flatMap(Self.identities))
        for event in events {
            if event.isOverflow { return paths }
            guard let names = followed[event.watch] else { continue }
            if let folder = folders[event.watch], ignored.contains(folder + "/" + event.name) { continue }
            if event.endsWatch {
                followed[event.watch] = nil
                folders[event.watch] = nil
                for path in Set(names.values) where !unwatched.contains(path) {
                    unwatched.append(path)
                    hit.insert(path)
                }
            } else if let path = names[event.name] {
                hit.insert(path)
            }
        }
        return paths.filter { hit.contains($0) }
    }

    /// Watches the folders of `path` and of the file it links to; false when the first fails.
    private func watch(_ path: String) -> Bool {
        guard let place = Self.split(path), let wd = notices.watch(folder: place.folder) else { return false }
        followed[wd, default: [:]][place.name] = path
        folders[wd] = Self.resolved(place.folder) ?? place.folder
        if let target = Self.resolved(path), target != path, let real = Self.split(target),
            let realWD = notices.watch(folder: real.folder)
        {
            followed[realWD, default: [:]][real.name] = path
            folders[realWD] = real.folder
        }
        return true
    }

    /// The names a file is known by in notices: its resolved folder and name, and, for a link,
    /// the file it points to.
    static func identities(_ path: String) -> [String] {
        guard let place = split(path) else { return [] }
        return [(resolved(place.folder) ?? place.folder) + "/" + place.name] + (resolved(path).map { [$0] } ?? [])
    }

    /// A path's folder and name: `demo.tsh` is `.` and `demo.tsh`; nil for a path that cannot
    /// name a file (empty, or ending in `/`, `.` or `..`).
    static func split(_ path: String) -> (folder: String, name: String)? {
        guard let slash = path.lastIndex(of: "/") else {
            return path.isEmpty || path == "." || path == ".." ? nil : (".", path)
        }
        let name = String(path[path.index(after: slash)...])
        guard !name.isEmpty, name != ".", name != ".." else { return nil }
        return (slash == path.startIndex ? "/" : String(path[..<slash]), name)
    }

    /// The path with every symbolic link resolved, or nil when it does not exist.
    static func resolved(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }
}
