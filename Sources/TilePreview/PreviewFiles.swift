import TileSystem

/// The files one run read and wrote, as the runner reports them; a file read is followed at
/// once, so an edit made while the run still goes is seen.
final class PreviewFiles {
    let watches: PreviewWatches
    private(set) var read: [String] = []
    private(set) var written: [String] = []

    init(watches: PreviewWatches) { self.watches = watches }

    func note(_ path: String, _ use: FileUse) {
        switch use {
        case .read:
            if !read.contains(path) { read.append(path) }
            watches.follow(path)
        case .written:
            if !written.contains(path) { written.append(path) }
        }
    }
}
