import Foundation

extension SwiftUIStandIn {
    /// Each whole file type-checked alone against the stand-in, as a learner's file is: swiftc's
    /// errors for it, in its order, as `line:col: error: message` (notes and other files' lines
    /// left out). A file that swiftc accepts gives `[]`.
    ///
    ///     try SwiftUIStandIn.errors(inFiles: ["import SwiftUI\nlet x = 1\nx = 2\n"])
    ///     // [["3:1: error: cannot assign to value: 'x' is a 'let' constant"]]
    ///
    /// Two swiftc processes run at a time, so a table of sixty files takes about thirty seconds.
    public static func errors(inFiles texts: [String]) throws -> [[String]] {
        let folder = try module.get()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tileshell-files-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let paths = try texts.indices.map { n in
            let file = scratch.appendingPathComponent("File\(n).swift")
            try texts[n].write(to: file, atomically: true, encoding: .utf8)
            return file.path
        }
        let found = Found(count: texts.count)
        let next = Counter()
        let group = DispatchGroup()
        for _ in 0..<2 {
            DispatchQueue.global().async(group: group) {
                while let n = next.take(below: paths.count) {
                    let checked = run([
                        "swiftc", "-typecheck", "-diagnostic-style", "llvm", "-I", folder.path, paths[n],
                    ])
                    found.set(n, errorLines(checked.output, of: paths[n]))
                }
            }
        }
        group.wait()
        return found.all
    }

    /// swiftc's `path:line:col: error: message` lines for `path`, without the path.
    static func errorLines(_ output: String, of path: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            guard line.hasPrefix(path + ":") else { return nil }
            let rest = line.dropFirst(path.utf8.count + 1)
            let fields = rest.split(separator: ":", maxSplits: 2)
            guard fields.count == 3, fields[2].hasPrefix(" error: ") else { return nil }
            return String(rest).trimmingCharacters(in: .whitespaces)
        }
    }

    /// The next index to check, handed out under a lock.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func take(below limit: Int) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard value < limit else { return nil }
            value += 1
            return value - 1
        }
    }

    /// Each file's errors, written under a lock by the checking threads.
    private final class Found: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [[String]]

        init(count: Int) { lines = Array(repeating: [], count: count) }

        func set(_ n: Int, _ value: [String]) {
            lock.lock()
            lines[n] = value
            lock.unlock()
        }

        var all: [[String]] {
            lock.lock()
            defer { lock.unlock() }
            return lines
        }
    }
}
