import TileSystem
import TileTour

#if canImport(Glibc)
    import Glibc
#endif

/// Where a track's export may go: `tileshell-track-N.swift` when nothing is there, or when what
/// is there is what the tour wrote last (its name and hash in the progress file) or what it is
/// about to write; else `tileshell-track-N-2.swift`, `-3`… A symlink at a name is never used.
enum TrackExportName {
    /// The most names tried.
    static let maxTries = 100

    /// The first name the export may write; nil when every one tried is taken.
    static func free(for track: Int, last: TourProgress.Export?, writing hash: UInt64) -> String? {
        for i in 1...maxTries {
            let name = "tileshell-track-\(track)" + (i == 1 ? "" : "-\(i)") + ".swift"
            switch holds(name) {
            case .nothing: return name
            case .other: continue
            case .file(let h) where h == hash || (last?.name == name && last?.hash == h): return name
            case .file: continue
            }
        }
        return nil
    }

    enum Holding {
        case nothing
        /// A link, a FIFO, a folder, an unreadable or too large file: not the tour's.
        case other
        /// A regular file, by the hash of its bytes.
        case file(UInt64)
    }

    /// What is at `name`, read without following a link or waiting on a FIFO.
    static func holds(_ name: String) -> Holding {
        var st = stat()
        guard lstat(name, &st) == 0 else { return errno == ENOENT ? .nothing : .other }
        guard st.st_mode & S_IFMT == S_IFREG,
            case .success(let fd) = FileIO.openForReading(Array(name.utf8), .regularOnly, noFollow: true)
        else { return .other }
        defer { close(fd) }
        guard case .success(let bytes) = FileIO.readBytes(fd, maxBytes: TourSession.maxStateBytes) else {
            return .other
        }
        return .file(TourProgress.hash(bytes))
    }
}
