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
        var size = 0
        let written = Exporter.document(request, shell: shell).flatMap { bytes in
            size = bytes.count
            return SafeFile.replace(target, with: bytes, inUse: inUse)
        }
        return written.mapError { Problem(message: $0.explained("cannot export to '\(shown)'")) }.map {
            say(Self.exported(shown, request: request, bytes: size), role: "export")
        }
    }

    /// "exported the session as SwiftUI to out.swift (Swift, 2048 bytes)": said on success, as
    /// `record` and `save` say what they did, so that a written file is never a silent one.
    static func exported(_ shown: String, request: ExportRequest, bytes: Int) -> String {
        let what =
            request.format == .swift
            ? "the session as SwiftUI"
            : request.scope == .all ? "everything the session drew" : "the last drawing"
        let kind =
            switch request.format {
            case .swift: "Swift"
            case .txt: "text"
            case .ansi: "text with colour codes"
            default: request.format.rawValue.uppercased()
            }
        return "exported \(what) to \(shown) (\(kind), \(bytes) bytes)"
    }

    /// A dim line of the session's own (`saved …`, `exported …`), drawn as the shell draws any
    /// view, in its output format: a JSON object under `--format json`.
    mutating func say(_ text: String, role: String) {
        guard shell.rendersOutput else { return }
        _ = out.write(shell.render(TextView(text, emphasis: .secondary, role: role)))
    }
}
