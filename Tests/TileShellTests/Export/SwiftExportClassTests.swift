import Foundation
import Testing

@testable import TileShell

/// The classes behind two export bugs: a name the exporter makes up meeting a user's name, and
/// two drawings that differ written as one.
extension SwiftExportTests {
    /// Every name the exporter writes itself (helpers, their parameters and locals, the tile
    /// view's members, the main view and its preview) taken by the user as a binding, an enum,
    /// a case and a tile kind at once: the file still type-checks, and the helper is renamed.
    @Test func generatedNamesNeverMeetUserNames() throws {
        let names = [
            "discountBadge", "discount", "selection", "selected", "mapping", "title", "count", "backgroundColor",
            "previews", "formatter", "formatted", "price", "now", "date", "string", "systemName",
        ]
        let run = ExportRun(
            """
            enum discountBadge: \(names.joined(separator: ", ")), body, allCases, rawValue
            tilekind discountBadge: \((names + ["body", "allCases", "rawValue"]).map { "\($0) \"\($0)\" red" }.joined(separator: ", "))
            enum body: a, b
            tilekind body: a "A" red, b "B" blue
            enum Body_: x
            enum ContentView_Previews: x
            enum EnumPicker: x
            enum Capsule: x
            var discountBadge: Int? = 3 as badge
            set discount 5
            var selection: discountBadge? = selection
            var selected: discountBadge = discountBadge
            var mapping: body = a
            var previews: Body_ = x
            var formatter: ContentView_Previews = x
            var title: EnumPicker = x
            var backgroundColor: Capsule = x
            var count: String = "c" as headline
            show discountBadge discount selection selected mapping previews formatter title backgroundColor count
            picker selection label "{case}!"
            picker selected title "t"
            tile a 1 b 2
            tile discountBadge 3 count 4 body 5
            """)
        #expect(run.errors == [])
        let source = run.export()
        try Self.expectCompiles(source)
        for text in [
            "func discountBadge2(for discount: Int?) -> some View {", "discountBadge2(for: discountBadge)",
            "discountBadge2(for: discount)", "struct BodyChoiceTile: View", "enum BodyChoice: String",
        ] {
            #expect(source.contains(text), "missing: \(text)")
        }
    }

    /// A picker's style is part of what was drawn, whether the command named it or took the
    /// `style` binding's, so the same command under two styles is two views; the same command
    /// under the same style is still one.
    @Test func viewsDrawnDifferentlyAreExportedDifferently() throws {
        let run = ExportRun(
            """
            enum Size: small, large
            var size: Size = small as picker
            show size
            pick style menu
            show size
            picker size
            picker size
            pick style segmented
            show size
            picker size style inline
            """)
        #expect(run.errors == [])
        let source = run.export()
        try Self.expectCompiles(source)
        let body = source.components(separatedBy: "var body: some View {").last ?? ""
        let styles = body.split(separator: "\n").filter { $0.contains(".pickerStyle(") }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(
            styles == [
                ".pickerStyle(.segmented)", ".pickerStyle(.menu)", ".pickerStyle(.menu)", ".pickerStyle(.inline)",
            ])
    }
}
