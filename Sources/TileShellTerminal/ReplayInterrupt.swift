import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-C during a non-interactive run (a script, standard input, `-c`): the handler sets a
/// flag and writes a byte to a pipe; the runner stops between lines and `main` exits with 130.
///
/// NB: checking a flag and then calling `read` would leave a window in which a Ctrl-C is noted
/// but the read still blocks forever; `LineReader` instead waits with `poll` on both its input
/// and the pipe (the self-pipe trick), so a Ctrl-C at any moment wakes it.
public enum ReplayInterrupt {
    static let flag = Atomic<Bool>(false)
    /// The pipe's write end for the handler, -1 until installed; the read end for waiting.
    static let writeEnd = Atomic<Int32>(-1)
    static let readEnd = Atomic<Int32>(-1)

    /// Installs the SIGINT handler (once).
    public static func install() {
        guard readEnd.load(ordering: .relaxed) < 0 else { return }
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readEnd.store(fds[0], ordering: .relaxed)
        writeEnd.store(fds[1], ordering: .relaxed)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            ReplayInterrupt.flag.store(true, ordering: .relaxed)
            var byte: UInt8 = 1
            _ = write(ReplayInterrupt.writeEnd.load(ordering: .relaxed), &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        // A parent may have started us with SIGINT blocked (the mask survives exec).
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    /// Whether Ctrl-C has been pressed.
    public static var pending: Bool { flag.load(ordering: .relaxed) }

    /// Waits until `fd` is readable or Ctrl-C is pressed; false when interrupted. Without
    /// `install()` it returns at once and the caller simply reads.
    static func waitReadable(_ fd: Int32) -> Bool {
        let wake = readEnd.load(ordering: .relaxed)
        guard wake >= 0 else { return true }
        while !flag.load(ordering: .relaxed) {
            var fds = [
                pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
            ]
            let r = poll(&fds, 2, -1)
            if r < 0 && errno != EINTR { return true }  // let read report the error
            if r > 0 && fds[0].revents != 0 { return !flag.load(ordering: .relaxed) }
        }
        return false
    }
}
