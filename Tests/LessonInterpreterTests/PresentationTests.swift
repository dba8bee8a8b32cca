import LessonInterpreter
import SwiftLesson
import Testing
import TileTree

/// `.alert`, `.confirmationDialog`, `.sheet` and `.fullScreenCover`: drawn over the whole preview
/// when their binding is true, as iOS presents them, and not at all when it is false.
struct PresentationTests {
    func run(_ body: String, shown: Bool = true, tap: String? = nil) -> LessonResult {
        let source =
            "import SwiftUI\nstruct V: View {\n@State private var showing = \(shown)\n\(body)\n}\n#Preview { V() }\n"
        let (program, errors) = SwiftProgram.empty.adding(SourceFile(path: "Lesson.swift", text: source))
        #expect(errors.isEmpty)
        return Lesson.run(
            program, request: LessonRequest(tap: tap.map { ($0, nil) }), formatting: FixedFormatting(), now: 0)
    }

    static let alert = """
        var body: some View {
            Button("Delete") { showing = true }
                .alert("Delete book?", isPresented: $showing) {
                    Button("Delete", role: .destructive) {}
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("This cannot be undone.")
                }
        }
        """

    @Test func anAlertIsDrawnOverThePreviewCentred() throws {
        let r = run(Self.alert)
        #expect(r.messages == [])
        let root = try placed(r)
        #expect(root.kind is PresentationKind)
        #expect(root.frame == Rect(x: 0, y: 59, width: 393, height: 759))
        #expect(texts(root) == ["Delete", "Delete book?", "This cannot be undone.", "Delete", "Cancel"])
        // The box is 270 pt wide, centred: x (393 - 270) / 2; its two buttons share the row.
        let box = try #require(root.preOrder.first { $0.kind is BackgroundKind && $0.frame.width == 270 })
        #expect(box.frame.x == 61.5)
        let buttons = root.preOrder.compactMap { $0.kind as? ButtonKind }.filter { $0.role != nil }
        #expect(buttons.map(\.role) == ["destructive", "cancel"])
    }

    @Test func aFalseBindingPresentsNothing() throws {
        let root = try placed(run(Self.alert, shown: false))
        #expect(!(root.kind is PresentationKind))
        #expect(texts(root) == ["Delete"])
    }

    @Test func tappingTheButtonThatSetsTheBindingPresents() {
        let r = run(Self.alert, shown: false, tap: "Delete")
        #expect(r.previews.first?.tree.kind is PresentationKind)
        #expect(r.previews.first?.states.first?.value == .bool(true))
    }

    /// While an alert shows, a tap reaches only its buttons (it is modal); tapped, a button runs
    /// its action and the alert goes, as iOS dismisses it whichever button is tapped.
    @Test func anAlertsButtonRunsItsActionAndDismissesIt() throws {
        let source = """
            @State private var deleted = 0
            var body: some View {
                VStack {
                    Text("Deleted \\(deleted)")
                    Button("Delete") { showing = true }
                }
                .alert("Delete book?", isPresented: $showing) {
                    Button("Delete", role: .destructive) { deleted += 1 }
                    Button("Cancel", role: .cancel) {}
                }
            }
            """
        let shown = run(source)
        #expect(shown.previews.first?.buttons == ["Delete", "Cancel"])
        let r = run(source, tap: "Delete")
        guard case .pressed(_, let changes)? = r.tap else {
            Issue.record("expected a press, got \(String(describing: r.tap))")
            return
        }
        #expect(changes.map(\.name) == ["showing", "deleted"])
        #expect(changes.map(\.value) == [.bool(false), .int(1)])
        #expect(!(r.previews.first?.tree.kind is PresentationKind))
        #expect(r.firstPreviewTexts.first == "Deleted 1")
        // An alert with no buttons has iOS's OK, which dismisses it; so does a dialog's Cancel.
        let plain = run("var body: some View { Text(\"Hi\").alert(\"Saved\", isPresented: $showing) {} }", tap: "OK")
        #expect(plain.previews.first?.states.first?.value == .bool(false))
        let dialog = run(
            "var body: some View { Text(\"Hi\").confirmationDialog(\"Share\", isPresented: $showing) { Button(\"Mail\") {} } }",
            tap: "Cancel")
        #expect(dialog.previews.first?.states.first?.value == .bool(false))
    }

    /// The iOS 13 `Alert`'s buttons run their `action:` and dismiss it too.
    @Test func theIOS13AlertsButtonsRunAndDismiss() throws {
        let r = run(
            """
            @State private var score = 3
            var body: some View {
                Text("Score \\(score)").alert(isPresented: $showing) {
                    Alert(title: Text("Again?"), primaryButton: .destructive(Text("Reset"), action: { score = 0 }),
                          secondaryButton: .cancel())
                }
            }
            """, tap: "Reset")
        #expect(r.messages == [])
        #expect(r.firstPreviewTexts == ["Score 0"])
        #expect(r.previews.first?.states.first?.value == .bool(false))
    }

    @Test func theIOS13AlertIsReadFromItsFields() throws {
        let r = run(
            """
            var body: some View {
                Text("Game").alert(isPresented: $showing) {
                    Alert(title: Text("Score"), message: Text("You got 3"), dismissButton: .default(Text("Continue")))
                }
            }
            """)
        #expect(r.messages == [])
        #expect(texts(try placed(r)) == ["Game", "Score", "You got 3", "Continue"])
    }

    @Test func aDialogSitsAtTheBottomWithItsCancelApart() throws {
        let r = run(
            """
            var body: some View {
                Text("Photo").confirmationDialog("Background", isPresented: $showing, titleVisibility: .visible) {
                    Button("Red") {}
                    Button("Cancel", role: .cancel) {}
                }
            }
            """)
        let root = try placed(r)
        #expect(texts(root) == ["Photo", "Background", "Red", "Cancel"])
        // 8 pt from the sides and from the bottom of the safe area (818): Cancel's row 57 tall.
        let cancel = try #require(root.preOrder.last { $0.kind.name == ".frame" && $0.frame.height == 57 })
        #expect(cancel.frame.x == 8)
        #expect(cancel.frame.width == 377)
        #expect(cancel.frame.maxY == 818 - 8)
    }

    @Test func aSheetCoversAllButTheTopOfTheSafeArea() throws {
        let r = run(
            """
            var body: some View {
                Text("Behind").sheet(isPresented: $showing) { Text("In the sheet") }
            }
            """)
        let root = try placed(r)
        let sheet = root.children[1]
        #expect(sheet.frame == Rect(x: 0, y: 69, width: 393, height: 749))
        #expect(texts(root) == ["Behind", "In the sheet"])
        let cover = try placed(
            run("var body: some View { Text(\"B\").fullScreenCover(isPresented: $showing) { Text(\"C\") } }"))
        #expect(cover.children[1].frame == Rect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func anItemPresentsWithItsValue() throws {
        let r = run(
            """
            @State private var picked: String? = "Ada"
            var body: some View {
                Text("List").sheet(item: $picked) { name in Text("Hello, \\(name)") }
            }
            """)
        #expect(texts(try placed(r)) == ["List", "Hello, Ada"])
    }
}
