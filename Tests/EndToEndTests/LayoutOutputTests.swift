import Foundation
import Testing

/// `--format layout`: one JSON object a drawn view, the root node itself, absolute frames in
/// points, the same node's cells, colours and texts.
@Suite struct LayoutOutputTests {
    func objects(_ script: String, _ extra: [String] = []) throws -> [[String: Any]] {
        let r = try Binary.run(["--format", "layout"] + extra + ["-c", script])
        #expect(r.status == 0, "\(r.stderr)")
        return try r.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    func children(_ node: [String: Any]) -> [[String: Any]] { node["children"] as? [[String: Any]] ?? [] }

    func all(_ node: [String: Any]) -> [[String: Any]] { [node] + children(node).flatMap(all) }

    @Test func twoTilesAreAnHStackOfFramesOnTheirColours() throws {
        let out = try objects("tile apple 100 orange 46")
        #expect(out.count == 1)
        let root = out[0]
        #expect(root["view"] as? String == "HStack")
        #expect(root["width"] as? Double == 308 && root["height"] as? Double == 150)
        #expect(root["cells"] as? [Int] == [0, 0, 42, 9])
        let nodes = all(root)
        let colours = nodes.filter { $0["view"] as? String == "Color" }
        #expect(colours.map { $0["color"] as? String } == ["#FF3B30", "#FF9500"])
        // Absolute, not relative to the parent: the second tile's colour starts at 158 pt, 22 cells.
        #expect(colours[1]["x"] as? Double == 158)
        #expect((colours[1]["cells"] as? [Int])?.first == 22)
        let texts = nodes.compactMap { $0["text"] as? String }
        #expect(texts == ["100", "Apples", "46", "Oranges"])
        #expect(nodes.contains { $0["view"] as? String == ".frame" })
        #expect(!nodes.contains { $0["view"] as? String == ".font" })
    }

    @Test func aNilOptionalPrintsNothingAndEachDrawingIsALine() throws {
        let out = try objects("show price; set price 9.99; show price; set discount 5; show discount")
        #expect(out.count == 2)
        #expect(out[0]["text"] as? String == "$9.99")
        #expect(out[1]["view"] as? String == ".background")
    }

    @Test func aRowTooWideForTheTerminalGoesOnBelowInCells() throws {
        let out = try objects("tile apple 1 orange 2 apple 3 orange 4", ["--width", "50"])
        let frames = children(out[0]).compactMap { $0["cells"] as? [Int] }
        #expect(frames == [[0, 0, 20, 9], [22, 0, 20, 9], [0, 10, 20, 9], [22, 10, 20, 9]])
        #expect((children(out[0]).last?["x"] as? Double) == 474)
    }
}
