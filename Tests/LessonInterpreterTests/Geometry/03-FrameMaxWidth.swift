// Lesson: frame(maxWidth: .infinity, alignment:) makes a row as wide as its offer and pins the
// content to one side.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
import SwiftUI

struct AlignedRows: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red
                .frame(width: 100, height: 50)
                .frame(maxWidth: .infinity, alignment: .leading)
            Color.green
                .frame(width: 100, height: 50)
                .frame(maxWidth: .infinity)
            Color.blue
                .frame(width: 100, height: 50)
                .frame(maxWidth: .infinity, alignment: .trailing)
        }
    }
}

#Preview("Rows") {
    AlignedRows()
}

#Preview("Band") {
    Color.purple
        .frame(maxWidth: .infinity, maxHeight: 200)
}

// expect-preview: Rows
// Each flexible frame: width = min(inf, max(100, 393)) = 393; height = its child's 50.
// VStack: 393 wide, 50 + 50 + 50 = 150 tall (spacing 0); y = 59 + (759 - 150) / 2 = 59 + 304.5 = 363.5
// Rows at y 363.5, 413.5, 463.5.
// Red leading: x = 0. Green centred: x = (393 - 100) / 2 = 146.5. Blue trailing: x = 393 - 100 = 293.
// Pre-order: VStack, .frame#0 (flex) .frame#1 Color#0, .frame#2 .frame#3 Color#1, .frame#4 .frame#5 Color#2
// expect: VStack#0 = 0 363.5 393 150
// expect: .frame#0 = 0 363.5 393 50
// expect: .frame#1 = 0 363.5 100 50
// expect: Color#0 = 0 363.5 100 50
// expect: .frame#2 = 0 413.5 393 50
// expect: .frame#3 = 146.5 413.5 100 50
// expect: .frame#4 = 0 463.5 393 50
// expect: .frame#5 = 293 463.5 100 50
// expect: Color#2 = 293 463.5 100 50

// expect-preview: Band
// The colour is offered min(393, inf) = 393 by min(759, 200) = 200 and takes it;
// frame: width min(inf, max(393, 393)) = 393, height min(200, max(200, 759)) = 200.
// y = 59 + (759 - 200) / 2 = 338.5
// expect: .frame#0 = 0 338.5 393 200
// expect: Color#0 = 0 338.5 393 200

// expect-warnings: 0
