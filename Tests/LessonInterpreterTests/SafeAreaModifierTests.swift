import LessonInterpreter
import SwiftLesson
import Testing
import TileTree

/// `.ignoresSafeArea(_:edges:)`, `.edgesIgnoringSafeArea(_:)` and `.background(_:ignoresSafeAreaEdges:)`:
/// the edges they read, the marker they leave on the tree, and their errors at the argument.
@Suite struct SafeAreaModifierTests {
    func file(_ body: String) -> String { "import SwiftUI\n#Preview {\n    \(body)\n}\n" }

    /// The edges of each safe-area marker in the first preview's tree, in pre-order.
    func markers(_ body: String) -> [Edge.Set] {
        let result = open(file(body))
        #expect(result.errors.isEmpty, "\(result.errors)")
        return result.previews.first?.tree.kinds(DecorationKind.self).compactMap {
            if case .ignoresSafeArea(let edges) = $0.decoration { return edges }
            return nil
        } ?? []
    }

    /// The text of the first error's range, and its message.
    func error(_ body: String) -> (text: String, message: String)? {
        let source = file(body)
        let result = open(source)
        guard let d = result.diagnostics.first(where: { $0.diagnostic.severity == .error })?.diagnostic else {
            return nil
        }
        let bytes = Array(source.utf8)
        guard d.range.start >= 0, d.range.end <= bytes.count else { return nil }
        return (String(decoding: bytes[d.range.start..<d.range.end], as: UTF8.self), d.message)
    }

    @Test func theEdgesAreRead() {
        #expect(markers("Color.red.ignoresSafeArea()") == [.all])
        #expect(markers("Color.red.ignoresSafeArea(edges: .top)") == [.top])
        #expect(markers("Color.red.ignoresSafeArea(.container, edges: .vertical)") == [.vertical])
        #expect(markers("Color.red.edgesIgnoringSafeArea(.bottom)") == [.bottom])
        #expect(markers("Color.red.edgesIgnoringSafeArea([.top, .leading])") == [[.top, .leading]])
        #expect(markers("Color.red.edgesIgnoringSafeArea(.horizontal)") == [.horizontal])
    }

    @Test func theKeyboardAloneAndNoEdgesLeaveNoMarker() {
        #expect(markers("Color.red.ignoresSafeArea(.keyboard)") == [])
        #expect(markers("Color.red.ignoresSafeArea(.keyboard, edges: .bottom)") == [])
        #expect(markers("Color.red.ignoresSafeArea(edges: [])") == [])
        #expect(markers("Color.red.ignoresSafeArea([.container, .keyboard])") == [.all])
    }

    @Test func aStylesBackgroundIgnoresTheSafeAreaAndAViewsDoesNot() {
        #expect(markers("Text(\"Hi\").background(Color.red)") == [.all])
        #expect(markers("Text(\"Hi\").background(.red)") == [.all])
        #expect(markers("Text(\"Hi\").background(.ultraThinMaterial)") == [.all])
        #expect(markers("Text(\"Hi\").background(Color.red, ignoresSafeAreaEdges: .top)") == [.top])
        #expect(markers("Text(\"Hi\").background(Color.red, ignoresSafeAreaEdges: [])") == [])
        #expect(markers("Text(\"Hi\").background { Color.red }") == [])
        #expect(markers("Text(\"Hi\").background(Circle())") == [])
        #expect(markers("Text(\"Hi\").background(.red, in: Capsule())") == [])
        #expect(markers("Text(\"Hi\").overlay(Color.red)") == [])
    }

    @Test func badEdgesAreAnErrorAtTheArgument() {
        let e = error("Color.red.ignoresSafeArea(edges: .middle)")
        #expect(e?.text == ".middle")
        #expect(e?.message.contains("expected edges") == true, "\(String(describing: e))")
        let old = error("Color.red.edgesIgnoringSafeArea(3)")
        #expect(old?.text == "3")
        #expect(old?.message.contains("expected edges") == true, "\(String(describing: old))")
        let background = error("Text(\"Hi\").background(Color.red, ignoresSafeAreaEdges: .sideways)")
        #expect(background?.text == ".sideways")
    }

    @Test func badRegionsAreAnErrorAtTheArgument() {
        let e = error("Color.red.ignoresSafeArea(.screen)")
        #expect(e?.text == ".screen")
        #expect(e?.message.contains("safe area regions") == true, "\(String(describing: e))")
    }

    @Test func theSwiftItIsWrittenAsKeepsTheEdges() {
        #expect(DecorationKind(.ignoresSafeArea(.all)).swift == .modifier(".ignoresSafeArea()"))
        #expect(DecorationKind(.ignoresSafeArea(.top)).swift == .modifier(".ignoresSafeArea(edges: .top)"))
        #expect(
            DecorationKind(.ignoresSafeArea([.top, .leading])).swift
                == .modifier(".ignoresSafeArea(edges: [.top, .leading])"))
    }

    @Test func aReaderThatIgnoresTheSafeAreaHasTheScreenAndReportsTheInsets() throws {
        let insets = #"\(Int(geo.safeAreaInsets.top)) \(Int(geo.safeAreaInsets.bottom))"#
        let reader = #"GeometryReader { geo in Text("\(Int(geo.size.height)) "# + insets + #"") }"#
        let result = open(file(reader + ".ignoresSafeArea()"))
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(texts(try placed(result)) == ["852 59 34"])
        let inside = open(file(reader))
        #expect(texts(try placed(inside)) == ["759 0 0"])
    }
}
