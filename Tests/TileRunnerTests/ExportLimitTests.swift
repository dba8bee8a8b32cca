import TestSupport
import Testing
import TileRunner
import TileShell
import TileSystem

/// Every export format is bounded: drawings over the limit are refused before anything is drawn
/// again, a document that grows past it is refused as it is written, and a PNG too large on a
/// side never reaches the rasterizer. Each error names the limit and its value.
@Suite struct ExportLimitTests {
    static func shell(_ script: String) -> Shell {
        var environment = Environment(now: Instant(seconds: 0), formatter: PlainFormatting())
        environment.colorDepth = .none
        var shell = Shell(environment: environment)
        for (n, line) in script.split(separator: "\n").enumerated() {
            _ = shell.run(SourceLine(source: "<test>", lineNumber: n + 1, text: String(line))) { _ in }
        }
        return shell
    }

    static func message(_ result: Result<[UInt8], FileError>) -> String? {
        if case .failure(let e) = result { return e.message }
        return nil
    }

    static let script = "tile apple 100 orange 46\nset name \"abcdefghij\"\nshow name"

    @Test(arguments: ExportFormat.allCases.filter { $0 != .swift })
    func drawingsOverTheLimitAreRefusedBeforeTheWork(format: ExportFormat) {
        let shell = Self.shell(Self.script)
        let drawn = shell.drawings.pictures.reduce(0) { $0 + $1.size }
        let limits = ExportLimits(bytes: drawn - 1, pixelsASide: 16_384, rasterizerSeconds: 30)
        let request = ExportRequest(path: "x." + format.rawValue, format: format, scope: .all)
        let message = Self.message(Exporter.document(request, shell: shell, limits: limits))
        #expect(
            message
                == "the drawings to export took \(drawn) bytes when drawn, over the export limit of \(drawn - 1) bytes")
        #expect(message?.contains("limit") == true)
    }

    /// Within the limit as drawn, but the document is larger: ANSI colours, SVG markup, HTML.
    @Test(arguments: [ExportFormat.ansi, .svg, .html, .png])
    func aDocumentPastTheLimitIsRefusedAsItIsWritten(format: ExportFormat) {
        let shell = Self.shell(Self.script)
        let drawn = shell.drawings.pictures.reduce(0) { $0 + $1.size }
        let limits = ExportLimits(bytes: drawn, pixelsASide: 16_384, rasterizerSeconds: 30)
        let request = ExportRequest(path: "x." + format.rawValue, format: format, scope: .all)
        let message = Self.message(Exporter.document(request, shell: shell, limits: limits))
        #expect(message == "the .\(format.rawValue) document grew past the export limit of \(drawn) bytes")
    }

    @Test func aPNGTooLargeOnASideNeverReachesTheRasterizer() {
        let shell = Self.shell(Self.script)
        let limits = ExportLimits(bytes: 64 << 20, pixelsASide: 100, rasterizerSeconds: 30)
        let request = ExportRequest(path: "x.png", format: .png, scope: .all)
        let message = Self.message(Exporter.document(request, shell: shell, limits: limits)) ?? ""
        #expect(message.hasPrefix("the picture would be "))
        #expect(message.hasSuffix(" pixels, over the PNG limit of 100 pixels a side"))
    }

    /// Each side within its bound, the area past it: refused before the rasterizer runs.
    @Test func aPNGTooLargeInAllNeverReachesTheRasterizer() {
        let shell = Self.shell(Self.script)
        let limits = ExportLimits(bytes: 64 << 20, pixelsASide: 16_384, pixels: 1000, rasterizerSeconds: 30)
        let request = ExportRequest(path: "x.png", format: .png, scope: .all)
        let message = Self.message(Exporter.document(request, shell: shell, limits: limits)) ?? ""
        #expect(message.hasPrefix("the picture would be "))
        #expect(message.hasSuffix(" in all, over the PNG limit of 1000 pixels in all"), "\(message)")
    }

    @Test func theAreaIsCheckedAfterTheSides() {
        let standard = ExportLimits.standard
        #expect(
            standard.check(pixelWidth: 16_000, height: 16_000) == .area(width: 16_000, height: 16_000, limit: 16 << 20))
        #expect(
            standard.check(pixelWidth: 10_000, height: 10_000)?.description
                == "the picture would be 10000 × 10000 pixels, 100000000 in all, over the PNG limit of 16777216 pixels in all"
        )
        #expect(standard.check(pixelWidth: 4096, height: 4096) == nil)
        #expect(standard.check(pixelWidth: 16_384, height: 1024) == nil)
        #expect(standard.check(pixelWidth: 20_000, height: 1) == .pixels(width: 20_000, height: 1, limit: 16_384))
        #expect(
            standard.check(pixelWidth: Int(1e15), height: Int(1e15))
                == .pixels(width: Int(1e15), height: Int(1e15), limit: 16_384))
    }

    @Test func theStandardLimitsAreTheREADMEs() {
        #expect(ExportLimits.standard == ExportLimits(bytes: 64 << 20, pixelsASide: 16_384, rasterizerSeconds: 30))
        #expect(
            ExportLimits.standard.check(drawnBytes: 105_300_000)?.description
                == "the drawings to export took 105300000 bytes when drawn, over the export limit of 64 MiB (67108864 bytes)"
        )
        #expect(ExportLimits.standard.check(drawnBytes: 64 << 20) == nil)
    }

    /// The file reader and the rasterizer sit below the language and carry its limits as numbers.
    @Test func theSystemModulesLimitsAreTheLanguages() {
        #expect(PNGRasterizer().timeLimit == ExportLimits.standard.rasterizerSeconds)
        #expect(FileIO.maxFileBytes == SessionFile.maxBytes)
    }
}
