import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-C during a non-interactive run (a script, standard input, `-c`): the handler only sets
/// a flag; the runner stops between lines and `main` exits with status 130.
public enum ReplayInterrupt {
    static let flag = Atomic<Bool>(false)

    /// Installs the SIGINT handler (without SA_RESTART, so a blocked read returns).
    public static func install() {
        _ = flag.load(ordering: .relaxed)  // NB: initialise the global before any signal can arrive.
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in ReplayInterrupt.flag.store(true, ordering: .relaxed) }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        // NB: a parent may have started us with SIGINT blocked (the mask survives exec).
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    /// Whether Ctrl-C has been pressed.
    public static var pending: Bool { flag.load(ordering: .relaxed) }
}
