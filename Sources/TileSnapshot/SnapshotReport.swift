import TileText

/// The run's results for people and CI systems: JUnit XML (one test case a snapshot) and one
/// HTML page that needs no server and no network, the pictures inside it.
public enum SnapshotReport {
    /// JUnit XML, as CI systems read it: a `<testcase>` a snapshot, its class the preview's file,
    /// a `<failure>` for one that differs or is missing, an `<error>` for one that failed to draw;
    /// stale goldens as `<system-out>` lines.
    public static func junit(_ summary: SnapshotSummary) -> String {
        let failures = summary.results.filter { $0.fails && $0.status != .failed }.count
        let errors = summary.results.filter { $0.fails && $0.status == .failed }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"tileshell snapshot\" tests=\"\(summary.results.count)\""
        out += " failures=\"\(failures)\" errors=\"\(errors)\">\n"
        out += "  <testsuite name=\"snapshots\" tests=\"\(summary.results.count)\""
        out += " failures=\"\(failures)\" errors=\"\(errors)\">\n"
        for r in summary.results {
            let (file, name) = split(r.name)
            out += "    <testcase classname=\"\(attribute(file))\" name=\"\(attribute(name))\""
            if !r.fails {
                out += "/>\n"
                continue
            }
            out += ">\n"
            let tag = r.status == .failed ? "error" : "failure"
            let message = r.status == .differs ? "differs from \(r.golden)" : "\(r.status.rawValue): \(r.golden)"
            out += "      <\(tag) message=\"\(attribute(message))\">"
            out += text(r.details.joined(separator: "\n")) + "</\(tag)>\n"
            out += "    </testcase>\n"
        }
        if !summary.stale.isEmpty {
            out += "    <system-out>" + text(summary.stale.map { "stale: " + $0 }.joined(separator: "\n"))
            out += "</system-out>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// One HTML page: the summary, then for each snapshot that failed the golden, the new picture
    /// and their difference side by side (the two SVGs stacked with `mix-blend-mode: difference`,
    /// so what is alike is black and what changed shows), and the list of changes.
    public static func html(_ summary: SnapshotSummary) -> String {
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
            <title>tileshell snapshot report</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1d1d1f; background: #fff; }
            h1 { font-size: 20px; } h2 { font-size: 16px; margin-top: 32px; }
            .summary { padding: 8px 12px; border-radius: 6px; background: #f2f2f7; }
            .fail { color: #c41e3a; } .ok { color: #1e7d32; }
            .row { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
            figure { margin: 0; } figcaption { font-size: 12px; color: #6e6e73; margin-bottom: 4px; }
            figure img { display: block; max-width: 320px; border: 1px solid #d2d2d7; }
            .diff { position: relative; background: #000; }
            .diff img + img { position: absolute; left: 0; top: 0; mix-blend-mode: difference; }
            ul.changes { font-family: ui-monospace, monospace; font-size: 12px; }
            </style>
            </head>
            <body>
            <h1>tileshell snapshot report</h1>

            """
        let failed = summary.results.filter(\.fails)
        out += "<p class=\"summary \(failed.isEmpty ? "ok" : "fail")\">" + text(summary.line) + "</p>\n"
        if failed.isEmpty { out += "<p>Every snapshot matches its goldens.</p>\n" }
        for r in failed {
            out += "<section>\n<h2 class=\"fail\">" + text(r.status.rawValue + ": " + r.name) + "</h2>\n"
            out += "<p>" + text(r.golden) + "</p>\n<div class=\"row\">\n"
            if let g = r.goldenSVG { out += figure("golden", [g]) }
            if let n = r.newSVG { out += figure(r.status == .failed ? "last drawn" : "now", [n]) }
            if let g = r.goldenSVG, let n = r.newSVG { out += figure("difference", [g, n], diff: true) }
            out += "</div>\n"
            if !r.details.isEmpty {
                out += "<ul class=\"changes\">\n"
                for d in r.details { out += "<li>" + text(d) + "</li>\n" }
                out += "</ul>\n"
            }
            out += "</section>\n"
        }
        if !summary.stale.isEmpty {
            out += "<h2>Stale goldens</h2>\n<ul class=\"changes\">\n"
            for s in summary.stale { out += "<li>" + text(s) + "</li>\n" }
            out += "</ul>\n"
        }
        return out + "</body>\n</html>\n"
    }

    static func figure(_ caption: String, _ svgs: [[UInt8]], diff: Bool = false) -> String {
        var out = "<figure><figcaption>\(caption)</figcaption>"
        out += diff ? "<div class=\"diff\">" : ""
        for svg in svgs { out += "<img alt=\"\(caption)\" src=\"data:image/svg+xml;base64,\(Base64.encode(svg))\">" }
        return out + (diff ? "</div>" : "") + "</figure>\n"
    }

    /// `ContentView.swift: Preview [dark]` as (`ContentView.swift`, `Preview [dark]`); a name of a
    /// single file's run has no file part.
    static func split(_ name: String) -> (String, String) {
        guard let colon = name.ranges(of: ": ").first else { return ("", name) }
        return (String(name[..<colon.lowerBound]), String(name[colon.upperBound...]))
    }

    static func text(_ s: String) -> String { Escaper.escape(Sanitizer.visible(s), as: .xmlText) }
    static func attribute(_ s: String) -> String { Escaper.escape(Sanitizer.visible(s), as: .xmlAttribute) }
}

/// Base64 (RFC 4648, with padding), for pictures inside a page.
enum Base64 {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i < bytes.count {
            let b0 = UInt32(bytes[i])
            let b1 = i + 1 < bytes.count ? UInt32(bytes[i + 1]) : 0
            let b2 = i + 2 < bytes.count ? UInt32(bytes[i + 2]) : 0
            let n = b0 << 16 | b1 << 8 | b2
            out.append(alphabet[Int(n >> 18 & 63)])
            out.append(alphabet[Int(n >> 12 & 63)])
            out.append(i + 1 < bytes.count ? alphabet[Int(n >> 6 & 63)] : UInt8(ascii: "="))
            out.append(i + 2 < bytes.count ? alphabet[Int(n & 63)] : UInt8(ascii: "="))
            i += 3
        }
        return String(decoding: out, as: UTF8.self)
    }
}
