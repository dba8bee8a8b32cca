import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A learner's SwiftUI file in the session at a real terminal: opened, its `@State` set from
/// the prompt, a button tapped, the tap undone, a view declared over several lines, and the
/// whole exported as Swift.
@Suite struct SwiftSessionTests {
    static let counter = """
        import SwiftUI

        struct Counter: View {
            @State private var count = 0
            @State private var isOn = false

            var body: some View {
                VStack {
                    Text("Count: \\(count)")
                    if isOn { Text("It is on") }
                    Button("+1") { count += 1 }
                }
            }
        }

        #Preview {
            Counter()
        }

        """

    @Test func aFileIsOpenedItsStateSetATapUndoneAndAllExported() throws {
        let home = try TemporaryDirectory()
        try home.write(Self.counter, to: "Counter.swift")
        // NB: wide enough that the summary lines are not wrapped.
        let shell = try ShellProcess(home: home, columns: 200, rows: 40)
        let opened = try shell.run("open \(home.path)/Counter.swift")
        #expect(opened.contains { $0.contains("Count: 0") })
        #expect(opened.contains { $0.contains("states count (Int), isOn (Bool)") })

        let set = try shell.run("set isOn true")
        #expect(set.contains { $0.contains("── watch 1: preview \"Preview\"") })
        #expect(set.contains { $0.contains("It is on") })

        let tapped = try shell.run("tap \"+1\"")
        #expect(tapped.contains { $0.contains("tapped '+1': count = 1") })
        #expect(tapped.contains { $0.contains("Count: 1") })

        let undone = try shell.run("undo")
        #expect(undone.contains { $0.contains("undid tap \"+1\": count = 0") })
        #expect(undone.contains { $0.contains("Count: 0") })

        // A view typed over several lines: the entry goes on while its braces are open.
        try shell.waitForLine(ShellProcess.prompt)
        for line in ["struct Badge: View {", "    var body: some View {", "        Text(\"New\").padding()", "    }"] {
            shell.type(line + "\r")
            try shell.wait(for: "the continuation prompt after '\(line)'") { $0.cursorLine.hasSuffix("...>") }
        }
        let start = shell.screen.cursorRow
        shell.type("}\r")
        try shell.waitForPrompt(below: start)
        #expect(
            shell.screen.allText.contains { $0.contains("declared Badge (a View); try 'show Badge()'") },
            "\(shell.screen.allText.joined(separator: "\n"))")
        let shown = try shell.run("show Badge()")
        #expect(shown.contains { $0.contains("New") })

        // Writing a file is never silent: the export and the save say what they wrote.
        let said = try shell.run("export \(home.path)/Out.swift")
        let exported = home.read(home.path + "/Out.swift") ?? ""
        #expect(
            said.contains {
                $0.contains(
                    "exported the session as SwiftUI to \(home.path)/Out.swift (Swift, \(exported.utf8.count) bytes)")
            }, "\(said)")
        let saved = try shell.run("save \(home.path)/s.tiles")
        let commands = (home.read(home.path + "/s.tiles") ?? "").split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(
            saved.contains {
                $0.contains("saved the session to \(home.path)/s.tiles: \(commands.count) commands, which 'load ")
            }, "\(saved)")
        // What was drawn is exported: the preview, and the value `set` gave its state.
        #expect(exported.contains("// As written in \(home.path)/Counter.swift, with the session's isOn = true:"))
        #expect(exported.contains("@State private var isOn = true"))
        #expect(exported.contains("    VStack {\n      Counter()\n"))
        #expect(exported.contains("struct Badge: View {"))
        #expect(exported.contains("Badge()"))
        shell.type("\u{04}")
        #expect(try shell.exitCode() == 0)
    }

    /// An opened preview keeps its view tree in the session: under `--format layout` its layout
    /// is the file's (the button and the two colours), the same bytes as `tileshell --format layout
    /// Widen.swift` writes (on the phone's screen, under the preview's name; it was at the ideal
    /// size, unnamed), after a tap too (it was the watch's header and the preview in a `VStack`),
    /// and the "opened …" message is no part of it; `explain layout preview` explains the same
    /// tree (it was one `Text "Count: 0\n+1"`).
    @Test func anOpenedPreviewsLayoutIsItsViewTree() throws {
        let home = try TemporaryDirectory()
        try home.write(
            """
            import SwiftUI
            struct Widen: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        Button("Widen") { count += 1 }
                        HStack {
                            Color.red.frame(width: 30, height: 30)
                            Color.blue.frame(width: 30, height: 30)
                        }
                    }
                }
            }
            #Preview { Widen() }

            """, to: "Widen.swift")
        let shell = try ShellProcess(home: home, arguments: ["--format", "layout"], columns: 2000, rows: 40)
        let lines = try shell.run("open \(home.path)/Widen.swift").joined()
        #expect(lines.contains(#""view":"VStack","#), "\(lines)")
        #expect(lines.contains(#""view":"Button""#))
        #expect(lines.contains(##""color":"#FF3B30""##) && lines.contains(##""color":"#007AFF""##))
        #expect(!lines.contains("opened"))
        let file = try NonTerminalTests.runPiped(
            "", home: home, arguments: ["--format", "layout", home.path + "/Widen.swift"])
        #expect(file.status == 0 && file.stdout.hasPrefix(#"{"preview":"Preview","view":"VStack","x":162.5,"#))
        let expected = file.stdout.hasSuffix("\n") ? String(file.stdout.dropLast()) : file.stdout
        #expect(lines == expected, "\(lines)")
        let tapped = try shell.run("tap \"Widen\"").joined()
        #expect(tapped == expected, "\(tapped)")
        let explained = try shell.run("explain layout preview").joined(separator: "\n")
        #expect(explained.contains("HStack") && explained.contains("Color #FF3B30"), "\(explained)")
        #expect(explained.contains("Preview, in points, on the 393×852 pt screen:"), "\(explained)")
        shell.type("\u{04}")
        #expect(try shell.exitCode() == 0)
    }

    /// Every drawn part of a view is a node of its layout: a segmented picker's segments and a
    /// menu's value are children of their `Picker` in `--format layout` and `explain layout`
    /// (they had none), and `explain preview` says what the preview draws (it printed an empty line).
    @Test func aPickersSegmentsAreNodesOfItsLayout() throws {
        let home = try TemporaryDirectory()
        try home.write(
            """
            import SwiftUI
            struct Units: View {
                @State private var unit = 2
                var body: some View {
                    VStack {
                        Picker("Unit", selection: $unit) {
                            Text("2 seconds").tag(0)
                            Text("2 minutes").tag(1)
                            Text("2 hours").tag(2)
                        }
                        .pickerStyle(.segmented)
                        Picker("Unit", selection: $unit) {
                            Text("2 seconds").tag(0)
                            Text("2 hours").tag(2)
                        }
                    }
                }
            }
            #Preview { Units() }

            """, to: "Units.swift")
        let shell = try ShellProcess(home: home, arguments: ["--format", "layout"], columns: 2000, rows: 40)
        let lines = try shell.run("open \(home.path)/Units.swift").joined()
        for label in ["2 seconds", "2 minutes", "2 hours"] {
            #expect(lines.contains(#"{"view":"Segment","#) && lines.contains(#""text":"\#(label)""#), "\(lines)")
        }
        #expect(lines.contains(#""text":"2 hours","selected":true"#), "\(lines)")
        #expect(lines.contains(#"{"view":"Value","#), "\(lines)")
        // NB: under --format layout a message is a Text node, its quotes escaped.
        let explained = try shell.run("explain layout preview").joined(separator: "\n")
        #expect(explained.contains(#"Segment \"2 minutes\""#), "\(explained)")
        #expect(explained.contains(#"Value \"2 hours\""#), "\(explained)")
        let tree = try shell.run("explain preview").joined(separator: "\n")
        #expect(tree.contains("preview would draw, built as SwiftUI builds it:"), "\(tree)")
        #expect(tree.contains("VStack") && tree.contains("Picker"), "\(tree)")
        shell.type("\u{04}")
        #expect(try shell.exitCode() == 0)
    }

    /// A placeholder that holds content draws it inside its border, its label in the top edge:
    /// the content was drawn over the border (`└────Lazy+1rid────┘`).
    @Test func aPlaceholdersContentIsDrawnInsideItsBorder() throws {
        let home = try TemporaryDirectory()
        try home.write(
            """
            import SwiftUI
            struct Boxed: View {
                var body: some View {
                    GroupBox("Hi") {
                        Text("+1")
                    }
                }
            }
            #Preview { Boxed() }

            """, to: "Boxed.swift")
        let shell = try ShellProcess(home: home, columns: 60, rows: 30)
        let lines = try shell.run("open \(home.path)/Boxed.swift")
        let top = lines.firstIndex { $0.contains("┌─GroupBox─") }
        #expect(top != nil, "\(lines)")
        if let top, lines.indices.contains(top + 2) {
            #expect(lines[top + 1].contains("│") && lines[top + 1].contains("+1"), "\(lines)")
            #expect(lines[top + 2].contains("└") && !lines[top + 2].contains("+1"), "\(lines)")
        }
        shell.type("\u{04}")
        #expect(try shell.exitCode() == 0)
    }

    /// Two opened files whose previews share a state name: each preview's state is one binding
    /// named by its preview, the first keeping the value it had under its plain name (the plain
    /// `count` went stale, and `set` and `tap` wrote it while the preview showed another); a
    /// file that declares a type already open is swiftc's redeclaration error and is not opened.
    @Test func twoFilesSharingAStateNameKeepOneBindingEach() throws {
        let home = try TemporaryDirectory()
        for (name, label) in [("A", "Count"), ("B", "Other")] {
            try home.write(
                """
                import SwiftUI
                struct Counter\(name): View {
                    @State private var count = 0
                    var body: some View {
                        VStack {
                            Text("\(label): \\(count)")
                            Button("+1") { count += 1 }
                        }
                    }
                }
                #Preview { Counter\(name)() }

                """, to: "\(name).swift")
        }
        try home.write(
            "import SwiftUI\nstruct CounterA: View { var body: some View { Text(\"again\") } }\n", to: "C.swift")
        let shell = try ShellProcess(home: home, columns: 200, rows: 60)
        _ = try shell.run("open \(home.path)/A.swift")
        _ = try shell.run("tap \"+1\"")
        let opened = try shell.run("open \(home.path)/B.swift")
        #expect(
            opened.contains { $0.contains("'count' is now 'Preview.count': two previews hold 'count'") }, "\(opened)")
        _ = try shell.run("set Preview2.count 7")
        let tapped = try shell.run("tap \"+1\"")
        #expect(tapped.contains { $0.contains("tapped '+1': Preview.count = 2") }, "\(tapped)")
        #expect(tapped.contains { $0.contains("Count: 2") })
        let state = try shell.run("state")
        let counts = state.filter { $0.contains(".count ") }
        #expect(
            counts.count == 2 && counts.contains { $0.hasPrefix("Preview.count ") && $0.hasSuffix(" 2") }, "\(state)")
        #expect(counts.contains { $0.hasPrefix("Preview2.count ") && $0.hasSuffix(" 7") })
        let clash = try shell.run("open \(home.path)/C.swift").joined(separator: "\n")
        #expect(clash.contains("C.swift:2:8: error: invalid redeclaration of 'CounterA'"), "\(clash)")
        #expect(clash.contains("A.swift:2:8: note: 'CounterA' previously declared here"))
        let after = try shell.run("preview \"Preview\"").joined(separator: "\n")
        #expect(after.contains("Count: 2") && !after.contains("again"))
        shell.type("\u{04}")
        #expect(try shell.exitCode() == 0)
    }

    /// An opened file replaced by a FIFO is refused before the next prompt, with a message,
    /// instead of blocking the session until Ctrl-C.
    @Test func anOpenedFileReplacedByAFIFOIsRefusedBeforeThePrompt() throws {
        let home = try TemporaryDirectory()
        try home.write(Self.counter, to: "Counter.swift")
        let shell = try ShellProcess(home: home, columns: 200, rows: 40)
        let opened = try shell.run("open \(home.path)/Counter.swift")
        #expect(opened.contains { $0.contains("Count: 0") })
        #expect(unlink(home.path + "/Counter.swift") == 0)
        #expect(mkfifo(home.path + "/Counter.swift", 0o600) == 0)
        let shown = try shell.run("set price 2; show price")
        #expect(shown.contains("$2.00"))
        #expect(
            shell.screen.allText.contains { $0.contains("is not a regular file (a FIFO)") },
            "\(shell.screen.allText.joined(separator: "\n"))")
        shell.type("\u{04}")
        #expect(try shell.exitCode() == 0)
    }

    /// A counter kept in a model: an `ObservableObject` and an `@Observable` class, each shared
    /// with a child view through the environment.
    static let models = """
        import SwiftUI
        import Observation

        class Tally: ObservableObject {
            @Published var count = 0
        }

        @Observable class Basket {
            var apples = 0
        }

        struct TallyLabel: View {
            @EnvironmentObject var tally: Tally
            var body: some View { Text("Tally label: \\(tally.count)") }
        }

        struct BasketLabel: View {
            @Environment(Basket.self) private var basket
            var body: some View { Text("Basket label: \\(basket.apples)") }
        }

        struct Scoreboard: View {
            @StateObject private var tally = Tally()
            @State private var basket = Basket()
            var body: some View {
                VStack {
                    Button("Count") { tally.count += 1 }
                    Button("Pick") { basket.apples += 2 }
                    TallyLabel()
                    BasketLabel()
                }
                .environmentObject(tally)
                .environment(basket)
            }
        }

        #Preview {
            Scoreboard()
        }

        """

    @Test func aTapThroughAModelRedrawsTheViewsThatReadIt() throws {
        let home = try TemporaryDirectory()
        try home.write(Self.models, to: "Scoreboard.swift")
        let shell = try ShellProcess(home: home, columns: 200, rows: 40)
        let opened = try shell.run("open \(home.path)/Scoreboard.swift")
        #expect(opened.contains { $0.contains("Tally label: 0") }, "\(opened.joined(separator: "\n"))")
        let counted = try shell.run("tap \"Count\"")
        #expect(
            counted.contains { $0.contains("tapped 'Count': tally.count = 1") }, "\(counted.joined(separator: "\n"))")
        #expect(counted.contains { $0.contains("Tally label: 1") })
        let picked = try shell.run("tap \"Pick\"")
        #expect(picked.contains { $0.contains("tapped 'Pick': basket.apples = 2") })
        #expect(picked.contains { $0.contains("Basket label: 2") })
        let set = try shell.run("set tally.count 9")
        #expect(set.contains { $0.contains("Tally label: 9") })
        let undone = try shell.run("undo")
        #expect(undone.contains { $0.contains("Tally label: 1") })
        shell.type("\u{04}")
        #expect(try shell.exitCode() == 0)
    }

    static let cities = """
        import SwiftUI

        struct Cities: View {
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Tokyo") { CityView(name: "Tokyo") }
                        NavigationLink("Paris") { CityView(name: "Paris") }
                    }
                    .navigationTitle("Cities")
                }
            }
        }

        struct CityView: View {
            let name: String
            var body: some View {
                Text("Weather in \\(name)").navigationTitle(name)
            }
        }

        #Preview { Cities() }

        """

    /// A link's label is completed and tapped: its destination is drawn under a back button
    /// titled with the root; `back` pops it, and `undo` takes the pop back.
    @Test func aTappedLinkPushesItsDestinationAndBackPopsIt() throws {
        let home = try TemporaryDirectory()
        try home.write(Self.cities, to: "Cities.swift")
        let shell = try ShellProcess(home: home, columns: 100, rows: 40)
        let opened = try shell.run("open \(home.path)/Cities.swift")
        #expect(opened.contains { $0.contains("Paris") }, "\(opened.joined(separator: "\n"))")
        shell.type("tap To\t")
        try shell.waitForLine("tileshell> tap \"Tokyo\" ")
        let row = shell.screen.cursorRow
        shell.type("\r")
        try shell.waitForPrompt(below: row)
        let tapped = Array(shell.screen.allText.drop { !$0.contains("tap \"Tokyo\"") })
        #expect(tapped.contains { $0.contains("tapped 'Tokyo': pushed its destination") })
        #expect(tapped.contains { $0.hasPrefix("‹ Cities") }, "\(tapped.joined(separator: "\n"))")
        #expect(tapped.contains { $0.contains("Weather in Tokyo") })
        let back = try shell.run("back")
        #expect(back.contains { $0.contains("back to the root in 'Preview'") })
        #expect(back.contains { $0.contains("Paris") } && !back.contains { $0.contains("Weather in") })
        let undone = try shell.run("undo")
        #expect(undone.contains { $0.contains("Weather in Tokyo") }, "\(undone.joined(separator: "\n"))")
        let nothing = try shell.run("back; back")
        #expect(nothing.contains { $0.contains("nothing to go back from") })
        shell.type("\u{04}")
        #expect(try shell.exitCode() == 0)
    }
}
