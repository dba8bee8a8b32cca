import Foundation
import Testing

/// `tileshell File.swift`: SwiftUI lesson files opened from the command line.
struct LessonFileTests {
    static let bootcamp = Binary.packageRoot.appendingPathComponent("Examples/lessons/InitializerBootcamp.swift").path

    @Test func eachPreviewIsDrawnUnderItsName() throws {
        let r = try Binary.run([Self.bootcamp, "--width", "60", "--color", "never"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "── InitializerBootcamp_Previews ──")
        #expect(lines.contains { $0.contains("Apples") && $0.contains("Oranges") })
        #expect(r.stderr.isEmpty)
    }

    @Test func layoutIsOneObjectAPreviewInCanvasCoordinates() throws {
        let r = try Binary.run([Self.bootcamp, "--format", "layout"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        // Two 150 pt tiles 8 pt apart: 308 wide, centred in 393 (x 42.5) and in the safe area
        // from y 59, 759 tall (y 59 + (759 - 150) / 2 = 363.5).
        #expect(
            lines.first?.hasPrefix(
                #"{"preview":"InitializerBootcamp_Previews","view":"HStack","x":42.5,"y":363.5,"width":308,"height":150,"#
            )
                == true, "\(r.stdout)")
        let fit = try Binary.run([Self.bootcamp, "--format", "layout", "--canvas", "fit"])
        #expect(fit.stdout.contains(#""view":"HStack","x":0,"y":0,"width":308,"height":150"#), "\(fit.stdout)")
    }

    @Test func checkListsWhatIsNotSupportedAndDrawsNothing() throws {
        let dir = try Binary.directory([
            "Nav.swift":
                "import SwiftUI\nstruct V: View { var body: some View { ControlGroup { Text(\"hi\") } } }\n#Preview { V() }\n",
            "Bad.swift": "import SwiftUI\n#Preview { Text(count) }\n",
        ])
        let ok = try Binary.run(["--check", dir.appendingPathComponent("Nav.swift").path], cwd: dir)
        #expect(ok.status == 0)
        #expect(
            ok.stdout
                == "\(dir.appendingPathComponent("Nav.swift").path):2:40: warning: 'ControlGroup' is not supported yet; drawn as a placeholder\n"
                + "struct V: View { var body: some View { ControlGroup { Text(\"hi\") } } }\n"
                + "                                       ^~~~~~~~~~~~\n1 preview, 1 warning, 0 errors\n"
        )
        let bad = try Binary.run(["--check", "Bad.swift"], cwd: dir)
        #expect(bad.status == 1)
        let error =
            "Bad.swift:2:17: error: cannot find 'count' in scope\n#Preview { Text(count) }\n                ^~~~~\n"
        #expect(bad.stdout == error + "0 previews, 0 warnings, 1 error\n")
        let drawn = try Binary.run(["Bad.swift"], cwd: dir)
        #expect(drawn.status == 1)
        #expect(drawn.stderr == error)
    }

    @Test func aPictureIsTheDeviceCanvasWithTheViewsAtSwiftUIsGeometry() throws {
        let r = try Binary.run([Self.bootcamp, "--format", "svg"])
        #expect(r.status == 0)
        // The screen outline, 393x852, and the red tile at the layout's place (plus the 20 pt margin).
        #expect(r.stdout.contains(#"width="393" height="852" rx="55""#))
        #expect(r.stdout.contains(#"x="62.5" y="383.5" width="150" height="150""#), "\(r.stdout.prefix(3000))")
    }

    @Test func aTranslucentColourKeepsItsOpacityInThePicture() throws {
        let dir = try Binary.directory([
            "Op.swift": "import SwiftUI\n#Preview { Text(\"Hi\").padding().background(Color.blue.opacity(0.2)) }\n"
        ])
        let r = try Binary.run(["Op.swift", "--format", "svg"], cwd: dir)
        #expect(r.status == 0)
        #expect(r.stdout.contains(##"fill="#007AFF" opacity="0.2"/>"##), "\(r.stdout)")
    }

    @Test func filesThatCannotBeLessonsEndWithAClearError() throws {
        let dir = try Binary.directory([:])
        let binary = dir.appendingPathComponent("Binary.swift")
        try Data([0x69, 0x6D, 0x00, 0xFF, 0xFE]).write(to: binary)
        let big = dir.appendingPathComponent("Big.swift")
        try Data(repeating: 0x20, count: 10 << 20).write(to: big)
        for (file, message) in [
            ("Binary.swift", "tileshell: error: 'Binary.swift' is not a text file (a zero byte at offset 2)\n"),
            ("Big.swift", "tileshell: error: 'Big.swift' is 10240 KiB; a lesson file may be at most 1024 KiB\n"),
            ("Missing.swift", "tileshell: error: cannot open 'Missing.swift': No such file or directory\n"),
        ] {
            let r = try Binary.run([file], cwd: dir)
            #expect(r.status == 1)
            #expect(r.stderr == message)
            #expect(r.stdout.isEmpty)
        }
    }

    @Test func openDrawsAFilesPreviewsInTheSession() throws {
        let dir = try Binary.directory([
            "Card.swift": "import SwiftUI\n#Preview(\"Card\") { Text(\"Hello from Swift\") }\n",
            "Bad.swift": "import SwiftUI\n#Preview { Text(missing) }\n",
        ])
        let r = try Binary.run(["--color", "never", "-c", "open Card.swift; tile apple 1"], cwd: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("── Card ──\nHello from Swift\n"))
        #expect(r.stdout.contains("Apples"))
        let bad = try Binary.run(["--color", "never", "-c", "open Bad.swift; tile apple 1"], cwd: dir)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("Bad.swift:2:17: error: cannot find 'missing' in scope"))
        #expect(!bad.stdout.contains("Apples"))
    }

    @Test func aBadCanvasOrAMixOfFilesIsAUsageError() throws {
        let r = try Binary.run([Self.bootcamp, "--canvas", "0x5"])
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("tileshell: error: invalid value '0x5' for '--canvas'"))
        let mixed = try Binary.run([Self.bootcamp, "Scripts/examples/seed1-tiles.tsh"], cwd: Binary.packageRoot)
        #expect(mixed.status == 2)
        #expect(mixed.stderr.hasPrefix("tileshell: error: give either SwiftUI files (.swift) or scripts, not both"))
    }
}
