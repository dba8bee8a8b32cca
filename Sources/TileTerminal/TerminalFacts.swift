#if canImport(Glibc)
    import Glibc
#endif

/// Facts about the terminal, read at the edge and passed inward as values.
package enum TerminalFacts {
    package static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// The window's width in columns, if `fd` is a terminal that knows it.
    /// At most 10 000, the largest width `--width` accepts.
    package static func width(_ fd: Int32) -> Int? { Terminal.size(fd).map { min($0.columns, 10_000) } }
}
