import Testing
import TileRender

@testable import TileShell

/// `watch` and `unwatch`: what a watch reads, when it is drawn again, and how it travels with
/// the session (undo, save and load, JSON).
struct WatchTests {
    /// How many times each watch's header was drawn in `output`.
    func redraws(_ output: String, _ number: Int) -> Int {
        output.split(separator: "\n").filter { $0.hasPrefix("── watch \(number):") }.count
    }

    @Test func aWatchIsDrawnAtOnceAndAfterEachChangeToWhatItReads() {
        let r = Run("watch show price\nset price 1\nset price 2\nunset price")
        #expect(r.errors.isEmpty)
        #expect(redraws(r.output, 1) == 4)
        #expect(r.output.contains("$1.00") && r.output.contains("$2.00"))
    }

    @Test(arguments: [
        ("show price", "set name \"x\""), ("show price", "pick style menu"),
        ("picker unit style menu", "pick style inline"),
        ("tile apple 2", "pick fruit orange"), ("show unit", "set price 3"), ("help", "pick unit hour"),
    ])
    func unrelatedChangesDoNotRedraw(watched: String, change: String) {
        let r = Run("watch \(watched)\n\(change)\n\(change)")
        #expect(r.errors.isEmpty)
        #expect(redraws(r.output, 1) == 1, "\(change) redrew watch \(watched)")
    }

    @Test(arguments: [
        ("show price", "pick currency EUR"), ("show unit", "pick style menu"), ("picker unit", "pick style menu"),
        ("tile 2", "pick fruit orange"), ("tile apple 2", "tilekind Fruit: apple \"A\" red, orange \"O\" blue"),
        ("state", "set name \"x\""), ("explain price", "set price 1"),
    ])
    func whatAViewReadsBesidesItsSlotsRedraws(watched: String, change: String) {
        let r = Run("watch \(watched)\n\(change)")
        #expect(r.errors.isEmpty)
        #expect(redraws(r.output, 1) == 2, "\(change) did not redraw watch \(watched)")
    }

    @Test func readsComeFromTheTableAndTheFormUsed() {
        let s = Session.standard()
        let price = s.binding(named: "price")!
        let show = Watch.Reads.of(.show(ShowCommand(bindings: [price])), session: s)
        #expect(show.bindings == ["price", "currency"])
        #expect(show.types == ["Currency"])
        let tile = CheckedTile(count: 1, face: BuiltIns.fruit.faces![0], kind: "Fruit", caseIndex: 0)
        let apple = Watch.Reads.of(.tile(TileCommand(tiles: [tile], followsFruit: false)), session: s)
        #expect(apple.bindings.isEmpty)
        let fruit = Watch.Reads.of(.tile(TileCommand(tiles: [tile], followsFruit: true)), session: s)
        #expect(fruit.bindings == ["fruit"])
        #expect(Watch.Reads.of(.command(StateCommand()), session: s).everything)
    }

    @Test func watchesAreNumberedInCreationOrderAndNumbersAreNotReused() {
        let r = Run("watch show price\nwatch show unit\nunwatch 2\nwatch show name\nundo\nredo")
        #expect(r.errors.isEmpty)
        #expect(r.shell.session.watches.map(\.number) == [1, 3])
        #expect(r.output.contains("redid watch show name: watch 3 is back"))
    }

    @Test func undoRedrawsWhatItChangesBackAndRestoresRemovedWatches() {
        let r = Run("watch show price\nset price 5\nunwatch all\nset price 6\nundo\nundo")
        #expect(r.errors.isEmpty)
        // Drawn when made, after set price 5, not after set price 6 (no watch), and once when
        // `undo` of the unwatch brought it back; the undo of set price 6 came first, unwatched.
        #expect(redraws(r.output, 1) == 3)
        #expect(r.output.hasSuffix("undid unwatch all: watch 1 is back\n── watch 1: show price\n$5.00\n"))
    }

    @Test func aSavedSessionKeepsItsWatchesAndLoadDrawsEachOnce() throws {
        let r = Run("var total: Decimal = 2 as price\nwatch show total\nwatch show unit\nunwatch 1\nwatch state")
        let text = SessionFile.encode(r.shell.session)
        #expect(text.contains("\nwatch show unit\nwatch state\n"))
        let loaded = try SessionFile.decode(text, source: "s.tss", now: fixedNow).get()
        #expect(loaded.watches.map(\.text) == ["show unit", "state"])
        var shell = Shell(environment: environment())
        let line = SourceLine(source: "<test>", lineNumber: 1, text: "load s.tss")
        let command = try Parser.parse(line).first!
        var bytes: [UInt8] = []
        shell.replaceSession(with: loaded, by: command) { bytes += $0 }
        let out = String(decoding: bytes, as: UTF8.self)
        #expect(redraws(out, 1) == 1 && redraws(out, 2) == 1)
    }

    @Test func jsonRedrawsCarryTheWatchNumber() {
        var shell = Shell(environment: environment())
        shell.outputFormat = .json
        let r = Run("watch show price\nset price 2\nwatch show unit", shell: shell)
        #expect(
            r.output.split(separator: "\n").map(String.init) == [
                #"{"watch":1,"view":"empty"}"#,
                #"{"watch":1,"view":"price","text":"$2.00","amount":"2","currency":"USD"}"#,
                #"{"watch":2,"view":"picker","style":"segmented","title":null,"labels":["second","minute","hour"],"selected":0}"#,
            ])
    }

    @Test func checkingOnlyChecksWatchesAndDrawsNothing() {
        var shell = Shell(environment: environment())
        shell.rendersOutput = false
        let r = Run("watch show price\nset price 2\nwatch show nosuch", shell: shell)
        #expect(r.output.isEmpty)
        #expect(r.errors.count == 1 && r.errors[0].contains("unknown binding 'nosuch'"))
    }

    @Test func errorsSayWhatWasExpected() {
        let r = Run(
            "watch set price 1\nwatch shwo price\nunwatch 1\nwatch show price\nunwatch 2\nunwatch x\nwatch watch")
        #expect(r.errors.count == 6)
        #expect(r.errors[0].contains("'set' does not draw; watch takes a drawing command: tile, show, picker"))
        #expect(r.errors[1].contains("did you mean 'show'?"))
        #expect(r.errors[2].contains("nothing to unwatch: there are no watches"))
        #expect(r.errors[3].contains("no watch 2; expected 1 or all"))
        #expect(r.errors[4].contains("'x' is not a valid watch number; expected 1 or all"))
        #expect(r.errors[5].contains("'watch' does not draw"))
    }

    @Test func aSessionKeepsAtMostMaxWatches() {
        let script = Array(repeating: "watch help", count: Watch.maxWatches + 1).joined(separator: "\n")
        var shell = Shell(environment: environment())
        shell.rendersOutput = false
        let r = Run(script, shell: shell)
        #expect(r.shell.session.watches.count == Watch.maxWatches)
        #expect(r.errors.count == 1 && r.errors[0].contains("at most \(Watch.maxWatches) watches"))
    }

    @Test func completionOffersDrawingCommandsAndWatchNumbers() {
        let r = Run("watch show price\nwatch show unit")
        func complete(_ line: String) -> [String] {
            Completer.complete(line: line, cursor: line.utf8.count, session: r.shell.session).candidates.map(\.text)
        }
        #expect(complete("watch ") == ["tile", "show", "picker", "state", "help", "explain", "preview"])
        #expect(complete("watch show pr") == ["price"])
        #expect(complete("unwatch ") == ["1", "2", "all"])
    }
}
