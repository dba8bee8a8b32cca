import Foundation
import Testing

/// `edit` outside an interactive session: an error that says why, and `help edit`.
@Suite struct EditCommandTests {
    @Test func editNeedsAnInteractiveSession() throws {
        let r = try Binary.run(["-c", "set price 1; edit; set price 2"], environment: ["EDITOR": "/bin/false"])
        #expect(r.status == 1)
        #expect(
            r.stderr.hasPrefix(
                "<command-line>:1:14: error: 'edit' runs only from a line typed at the prompt of an interactive session"
            ))
        let dir = try Binary.directory(["e.tsh": "edit e.tsh\n"])
        let script = try Binary.run([dir.appendingPathComponent("e.tsh").path])
        #expect(script.status == 1)
        #expect(script.stderr.contains(":1:1: error: 'edit' runs only from a line typed at the prompt"))
        let check = try Binary.run(["--check", dir.appendingPathComponent("e.tsh").path])
        #expect(check.status == 1)
    }

    @Test func helpEditSaysWhatItDoes() throws {
        let r = try Binary.run(["-c", "help edit"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("edit [<file>]"))
        #expect(r.stdout.contains("$VISUAL or $EDITOR"))
    }
}
