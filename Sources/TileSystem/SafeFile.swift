#if canImport(Glibc)
    import Glibc
#endif

/// The one way the shell writes files: `replace` for files rewritten whole (`save`,
/// `test --update`, the history trim, `export`), `append` for files that grow a line at a time
/// (`record`, the history file).
///
/// `replace` guarantees: readers see the old contents or the new, never a mix (temporary file in
/// the same folder, fsync, rename, fsync of the folder); the temporary file is created
/// exclusively (`O_EXCL | O_NOFOLLOW`) under a random name, mode 0600 until renamed, and removed
/// on every failure; devices, FIFOs, sockets, directories and read-only files are refused before
/// anything is written; a symlink is followed (at most 40 links) and the file it points to is
/// replaced, the link kept; an existing file keeps its mode, and its owner and group when run
/// as root; a new file gets 0666 less the umask, as a shell redirection would. The temporary
/// name is cut to fit the folder's longest name, however long the target's name is.
///
/// Symlinks are followed by hand (`rename` replaces a link, it never follows one), so the
/// kernel's `fs.protected_symlinks` rule is applied here, to every link of the chain, by
/// `replace` and `open` alike: in a sticky, world-writable folder (`/tmp`) a link is followed
/// only when its owner is the writer (euid) or the folder's owner. Otherwise another user could
/// plant `/tmp/o.svg -> /root/secret` and have root's `export /tmp/o.svg` replace the secret.
///
/// Example: `SafeFile.replace("s.tss", with: Array(text.utf8))`
package enum SafeFile {
    /// The most symlinks followed to find the file to replace (Linux's own limit).
    static let maxLinks = 40

    /// Replaces the file at `path` (or the file a symlink there points to) with `bytes`.
    /// `newFileMode` is used (less the umask when `applyUmask`) when nothing exists there yet.
    /// A file in `inUse` (one the run is reading) is refused, by whatever name it is reached;
    /// without `followLinks`, so is a symlink at `path` (left as it is).
    package static func replace(
        _ path: String, with bytes: [UInt8], newFileMode: mode_t = 0o666, applyUmask: Bool = true,
        inUse: FilesInUse = .none, followLinks: Bool = true
    ) -> Result<Void, FileError> {
        replace(
            pathBytes: Array(path.utf8), with: bytes, newFileMode: newFileMode, applyUmask: applyUmask, inUse: inUse,
            followLinks: followLinks)
    }

    /// `replace` for a path given as bytes (a file name need not be UTF-8, nor a link's target).
    package static func replace(
        pathBytes path: [UInt8], with bytes: [UInt8], newFileMode: mode_t = 0o666, applyUmask: Bool = true,
        inUse: FilesInUse = .none, followLinks: Bool = true
    ) -> Result<Void, FileError> {
        let target: [UInt8]
        switch followLinks ? resolveLinks(path) : .success(path) {
        case .success(let t): target = t
        case .failure(let e): return .failure(e)
        }
        var existing = stat()
        let exists = withC(target) { lstat($0, &existing) } == 0
        if !exists && errno != ENOENT { return .failure(FileError(errno: errno)) }
        if exists {
            if let why = inUse.reason(for: FileIdentity(existing)) {
                return .failure(.inUse(ArgPath(bytes: path).shown, why: why))
            }
            if let refusal = refusal(kind: existing.st_mode & S_IFMT, allowDevices: false) {
                return .failure(FileError(message: refusal))
            }
            // NB: as root, access() says yes to anything; the mode bits are the user's intent.
            if existing.st_mode & 0o222 == 0 || withC(target, { access($0, W_OK) }) != 0 {
                return .failure(FileError(message: "it is read-only"))
            }
        }
        let mode: mode_t
        if exists {
            mode = existing.st_mode & 0o7777
        } else if applyUmask {
            let mask = umask(0o022)
            umask(mask)
            mode = newFileMode & ~mask
        } else {
            mode = newFileMode
        }
        let folder = directory(of: target)
        let base = target.split(separator: 0x2F).last.map(Array.init) ?? target
        var temporary: [UInt8] = []
        var fd: Int32 = -1
        for _ in 0..<8 {
            guard let random = randomHex(count: 16) else {
                return .failure(FileError(message: "no random source for a temporary name"))
            }
            temporary = folder + [0x2F] + temporaryName(for: base, random: random, nameMax: nameMax(of: folder))
            fd = withC(temporary) { Glibc.open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600) }
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { return .failure(FileError(errno: errno)) }
        func abandon(_ code: Int32) -> Result<Void, FileError> {
            close(fd)
            _ = withC(temporary) { unlink($0) }
            return .failure(FileError(errno: code))
        }
        guard FileOutput(fd: fd).write(bytes) else { return abandon(errno) }
        if exists && geteuid() == 0 && fchown(fd, existing.st_uid, existing.st_gid) != 0 { return abandon(errno) }
        // NB: the mode last, after the owner (fchown clears set-id bits), just before the rename.
        guard fchmod(fd, mode) == 0, fsync(fd) == 0 else { return abandon(errno) }
        guard close(fd) == 0 else {
            let code = errno
            _ = withC(temporary) { unlink($0) }
            return .failure(FileError(errno: code))
        }
        guard withC(temporary, { from in withC(target) { rename(from, $0) } }) == 0 else {
            let code = errno
            _ = withC(temporary) { unlink($0) }
            return .failure(FileError(errno: code))
        }
        let dfd = withC(folder) { Glibc.open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        if dfd >= 0 {
            fsync(dfd)
            close(dfd)
        }
        return .success(())
    }

    /// Removes the regular file (or the symbolic link itself) at `path`; anything else (a
    /// folder, a device, a FIFO) is refused and left. `snapshot --prune` removes stale goldens
    /// with it, and nothing else removes a file.
    package static func remove(_ path: String) -> Result<Void, FileError> {
        var st = stat()
        guard withC(Array(path.utf8), { lstat($0, &st) }) == 0 else { return .failure(FileError(errno: errno)) }
        let kind = st.st_mode & S_IFMT
        guard kind == S_IFREG || kind == S_IFLNK else {
            return .failure(FileError(message: "it is not a regular file"))
        }
        guard withC(Array(path.utf8), { unlink($0) }) == 0 else { return .failure(FileError(errno: errno)) }
        return .success(())
    }

    /// Opens `path` for appending (created with `createMode` if missing). Anything that can be
    /// appended to is allowed, devices and FIFOs included; a directory is refused, and so is a
    /// file in `inUse`. NB: opened `O_NONBLOCK`, so that a FIFO nobody reads is an error, not
    /// a wait for a reader that may never come; writes then block as usual (a pipe's reader).
    package static func openForAppend(
        _ path: String, createMode: mode_t = 0o666, inUse: FilesInUse = .none
    ) -> Result<Int32, FileError> {
        let fd: Int32
        switch open(path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK, mode: createMode) {
        case .success(let opened): fd = opened
        case .failure(let e) where e.code == ENXIO: return .failure(FileError(message: "it is a FIFO nobody reads"))
        case .failure(let e): return .failure(e)
        }
        if let identity = FileIdentity(fd: fd), let why = inUse.reason(for: identity) {
            close(fd)
            return .failure(.inUse(ArgPath(path).shown, why: why))
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return .success(fd)
    }

    /// `open(2)` of `path` with `flags` (`O_CLOEXEC` added), symlinks followed by hand under the
    /// sticky-folder rule. The file itself is opened `O_NOFOLLOW`: a link swapped in after the
    /// check is refused, not followed. A link on /proc (`/dev/stdout`'s `/proc/self/fd/1`) names
    /// an open file, not a path, so the kernel follows it.
    package static func open(_ path: String, _ flags: Int32, mode: mode_t = 0) -> Result<Int32, FileError> {
        let target: [UInt8]
        switch resolveLinks(Array(path.utf8)) {
        case .success(let t): target = t
        case .failure(let e): return .failure(e)
        }
        var fd = withC(target) { Glibc.open($0, flags | O_NOFOLLOW | O_CLOEXEC, mode) }
        var code = errno
        if fd < 0 && code == ELOOP, case .success(.byTheKernel) = follow(target) {
            fd = withC(target) { Glibc.open($0, flags | O_CLOEXEC, mode) }
            code = errno
        }
        guard fd >= 0 else { return .failure(code == EISDIR ? .isDirectory : FileError(errno: code)) }
        return .success(fd)
    }

    /// Appends `bytes` (one whole line) to `fd`, opened `O_APPEND`. On a failed or short write
    /// (a full disk, `RLIMIT_FSIZE`) a regular file is cut back to where this write began, so no
    /// partial line remains, and the error is returned.
    package static func append(_ bytes: [UInt8], to fd: Int32) -> Result<Void, FileError> {
        var written = 0
        var code: Int32 = 0
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            while written < raw.count {
                let n = write(fd, base + written, raw.count - written)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 {
                    code = n == 0 ? EIO : errno
                    return
                }
                written += n
            }
        }
        guard code != 0 else { return .success(()) }
        var st = stat()
        if written > 0 && fstat(fd, &st) == 0 && st.st_mode & S_IFMT == S_IFREG {
            // NB: O_APPEND leaves the offset at the end of what this write put there.
            let end = lseek(fd, 0, SEEK_CUR)
            if end >= written && end == st.st_size { _ = ftruncate(fd, end - off_t(written)) }
        }
        return .failure(FileError(errno: code))
    }

    /// Why a file of this kind cannot be written, or nil when it can.
    static func refusal(kind: mode_t, allowDevices: Bool) -> String? {
        switch kind {
        case S_IFREG: return nil
        case S_IFDIR: return FileError.isDirectory.message
        case S_IFCHR: return allowDevices ? nil : "it is a character device"
        case S_IFBLK: return allowDevices ? nil : "it is a block device"
        case S_IFIFO: return allowDevices ? nil : "it is a FIFO"
        case S_IFSOCK: return "it is a socket"
        case S_IFLNK: return "it is a symbolic link, which is not followed"
        default: return "it is not a regular file"
        }
    }

    /// The path a chain of symlinks at `path` ends at (which may not exist yet).
    package static func resolveLinks(_ path: [UInt8]) -> Result<[UInt8], FileError> {
        var current = path
        for _ in 0...maxLinks {
            switch follow(current) {
            case .success(.to(let next)): current = next
            case .success(.notALink), .success(.byTheKernel): return .success(current)
            case .failure(let e): return .failure(e)
            }
        }
        return .failure(FileError(errno: ELOOP))
    }

    /// Where the name at `path` leads when it is a symlink.
    enum Link: Equatable {
        /// Not a link, or nothing there.
        case notALink
        /// The path the link names, relative ones taken from the link's folder.
        case to([UInt8])
        /// A link on /proc: it names an open file, which only the kernel can follow.
        case byTheKernel
    }

    /// One link followed by hand, under the kernel's `fs.protected_symlinks` rule: a link in a
    /// sticky, world-writable folder is followed only when the writer (euid) or the folder's
    /// owner owns it.
    static func follow(_ path: [UInt8]) -> Result<Link, FileError> {
        var link = stat()
        guard withC(path, { lstat($0, &link) }) == 0, link.st_mode & S_IFMT == S_IFLNK else {
            return .success(.notALink)
        }
        let folder = directory(of: path)
        var parent = stat()
        guard withC(folder, { stat($0, &parent) }) == 0 else { return .failure(FileError(errno: errno)) }
        let shared: mode_t = S_ISVTX | S_IWOTH
        if parent.st_mode & shared == shared && link.st_uid != geteuid() && link.st_uid != parent.st_uid {
            return .failure(.untrustedLink(path))
        }
        var proc = stat()
        if stat("/proc", &proc) == 0 && proc.st_dev == parent.st_dev { return .success(.byTheKernel) }
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = buffer.withUnsafeMutableBytes { raw -> Int in
            guard let base = raw.baseAddress else { return -1 }
            return withC(path) { readlink($0, base.assumingMemoryBound(to: CChar.self), raw.count) }
        }
        guard n > 0 else { return .failure(FileError(errno: errno)) }
        let target = Array(buffer[0..<n])
        return .success(.to(target.first == 0x2F ? target : folder + [0x2F] + target))
    }

    /// `.NAME.tmp-RANDOM`, NAME cut (at a character boundary) so the whole is at most `nameMax`
    /// bytes: a target named with 234 bytes or more must still be writable.
    static func temporaryName(for base: [UInt8], random: String, nameMax: Int) -> [UInt8] {
        let suffix = Array(".tmp-\(random)".utf8)
        var keep = min(base.count, max(0, nameMax - 1 - suffix.count))
        // NB: a UTF-8 continuation byte after the cut means the cut splits a character.
        while keep > 0 && keep < base.count && base[keep] & 0xC0 == 0x80 { keep -= 1 }
        return [0x2E] + base[..<keep] + suffix
    }

    /// The longest file name `folder` takes (255 on most file systems; less on some).
    static func nameMax(of folder: [UInt8]) -> Int {
        let n = withC(folder) { pathconf($0, Int32(_PC_NAME_MAX)) }
        return n > 0 ? min(n, Int(NAME_MAX)) : Int(NAME_MAX)
    }

    /// The folder holding `path`: "." for a bare name, "/" at the root.
    static func directory(of path: [UInt8]) -> [UInt8] {
        guard let slash = path.lastIndex(of: 0x2F) else { return [0x2E] }
        return slash == 0 ? [0x2F] : Array(path[..<slash])
    }

    /// Calls `body` with `path` as a C string (a NUL byte inside ends it, as the kernel would).
    static func withC<T>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        (path + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { c in
                // NB: never empty (the NUL was appended), so the address exists.
                guard let base = c.baseAddress else { return body("") }
                return body(base)
            }
        }
    }

    /// Hex digits from the kernel's random source (/dev/urandom; Glibc's Swift module does not
    /// export getrandom), so a temporary name cannot be guessed; nil when it cannot be read.
    package static func randomHex(count: Int) -> String? {
        var bytes = [UInt8](repeating: 0, count: (count + 1) / 2)
        let fd = Glibc.open("/dev/urandom", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        let got = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard got == bytes.count else { return nil }
        let digits = Array("0123456789abcdef")
        return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }.prefix(count))
    }
}
