import Foundation
import StandInSupport

/// swiftc against the SwiftUI stand-in (`SwiftUIStandIn.module`): many calls type-checked in one file.
enum StandInCompiler {
    static let isAvailable = SwiftUIStandIn.swiftcIsAvailable

    /// For each call, alone in a view's body at column 9 as `CallSignatureTests.source` writes
    /// it, swiftc's first error as `4:15: error: …` (its line as in that file), or nil.
    static func firstErrors(_ calls: [String]) throws -> [String?] {
        let folder = try SwiftUIStandIn.module.get()
        var text = "import SwiftUI\n"
        for (n, call) in calls.enumerated() {
            text += "struct V\(n): View {\n    var body: some View {\n        \(call)\n    }\n}\n"
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tileshell-calls-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("Calls.swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let checked = SwiftUIStandIn.run([
            "swiftc", "-typecheck", "-diagnostic-style", "llvm", "-I", folder.path, file.path,
        ])
        var first = [String?](repeating: nil, count: calls.count)
        for line in checked.output.split(separator: "\n") where line.hasPrefix(file.path + ":") {
            let fields = line.dropFirst(file.path.utf8.count + 1).split(separator: ":", maxSplits: 2)
            guard fields.count == 3, let number = Int(fields[0]), fields[2].hasPrefix(" error: ") else { continue }
            // NB: call n is on line 4 + 5n; a generic parameter left uninferred is a follow-on
            // of the call's own error, which swiftc may print before it.
            let (row, offset) = (number - 4).quotientAndRemainder(dividingBy: 5)
            guard offset == 0, row >= 0, row < calls.count, first[row] == nil,
                !fields[2].contains("could not be inferred")
            else { continue }
            first[row] = "4:\(fields[1]):\(fields[2])"
        }
        return first
    }
}
