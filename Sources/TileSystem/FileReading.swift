#if canImport(Glibc)
    import Glibc
#endif

/// How a file is opened for reading, by the one door every read goes through
/// (`FileIO.openForReading`).
///
/// Example: `FileIO.openForReading(Array("tour".utf8), .regularOnly)`
package enum FileReading: Sendable {
    /// The user named the file just now (`source f`, `load f`, a script on the command line): a
    /// FIFO is read as `cat` reads one, its open waiting for a writer (Ctrl-C ends the wait).
    case named
    /// Named on the command line but opened before anything runs (`--init FILE`): the open of a
    /// FIFO does not wait; reading it does.
    case namedAtStart
    /// A file the user did not just name: watched, remembered or found in a standard place (the
    /// preview's script, a SwiftUI file `open` reads and reads again when it changes, the tour's
    /// progress, the standard startup file, the history). Opened `O_NONBLOCK` and refused unless
    /// it is a regular file, so that it can never block.
    case regularOnly
}

extension FileIO {
    /// Opens `path` for reading as `reading` says; a directory is always refused, and with
    /// `.regularOnly` anything but a regular file ("it is not a regular file (a FIFO)").
    /// `noFollow` refuses a symlink at the name itself.
    package static func openForReading(
        _ path: [UInt8], _ reading: FileReading, noFollow: Bool = false
    ) -> Result<Int32, FileError> {
        var flags = O_RDONLY | O_CLOEXEC
        if noFollow { flags |= O_NOFOLLOW }
        switch reading {
        case .named: break
        case .namedAtStart, .regularOnly: flags |= O_NONBLOCK
        }
        let fd = SafeFile.withC(path) { Glibc.open($0, flags) }
        guard fd >= 0 else { return .failure(errno == EISDIR ? .isDirectory : FileError(errno: errno)) }
        var st = stat()
        guard fstat(fd, &st) == 0 else {
            let code = errno
            close(fd)
            return .failure(FileError(errno: code))
        }
        let kind = st.st_mode & S_IFMT
        if kind == S_IFDIR {
            close(fd)
            return .failure(.isDirectory)
        }
        if reading == .regularOnly && kind != S_IFREG {
            close(fd)
            return .failure(.notRegular(kind: kind))
        }
        // NB: reads of what was opened without waiting wait as any read does (a FIFO's writer).
        if flags & O_NONBLOCK != 0 { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) }
        return .success(fd)
    }

    /// `openForReading` of a path given as text.
    package static func openForReading(_ path: String, _ reading: FileReading) -> Result<Int32, FileError> {
        openForReading(Array(path.utf8), reading)
    }

    /// What a file of this kind is, in words: "a FIFO", "a character device".
    package static func kindName(_ kind: mode_t) -> String {
        switch kind {
        case S_IFREG: return "a regular file"
        case S_IFDIR: return "a directory"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "of an unknown kind"
        }
    }
}

extension FileError {
    /// The refusal of a FIFO, device or socket where only a regular file will do.
    package static func notRegular(kind: mode_t) -> FileError {
        var e = FileError(message: "it is not a regular file (\(FileIO.kindName(kind)))")
        e.code = EINVAL
        return e
    }
}
