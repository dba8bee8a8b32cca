import Testing
import TileRender
import TileText

@testable import TileShell

/// Pickers with very many cases: drawing is linear in what is drawn (10 000 segments of 64
/// characters took minutes when each stacked row copied the canvas drawn so far).
@Suite struct PickerLayoutTests {
    static let cases = (0..<10_000).map { "c" + String(repeating: "x", count: 58) + String(100_000 + $0).dropFirst() }

    @Test func tenThousandSegmentsStackOneRowEach() {
        let picker = PickerView(cases: Self.cases, selected: 9_999, title: "Big", label: nil, style: .segmented)
        let canvas = picker.draw(width: 80)
        // A title line, then three lines per segment (each 64 + 4 columns, so one per row).
        #expect(canvas.height == 1 + 3 * 10_000)
        #expect(canvas.width == 70)  // the selected one, with its "✓ "
        let lines = Renderer(depth: .none).renderString(canvas).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "╭" + String(repeating: "─", count: 66) + "╮")
        #expect(lines[2] == "│ " + Self.cases[0] + " │")
        #expect(lines[3 * 10_000 - 1] == "│ ✓ " + Self.cases[9_999] + " │")
    }

    /// A label of about 95 characters on every case, wider than the output: each segment is cut.
    @Test func tenThousandLongLabelsAreEachCut() {
        let template = String(repeating: "y", count: 30) + "{case}"
        let picker = PickerView(cases: Self.cases, selected: 0, title: nil, label: template, style: .inline)
        let canvas = picker.draw(width: 80)
        #expect(canvas.height == 10_000)
        let lines = Renderer(depth: .none).renderString(canvas).split(separator: "\n")
        #expect(lines.count == 10_000)
        #expect(lines.allSatisfy { TextWidth.of(String($0)) == 80 && $0.hasSuffix("…") })
    }

    /// Stacking n one-row parts gives n rows, each where it belongs, whatever n is.
    @Test func stacksAreSizedOnce() {
        let parts: [any TileShellView] = (0..<20_000).map { TextView(String($0)) }
        let canvas = VStackView(parts).draw(width: 10)
        #expect(canvas.height == 20_000)
        let lines = Renderer(depth: .none).renderString(canvas).split(separator: "\n")
        #expect(lines.first == "0" && lines.last == "19999" && lines[12_345] == "12345")
    }
}
