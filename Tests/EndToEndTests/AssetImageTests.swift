import Foundation
import Testing

/// `Image("name")` in an app target is the image its asset catalogs hold: drawn in pictures at
/// its size in points (pixels over the scale of the file the set gives), inline in the SVG; a
/// name no catalog holds draws nothing, with one warning, and a set whose file is missing is a
/// placeholder that says which file.
struct AssetImageTests {
    /// A red 8 × 4 pixel PNG.
    static let png: [UInt8] = [
        137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 8, 0, 0, 0, 4, 8, 6, 0, 0, 0, 179, 205,
        126, 240, 0, 0, 0, 18, 73, 68, 65, 84, 120, 156, 99, 248, 207, 192, 240, 31, 31, 102, 160, 189, 2, 0, 112, 244,
        63, 193, 126, 0, 40, 62, 0, 0, 0, 0, 73, 69, 78, 68, 174, 66, 96, 130,
    ]

    static let contents = """
        {
          "images" : [
            { "idiom" : "universal", "scale" : "1x" },
            { "filename" : "dot@2x.png", "idiom" : "universal", "scale" : "2x" },
            { "idiom" : "universal", "scale" : "3x" }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """

    /// A colour set as Xcode writes one: its components in three spellings, a dark variant after.
    static let brand = """
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "srgb",
                "components" : { "alpha" : "0.500", "blue" : "51", "green" : "0x66", "red" : "0.800" }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : {
                "color-space" : "srgb",
                "components" : { "alpha" : "1.000", "blue" : "1.000", "green" : "1.000", "red" : "1.000" }
              },
              "idiom" : "universal"
            }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """

    static func project(_ body: String, accent: String? = nil) throws -> URL {
        let dir = try Binary.directory([:])
        var files: [String: [UInt8]] = [
            "Dots/Dots/DotsApp.swift": Array(ProjectResourceTests.app.utf8),
            "Dots/Dots/ContentView.swift": Array(
                "import SwiftUI\n\nstruct ContentView: View {\n    var body: some View {\n\(body)\n    }\n}\n\n#Preview { ContentView() }\n"
                    .utf8),
            "Dots/Dots/Assets.xcassets/Contents.json": Array(
                #"{ "info" : { "author" : "xcode", "version" : 1 } }"#.utf8),
            "Dots/Dots/Assets.xcassets/dot.imageset/Contents.json": Array(contents.utf8),
            "Dots/Dots/Assets.xcassets/dot.imageset/dot@2x.png": png,
            "Dots/Dots/Assets.xcassets/Brand.colorset/Contents.json": Array(brand.utf8),
            "Dots/Dots/Assets.xcassets/gone.imageset/Contents.json": Array(
                contents.replacingOccurrences(of: "dot@2x", with: "gone@2x").utf8),
        ]
        if let accent { files["Dots/Dots/Assets.xcassets/AccentColor.colorset/Contents.json"] = Array(accent.utf8) }
        for (name, bytes) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return dir
    }

    @Test func anAssetImageIsDrawnInlineAtItsSizeInPoints() throws {
        let dir = try Self.project(
            "        VStack { Image(\"dot\"); Image(\"dot\").resizable().frame(width: 40, height: 20) }")
        let r = try Binary.run(["Dots", "--format", "svg", "--look", "swiftui", "-o", "dots.svg"], cwd: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        let svg = try String(contentsOf: dir.appendingPathComponent("dots.svg"), encoding: .utf8)
        let data = "data:image/png;base64," + Data(Self.png).base64EncodedString()
        // 8 × 4 pixels at @2x: 4 × 2 points; the resizable one takes its 40 × 20 frame.
        #expect(svg.contains(#"width="4" height="2" preserveAspectRatio="none" href="\#(data)""#), "\(svg)")
        #expect(svg.contains(#"width="40" height="20" preserveAspectRatio="none" href="\#(data)""#))
        // The terminal draws a box with the image's name.
        let cells = try Binary.run(["--width", "30", "Dots"], cwd: dir)
        #expect(cells.status == 0 && cells.stdout.contains("dot"), "\(cells.stdout)")
    }

    @Test func anAssetColourIsItsColourSets() throws {
        let dir = try Self.project("        Color(\"Brand\").frame(width: 10, height: 10)")
        let r = try Binary.run(["Dots", "--format", "svg", "--look", "swiftui", "-o", "brand.svg"], cwd: dir)
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let svg = try String(contentsOf: dir.appendingPathComponent("brand.svg"), encoding: .utf8)
        // 0.8, 0x66 and 51 of 255: #cc6633, at the set's alpha.
        #expect(svg.lowercased().contains("#cc6633"), "\(svg)")
        #expect(svg.contains("0.5"))
    }

    @Test func aNameNoCatalogHoldsDrawsNothingAndAMissingFileSaysWhich() throws {
        let dir = try Self.project("        VStack { Image(\"nothing\"); Image(\"gone\") }")
        let r = try Binary.run(["--check", "Dots"], cwd: dir)
        let said = r.stdout + r.stderr
        #expect(said.contains("warning: no image named 'nothing' in the project's asset catalogs"), "\(said)")
        #expect(
            said.contains(
                "warning: the image set 'gone' of the project's asset catalogs lacks gone@2x.png; drawn as a placeholder"
            ))
    }

    /// The project's `AccentColor` is the app's accent: buttons and `Color.accentColor` take it,
    /// and a `.tint` inside still wins.
    @Test func theProjectsAccentColorTintsThePreview() throws {
        let green = Self.brand.replacingOccurrences(
            of: #""alpha" : "0.500", "blue" : "51", "green" : "0x66", "red" : "0.800""#,
            with: #""alpha" : "1.000", "blue" : "0.000", "green" : "0.600", "red" : "0.000""#)
        #expect(green != Self.brand)
        let dir = try Self.project(
            "        VStack { Button(\"Go\") {}; Color.accentColor.frame(width: 10, height: 10); Button(\"Own\") {}.tint(.red) }",
            accent: green)
        let r = try Binary.run(["Dots", "--format", "svg", "--look", "swiftui", "-o", "accent.svg"], cwd: dir)
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let svg = try String(contentsOf: dir.appendingPathComponent("accent.svg"), encoding: .utf8)
        // 0, 0.6 and 0 of 255: #009900, the button's title and the colour; the tinted one red.
        #expect(svg.contains(##"fill="#009900" text-anchor="middle">Go</text>"##), "\(svg)")
        #expect(svg.contains(##"width="10" height="10" fill="#009900""##), "\(svg)")
        #expect(svg.contains(##"fill="#FF3B30" text-anchor="middle">Own</text>"##), "\(svg)")
        // Without the set, the system blue.
        let plain = try Self.project("        Button(\"Go\") {}")
        let p = try Binary.run(["Dots", "--format", "svg", "--look", "swiftui", "-o", "plain.svg"], cwd: plain)
        #expect(p.status == 0)
        let plainSVG = try String(contentsOf: plain.appendingPathComponent("plain.svg"), encoding: .utf8)
        #expect(plainSVG.contains(##"fill="#007AFF">Go</text>"##), "\(plainSVG)")
    }

    /// `.renderingMode(.template)` (or a set whose intent is template) draws the image's
    /// silhouette in the foreground style; `.original` its own colours.
    @Test func aTemplateImageIsItsSilhouetteInTheForeground() throws {
        let dir = try Self.project(
            """
                    VStack {
                        Image("dot").renderingMode(.template).foregroundColor(.green)
                        Image("dot")
                    }
            """)
        let r = try Binary.run(["Dots", "--format", "svg", "--look", "swiftui", "-o", "t.svg"], cwd: dir)
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let svg = try String(contentsOf: dir.appendingPathComponent("t.svg"), encoding: .utf8)
        #expect(
            svg.contains(
                ##"<feFlood flood-color="#34C759" flood-opacity="1"/><feComposite in2="SourceGraphic" operator="in"/>"##
            ), "\(svg)")
        #expect(svg.components(separatedBy: "<feFlood").count == 2)
        // A set whose intent is template, drawn in the primary style unless told otherwise.
        let set = dir.appendingPathComponent("Dots/Dots/Assets.xcassets/dot.imageset/Contents.json")
        let json = try String(contentsOf: set, encoding: .utf8).replacingOccurrences(
            of: #""info" : {"#, with: #""properties" : { "template-rendering-intent" : "template" }, "info" : {"#)
        try json.write(to: set, atomically: true, encoding: .utf8)
        let t = try Binary.run(["Dots", "--format", "svg", "--look", "swiftui", "-o", "t2.svg"], cwd: dir)
        #expect(t.status == 0, "\(t.stderr)")
        let templated = try String(contentsOf: dir.appendingPathComponent("t2.svg"), encoding: .utf8)
        #expect(templated.contains(##"<feFlood flood-color="#000000""##), "\(templated)")
        #expect(templated.components(separatedBy: "<feFlood").count == 3)
    }

    /// A colour set's dark appearance is drawn in `--theme dark`, and display P3 components are
    /// converted to sRGB: P3 (0.2, 0.6, 0.4) is sRGB #009C61 (its red below sRGB's gamut, clipped).
    @Test func aColourSetsDarkAppearanceAndDisplayP3() throws {
        let dir = try Self.project("        Color(\"Brand\").frame(width: 10, height: 10)")
        let dark = try Binary.run(
            ["Dots", "--format", "svg", "--look", "swiftui", "--theme", "dark", "-o", "dark.svg"], cwd: dir)
        #expect(dark.status == 0 && dark.stderr.isEmpty, "\(dark.stderr)")
        let darkSVG = try String(contentsOf: dir.appendingPathComponent("dark.svg"), encoding: .utf8)
        #expect(darkSVG.contains(##"width="10" height="10" fill="#FFFFFF""##), "\(darkSVG)")
        let set = dir.appendingPathComponent("Dots/Dots/Assets.xcassets/Brand.colorset/Contents.json")
        let p3 = Self.brand.replacingOccurrences(
            of: #""color-space" : "srgb","#, with: #""color-space" : "display-p3","#
        )
        .replacingOccurrences(
            of: #""alpha" : "0.500", "blue" : "51", "green" : "0x66", "red" : "0.800""#,
            with: #""alpha" : "1.000", "blue" : "0.400", "green" : "0.600", "red" : "0.200""#)
        try p3.write(to: set, atomically: true, encoding: .utf8)
        let light = try Binary.run(["Dots", "--format", "svg", "--look", "swiftui", "-o", "p3.svg"], cwd: dir)
        #expect(light.status == 0, "\(light.stderr)")
        let p3SVG = try String(contentsOf: dir.appendingPathComponent("p3.svg"), encoding: .utf8)
        #expect(p3SVG.contains(##"width="10" height="10" fill="#009C61""##), "\(p3SVG)")
    }
}
