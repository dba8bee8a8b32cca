#if canImport(Glibc)
    import Glibc
#endif

/// Linux's change notices (inotify) for folders: which names in a watched folder were written,
/// created, renamed, deleted or changed mode. Non-blocking; `fd` is polled beside other inputs.
///
/// NB: callers watch the folder that holds a file, never the file: an editor that saves by
/// writing a new file and renaming it over the old one (vim, `sed -i`, most IDEs) replaces the
/// inode, and a watch on the old inode would see its deletion and nothing after.
///
/// Example: `let notices = Inotify(); let wd = notices?.watch(folder: "."); notices?.events()`
package final class Inotify {
    /// One notice: the watch it came from, what happened, and the name in that folder.
    package struct Event: Equatable {
        package var watch: Int32
        package var mask: UInt32
        package var name: String

        /// The kernel dropped notices (its queue was full): anything may have changed.
        package var isOverflow: Bool { mask & UInt32(IN_Q_OVERFLOW) != 0 }
        /// The watch is gone: its folder was deleted, renamed or unmounted.
        package var endsWatch: Bool { mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF | IN_UNMOUNT) != 0 }
    }

    package let fd: Int32

    /// What a folder's watch reports: every way a name in it can come, go or change content or
    /// mode (a file made unreadable is news too), and the folder itself going away.
    static let folderEvents: UInt32 =
        UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO)
        | UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

    /// Nil when the kernel refuses (no inotify, or the per-user instance limit reached);
    /// `errno` says why.
    package init?() {
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
    }

    deinit { close(fd) }

    /// Starts (or keeps) watching a folder; the same folder under any name gives the same
    /// descriptor. Nil when it cannot be watched (it does not exist, or is not a folder).
    package func watch(folder: String) -> Int32? {
        let wd = inotify_add_watch(fd, folder, Self.folderEvents)
        return wd >= 0 ? wd : nil
    }

    package func unwatch(_ wd: Int32) { _ = inotify_rm_watch(fd, wd) }

    /// Every notice waiting now; empty when there is none.
    package func events() -> [Event] {
        var out: [Event] = []
        // NB: big enough for many notices at once; each is a 16-byte header and a padded name.
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return out }
            out += Self.parse(buffer[0..<n])
        }
    }

    /// Notices from what `read` gave: `struct inotify_event` records (wd, mask, cookie, len,
    /// then `len` bytes of NUL-padded name), read field by field so no length can overrun.
    static func parse(_ bytes: ArraySlice<UInt8>) -> [Event] {
        var out: [Event] = []
        var offset = bytes.startIndex
        let header = 16
        // NB: the kernel writes the fields in the machine's own byte order.
        func word(_ at: Int) -> UInt32 {
            bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: at - bytes.startIndex, as: UInt32.self) }
        }
        while bytes.endIndex - offset >= header {
            let length = Int(word(offset + 12))
            guard length <= bytes.endIndex - offset - header else { break }
            let name = bytes[(offset + header)..<(offset + header + length)].prefix { $0 != 0 }
            out.append(
                Event(
                    watch: Int32(bitPattern: word(offset)), mask: word(offset + 4),
                    name: String(decoding: name, as: UTF8.self)))
            offset += header + length
        }
        return out
    }
}
