import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The signals a run waits on, and the one self-pipe that wakes those waits: Ctrl-C (SIGINT)
/// always; a resize (SIGWINCH) and a resume (SIGCONT) in the interactive session. Each handler
/// sets its flag and writes a byte to the pipe; the flags are read here and nowhere else.
///
/// NB: checking a flag and then calling `read` would leave a window in which a signal is noted
/// but the read still blocks forever; waits instead `poll` their input and the pipe together
/// (the self-pipe trick), so a signal at any moment wakes them.
///
/// Example: `Interrupts.install()`, then `if Interrupts.pending { … }` between lines.
package enum Interrupts {
    static let interrupted = Atomic<Bool>(false)
    static let resized = Atomic<Bool>(false)
    static let continued = Atomic<Bool>(false)
    /// The pipe's write end for the handlers, -1 until installed; the read end for waiting.
    static let writeEnd = Atomic<Int32>(-1)
    static let readEnd = Atomic<Int32>(-1)
    /// Where keys come from whose `q` stops a run as Ctrl-C does (`--preview`'s standard input),
    /// or -1; and whether it has.
    static let quitKeys = Atomic<Int32>(-1)
    static let quitPressed = Atomic<Bool>(false)

    /// Installs the SIGINT handler (once); a non-interactive run stops between lines, and `main`
    /// exits with 130.
    package static func install() {
        openPipe()
        handle(SIGINT)
        // A parent may have started us with SIGINT blocked (the mask survives exec).
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    /// Also records SIGWINCH and SIGCONT, for the interactive session's redraws.
    package static func installForTerminal() {
        install()
        handle(SIGWINCH)
        handle(SIGCONT)
    }

    /// Whether a Ctrl-C (or a `q` from `quitKeys`) is waiting to be taken (a non-interactive run
    /// never takes it).
    package static var pending: Bool { interrupted.load(ordering: .relaxed) || quitPressed.load(ordering: .relaxed) }

    /// Whether a run should stop now: a Ctrl-C, or a `q` waiting on `quitKeys` (read without
    /// waiting). What a long evaluation asks every few thousand steps.
    package static var stopRequested: Bool { pending || quitKeyPressed() }

    /// Whether a `q` from `quitKeys` stopped the run.
    package static var quitWasPressed: Bool { quitPressed.load(ordering: .relaxed) }

    /// Makes `q` on `fd` stop a run as Ctrl-C does: seen by every wait, and by `quitKeyPressed()`.
    package static func stopOnQuitKey(from fd: Int32) { quitKeys.store(fd, ordering: .relaxed) }

    /// Whether `q` has been pressed on `quitKeys`, reading the keys waiting there (without waiting).
    package static func quitKeyPressed() -> Bool {
        let keys = quitKeys.load(ordering: .relaxed)
        if keys >= 0 && !quitPressed.load(ordering: .relaxed) {
            var pfd = pollfd(fd: keys, events: Int16(POLLIN), revents: 0)
            if poll(&pfd, 1, 0) > 0 { readQuitKeys(keys) }
        }
        return quitPressed.load(ordering: .relaxed)
    }

    /// Reads the keys waiting on `fd`: a `q` sets `quitPressed`; their end stops the watching.
    private static func readQuitKeys(_ fd: Int32) {
        var buffer = [UInt8](repeating: 0, count: 64)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN) { quitKeys.store(-1, ordering: .relaxed) }
        if buffer.prefix(max(0, n)).contains(UInt8(ascii: "q")) { quitPressed.store(true, ordering: .relaxed) }
    }

    /// True once for each Ctrl-C since the last call.
    package static func take() -> Bool { interrupted.exchange(false, ordering: .relaxed) }

    /// True once for each resize (SIGWINCH) since the last call.
    package static func takeResize() -> Bool { resized.exchange(false, ordering: .relaxed) }

    /// True once for each resume after a stop (SIGCONT) since the last call.
    package static func takeContinue() -> Bool { continued.exchange(false, ordering: .relaxed) }

    /// The pipe's read end (non-blocking), or -1 before `install()`.
    package static var wakeFD: Int32 { readEnd.load(ordering: .relaxed) }

    /// Empties the pipe, once a wait has seen it.
    package static func drainWake() {
        let fd = wakeFD
        guard fd >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 64)
        while buffer.withUnsafeMutableBytes({ read(fd, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Waits until `fd` is readable or Ctrl-C (or a `q` from `quitKeys`) is pressed; false when
    /// interrupted. Without `install()` it returns at once and the caller simply reads.
    static func waitReadable(_ fd: Int32) -> Bool {
        let wake = wakeFD
        guard wake >= 0 else { return true }
        while !pending {
            var fds = [
                pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
            ]
            let keys = quitKeys.load(ordering: .relaxed)
            if keys >= 0 { fds.append(pollfd(fd: keys, events: Int16(POLLIN), revents: 0)) }
            let r = poll(&fds, nfds_t(fds.count), -1)
            if r < 0 && errno != EINTR { return true }  // let read report the error
            // NB: the keys first: a file always readable (`/dev/zero`) must not hide a `q`.
            if r > 0 && fds.count > 2 && fds[2].revents != 0 {
                readQuitKeys(keys)
                if pending { return false }
            }
            if r > 0 && fds[0].revents != 0 { return !pending }
            // NB: a resize also wakes the pipe; its flag stays for the line editor to take.
            if r > 0 && fds[1].revents != 0 && !pending { drainWake() }
        }
        return false
    }

    static func openPipe() {
        guard readEnd.load(ordering: .relaxed) < 0 else { return }
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readEnd.store(fds[0], ordering: .relaxed)
        writeEnd.store(fds[1], ordering: .relaxed)
    }

    /// Records `signo` (no SA_RESTART, so a blocking read returns EINTR) and wakes the pipe.
    static func handle(_ signo: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signo in
            let saved = errno
            if signo == SIGINT { Interrupts.interrupted.store(true, ordering: .relaxed) }
            if signo == SIGWINCH { Interrupts.resized.store(true, ordering: .relaxed) }
            if signo == SIGCONT { Interrupts.continued.store(true, ordering: .relaxed) }
            var byte: UInt8 = 1
            _ = write(Interrupts.writeEnd.load(ordering: .relaxed), &byte, 1)
            errno = saved
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signo, &action, nil)
    }
}
