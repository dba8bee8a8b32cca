import TileRender
import TileShell
import TileSystem
import TileText

/// `export <file>`: the drawings (or the session) as the document its extension names, written
/// to the file atomically (never over a file the run is using).
enum ExportAction: HostAction {
    static func carryOut(_ request: ExportRequest, command: Command, in runner: inout ScriptRunner)
        -> Result<Bool, ScriptRunner.Problem>
    {
        if runner.checkOnly { return .success(true) }
        return runner.export(request, from: command.line.source).map { true }
    }
}

extension ScriptRunner {
    mutating func export(_ request: ExportRequest, from source: String) -> Result<Void, Problem> {
        let shown = Sanitizer.visible(request.path)
        let target: String
        switch place(of: request.path, from: source, for: .write, verb: "export to") {
        case .success(let p): target = p.path
        case .failure(let problem): return .failure(problem)
        }
        let inUse = filesInUse(saving: false)
        let written = Exporter.document(request, shell: shell).flatMap {
            SafeFile.replace(target, with: $0, inUse: inUse)
        }
        return written.mapError { Problem(message: $0.explained("cannot export to '\(shown)'")) }
    }
}
