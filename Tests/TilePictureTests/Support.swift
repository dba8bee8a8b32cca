import Foundation
import Testing
import TileFormat
import TilePicture
import TileRender

@testable import TileShell

/// A fixed moment so relative dates are reproducible: 2026-11-29T12:00:00Z.
let fixedNow = Instant(seconds: 1_795_953_600)

/// The seeds' example sessions, as the text renderer's golden files have them.
let seedScripts: [(name: String, script: String)] = [
    ("seed1-tiles", "tile apple 100 orange 46"),
    (
        "seed2-item-card",
        "set name \"Ada Lovelace\"; set jobTitle \"Analyst\"; set price 1234.5; set updated -3h; set discount 20; set symbol star.fill; show name jobTitle price updated discount symbol"
    ),
    ("seed3-segmented", "pick unit hour; picker unit title \"Time unit\" label \"2 {case}s\""),
    ("seed3-menu", "pick unit hour; pick style menu; picker unit title \"Time unit\" label \"2 {case}s\""),
    ("seed3-inline", "pick unit hour; picker unit title \"Time unit\" label \"2 {case}s\" style inline"),
]

/// Runs a script in a fresh standard session and keeps what each drawing command drew, as
/// the export will: its cells at the width and its description. Commands that drew nothing
/// (a nil optional) leave no block.
func blocks(_ script: String, width: Int = 60, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    -> [PictureBlock]
{
    let env = Environment(
        width: width, colorDepth: .truecolor, now: fixedNow, locale: "en_US", formatter: FoundationFormatting())
    var shell = Shell(environment: env)
    var out: [PictureBlock] = []
    for (n, text) in script.split(separator: "\n").enumerated() {
        do {
            for command in try Parser.parse(SourceLine(source: "<test>", lineNumber: n + 1, text: String(text))) {
                let checked = try Checker(session: shell.session, now: env.now).check(command)
                do {
                    if let view = try shell.execute(checked, command: command) {
                        let canvas = view.draw(width: width)
                        if canvas.height > 0 {
                            out.append(PictureBlock(canvas: canvas, label: view.accessibleLabel) { view.plainTree })
                        }
                    }
                } catch {
                    Issue.record("\(error.formatted())", sourceLocation: sourceLocation)
                }
            }
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
        }
    }
    return out
}

/// Compares text with `Snapshots/<name>`; writes the file when missing or when
/// RECORD_SNAPSHOTS is set (swift-argument-parser's convention).
func assertSnapshot(
    _ actual: String, named name: String, filePath: String = #filePath,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let file = testDirectory(filePath).appendingPathComponent("Snapshots").appendingPathComponent(name)
    let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil
    if !record, let expected = try? String(contentsOf: file, encoding: .utf8) {
        #expect(
            actual == expected, "snapshot \(name) differs; RECORD_SNAPSHOTS=1 ./Scripts/test re-records",
            sourceLocation: sourceLocation)
        return
    }
    try? FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? actual.write(to: file, atomically: true, encoding: .utf8)
    if !record {
        Issue.record("recorded missing snapshot \(name); check it and commit it", sourceLocation: sourceLocation)
    }
}

/// This test target's folder in the source tree.
func testDirectory(_ filePath: String = #filePath) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent()
}

/// Runs a program with input on standard input; returns its status and standard output.
func runProgram(_ argv: [String], input: Data = Data()) throws -> (status: Int32, output: Data, errors: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = argv
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    // NB: input written on another thread so that a full output pipe cannot block both sides.
    let writer = Thread {
        stdin.fileHandleForWriting.write(input)
        try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, output, String(decoding: errors, as: UTF8.self))
}

/// What Python's XML parser made of a document: its error, or the texts of its elements (and
/// the root's attributes), in order.
struct ParsedXML: Decodable {
    var error: String?
    var texts: [String]
}

/// Parses documents with Python's XML parser, all in one process (a process each was most of
/// these tests' time).
func parseXML(_ documents: [String]) -> [ParsedXML] {
    let script = """
        import sys, json, xml.etree.ElementTree as E
        out = []
        for d in json.load(sys.stdin):
            try:
                r = E.fromstring(d.encode("utf-8"))
                out.append({"texts": [e.text or "" for e in r.iter()] + [r.get(k) or "" for k in r.keys()]})
            except Exception as e:
                out.append({"error": str(e), "texts": []})
        print(json.dumps(out))
        """
    let failed = documents.map { _ in ParsedXML(error: "python3 did not answer", texts: []) }
    guard let input = try? JSONEncoder().encode(documents),
        let result = try? runProgram(["python3", "-c", script], input: input), result.status == 0,
        let parsed = try? JSONDecoder().decode([ParsedXML].self, from: result.output), parsed.count == documents.count
    else { return failed }
    return parsed
}

/// Parses one document (see `parseXML`).
func parseXML(_ document: String) -> ParsedXML {
    parseXML([document]).first ?? ParsedXML(error: "no answer", texts: [])
}
