import LessonInterpreter
import SwiftLesson
import Testing
import TileTree

/// `GeometryReader`: its closure is given the space the reader is offered, measured by laying
/// the preview out on the iPhone 15 canvas (393 x 852 pt, the root offered the 393 x 759 safe
/// area below 59 pt), and the preview evaluated again with it.
struct GeometryReaderTests {
    func run(_ source: String, tap: String? = nil) -> LessonResult {
        let (program, errors) = SwiftProgram.empty.adding(SourceFile(path: "Lesson.swift", text: source))
        #expect(errors.isEmpty)
        return Lesson.run(
            program, request: LessonRequest(tap: tap.map { ($0, nil) }), formatting: FixedFormatting(), now: 0)
    }

    func preview(_ body: String, _ decls: String = "") -> LessonResult {
        run("import SwiftUI\n\(decls)\nstruct V: View {\n\(body)\n}\n#Preview { V() }\n")
    }

    /// The texts a preview shows, in order.
    func texts(_ result: LessonResult) -> [String] {
        result.firstPreviewTexts
    }

    @Test func aReaderAtTheRootHasTheSafeArea() {
        let r = preview(
            """
            var body: some View {
                GeometryReader { geo in
                    Text("\\(Int(geo.size.width)) x \\(Int(geo.size.height))")
                }
            }
            """)
        #expect(r.messages == [])
        #expect(texts(r) == ["393 x 759"])
    }

    @Test func eachReaderHasTheSpaceItsParentGivesIt() {
        // A 100 x 80 frame, then the 285 pt an HStack leaves beside it (393 - 100 - 8), 120 tall.
        let r = preview(
            """
            var body: some View {
                HStack {
                    Cell().frame(width: 100, height: 80)
                    Cell()
                }
                .frame(height: 120)
            }
            """,
            """
            struct Cell: View {
                var body: some View {
                    GeometryReader { geo in
                        Text("\\(Int(geo.size.width))x\\(Int(geo.size.height))")
                    }
                }
            }
            """)
        #expect(r.messages == [])
        #expect(texts(r) == ["100x80", "285x120"])
    }

    @Test func framesAreLocalAtZeroAndGlobalOnTheCanvas() {
        // A 200 pt tall reader centred in the safe area: 59 + (759 - 200) / 2 = 338.5 from the top.
        let r = preview(
            """
            var body: some View {
                GeometryReader { geo in
                    VStack {
                        Text("local \\(Int(geo.frame(in: .local).minY))")
                        Text("global \\(geo.frame(in: .global).minY)")
                        Text("mid \\(geo.frame(in: .global).midX)")
                    }
                }
                .frame(height: 200)
            }
            """)
        #expect(r.messages == [])
        #expect(texts(r) == ["local 0", "global 338.5", "mid 196.5"])
    }

    @Test func aReaderTakesTheWholeOfferAndPutsItsContentTopLeading() throws {
        let r = preview(
            """
            var body: some View {
                GeometryReader { geo in
                    Color.red.frame(width: geo.size.width / 4, height: 30)
                }
            }
            """)
        #expect(r.messages == [])
        let preview = try #require(r.previews.first)
        let placed = try DeviceCanvas.iPhone15.place(
            LayoutEngine(preview.tree, context: LayoutContext(measure: .points)))
        #expect(placed.kind is GeometryReaderKind)
        #expect(placed.frame == Rect(x: 0, y: 59, width: 393, height: 759))
        let frame = try #require(placed.children.first)
        #expect(frame.frame == Rect(x: 0, y: 59, width: 98.25, height: 30))
    }

    @Test func aButtonInAReaderIsStillTapped() {
        let r = preview(
            """
            @State private var count = 0
            var body: some View {
                GeometryReader { geo in
                    Button("Add \\(Int(geo.size.width))") { count += 1 }
                }
            }
            """)
        #expect(r.previews.first?.buttons == ["Add 393"])
        let tapped = run(
            "import SwiftUI\nstruct V: View {\n@State private var count = 0\nvar body: some View {\nGeometryReader { geo in\nButton(\"Add\") { count += 1 }\nText(\"\\(count)\")\n}\n}\n}\n#Preview { V() }\n",
            tap: "Add")
        #expect(texts(tapped).last == "1")
    }

    @Test func aViewBuilderParameterThatBuildsNothingIsAnEmptyView() {
        // `if` with no `else` in a closure given to a `@ViewBuilder` parameter: nothing, which a
        // modifier still applies to, as SwiftUI's `Optional<View>` does.
        let r = run(
            """
            import SwiftUI
            struct Wrap<Content: View>: View {
                var content: (Int) -> Content
                init(@ViewBuilder content: @escaping (Int) -> Content) { self.content = content }
                var body: some View {
                    VStack { ForEach(0..<3) { i in content(i).padding() } }
                }
            }
            #Preview { Wrap { i in if i > 0 { Text("Row \\(i)") } } }
            """)
        #expect(r.messages == [])
        #expect(texts(r) == ["Row 1", "Row 2"])
    }

    @Test func geometryValuesTakeTheirExtensions() {
        // `extension CGRect { var center }` over a frame, `CGSize.zero`, an operator an extension of
        // an alias declares.
        let r = preview(
            """
            var body: some View {
                let p = CGRect(x: 10, y: 20, width: 100, height: 40).center
                let s: CGOffset = .zero
                let t = s + CGSize(width: 3, height: 4)
                Text("\\(Int(p.x)) \\(Int(p.y)) \\(Int(t.width)) \\(Int(t.height))")
            }
            """,
            """
            typealias CGOffset = CGSize
            extension CGRect { var center: CGPoint { CGPoint(x: midX, y: midY) } }
            extension CGOffset {
                static func + (lhs: CGOffset, rhs: CGOffset) -> CGOffset {
                    CGOffset(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
                }
            }
            """)
        #expect(r.messages == [])
        #expect(texts(r) == ["60 40 3 4"])
    }
}

/// A custom `Shape`'s `path(in:)` and `Path` as learners write them.
struct ShapePathTests {
    func path(_ source: String) throws -> ShapePath {
        let (program, errors) = SwiftProgram.empty.adding(SourceFile(path: "Lesson.swift", text: source))
        #expect(errors.isEmpty)
        let r = Lesson.run(program, formatting: FixedFormatting(), now: 0)
        #expect(r.messages == [])
        for tree in r.previews.map(\.tree) {
            for s in tree.kinds(ShapeKindView.self) { if case .path(let p) = s.shape { return p } }
        }
        throw PathMissing()
    }

    struct PathMissing: Error {}

    @Test func aShapesPathIsMadeForTheFrameItIsLaidOutTo() throws {
        let p = try path(
            """
            import SwiftUI
            struct Triangle: Shape {
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    path.closeSubpath()
                    return path
                }
            }
            #Preview { Triangle().fill(.red).frame(width: 200, height: 100) }
            """)
        #expect(p.name == "Triangle")
        #expect(p.reference == Size(width: 200, height: 100))
        #expect(
            p.elements == [
                .move(Point(x: 100, y: 0)), .line(Point(x: 200, y: 100)), .line(Point(x: 0, y: 100)), .close,
            ])
    }

    @Test func aPathClosureAndItsRectangles() throws {
        let built = try path(
            """
            import SwiftUI
            #Preview {
                Path { p in
                    p.move(to: CGPoint(x: 10, y: 10))
                    p.addLines([CGPoint(x: 20, y: 10), CGPoint(x: 20, y: 30)])
                    p.addQuadCurve(to: CGPoint(x: 0, y: 0), control: CGPoint(x: 5, y: 5))
                }
                .stroke(.green, lineWidth: 2)
            }
            """)
        #expect(built.reference == nil)
        #expect(
            built.elements == [
                .move(Point(x: 10, y: 10)), .move(Point(x: 20, y: 10)), .line(Point(x: 20, y: 30)),
                .quad(Point(x: 0, y: 0), control: Point(x: 5, y: 5)),
            ])
        let rect = try path("import SwiftUI\n#Preview { Path(CGRect(x: 1, y: 2, width: 3, height: 4)) }\n")
        #expect(rect.elements == ShapePath.rectangle(Rect(x: 1, y: 2, width: 3, height: 4)))
    }

    @Test func anglesAddAndReadBack() throws {
        let p = try path(
            """
            import SwiftUI
            struct Pie: Shape {
                var end: Angle
                func path(in rect: CGRect) -> Path {
                    let start = Angle.zero - .degrees(90)
                    var p = Path()
                    p.move(to: CGPoint(x: rect.midX, y: rect.midY))
                    p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: 50, startAngle: start,
                             endAngle: end - .degrees(90), clockwise: false)
                    p.addLine(to: CGPoint(x: start.degrees, y: end.radians))
                    return p
                }
            }
            #Preview { Pie(end: .degrees(180)).frame(width: 100, height: 100) }
            """)
        // From the top (-90°) a half turn to the bottom: a line to the top, two quarter curves.
        #expect(p.elements.count == 5)
        #expect(p.elements[1] == .line(Point(x: 50, y: 0)))
        if case .line(let last) = p.elements[4] {
            #expect(last.x == -90)
            #expect(abs(last.y - .pi) < 1e-12)
        }
    }
}
