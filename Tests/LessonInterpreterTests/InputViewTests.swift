import LessonInterpreter
import SwiftLesson
import Testing
import TileTree

/// The inputs and small views learners' apps use, drawn as iOS 17 draws them on an iPhone
/// instead of placeholders: what each shows, read from the preview's tree.
struct InputViewTests {
    struct Dates: LessonFormatting {
        func currency(_ amount: Double, code: String) -> String { "\(amount)" }
        func relativeDate(secondsFromNow: Double) -> String { "" }
        func date(_ secondsSince1970: Double, style: String) -> String { "\(style)@\(Int(secondsSince1970))" }
    }

    func run(_ body: String, _ decls: String = "") -> LessonResult {
        let source = "import SwiftUI\n\(decls)\nstruct V: View {\n\(body)\n}\n#Preview { V() }\n"
        let (program, errors) = SwiftProgram.empty.adding(SourceFile(path: "Lesson.swift", text: source))
        #expect(errors.isEmpty)
        return Lesson.run(program, formatting: Dates(), now: 1_000)
    }

    /// The texts a preview shows, in order.
    func texts(_ r: LessonResult) -> [String] {
        (r.previews.first?.tree.preOrder ?? []).compactMap {
            if let t = $0.kind as? TextKind { return t.text }
            return ($0.kind as? LabelKind).map { "[\($0.systemImage)]" }
        }
    }

    @Test func aDatePickerShowsItsPartsAsTheyAreFormatted() {
        let r = run(
            """
            @State private var when = Date.now
            var body: some View {
                VStack {
                    DatePicker("Wake", selection: $when)
                    DatePicker("Day", selection: $when, displayedComponents: .date)
                    DatePicker(selection: $when, displayedComponents: [.hourAndMinute]) { Text("Time") }
                }
            }
            """)
        #expect(r.messages == [])
        #expect(
            texts(r) == [
                "Wake", "medium+none@1000", "none+short@1000", "Day", "medium+none@1000", "Time", "none+short@1000",
            ])
    }

    /// A `.now` whose type comes from a declaration (here a computed property's `Date`) is
    /// `Date.now`, as BetterRest's `Calendar.current.date(from: c) ?? .now` has it.
    @Test func anImplicitMemberTakesItsDeclaredServedType() {
        let r = run(
            """
            @State private var when = Self.wake
            static var wake: Date { nil ?? .now }
            var body: some View {
                DatePicker("Wake", selection: $when, displayedComponents: .hourAndMinute)
            }
            """)
        #expect(r.messages == [])
        #expect(texts(r) == ["Wake", "none+short@1000"])
    }

    /// `.graphical`: the month of the selection (no label), its days under their weekdays from
    /// the right one (1 December 2026 is a Tuesday), the selected day in a tinted circle, and the
    /// time row; `.wheel`: the label, then a wheel per component with the selection in the middle.
    @Test func aDatePickerStyleDrawsTheCalendarOrTheWheels() throws {
        // 7 December 2026, 11:00 UTC.
        let r = run(
            """
            @State private var when = Date(timeIntervalSince1970: 1_796_641_200)
            var body: some View {
                Form {
                    DatePicker("Due", selection: $when).datePickerStyle(.graphical)
                    DatePicker("Day", selection: $when, displayedComponents: .date)
                    DatePicker("Wake", selection: $when, displayedComponents: .hourAndMinute)
                }
                .datePickerStyle(WheelDatePickerStyle())
            }
            """)
        #expect(r.messages == [])
        let all = texts(r)
        // The Form's wheel style came after the first picker's own: all three are wheels.
        #expect(!all.contains("December 2026"))
        let graphical = run(
            """
            @State private var when = Date(timeIntervalSince1970: 1_796_641_200)
            var body: some View { DatePicker("Due", selection: $when).datePickerStyle(.graphical) }
            """)
        let calendar = texts(graphical)
        #expect(calendar.first == "December 2026")
        #expect(!calendar.contains("Due"))
        #expect(calendar.contains("31") && !calendar.contains("32"))
        let root = try placed(graphical)
        func centre(_ n: String) throws -> (x: Double, y: Double) {
            let f = try #require(root.preOrder.first { ($0.kind as? TextKind)?.text == n }?.frame)
            return (f.x + f.width / 2, f.y + f.height / 2)
        }
        let (first, sunday, monday) = (try centre("1"), try centre("6"), try centre("7"))
        // Tuesday's column is two to the right of Sunday's, a 44 pt row above.
        let column = monday.x - sunday.x
        #expect(column > 40 && abs(first.x - sunday.x - 2 * column) < 0.01)
        #expect(sunday.y - first.y == 44)
        #expect(calendar.suffix(2) == ["Time", "none+short@1796641200"])
        // The wheels: month, day and year for a date; hour, minute and AM/PM for a time.
        #expect(all.contains("November") && all.contains("December") && all.contains("2026"))
        #expect(all.contains("Wake") && all.contains("AM") && all.contains("PM"))
    }

    /// `AsyncImage` shows its loading phase (a preview is offline and drawn first): the
    /// `placeholder:` views, the `content:` closure given `.empty`, or a grey fill.
    @Test func anAsyncImageShowsItsLoadingPhase() throws {
        let r = run(
            """
            var body: some View {
                VStack {
                    AsyncImage(url: URL(string: "https://hws.dev/img/cupcakes@3x.jpg"), scale: 3) { image in
                        image.resizable()
                    } placeholder: {
                        Text("Waiting")
                    }
                    AsyncImage(url: URL(string: "https://a.b/c.png")) { phase in
                        if let image = phase.image { image } else if phase.error != nil { Text("Failed") } else { Text("Loading") }
                    }
                    AsyncImage(url: URL(string: "https://a.b/c.png")) { phase in
                        switch phase {
                        case .empty: Text("Empty")
                        case .success(let image): image
                        case .failure: Text("Failure")
                        @unknown default: EmptyView()
                        }
                    }
                    AsyncImage(url: URL(string: "https://a.b/c.png")).frame(width: 50, height: 50)
                }
            }
            """)
        #expect(r.messages == [])
        #expect(texts(r) == ["Waiting", "Loading", "Empty"])
        let fill = try placed(r).preOrder.last { $0.kind is ColorKind }
        #expect(fill?.frame.width == 50 && fill?.frame.height == 50)
    }

    /// `.labelsHidden()` on a control, or on a view holding controls, draws them without labels.
    @Test func labelsHiddenHidesTheLabelsOfTheControlsInside() {
        let r = run(
            """
            @State private var on = true
            @State private var n = 2
            @State private var when = Date(timeIntervalSince1970: 0)
            @State private var size = "S"
            var body: some View {
                VStack {
                    Toggle("Wi-Fi", isOn: $on)
                    Stepper("Cups", value: $n)
                    Picker("Size", selection: $size) { Text("S").tag("S"); Text("L").tag("L") }.pickerStyle(.segmented)
                    DatePicker("Wake", selection: $when, displayedComponents: .hourAndMinute).datePickerStyle(.wheel)
                }
                .labelsHidden()
            }
            """)
        #expect(r.messages == [])
        let shown = texts(r)
        for label in ["Wi-Fi", "Cups", "Wake"] { #expect(!shown.contains(label), "\(shown)") }
        #expect(shown.contains("AM"))
        let picker = r.previews.first?.tree.preOrder.compactMap { ($0.kind as? PickerKind)?.picker }.first
        #expect(picker?.title == nil && picker?.labels == ["S", "L"])
    }

    @Test(arguments: [
        (0.0, "1970-1-1 0:0"), (951_782_400, "2000-2-29 0:0"), (-1, "1969-12-31 23:59"),
        (1_796_641_200, "2026-12-7 11:0"), (4_107_542_400, "2100-3-1 0:0"),
    ])
    func aDatePickersDayIsTheCivilDayInUTC(_ seconds: Double, _ expected: String) {
        let c = DatePickerSpec(label: nil, seconds: seconds, showsDate: true, showsTime: true, parts: []).civil
        #expect("\(c.year)-\(c.month)-\(c.day) \(c.hour):\(c.minute)" == expected)
    }

    @Test func aDatePickerNeedsADateBinding() {
        let r = run(
            """
            @State private var name = "x"
            var body: some View { DatePicker("Wake", selection: $name) }
            """)
        #expect(
            r.messages.contains {
                $0.contains("error: cannot convert value of type 'Binding' to expected argument type 'Binding<Date>'")
            })
    }

    @Test func aTextEditorTakesTheSpaceAndShowsItsTextTopLeading() throws {
        let r = run(
            """
            @State private var notes = "Milk"
            var body: some View { TextEditor(text: $notes).frame(height: 100) }
            """)
        #expect(r.messages == [])
        let root = try placed(r)
        let text = root.preOrder.last { $0.kind is TextKind }
        // The frame is 393 x 100, centred in the safe area: y 59 + (759 - 100) / 2 = 388.5; the
        // text 5 pt in and 8 pt down from its corner.
        #expect(root.frame == Rect(x: 0, y: 388.5, width: 393, height: 100))
        #expect(text?.frame.origin == Point(x: 5, y: 396.5))
    }

    @Test func aDisclosureGroupShowsItsContentOnlyWhenOpen() {
        let closed = run(
            """
            @State private var open = false
            var body: some View { DisclosureGroup("More", isExpanded: $open) { Text("Inside") } }
            """)
        #expect(texts(closed) == ["More"])
        let open = run(
            """
            @State private var open = true
            var body: some View { DisclosureGroup("More", isExpanded: $open) { Text("Inside") } }
            """)
        #expect(texts(open) == ["More", "Inside"])
        #expect(open.previews.first?.states.map(\.name) == ["open"])
    }

    @Test func labelsOfMenusLinksAndShareLinksAreInTheAccentColour() {
        let r = run(
            """
            var body: some View {
                VStack {
                    Menu("Sort") { Button("By name") {} }
                    Link("Help", destination: URL(string: "https://example.com")!)
                    ShareLink(item: URL(string: "https://example.com")!)
                    EditButton()
                }
            }
            """)
        #expect(r.messages == [])
        #expect(texts(r) == ["Sort", "Help", "[square.and.arrow.up]", "Share", "Edit"])
    }

    @Test func contentUnavailableViewAndColorPickerAndSplitView() {
        let r = run(
            """
            @State private var tint = Color.red
            var body: some View {
                NavigationSplitView {
                    VStack {
                        ContentUnavailableView("No Mail", systemImage: "tray", description: Text("Nothing here"))
                        ColorPicker("Tint", selection: $tint)
                    }
                    .navigationTitle("Inbox")
                } detail: {
                    Text("Detail")
                }
            }
            """)
        #expect(r.messages == [])
        // The split view on an iPhone is its sidebar in a navigation stack: the detail is not shown.
        #expect(texts(r) == ["No Mail", "Nothing here", "Tint"])
        let names = r.previews.flatMap { $0.tree.preOrder.map(\.kind.name) }
        #expect(names.contains("NavigationStack"))
    }
}
