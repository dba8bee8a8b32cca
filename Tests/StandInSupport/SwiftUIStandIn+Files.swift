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
            try withoutPreviewMacros(texts[n]).write(to: file, atomically: true, encoding: .utf8)
            return file.path
        }
        let found = Found(count: texts.count)
        let next = Counter()
        let group = DispatchGroup()
        for _ in 0..<2 {
            DispatchQueue.global().async(group: group) {
                while let n = next.take(below: paths.count) {
                    let checked = run([
                        // NB: SIL, not just types: "missing return" is found there, after type checking.
                        "swiftc", "-emit-sil", "-o", "/dev/null", "-diagnostic-style", "llvm", "-I", folder.path,
                        paths[n],
                    ])
                    found.set(n, errorLines(checked.output, of: paths[n]))
                }
            }
        }
        group.wait()
        return found.all
    }

    /// `text` with each `#Preview { … }` (or `#Preview("name") { … }`) at the start of a line made
    /// a `PreviewProvider`, on the same lines and columns after it: a macro needs a compiler
    /// plugin the stand-in cannot have. Braces inside string literals are not counted, so a
    /// preview's `Text("}")` does not end it.
    public static func withoutPreviewMacros(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        var count = 0
        while let start = rest.range(of: "#Preview") {
            let atLineStart =
                start.lowerBound == rest.startIndex
                ? (out.isEmpty || out.hasSuffix("\n")) : rest[rest.index(before: start.lowerBound)] == "\n"
            guard atLineStart, let open = rest[start.upperBound...].firstIndex(of: "{"),
                let close = matchingBrace(rest, open)
            else {
                out += rest[..<start.upperBound]
                rest = rest[start.upperBound...]
                continue
            }
            out += rest[..<start.lowerBound]
            out += "struct Preview\(count): PreviewProvider { static var previews: some View {"
            out += rest[rest.index(after: open)..<close]
            out += "}}"
            rest = rest[rest.index(after: close)...]
            count += 1
        }
        return out + rest
    }

    /// The `}` that closes the `{` at `open`, or nil when the text ends first.
    private static func matchingBrace(_ text: Substring, _ open: Substring.Index) -> Substring.Index? {
        var depth = 0
        var inString = false
        var escaped = false
        var i = open
        while i < text.endIndex {
            let c = text[i]
            if inString {
                if escaped {
                    escaped = false
                } else if c == "\\" {
                    escaped = true
                } else if c == "\"" {
                    inString = false
                }
            } else if c == "\"" {
                inString = true
            } else if c == "{" {
                depth += 1
            } else if c == "}" {
                depth -= 1
                if depth == 0 { return i }
            }
            i = text.index(after: i)
        }
        return nil
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
