import Testing
import TileTree

@testable import LessonInterpreter

/// A symbol name pictures have no outline for is drawn as an empty frame, with one warning a
/// name however often it is used; the names of SwiftUI's common symbols warn nothing.
@Suite struct SymbolWarningTests {
    static let warning = "no symbol named 'no.such.symbol' in tileshell's symbol set; drawn as an empty frame"

    @Test func anUnknownNameWarnsOnceForAllItsUses() {
        let result = open(
            """
            import SwiftUI
            struct Icons: View {
                var body: some View {
                    VStack {
                        Image(systemName: "no.such.symbol")
                        Image(systemName: "no.such.symbol")
                        Label("Odd", systemImage: "no.such.symbol")
                        Image(systemName: "heart.fill")
                        Label("Home", systemImage: "house")
                    }
                }
            }
            #Preview { Icons() }
            """)
        #expect(result.errors == [])
        #expect(result.warnings == [Self.warning])
        // The tree still holds the image, its glyph nil as before.
        let images = result.previews.first?.tree.kinds(ImageKind.self) ?? []
        #expect(images.map(\.systemName).prefix(2) == ["no.such.symbol", "no.such.symbol"])
    }

    @Test func eachUnknownNameWarnsOnItsOwn() {
        let result = open(
            """
            import SwiftUI
            struct Icons: View {
                var body: some View {
                    HStack {
                        Image(systemName: "no.such.symbol")
                        Button("Go", systemImage: "heart.sparkles.wobble") {}
                    }
                }
            }
            #Preview { Icons() }
            """)
        #expect(
            result.warnings == [
                Self.warning,
                "no symbol named 'heart.sparkles.wobble' in tileshell's symbol set; drawn as an empty frame",
            ])
    }

    @Test func commonSymbolsWarnNothing() {
        let names = [
            "star.fill", "person.2", "checkmark.circle.fill", "xmark.square", "gearshape.fill", "chevron.forward",
            "exclamationmark.triangle.fill", "3.circle", "15.circle", "50.circle.fill", "person.fill.badge.plus",
            "square.and.arrow.up",
            "hand.thumbsup.fill", "line.3.horizontal", "cloud.rain.fill", "sun.max.fill",
            "bell.slash.fill", "eye.slash", "doc.fill", "bubble.left",
        ]
        for name in names { #expect(SymbolOutlines.knows(name), "\(name)") }
        #expect(!SymbolOutlines.knows("no.such.symbol"))
        // Two-digit numbers go to 50, as SF Symbols' do.
        #expect(!SymbolOutlines.knows("51.circle"))
        #expect(SymbolOutlines.outline(for: "15.circle") != nil)
    }
}
