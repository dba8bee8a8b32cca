// Lesson: a score table as a Grid, with a divider row and a cell across both columns.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
// A Grid's column is as wide as its widest cell, a row as tall as its tallest, 8 pt between
// columns and rows unless given. A view outside any GridRow is a row across the whole grid;
// `.gridCellColumns(2)` spans two columns; `.gridColumnAlignment` aligns its whole column.
import SwiftUI

struct ScoreTable: View {
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
            GridRow {
                Color.gray.frame(width: 90, height: 24)
                Color.gray.frame(width: 40, height: 24)
            }
            Divider()
            GridRow {
                Color.blue.frame(width: 60, height: 30)
                Color.blue.frame(width: 20, height: 20)
                    .gridColumnAlignment(.trailing)
            }
            GridRow {
                Color.green.frame(width: 100, height: 10)
                    .gridCellColumns(2)
            }
        }
    }
}

#Preview {
    ScoreTable()
}

// expect-preview: Preview
// Columns 90 and 40 (the spanning cell does not widen them): 90 + 12 + 40 = 142 wide.
// Rows 24, 1 (the divider), 30, 10 with 6 pt between: 65 + 18 = 83 tall.
// x = (393 - 142) / 2 = 125.5; y = 59 + (759 - 83) / 2 = 397.
// Row tops: 397, 397 + 30 = 427 (divider), 427 + 7 = 434, 434 + 36 = 470.
// The second column starts at 125.5 + 102 = 227.5 and is trailing: its 20 pt cell at 247.5,
// centred in the 30 pt row (5 pt down). The blue 60 pt cell leading at 125.5.
// expect: Grid#0 = 125.5 397 142 83
// expect: Color#0 = 125.5 397 90 24
// expect: Color#1 = 227.5 397 40 24
// expect: Divider#0 = 125.5 427 142 1
// expect: Color#2 = 125.5 434 60 30
// expect: Color#3 = 247.5 439 20 20
// expect: Color#4 = 125.5 470 100 10

// expect-warnings: 0
