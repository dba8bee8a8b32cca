import Foundation
import Testing

/// `export <file>`: one command for every format, through the real binary.
@Suite struct ExportTests {
    let dir: URL = {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("tileshell-export-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        return d
    }()

    func run(_ commands: String) throws -> Binary.Result {
        try Binary.run(
            ["--width", "80", "--color", "never", "--now", "2026-01-01T00:00:00Z", "-c", commands], cwd: dir)
    }

    func file(_ name: String) -> Data? { FileManager.default.contents(atPath: dir.appendingPathComponent(name).path) }

    @Test func textExportsAreWhatTheTerminalShowed() throws {
        let shown = try run("tile apple 100 orange 46")
        let r = try run("tile apple 100 orange 46; export t.txt; export t.json; export t.ansi")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(String(decoding: try #require(file("t.txt")), as: UTF8.self) == shown.stdout)
        let json = try Binary.run(["--format", "json", "-c", "tile apple 100 orange 46"])
        #expect(String(decoding: try #require(file("t.json")), as: UTF8.self) == json.stdout)
        // Pictures and the .ansi file are in colour whatever --color says.
        #expect(String(decoding: try #require(file("t.ansi")), as: UTF8.self).contains("\u{1B}[38;2;255;59;48m"))
    }

    @Test func pictureExportsCarryTheirMeaning() throws {
        let r = try run("tile apple 100; export t.svg; export t.html look swiftui theme dark")
        #expect(r.status == 0, "\(r.stderr)")
        let svg = String(decoding: try #require(file("t.svg")), as: UTF8.self)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("role=\"img\""))
        #expect(svg.contains("100 Apples"))
        let html = String(decoding: try #require(file("t.html")), as: UTF8.self)
        #expect(html.contains("<svg"))
        #expect(html.contains("100 Apples"))
        // Deterministic: the same commands give the same bytes.
        _ = try run("tile apple 100; export u.svg")
        #expect(file("u.svg") == file("t.svg"))
    }

    @Test func pngGoesThroughARealRasterizer() throws {
        let r = try run("tile apple 1; export t.png")
        #expect(r.status == 0, "\(r.stderr)")
        let png = try #require(file("t.png"))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test func aSwiftExportIsTheSessionAsSwiftUISource() throws {
        let r = try run(
            "pick unit hour; tile apple 100; show price; picker unit style inline; export Card.swift view Card")
        #expect(r.status == 0, "\(r.stderr)")
        let source = String(decoding: try #require(file("Card.swift")), as: UTF8.self)
        #expect(source.hasPrefix("// Exported from a tileshell session"))
        #expect(source.contains("struct FruitTile: View"))
        #expect(source.contains("struct Card: View"))
        #expect(source.contains("Text(price: price"))
        #expect(source.contains(".pickerStyle(.inline)"))
        // With nothing drawn, it is still a valid file of the session's declarations.
        #expect(try run("export Empty.swift").status == 0)
    }

    @Test func lastIsTheLastCommandThatDrewAndAllIsEverythingInOrder() throws {
        let r = try run("tile apple 1; set price 9.99; show price; show name; export last.txt; export all.txt all")
        #expect(r.status == 0, "\(r.stderr)")
        // `show name` drew nothing (name is nil), so the last drawing is the price.
        #expect(String(decoding: try #require(file("last.txt")), as: UTF8.self) == "$9.99\n")
        let all = String(decoding: try #require(file("all.txt")), as: UTF8.self)
        #expect(all.hasPrefix("╭"))
        #expect(all.hasSuffix("$9.99\n"))
    }

    @Test func anExportIsASnapshotNotAReRender() throws {
        let r = try run("set price 1; show price; set price 2; export p.txt")
        #expect(r.status == 0)
        #expect(String(decoding: try #require(file("p.txt")), as: UTF8.self) == "$1.00\n")
    }

    @Test(arguments: [
        ("export a.txt", "nothing has been drawn yet"),
        ("tile apple 1; export a.xyz", "cannot tell what to export to 'a.xyz'; expected a file ending in .svg"),
        ("tile apple 1; export a.txt look swiftui", "look and theme apply to .svg, .html and .png"),
        ("tile apple 1; export a.svg look fancy", "unknown look 'fancy' (expected terminal, swiftui)"),
        ("tile apple 1; export a.svg view Card", "'view' names the main view of a .swift export"),
        ("tile apple 1; export nowhere/a.svg", "cannot export to 'nowhere/a.svg': No such file or directory"),
    ])
    func errorsSayWhatWasExpected(_ commands: String, _ message: String) throws {
        let r = try run(commands)
        #expect(r.status == 1)
        #expect(r.stderr.contains(message), "\(r.stderr)")
    }
}

/// `--format svg|html|png`: one picture of the whole run.
@Suite struct PictureFormatTests {
    @Test func aRunBecomesOnePictureOnStandardOutput() throws {
        let r = try Binary.run(["--format", "svg", "-c", "tile apple 100; set price 9.99; show price"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("<?xml"))
        #expect(r.stdout.contains("100 Apples"))
        #expect(r.stdout.contains("$9.99"))
        let again = try Binary.run(["--format", "svg", "-c", "tile apple 100; set price 9.99; show price"])
        #expect(again.stdout == r.stdout)
    }

    @Test func aPNGGoesToTheOutputFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tileshell-\(UUID().uuidString).png")
        let r = try Binary.run([
            "--format", "png", "--look", "swiftui", "--frame", "--title", "Seed", "-o", path.path, "-c", "tile apple 1",
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let png = try #require(FileManager.default.contents(atPath: path.path))
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        #expect(r.stdout.isEmpty)
    }

    @Test func formatSwiftWritesTheSessionAsSource() throws {
        let r = try Binary.run([
            "--format", "swift", Binary.packageRoot.appendingPathComponent("Scripts/examples/seed1-tiles.tsh").path,
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("struct FruitTile: View"))
        #expect(r.stdout.contains("init(count: Int, fruit: Fruit)"))
        #expect(r.stdout.contains("struct ContentView_Previews: PreviewProvider"))
    }

    @Test func aRunThatDrewNothingSaysSo() throws {
        let r = try Binary.run(["--format", "html", "-c", "show price"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("nothing has been drawn yet"))
    }
}
