import Foundation
import Testing

/// The modules' layering, checked against the sources: each module imports only the modules
/// below it that this table allows, so an upward import (the file layer reaching into the
/// language, the parser into the terminal's renderer) fails CI where it is written, not in a
/// review months later. A new module is added here, in its place in the order.
struct LayeringTests {
    /// Every module of Sources, inner to outer, with the modules it may import. Each may import
    /// only modules listed before it.
    static let layers: [(module: String, imports: Set<String>)] = [
        ("TileText", []),
        ("TileRender", ["TileText"]),
        ("TileTree", ["TileRender", "TileText"]),
        ("TilePicture", ["TileRender", "TileTree", "TileText"]),
        ("TileSnapshot", ["TileTree", "TileText"]),
        ("SwiftLesson", ["TileText"]),
        ("LessonInterpreter", ["SwiftLesson", "TileTree", "TileRender", "TileText"]),
        ("TileShell", ["TileRender", "TileTree", "SwiftLesson", "LessonInterpreter", "TileText"]),
        ("TileTranscript", ["TileText"]),
        ("TileTour", ["TileShell", "TileTree", "TileRender", "LessonInterpreter", "SwiftLesson", "TileText"]),
        ("TileFormat", ["TileShell", "TileRender", "Foundation"]),
        ("CEditLine", []),
        ("TileSystem", ["TileText"]),
        (
            "TileRunner",
            [
                "TileSystem", "TileShell", "TileRender", "TilePicture", "TileTranscript", "LessonInterpreter",
                "SwiftLesson", "TileTree", "TileText", "TileSnapshot",
            ]
        ),
        (
            "TileTerminal",
            ["TileRunner", "TileSystem", "TileShell", "TileRender", "CEditLine", "TileTour", "TileTree", "TileText"]
        ),
        (
            "TilePreview",
            ["TileTerminal", "TileRunner", "TileSystem", "TileShell", "TileRender", "TileTree", "TileText"]
        ),
        (
            "TileFlags",
            ["TileRunner", "TileSystem", "TileShell", "TileRender", "TileTree", "TilePicture", "TileSnapshot"]
        ),
        (
            "tileshell",
            [
                "TileShell", "TileRender", "TileFormat", "TileSystem", "TileRunner", "TileTerminal", "TilePreview",
                "TileFlags", "LessonInterpreter", "SwiftLesson", "TileTour", "TileText", "Foundation",
            ]
        ),
        ("tileshell-bench", ["TileShell", "TileRender", "TileTree", "TileFormat", "TileTour"]),
    ]

    /// The C library, the standard library's atomics: any module may use them (libm, pthreads).
    static let system: Set<String> = ["Glibc", "Darwin", "Synchronization"]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `import X` lines of every Swift file under `Sources/<module>`, by file.
    static func imports(of module: String) -> [(file: String, module: String, line: Int)] {
        let dir = root.appendingPathComponent("Sources/\(module)")
        guard let walker = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil) else { return [] }
        var found: [(String, String, Int)] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let words = line.split(separator: " ")
                guard let i = words.firstIndex(of: "import"), i + 1 < words.count,
                    words[..<i].allSatisfy({ $0.hasPrefix("@") })
                else { continue }
                found.append(
                    (url.path.replacingOccurrences(of: root.path + "/", with: ""), String(words[i + 1]), number + 1))
            }
        }
        return found.sorted { ($0.0, $0.2) < ($1.0, $1.2) }
    }

    @Test func everyImportIsOneTheTableAllows() {
        for (module, allowed) in Self.layers {
            for use in Self.imports(of: module) where !allowed.contains(use.module) && !Self.system.contains(use.module)
            {
                Issue.record("\(use.file):\(use.line): \(module) may not import \(use.module) (LayeringTests.layers)")
            }
        }
    }

    @Test func theTableGoesOnlyDownward() {
        var below: Set<String> = ["Foundation"]
        for (module, allowed) in Self.layers {
            #expect(
                allowed.isSubset(of: below), "\(module) may import \(allowed.subtracting(below).sorted()), above it")
            below.insert(module)
        }
    }

    @Test func theTableNamesEveryModuleOfSources() throws {
        let dirs = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources").path)
        #expect(Set(dirs) == Set(Self.layers.map(\.module)))
        #expect(Self.layers.count == Set(Self.layers.map(\.module)).count)
    }

    /// Package.swift's dependencies for each module: those the table allows, so that a module
    /// cannot be given an upward dependency without an import showing it.
    @Test func packageDependenciesAreOnesTheTableAllows() throws {
        let package = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let allowed = Dictionary(uniqueKeysWithValues: Self.layers.map { ($0.module, $0.imports) })
        var checked = 0
        for (module, dependencies) in Self.declaredDependencies(in: package) {
            guard let permitted = allowed[module] else { continue }
            checked += 1
            #expect(
                Set(dependencies).isSubset(of: permitted),
                "\(module) depends on \(Set(dependencies).subtracting(permitted).sorted())")
        }
        #expect(checked == Self.layers.count - 2, "every module but TileRender and CEditLine declares its dependencies")
    }

    /// `name: "X", dependencies: ["A", "B"]` pairs of Package.swift's targets.
    static func declaredDependencies(in package: String) -> [(String, [String])] {
        var found: [(String, [String])] = []
        let pieces = package.components(separatedBy: "name: \"").dropFirst()
        for piece in pieces {
            guard let nameEnd = piece.firstIndex(of: "\"") else { continue }
            let name = String(piece[..<nameEnd])
            guard let deps = piece.range(of: "dependencies: ["),
                let close = piece[deps.upperBound...].firstIndex(of: "]")
            else { continue }
            let list = piece[deps.upperBound..<close].split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " \n\""))
            }.filter { !$0.isEmpty }
            found.append((name, list))
        }
        return found
    }
}
