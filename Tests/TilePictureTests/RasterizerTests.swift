import Foundation
import Testing
import TilePicture
import TileSystem

/// rsvg-convert driven through its standard streams, and what happens when it is missing or fails.
@Suite struct RasterizerTests {
    @Test func missingRasterizerSaysWhatToInstall() {
        let r = PNGRasterizer(executable: "tileshell-no-such-rasterizer")
        #expect(throws: PNGRasterizer.Failure.missing(executable: "tileshell-no-such-rasterizer")) {
            try r.png(svg: "<svg/>")
        }
        #expect(
            PNGRasterizer.Failure.missing(executable: "rsvg-convert").description.contains(
                "apt-get install librsvg2-bin"))
    }

    /// Where Inter cannot be read a PNG of the swiftui look says so once; the set-up installs it,
    /// so here it says nothing.
    @Test func aMissingInterIsAWarning() throws {
        #expect(FontConfig.missingFontWarning() == nil)
        let warning = try #require(FontConfig.missingFontWarning(font: "/nonexistent/Inter-Regular.otf"))
        #expect(warning.hasPrefix("tileshell: warning: the Inter font is not installed"))
        #expect(warning.contains("fonts-inter") && warning.hasSuffix("\n"))
    }

    @Test func theRasterizerSeesOnlyTileshellsFonts() throws {
        let file = try #require(FontConfig.file)
        let dirs = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
            .filter { $0.contains("<dir>") }
        #expect(
            dirs == [
                "  <dir>/usr/share/fonts/opentype/inter</dir>", "  <dir>/usr/share/fonts/truetype/dejavu</dir>",
                "  <dir>/usr/share/fonts/truetype/noto</dir>",
            ])
        // The child's environment names that file (a stand-in rasterizer prints it after a PNG signature).
        let shell = PNGRasterizer(
            executable: "/bin/sh", arguments: ["-c", #"cat >/dev/null; printf '\211PNG%s' "$FONTCONFIG_FILE""#])
        let out = try shell.png(svg: "<svg/>")
        #expect(String(decoding: out.dropFirst(4), as: UTF8.self) == file)
    }

    @Test func failingRasterizerReportsItsStatusAndMessage() throws {
        do {
            _ = try PNGRasterizer().png(svg: "<svg this is not xml")
            Issue.record("no error for a broken SVG")
        } catch {
            guard case .failed(_, let status, let message) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(status.contains("status"))
            #expect(!message.isEmpty)
        }
    }

    /// A picture larger than a pipe's buffer both ways: written and read at once, no deadlock.
    @Test func largePictureRoundTrips() throws {
        let script = "tile " + (1...100).map { "apple \($0)" }.joined(separator: " ")
        let svg = Picture.svg(blocks: blocks(script, width: 200), options: PictureOptions())
        #expect(svg.utf8.count > 200_000)
        let png = try PNGRasterizer().png(svg: svg)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }
}

extension RasterizerTests {
    /// A rasterizer that hangs is stopped at its time limit, with an error naming the limit.
    @Test func aRasterizerPastItsTimeLimitIsStopped() {
        let r = PNGRasterizer(executable: "/bin/sh", arguments: ["-c", "sleep 20"], timeLimit: 1)
        let start = ContinuousClock.now
        #expect(throws: PNGRasterizer.Failure.timedOut(executable: "/bin/sh", seconds: 1)) {
            try r.png(svg: "<svg/>")
        }
        #expect(ContinuousClock.now - start < .seconds(10))
        let message = PNGRasterizer.Failure.timedOut(executable: "rsvg-convert", seconds: 30).description
        #expect(message.contains("time limit of 30 s"))
    }
}
