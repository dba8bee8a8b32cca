/// What one snapshot (a preview in one variant) came to in a `record` or `verify` run.
public struct SnapshotResult: Equatable, Sendable {
    public enum Status: String, Equatable, Sendable {
        /// Its goldens are the bytes drawn now.
        case matched
        /// Its goldens were written (`record`, or `verify --update` of one that failed).
        case recorded
        /// A golden differs from what is drawn now.
        case differs
        /// A golden is missing.
        case missing
        /// The preview could not be drawn (an error in its file, or past the layout's limits).
        case failed
    }

    /// The preview's name, as headers show it (`ContentView.swift: Preview`).
    public var preview: String
    /// The variant's name (`dark`, `ipad-landscape`); nil for the default variant.
    public var variant: String?
    public var status: Status
    /// For `differs`, what changed, causes first (`SnapshotDiff.changes`); for `missing` and
    /// `failed`, why.
    public var details: [String]
    /// The layout golden's path (the SVG's is beside it).
    public var golden: String
    /// The SVG recorded before, and drawn now, for the report's pictures (nil where there is none).
    public var goldenSVG: [UInt8]?
    public var newSVG: [UInt8]?
    /// Whether it was re-recorded (`--update`) after failing.
    public var updated: Bool

    public init(
        preview: String, variant: String?, status: Status, details: [String] = [], golden: String,
        goldenSVG: [UInt8]? = nil, newSVG: [UInt8]? = nil, updated: Bool = false
    ) {
        self.preview = preview
        self.variant = variant
        self.status = status
        self.details = details
        self.golden = golden
        self.goldenSVG = goldenSVG
        self.newSVG = newSVG
        self.updated = updated
    }

    /// `ContentView.swift: Preview`, or `ContentView.swift: Preview [dark]` in a variant.
    public var name: String { preview + (variant.map { " [\($0)]" } ?? "") }

    /// Whether it fails the run: differs, missing or failed, and not re-recorded.
    public var fails: Bool { !updated && (status == .differs || status == .missing || status == .failed) }

    /// Its line in the run's report: `✗ ContentView.swift: Preview: .padding(8) → .padding(12); …`.
    public func line(limit: Int = 6) -> String {
        let shown = details.prefix(limit).joined(separator: "; ")
        let more = details.count > limit ? "; and \(details.count - limit) more" : ""
        let what = shown.isEmpty ? "" : ": " + shown + more
        switch status {
        case .matched: return "ok \(name)"
        case .recorded: return "recorded \(name)"
        case .differs: return (updated ? "updated " : "differs ") + name + what
        case .missing: return (updated ? "recorded " : "missing ") + name + what
        case .failed: return "failed \(name)" + what
        }
    }
}

/// The results of a run, counted as its summary says them.
public struct SnapshotSummary: Equatable, Sendable {
    public var results: [SnapshotResult]
    /// Goldens no preview has any more, by path.
    public var stale: [String]
    /// Stale goldens removed (`--prune`).
    public var pruned: Bool

    public init(results: [SnapshotResult], stale: [String], pruned: Bool) {
        self.results = results
        self.stale = stale
        self.pruned = pruned
    }

    public func count(_ status: SnapshotResult.Status) -> Int { results.filter { $0.status == status }.count }

    /// `20 snapshots: 19 matched, 1 differs; 1 stale golden`.
    public var line: String {
        let n = results.count
        var parts: [String] = []
        for s: SnapshotResult.Status in [.matched, .recorded, .differs, .missing, .failed] {
            let c = count(s)
            if c > 0 || (s == .matched && count(.recorded) == 0) { parts.append("\(c) \(s.rawValue)") }
        }
        let updated = results.filter(\.updated).count
        if updated > 0 { parts.append("\(updated) re-recorded") }
        var text = "\(n) snapshot\(n == 1 ? "" : "s"): " + parts.joined(separator: ", ")
        if !stale.isEmpty {
            text += "; \(stale.count) stale golden\(stale.count == 1 ? "" : "s")" + (pruned ? " removed" : "")
        }
        return text
    }
}
