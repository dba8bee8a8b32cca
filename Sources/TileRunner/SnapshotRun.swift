import LessonInterpreter
import SwiftLesson
import TilePicture
import TileSnapshot
import TileSystem
import TileText
import TileTree

#if canImport(Glibc)
    import Glibc
#endif

/// `tileshell snapshot record|verify <project>`: every preview of a project, in every variant,
/// drawn and kept as goldens beside its file, then checked against them.
///
/// For `Views/ContentView.swift`'s preview `Preview` the goldens are
/// `Views/__Snapshots__/ContentView/Preview.layout.txt` (the layout tree as text, which
/// `SnapshotLayout` writes) and `Preview.svg` (the picture at SwiftUI's geometry); a variant
/// adds its name (`Preview.dark.svg`). Both are the same bytes on every machine, so `verify`
/// compares them exactly. Names are made file names by `SnapshotName`'s rule.
///
/// Exit status: 0 when every snapshot matches (or was recorded); 1 when one differs, a golden
/// is missing, a preview fails to draw, or (`strict`) a golden is stale; usage errors are the
/// command line's (2).
public struct SnapshotRun {
    public enum Mode: String, Sendable {
        case record
        case verify
    }

    public var mode: Mode
    /// How the project is opened and drawn: the clock, the budget, the messages' colours.
    public var lesson: LessonRun
    public var variants: [SnapshotVariant] = [.standard]
    /// `--dir DIR`: the goldens go under `DIR/<File>/` instead of beside each file.
    public var dir: String?
    /// `--update` (with verify): re-record the snapshots that failed.
    public var update = false
    /// `--prune`: remove stale goldens.
    public var prune = false
    /// `--strict`: a stale golden fails the run.
    public var strict = false
    /// `--report DIR`: where the HTML report (`index.html`) is written.
    public var report: String?
    /// `--junit FILE`: where the JUnit XML is written.
    public var junit: String?

    public init(mode: Mode, lesson: LessonRun) {
        self.mode = mode
        self.lesson = lesson
    }

    /// The largest golden read back: a layout or picture of one preview is far smaller.
    static let maxGoldenBytes = 16 << 20

    /// The golden kinds, by extension; a file under a golden folder with another one is not ours.
    static let extensions = [".layout.txt", ".svg"]

    /// One snapshot to take: a preview in a variant, and where its goldens are.
    struct Job {
        var preview: LessonPreview
        var name: String
        var variant: SnapshotVariant
        /// The goldens' path without the extension: `Views/__Snapshots__/ContentView/Preview.dark`.
        var stem: String
    }

    public func run(
        _ paths: [ArgPath], formatting: LessonFormatting, out: OutputSink, err: OutputSink
    ) -> Int32 {
        let programs: [ProjectProgram]
        switch ProjectOpening.programs(paths) {
        case .success(let p): programs = p
        case .failure(let e):
            _ = err.write("tileshell: error: \(Sanitizer.visible(e.message))\n")
            return 1
        }
        var opening = lesson
        opening.only = []
        let (opened, _, _) = opening.open(programs, formatting: formatting, err: err)
        var results: [SnapshotResult] = []
        var jobs: [Job] = []
        var folders: [String] = []
        for o in opened {
            _ = err.write(o.result.printed(lesson.diagnosticColors))
            _ = err.write(LessonRun.notDrawnLines(o.result))
            for n in o.result.notDrawn {
                let file = o.result.files.indices.contains(n.file) ? o.result.files[n.file].path : ""
                results.append(
                    SnapshotResult(
                        preview: Self.baseName(file) + ": " + n.preview, variant: nil, status: .failed,
                        details: [n.reason], golden: ""))
            }
            if o.failed, o.result.notDrawn.isEmpty {
                let errors = o.result.diagnostics.filter { $0.diagnostic.severity == .error }
                let first = errors.first
                let file = first.flatMap {
                    o.result.files.indices.contains($0.file) ? o.result.files[$0.file].path : nil
                }
                results.append(
                    SnapshotResult(
                        preview: file.map(Self.baseName) ?? "program", variant: nil, status: .failed,
                        details: errors.prefix(3).map { $0.message(in: o.result.files) }, golden: ""))
            }
            for (preview, name) in zip(o.result.previews, o.names) {
                guard o.result.files.indices.contains(preview.file) else { continue }
                let folder = goldenFolder(for: o.result.files[preview.file].path)
                if !folders.contains(folder) { folders.append(folder) }
                for variant in variants {
                    let stem =
                        folder + "/" + SnapshotName.file(preview.nameInFile.isEmpty ? preview.name : preview.nameInFile)
                        + (variant.name.map { "." + $0 } ?? "")
                    jobs.append(Job(preview: preview, name: name, variant: variant, stem: stem))
                }
            }
        }
        // NB: two previews whose goldens would be one file are an error before anything is written.
        var byPath: [String: String] = [:]
        for job in jobs {
            let key = job.stem.lowercased()
            if let other = byPath[key], other != job.name {
                _ = err.write(
                    "tileshell: error: the previews '\(Sanitizer.visible(other))' and '\(Sanitizer.visible(job.name))' "
                        + "would share the goldens '\(Sanitizer.visible(job.stem)).*' (\(SnapshotName.rule)); rename one\n"
                )
                return 1
            }
            byPath[key] = job.name
        }
        if jobs.isEmpty && results.isEmpty {
            _ = err.write("tileshell: error: no preview to snapshot\n")
            return 1
        }
        for (i, job) in jobs.enumerated() {
            if lesson.showsProgress, jobs.count > 1 {
                _ = err.write("\r\u{1B}[Ksnapshots: \(i) of \(jobs.count)")
            }
            results.append(take(job, out: out, err: err))
        }
        if lesson.showsProgress, jobs.count > 1 { _ = err.write("\r\u{1B}[K") }
        let expected = Set(jobs.flatMap { job in Self.extensions.map { job.stem + $0 } })
        var stale: [String] = []
        for folder in folders.sorted() {
            let found = FolderWalk.files(in: ArgPath(folder), recursive: false) { name in
                Self.extensions.contains { ext in String(decoding: name, as: UTF8.self).hasSuffix(ext) }
            }
            guard case .success(let files) = found else { continue }
            stale += files.map(\.text).filter { !expected.contains($0) }
        }
        var pruned = false
        if prune && !stale.isEmpty {
            pruned = true
            for path in stale {
                if case .failure(let e) = SafeFile.remove(path) {
                    _ = err.write("tileshell: error: \(e.explained("cannot remove '\(Sanitizer.visible(path))'"))\n")
                    pruned = false
                }
            }
        }
        let summary = SnapshotSummary(results: results, stale: stale, pruned: pruned)
        for r in results where r.status != .matched && r.status != .recorded || r.updated {
            _ = out.write(Sanitizer.visible(r.line()) + "\n")
        }
        for path in stale { _ = out.write("stale \(Sanitizer.visible(path))" + (pruned ? " (removed)" : "") + "\n") }
        _ = out.write(summary.line + "\n")
        var status: Int32 = results.contains(where: \.fails) || (strict && !stale.isEmpty && !pruned) ? 1 : 0
        if let junit {
            if case .failure(let e) = write(Array(SnapshotReport.junit(summary).utf8), to: junit) {
                _ = err.write("tileshell: error: \(e.explained("cannot write '\(Sanitizer.visible(junit))'"))\n")
                status = 1
            }
        }
        if let report {
            let page = report + "/index.html"
            if case .failure(let e) = write(Array(SnapshotReport.html(summary).utf8), to: page) {
                _ = err.write("tileshell: error: \(e.explained("cannot write '\(Sanitizer.visible(page))'"))\n")
                status = 1
            } else {
                _ = out.write("report: \(Sanitizer.visible(page))\n")
            }
        }
        _ = out.flush()
        return status
    }

    /// Draws one snapshot, and records or verifies its goldens.
    func take(_ job: Job, out: OutputSink, err: OutputSink) -> SnapshotResult {
        var drawing = lesson
        drawing.canvas = .device(job.variant.canvas)
        drawing.picture = .svg
        drawing.pictureOptions = PictureOptions(look: .swiftui, theme: job.variant.dark ? .dark : .light)
        let result = SnapshotResult(preview: job.name, variant: job.variant.name, status: .failed, golden: job.stem)
        let layout: String
        let svg: [UInt8]
        do throws(LayoutError) {
            let points = try drawing.points(of: job.preview)
            let c = job.variant.canvas.size
            layout = SnapshotLayout.text(
                points,
                title: "\(job.name)" + (job.variant.name.map { " [\($0)]" } ?? "")
                    + ", on the \(Length.text(c.width))×\(Length.text(c.height)) pt screen")
            guard let block = try drawing.draw(job.preview, named: job.name, out: out) else { return result }
            switch Exporter.picture([block], format: .svg, options: drawing.pictureOptions) {
            case .success(let bytes): svg = bytes
            case .failure(let e):
                var r = result
                r.details = [e.message]
                return r
            }
        } catch {
            var r = result
            r.details = [error.message]
            return r
        }
        let files: [(String, [UInt8])] = [(job.stem + ".layout.txt", Array(layout.utf8)), (job.stem + ".svg", svg)]
        func record(_ r: SnapshotResult) -> SnapshotResult {
            var r = r
            for (path, bytes) in files {
                if case .failure(let e) = write(bytes, to: path) {
                    r.status = .failed
                    r.details = [e.explained("cannot write '\(path)'")]
                    r.updated = false
                    return r
                }
            }
            return r
        }
        if mode == .record {
            var r = result
            r.status = .recorded
            return record(r)
        }
        let old = files.map { FileIO.read($0.0, .regularOnly, maxBytes: Self.maxGoldenBytes) }
        var r = result
        r.newSVG = svg
        switch (old[0], old[1]) {
        case (.success(let oldLayout), .success(let oldSVG)):
            r.goldenSVG = Array(oldSVG.utf8)
            if oldLayout == layout && r.goldenSVG == svg {
                r.status = .matched
                r.newSVG = nil
                r.goldenSVG = nil
                return r
            }
            r.status = .differs
            r.details = SnapshotDiff.changes(golden: oldLayout, new: layout)
            if r.details.isEmpty {
                r.details = [
                    oldLayout == layout
                        ? "the picture differs and the layout does not (a colour, a font, a shadow?)"
                        : "the layout golden differs in its title or a line no node is read from"
                ]
            }
        case (.failure(let e), _), (_, .failure(let e)):
            let missing = old.firstIndex { if case .failure = $0 { true } else { false } } ?? 0
            r.status = e.code == ENOENT ? .missing : .failed
            r.details = [
                e.code == ENOENT ? "no golden '\(files[missing].0)'" : e.explained("cannot read '\(files[missing].0)'")
            ]
        }
        if update && r.status != .failed {
            r.updated = true
            return record(r)
        }
        return r
    }

    /// Writes a file the run makes (a golden, the report, the JUnit XML), making its folders;
    /// never over a file the run is reading.
    func write(_ bytes: [UInt8], to path: String) -> Result<Void, FileError> {
        if let problem = FileIO.makeDirectories(for: path) { return .failure(FileError(message: problem)) }
        return SafeFile.replace(path, with: bytes, inUse: lesson.filesInUse)
    }

    /// Where a file's goldens go: `--dir`'s `DIR/<File>`, else `__Snapshots__/<File>` beside it.
    func goldenFolder(for path: String) -> String {
        let base = Self.baseName(path)
        let stem = SnapshotName.file(base.hasSuffix(".swift") ? String(base.dropLast(".swift".count)) : base)
        if let dir { return (dir.hasSuffix("/") ? String(dir.dropLast()) : dir) + "/" + stem }
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let parent = folder.isEmpty ? (path.hasPrefix("/") ? "" : ".") : folder
        return parent + "/__Snapshots__/" + stem
    }

    static func baseName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
}
