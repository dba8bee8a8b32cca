import Foundation

/// What a finished process printed, and its exit status.
public struct Captured: Sendable {
    public var stdout: String
    public var stderr: String
    public var status: Int32
}

/// Runs processes for the tests that drive whole programs (the built tileshell, the system's
/// shells and tools), shared by those test targets.
public enum ProcessCapture {
    /// The package's root folder.
    public static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The tileshell to test: TILESHELL_BIN (set by Scripts/test), else the debug build in the package.
    public static var tileshell: String {
        if let p = ProcessInfo.processInfo.environment["TILESHELL_BIN"], !p.isEmpty { return p }
        return packageRoot.appendingPathComponent(".build/debug/tileshell").path
    }

    /// Starts `p` with its output and error captured and `stdin` (if any) written to its input,
    /// then waits for it.
    public static func run(_ p: Process, stdin: String? = nil) throws -> Captured {
        try start(p, stdin: stdin).wait()
    }

    /// Starts `p` with its output and error captured and `stdin` (if any) written to its input
    /// (else the null device); `wait()` collects what it printed. For tests that act on the
    /// process while it runs (a signal).
    public static func start(_ p: Process, stdin: String? = nil) throws -> Running {
        let out = Pipe()
        let err = Pipe()
        p.standardOutput = out
        p.standardError = err
        let input = stdin.map { _ in Pipe() }
        p.standardInput = input ?? FileHandle.nullDevice
        try p.run()
        if let input, let stdin {
            input.fileHandleForWriting.write(Data(stdin.utf8))
            try input.fileHandleForWriting.close()
        }
        return Running(process: p, out: out, err: err)
    }

    /// Runs `p` as `run` does, but kills it if it has not ended within `seconds`: nil then, for
    /// a test of something that must not hang to fail rather than hang itself.
    public static func run(_ p: Process, stdin: String? = nil, deadline seconds: Double) throws -> Captured? {
        // NB: read on one other thread only, while this one waits on the semaphore.
        nonisolated(unsafe) let running = try start(p, stdin: stdin)
        let finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var captured: Captured?
        DispatchQueue.global().async {
            captured = running.wait()
            finished.signal()
        }
        if finished.wait(timeout: .now() + seconds) == .timedOut {
            kill(p.processIdentifier, SIGKILL)
            finished.wait()
            return nil
        }
        return captured
    }

    /// A started process whose output and error are captured.
    public struct Running {
        public let process: Process
        let out: Pipe
        let err: Pipe

        /// Waits for the process, reading both pipes at once so a large output cannot deadlock.
        public func wait() -> Captured {
            nonisolated(unsafe) var errData = Data()
            let errors = err.fileHandleForReading
            let group = DispatchGroup()
            group.enter()
            DispatchQueue.global().async {
                errData = errors.readDataToEndOfFile()
                group.leave()
            }
            let outData = out.fileHandleForReading.readDataToEndOfFile()
            group.wait()
            process.waitUntilExit()
            return Captured(
                stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
                status: process.terminationStatus)
        }
    }
}
