import Testing

/// Tab completion at a real terminal: what each Tab leaves on the line, and the listing.
@Suite struct CompletionTests {
    @Test func pickUnitHourByTabs() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home)
        try shell.waitForLine("tileshell> ")
        #expect(shell.screen.allText.first?.hasPrefix("tileshell 0.1") == true)
        shell.type("pi\t")
        try shell.waitForLine("tileshell> pick ")
        shell.type("u\t")
        try shell.waitForLine("tileshell> pick unit ")
        shell.type("h\t")
        try shell.waitForLine("tileshell> pick unit hour ")
        let row = shell.screen.cursorRow
        shell.type("\r")
        try shell.waitForPrompt(below: row)
        let shown = try shell.run("show unit")
        #expect(shown.contains("│ second │ minute │ ✓ hour │"))
    }

    /// One Tab in each context: what was typed, and the line after the Tab.
    static let contexts: [(typed: String, completed: String)] = [
        ("sh", "show "),  // a command
        ("pick cu", "pick currency "),  // an enum-typed binding
        ("pick style i", "pick style inline "),  // a case of the binding's enum
        ("set unit .mi", "set unit .minute "),  // the .case shorthand
        ("tile ap", "tile apple "),  // a Fruit case
        ("tile apple 2 or", "tile apple 2 orange "),  // the next fruit after a count
        ("set price 1; show jo", "set price 1; show jobTitle "),  // after `;`, a binding
        ("unset pr", "unset price "),  // an optional binding
        ("var x: In", "var x: Int "),  // a type
        ("pick unit c", "pick unit c"),  // nothing fits: unchanged
    ]

    @Test(arguments: contexts)
    func completesInContext(typed: String, completed: String) throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home)
        try shell.waitForLine("tileshell> ")
        shell.type(typed)
        try shell.waitForLine("tileshell> " + typed)
        let bells = shell.screen.bells
        shell.type("\t")
        if typed == completed {
            try shell.wait(for: "a bell") { $0.bells > bells }
        }
        try shell.waitForLine("tileshell> " + completed)
    }

    /// `open <Tab>` offers SwiftUI files and folders: a text file beside them is not offered.
    @Test func openOffersSwiftFilesAndFolders() throws {
        let home = try TemporaryDirectory()
        try home.write("import SwiftUI\n", to: "Lesson.swift")
        try home.write("notes\n", to: "notes.txt")
        try home.write("import SwiftUI\n", to: "Shop/App.swift")
        let shell = try ShellProcess(home: home, columns: 100, directory: home.path)
        try shell.waitForLine("tileshell> ")
        shell.type("open \t\t")
        try shell.wait(for: "the listing") { $0.allText.contains { $0.contains("Lesson.swift") } }
        let listing = shell.screen.allText.joined(separator: "\n")
        #expect(listing.contains("Shop/"), "\(listing)")
        #expect(!listing.contains("notes.txt"))
        shell.type("\u{15}open no")
        try shell.waitForLine("tileshell> open no")
        let bells = shell.screen.bells
        shell.type("\t")
        try shell.wait(for: "a bell") { $0.bells > bells }
        try shell.waitForLine("tileshell> open no")
    }

    @Test func pickOffersOnlyEnumBindings() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home, columns: 100)
        try shell.waitForLine("tileshell> ")
        shell.type("pick \t\t")
        try shell.wait(for: "the enum bindings listed") { $0.allText.contains { $0.hasPrefix("fruit") } }
        try shell.waitForLine("tileshell> pick ")
        let listing = shell.screen.allText.joined(separator: "\n")
        for name in ["fruit", "unit", "style", "currency"] { #expect(listing.contains(name + " ")) }
        for name in ["price", "name", "updated"] { #expect(!listing.contains(name)) }
    }

    @Test func commonPrefixThenListing() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home)
        try shell.run("enum Berry: blueberry, blackberry, raspberry")
        try shell.run("var berry: Berry = raspberry")
        shell.type("pick berry b\t")
        try shell.waitForLine("tileshell> pick berry bl")
        let row = shell.screen.cursorRow
        shell.type("\t")
        // The list, then the line redrawn unchanged below it.
        try shell.wait(for: "the candidates listed") {
            $0.cursorRow >= row + 2 && $0.cursorLine == "tileshell> pick berry bl" && $0.cursorColumn == 24
        }
        let list = (row + 1..<shell.screen.cursorRow).map { shell.screen.text(ofRow: $0) }
        #expect(list.count == 1)
        #expect(list.first?.contains("blueberry   Berry") == true)
        #expect(list.first?.contains("blackberry  Berry") == true)
        shell.type("a\t")
        try shell.waitForLine("tileshell> pick berry blackberry ")
    }

    @Test func listingFitsTheWidthWithDescriptions() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home, columns: 40)
        try shell.waitForLine("tileshell> ")
        shell.type("pick currency \t\t")
        try shell.wait(for: "the currencies listed") { $0.allText.contains { $0.contains("USD") } }
        try shell.waitForLine("tileshell> pick currency ")
        let rows = shell.screen.allText.filter { $0.contains("Currency") }
        #expect(rows.count >= 4)
        #expect(rows.allSatisfy { CellWidth.columns($0) <= 40 })
        let all = rows.joined(separator: " ")
        for code in ["USD", "EUR", "KRW"] { #expect(all.contains(code)) }
    }

    @Test func tileListsTitlesAndColours() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home)
        try shell.waitForLine("tileshell> ")
        shell.type("tile \t\t")
        try shell.wait(for: "the fruit listed") { $0.allText.contains { $0.contains("Apples, red") } }
        try shell.waitForLine("tileshell> tile ")
        #expect(shell.screen.allText.contains { $0.contains("orange  Oranges, orange") })
    }

    @Test func sourceCompletesFilePaths() throws {
        let home = try TemporaryDirectory()
        try home.write("tile apple 1\n", to: "scripts/demo.tsh")
        let shell = try ShellProcess(home: home)
        try shell.waitForLine("tileshell> ")
        shell.type("source \(home.path)/scr\t")
        try shell.waitForLine("tileshell> source \(home.path)/scripts/")
        shell.type("\t")
        try shell.waitForLine("tileshell> source \(home.path)/scripts/demo.tsh ")
    }
}
