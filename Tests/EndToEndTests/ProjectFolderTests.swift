import Foundation
import Testing

/// `tileshell Folder/`: an app target (the folder of an `@main … : App` file) is one program; a
/// file of it opens with the rest and draws its own previews; an error holds back only the
/// previews that reach it.
struct ProjectFolderTests {
    static let files: [String: String] = [
        "Shop/Shop/ShopApp.swift":
            "import SwiftUI\n\n@main\nstruct ShopApp: App {\n    var body: some Scene {\n        WindowGroup { ContentView() }\n    }\n}\n",
        "Shop/Shop/Models/Order.swift":
            "struct Order {\n    var items: [String]\n    var total: Int { items.count * 3 }\n}\n",
        "Shop/Shop/Models/Coupon.swift": "struct Coupon {\n    var code: String\n    var percent: Int =\n}\n",
        "Shop/Shop/Views/ContentView.swift":
            "import SwiftUI\n\nstruct ContentView: View {\n    let order = Order(items: [\"Tea\", \"Cake\"])\n"
            + "    var body: some View {\n        Text(\"Total: \\(order.total)\")\n    }\n}\n\n#Preview { ContentView() }\n"
            + "#Preview(\"Big\") { ContentView().font(.largeTitle) }\n",
        "Shop/Shop/Views/CouponView.swift":
            "import SwiftUI\n\nstruct CouponView: View {\n    let coupon: Coupon\n    var body: some View { Text(coupon.code) }\n}\n\n"
            + "#Preview { CouponView(coupon: Coupon(code: \"SAVE\")) }\n",
        "Shop/ShopTests/ShopTests.swift": "import XCTest\nfinal class ShopTests: XCTestCase {}\n",
        "Lessons/A.swift":
            "import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"A\") } }\n#Preview { ContentView() }\n",
        "Lessons/B.swift":
            "import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"B\") } }\n#Preview { ContentView() }\n",
    ]

    static func project() throws -> URL {
        let dir = try Binary.directory([:])
        for (name, text) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return dir
    }

    @Test func aFolderOpensItsAppTargetAndAnErrorHoldsBackOnlyWhatReachesIt() throws {
        let dir = try Self.project()
        let r = try Binary.run(["--check", "Shop"], cwd: dir)
        #expect(r.status == 1)
        #expect(r.stdout.hasPrefix("Shop/Shop/Models/Coupon.swift:4:1: error: "))
        #expect(
            r.stdout.contains("1 of 3 previews not drawn: Preview uses Coupon (Shop/Shop/Models/Coupon.swift:4:1)\n"))
        #expect(r.stdout.hasSuffix("\n2 previews, 0 warnings, 1 error\n"))
        #expect(!r.stdout.contains("ShopTests"))
    }

    @Test func aFileOfATargetDrawsItsOwnPreviewsNamedByFile() throws {
        let dir = try Self.project()
        let r = try Binary.run(["--width", "30", "Shop/Shop/Views/ContentView.swift"], cwd: dir)
        // NB: the error in Coupon.swift is reported; this file's previews drew, so it exits 0.
        #expect(r.status == 0)
        #expect(r.stdout.contains("── ContentView.swift: Preview ──"))
        #expect(r.stdout.contains("── ContentView.swift: Big ──"))
        #expect(r.stdout.contains("Total: 6"))
        #expect(r.stderr.contains("Coupon.swift:4:1: error: "))
        let only = try Binary.run(["--only", "ContentView.swift: Big", "Shop/Shop/Views/ContentView.swift"], cwd: dir)
        #expect(only.stdout.contains("Big") && !only.stdout.contains(": Preview ──"))
        let wrong = try Binary.run(["--only", "Nope", "Shop/Shop/Views/ContentView.swift"], cwd: dir)
        #expect(wrong.status == 1)
        #expect(wrong.stderr.contains("no preview 'Nope'; the previews are 'ContentView.swift: Preview'"))
        let script = try Binary.run(["--all", "-c", "tile apple 1"], cwd: dir)
        #expect(script.status == 2)
        #expect(script.stderr.contains("'--all' and '--only' go with SwiftUI files or a project folder"))
    }

    @Test func severalTargetsAreNamedAndALessonFolderOpensEachFileAlone() throws {
        let dir = try Self.project()
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("Shop2"), withIntermediateDirectories: true)
        try "@main struct B: App { var body: some Scene { WindowGroup { Text(\"b\") } } }\n".write(
            to: dir.appendingPathComponent("Shop2/B.swift"), atomically: true, encoding: .utf8)
        let several = try Binary.run(["--check", "."], cwd: dir)
        #expect(several.status == 1)
        #expect(several.stderr == "tileshell: error: '.' holds 2 app targets: Shop/Shop/, Shop2/; give one of them\n")
        let lessons = try Binary.run(["--width", "30", "Lessons"], cwd: dir)
        #expect(lessons.status == 0)
        #expect(lessons.stdout.contains("── A.swift: Preview ──") && lessons.stdout.contains("── B.swift: Preview ──"))
        let json = try Binary.run(["--check", "--format", "json", "Shop"], cwd: dir)
        #expect(
            json.stdout.hasPrefix(
                "{\"file\":\"Shop/Shop/Models/Coupon.swift\",\"line\":4,\"column\":1,\"severity\":\"error\",\"message\":"
            ))
        #expect(json.stdout.split(separator: "\n").count == 1)
    }

    /// `open Shop/` in the session: the target joins at once and its previews are drawn; a file
    /// of the target opens the target and draws its own; a lesson folder is refused with its
    /// files named; a saved session opens the target's files again as one step.
    @Test func theSessionOpensATargetAsTheCommandLineDoes() throws {
        let dir = try Self.project()
        try "struct Coupon {\n    var code: String\n    var percent: Int = 10\n}\n".write(
            to: dir.appendingPathComponent("Shop/Shop/Models/Coupon.swift"), atomically: true, encoding: .utf8)
        let folder = try Binary.run(["--width", "40", "-c", "open Shop/"], cwd: dir)
        #expect(folder.status == 0, "\(folder.stderr)")
        #expect(folder.stdout.contains("Total: 6") && folder.stdout.contains("SAVE"))
        #expect(folder.stdout.contains("opened Shop/: 3 previews"))
        let file = try Binary.run(["--width", "80", "-c", "open Shop/Shop/Views/CouponView.swift"], cwd: dir)
        #expect(file.status == 0, "\(file.stderr)")
        #expect(file.stdout.contains("SAVE") && !file.stdout.contains("Total: 6"))
        #expect(file.stdout.contains("opened Shop/Shop/Views/CouponView.swift: 1 preview"))
        let lessons = try Binary.run(["-c", "open Lessons/"], cwd: dir)
        #expect(lessons.status == 1)
        #expect(
            lessons.stderr.contains(
                "error: 'Lessons/' is not an app target (no '@main' App file in it or above it): its 2 files are "
                    + "separate programs; open one of them: Lessons/A.swift, Lessons/B.swift\n"))
        let saved = try Binary.run(["-c", "open Shop/; save s.tss"], cwd: dir)
        #expect(saved.status == 0, "\(saved.stderr)")
        let text = try String(contentsOf: dir.appendingPathComponent("s.tss"), encoding: .utf8)
        // NB: in the target's order, ShopApp.swift before ContentView.swift, the view it shows.
        #expect(text.contains("open \"Shop/Shop/Models/Order.swift\"\nopen \"Shop/Shop/ShopApp.swift\"\n"))
        let loaded = try Binary.run(["--width", "40", "-c", "load s.tss; show ContentView()"], cwd: dir)
        #expect(loaded.status == 0, "\(loaded.stderr)")
        #expect(loaded.stdout.contains("Total: 6"))
    }
}
