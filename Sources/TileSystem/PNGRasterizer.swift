#if canImport(Glibc)
    import Glibc
#endif

/// Turns an SVG document into PNG bytes through a real rasterizer, `rsvg-convert` (Debian's
/// librsvg2-bin): the SVG goes to its standard input, the PNG comes back on its standard output.
///
/// `let png = try PNGRasterizer().png(svg: Picture.svg(blocks: blocks, options: options))`
package struct PNGRasterizer: Sendable {
    /// The program, looked up on PATH when it has no slash.
    package var executable: String
    /// Extra arguments before the output options (`["-b", "#000000"]` sets a background).
    package var arguments: [String]

    /// The most seconds it may take; past them it is killed (README "Limits": 30 s, the export's
    /// `ExportLimits.standard.rasterizerSeconds`, which a test keeps equal).
    package var timeLimit: Int

    package init(
        executable: String = "rsvg-convert", arguments: [String] = [],
        timeLimit: Int = 30
    ) {
        self.executable = executable
        self.arguments = arguments
        self.timeLimit = timeLimit
    }

    /// Why no PNG came back.
    package enum Failure: Error, Equatable, CustomStringConvertible {
        /// The rasterizer is not installed (or not on PATH).
        case missing(executable: String)
        /// It ran and failed: its exit status (or the signal that ended it) and what it said.
        case failed(executable: String, status: String, message: String)
        /// It ran past the time limit, and was killed.
        case timedOut(executable: String, seconds: Int)
        /// A system call on the way failed.
        case system(call: String, errno: Int32)

        package var description: String {
            switch self {
            case .missing(let executable):
                "cannot make a PNG: '\(executable)' was not found; install it with: apt-get install librsvg2-bin "
                    + "(SVG and HTML need nothing)"
            case .failed(let executable, let status, let message):
                "cannot make a PNG: \(executable) \(status)"
                    + (message.isEmpty ? "" : ": " + message.split(separator: "\n").prefix(3).joined(separator: "; "))
            case .timedOut(let executable, let seconds):
                "cannot make a PNG: \(executable) ran past the time limit of \(seconds) s and was stopped"
            case .system(let call, let code):
                "cannot make a PNG: \(call) failed: \(String(cString: strerror(code)))"
            }
        }
    }

    /// The PNG bytes of an SVG document.
    package func png(svg: String) throws(Failure) -> [UInt8] {
        try run(input: Array(svg.utf8), arguments: [executable] + arguments + ["--format", "png"])
    }

    /// Runs the program with `input` on its standard input; returns its standard output.
    /// NB: standard input is a socket, so a program that exits before reading it all makes
    /// `send` fail with EPIPE (MSG_NOSIGNAL) instead of killing this process with SIGPIPE.
    func run(input: [UInt8], arguments argv: [String]) throws(Failure) -> [UInt8] {
        // NB: socket pairs for all three streams: created close-on-exec in one call (pipe2 does
        // not import), and a socket's send can refuse SIGPIPE.
        var inPair: [Int32] = [-1, -1]
        var outPipe: [Int32] = [-1, -1]
        var errPipe: [Int32] = [-1, -1]
        let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        for i in 0..<3 {
            var pair: [Int32] = [-1, -1]
            guard socketpair(AF_UNIX, kind, 0, &pair) == 0 else {
                let e = errno
                (inPair + outPipe + errPipe).filter { $0 >= 0 }.forEach { _ = close($0) }
                throw .system(call: "socketpair", errno: e)
            }
            switch i {
            case 0: inPair = pair
            case 1: outPipe = pair
            default: errPipe = pair
            }
        }
        let pid: pid_t
        do {
            pid = try spawn(argv, stdin: inPair[1], stdout: outPipe[1], stderr: errPipe[1])
        } catch {
            (inPair + outPipe + errPipe).forEach { _ = close($0) }
            throw error
        }
        [inPair[1], outPipe[1], errPipe[1]].forEach { _ = close($0) }
        var output: [UInt8] = []
        var message: [UInt8] = []
        let finished = Self.exchange(
            input: input, to: inPair[0], output: &output, from: outPipe[0], errors: &message, from: errPipe[0],
            seconds: timeLimit)
        if !finished { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        if !finished { throw .timedOut(executable: executable, seconds: timeLimit) }
        let text = String(decoding: message, as: UTF8.self)
        // NB: the wait status by hand (the W* macros do not import): low 7 bits the signal, else
        // the exit code in the next byte.
        let signal = status & 0x7F
        let code = (status >> 8) & 0xFF
        if signal != 0 {
            throw .failed(executable: executable, status: "was killed by signal \(signal)", message: text)
        }
        if code == 127 && output.isEmpty { throw .missing(executable: executable) }
        if code != 0 { throw .failed(executable: executable, status: "exited with status \(code)", message: text) }
        guard output.starts(with: [0x89, 0x50, 0x4E, 0x47]) else {
            throw .failed(executable: executable, status: "wrote no PNG", message: text)
        }
        return output
    }

    private func spawn(_ argv: [String], stdin: Int32, stdout: Int32, stderr: Int32) throws(Failure) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        let cArgs = argv.map { strdup($0) } + [nil]
        defer { cArgs.forEach { free($0) } }
        var pid: pid_t = 0
        // NB: the rasterizer sees only tileshell's fonts (`FontConfig`), so that no other font
        // installed here takes the place of the one the layout measured.
        var environment: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            let line = String(cString: pointer)
            if !line.hasPrefix("FONTCONFIG_FILE=") { environment.append(line) }
            entry += 1
        }
        if let file = FontConfig.file { environment.append("FONTCONFIG_FILE=" + file) }
        let cEnv = environment.map { strdup($0) } + [nil]
        defer { cEnv.forEach { free($0) } }
        let result = posix_spawnp(&pid, executable, &actions, nil, cArgs, cEnv)
        if result == ENOENT || result == ENOTDIR || result == EACCES { throw .missing(executable: executable) }
        guard result == 0 else { throw .system(call: "posix_spawn \(executable)", errno: result) }
        return pid
    }

    /// Writes `input` and reads both outputs at once until they end, so that neither side waits
    /// on a full pipe. Closes the three descriptors. False when `seconds` passed first.
    private static func exchange(
        input: [UInt8], to inFD: Int32, output: inout [UInt8], from outFD: Int32, errors: inout [UInt8],
        from errFD: Int32, seconds: Int
    ) -> Bool {
        let deadline = now() + Int64(max(0, seconds)) * 1000
        var written = 0
        var fds = [
            pollfd(fd: inFD, events: Int16(POLLOUT), revents: 0),
            pollfd(fd: outFD, events: Int16(POLLIN), revents: 0),
            pollfd(fd: errFD, events: Int16(POLLIN), revents: 0),
        ]
        if input.isEmpty {
            close(inFD)
            fds[0].fd = -1
        }
        var buffer = [UInt8](repeating: 0, count: 65536)
        while fds.contains(where: { $0.fd >= 0 }) {
            let left = deadline - now()
            guard left > 0 else {
                for fd in fds where fd.fd >= 0 { close(fd.fd) }
                return false
            }
            let ready = poll(&fds, nfds_t(fds.count), Int32(clamping: left))
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if fds[0].fd >= 0 && fds[0].revents != 0 {
                let sent = input.withUnsafeBytes { raw in
                    send(
                        inFD, raw.baseAddress?.advanced(by: written), raw.count - written,
                        Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
                }
                if sent > 0 { written += sent }
                if written >= input.count || (sent < 0 && errno != EAGAIN && errno != EINTR) {
                    close(inFD)
                    fds[0].fd = -1
                }
            }
            for i in 1...2 where fds[i].fd >= 0 && fds[i].revents != 0 {
                let got = buffer.withUnsafeMutableBytes { read(fds[i].fd, $0.baseAddress, $0.count) }
                if got > 0 {
                    if i == 1 { output += buffer[0..<got] } else { errors += buffer[0..<got] }
                } else if got == 0 || (errno != EINTR && errno != EAGAIN) {
                    close(fds[i].fd)
                    fds[i].fd = -1
                }
            }
        }
        return true
    }

    /// Milliseconds on the monotonic clock.
    private static func now() -> Int64 {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Int64(t.tv_sec) * 1000 + Int64(t.tv_nsec) / 1_000_000
    }
}

/// The fontconfig configuration `rsvg-convert` runs with: only the fonts pictures name (Inter for
/// the swiftui look, DejaVu Sans Mono for the terminal look, Noto Color Emoji for symbols'
/// stand-ins), written once a process into a private temporary folder.
package enum FontConfig {
    /// Where each font family pictures use is installed (Debian's fonts-inter, fonts-dejavu-core
    /// and fonts-noto-color-emoji).
    package static let directories = [
        "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/noto",
    ]

    /// The font file the swiftui look's text needs above all (Debian's fonts-inter).
    package static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

    /// The warning a PNG of the swiftui look carries when `font` cannot be read: its text is then
    /// drawn in DejaVu Sans, about a fifth wider than the layout measured. Nil when it can.
    package static func missingFontWarning(font: String = inter) -> String? {
        guard access(font, R_OK) != 0 else { return nil }
        return "tileshell: warning: the Inter font is not installed ('\(font)' cannot be read), so the picture's "
            + "text is drawn in DejaVu Sans, wider than laid out; install Debian's fonts-inter (./Scripts/run does)\n"
    }

    /// The configuration's text: the directories, the system's font cache read first.
    package static func configuration(directories: [String], cache: String) -> String {
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\">\n<fontconfig>\n"
        for directory in directories { xml += "  <dir>\(directory)</dir>\n" }
        xml += "  <cachedir>/var/cache/fontconfig</cachedir>\n  <cachedir>\(cache)</cachedir>\n</fontconfig>\n"
        return xml
    }

    /// The configuration file, nil where it could not be written (the rasterizer then uses the
    /// system's fonts).
    package static let file: String? = {
        var template = Array("/tmp/tileshell-fonts-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { return nil }
        let folder = String(cString: made)
        let path = folder + "/fonts.conf"
        let text = configuration(directories: directories, cache: folder + "/cache")
        guard let handle = fopen(path, "wx") else { return nil }
        let bytes = Array(text.utf8)
        let written = fwrite(bytes, 1, bytes.count, handle)
        guard fclose(handle) == 0, written == bytes.count else { return nil }
        // NB: removed when the process ends (the cache folder only when fontconfig left it empty).
        atexit {
            guard let file = FontConfig.file else { return }
            let folder = String(file.dropLast("/fonts.conf".count))
            unlink(file)
            rmdir(folder + "/cache")
            rmdir(folder)
        }
        return path
    }()
}
