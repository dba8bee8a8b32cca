import Testing
import TileRender

/// `Canvas.Cells.peek` reads a cell's one scalar from its packed bytes: it must agree with the
/// cell's text for every length of UTF-8 and for texts of several scalars.
struct CanvasPeekTests {
    @Test(arguments: ["a", " ", "é", "─", "漢", "🍎", "e\u{301}", "👩‍👩‍👧", "🇫🇷", ""])
    func peekAgreesWithTheCellsText(text: String) {
        var canvas = Canvas(width: 4, height: 1)
        canvas[1, 0] = Cell(text, style: Style(bold: true))
        let cells = canvas.cells
        for index in -1...4 {
            let peek = cells.peek(index)
            let cell = cells[index]
            let scalars = Array(cell.text.unicodeScalars)
            #expect(peek.scalar == (scalars.count == 1 ? scalars[0] : nil), "\(text) at \(index)")
            #expect(peek.isEmpty == cell.text.isEmpty, "\(text) at \(index)")
            #expect(peek.style == cell.style && peek.isContinuation == cell.isContinuation, "\(text) at \(index)")
        }
    }
}
