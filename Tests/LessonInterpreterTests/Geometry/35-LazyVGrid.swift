// Lesson: a photo wall, a LazyVGrid of adaptive columns under a header, and a fixed-column strip.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
// A lazy grid's columns share its width: fixed columns and every gap (8 pt unless the item gives
// its own spacing) are set aside first, then each other column in order takes an equal share of
// what is left; an adaptive column holds as many columns of its minimum as its share fits,
// sharing it equally. Each row is as tall as its tallest cell, rows `spacing` apart (8 pt).
import SwiftUI

struct PhotoWall: View {
    let columns = [GridItem(.adaptive(minimum: 100))]
    let strip = [GridItem(.fixed(60)), GridItem(.flexible(), spacing: 4), GridItem(.flexible())]

    var body: some View {
        VStack(spacing: 20) {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(0..<5) { _ in
                    Color.orange
                        .frame(height: 80)
                }
            }
            .padding(.horizontal)
            LazyVGrid(columns: strip) {
                Color.red.frame(height: 30)
                Color.green.frame(height: 50)
                Color.blue.frame(height: 30)
            }
        }
    }
}

#Preview {
    PhotoWall()
}

// expect-preview: Preview
// First grid: offered 393 - 32 = 361. Adaptive minimum 100: (361 + 8) / (100 + 8) = 3.4, so 3
// columns of (361 - 2 × 8) / 3 = 115. Rows: 2 (3 + 2 cells), 80 + 12 + 80 = 172 tall.
// Second grid: an item's spacing is the gap after it, to the next column: 8 after the fixed
// column, 4 after the first flexible one. 393 - 60 - 8 - 4 = 321 for the two flexible columns,
// 160.5 each. Its row is 50 tall.
// VStack: 172 + 20 + 50 = 242 tall; y = 59 + (759 - 242) / 2 = 317.5.
// Columns of the first grid at x = 16, 16 + 123 = 139, 262; second row at 317.5 + 92 = 409.5.
// Second grid at y = 317.5 + 192 = 509.5: 60 at x 0, then x 68, then x 232.5 (68 + 160.5 + 4);
// the 30 pt cells centred in the 50 pt row (10 pt down).
// expect: VStack#0 = 0 317.5 393 242
// expect: LazyVGrid#0 = 16 317.5 361 172
// expect: Color#0 = 16 317.5 115 80
// expect: Color#1 = 139 317.5 115 80
// expect: Color#2 = 262 317.5 115 80
// expect: Color#3 = 16 409.5 115 80
// expect: Color#4 = 139 409.5 115 80
// expect: LazyVGrid#1 = 0 509.5 393 50
// expect: Color#5 = 0 519.5 60 30
// expect: Color#6 = 68 509.5 160.5 50
// expect: Color#7 = 232.5 519.5 160.5 30

// expect-warnings: 0
