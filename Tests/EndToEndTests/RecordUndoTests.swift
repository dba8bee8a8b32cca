import Foundation
import Testing

/// `record` follows `undo` and `redo`: the recording replays to the state the session was in.
@Suite struct RecordUndoTests {
    @Test func aRecordingWithUndoAndRedoReplaysToTheSameState() throws {
        let dir = try Binary.directory([
            "session.tsh": """
            set price 1
            record rec.tsh
            set price 2
            show price
            pick unit hour
            set name "Ada"
            undo 2
            redo
            var total: Int = 3
            undo
            set discount 5
            undo
            redo
            state
            record stop
            """
        ])
        let live = try Binary.run([dir.appendingPathComponent("session.tsh").path])
        #expect(live.status == 0, "\(live.stderr)")
        let recording = try String(contentsOf: dir.appendingPathComponent("rec.tsh"), encoding: .utf8)
        #expect(recording == "set price 2\nshow price\npick unit hour\nset discount 5\nstate\n")
        let replay = try Binary.run(["-c", "set price 1; source \(dir.appendingPathComponent("rec.tsh").path)"])
        #expect(replay.status == 0, "\(replay.stderr)")
        // NB: the state listed last, up to the line that says the recording stopped.
        let state = { (out: String) in
            (out.components(separatedBy: "NAME").last ?? "").components(separatedBy: "stopped recording").first ?? ""
        }
        #expect(state(replay.stdout) == state(live.stdout))
        #expect(state(live.stdout).contains("discount  Int?         5"))
    }

    @Test func undoingPastTheRecordingsStartIsRecordedAsUndo() throws {
        let dir = try Binary.directory([:])
        let rec = dir.appendingPathComponent("r.tsh").path
        let r = try Binary.run(["-c", "set price 1; record \(rec); set price 2; undo 2; redo; record stop"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try String(contentsOfFile: rec, encoding: .utf8) == "undo 1\nredo 1\n")
    }

    @Test func whatTheFileHeldBeforeTheRecordingStays() throws {
        let dir = try Binary.directory(["r.tsh": "# earlier\nset price 7\n"])
        let rec = dir.appendingPathComponent("r.tsh").path
        let r = try Binary.run(["-c", "record \(rec); set price 2; show price; undo; redo; undo; record stop"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try String(contentsOfFile: rec, encoding: .utf8) == "# earlier\nset price 7\nshow price\n")
    }

    @Test func aPipeGetsUndoAndRedoAsTyped() throws {
        let r = try Binary.run(["-c", "record /dev/stdout; set price 2; undo; redo; record stop"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.filter { ["set price 2", "undo", "redo"].contains($0) } == ["set price 2", "undo", "redo"])
    }
}
