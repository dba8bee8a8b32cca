// Lesson: a stack offers space to its least flexible children first.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
import SwiftUI

struct ThreeColumns: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.red
                .frame(width: 100)
            Color.blue
            Color.green
                .frame(maxWidth: 50)
        }
        .frame(height: 100)
    }
}

struct SplitScreen: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red
            Color.blue
                .frame(height: 100)
            Color.green
        }
    }
}

#Preview("Columns") {
    ThreeColumns()
}

#Preview("Split") {
    SplitScreen()
}

// expect-preview: Columns
// The outer frame offers 393 x 100. Flexibility: red frame 0 (fixed 100), green 50 (0...50), blue unlimited.
// Red first: offered 393 / 3 = 131, takes 100; 293 left. Green: offered 293 / 2 = 146.5, takes
// min(50, max(50, 146.5)) = 50; 243 left. Blue takes 243. Order on screen: red, blue, green.
// x: red 0; blue 100; green 343. y = 59 + (759 - 100) / 2 = 388.5
// Pre-order: .frame#0 (height), HStack, .frame#1 Color#0, Color#1, .frame#2 Color#2
// expect: .frame#0 = 0 388.5 393 100
// expect: HStack#0 = 0 388.5 393 100
// expect: .frame#1 = 0 388.5 100 100
// expect: Color#0 = 0 388.5 100 100
// expect: Color#1 = 100 388.5 243 100
// expect: .frame#2 = 343 388.5 50 100
// expect: Color#2 = 343 388.5 50 100

// expect-preview: Split
// The fixed 100 first; 759 - 100 = 659 left, 329.5 for each colour.
// y: red 59; blue 59 + 329.5 = 388.5; green 488.5 (ends at 818 = 59 + 759).
// expect: VStack#0 = 0 59 393 759
// expect: Color#0 = 0 59 393 329.5
// expect: .frame#0 = 0 388.5 393 100
// expect: Color#1 = 0 388.5 393 100
// expect: Color#2 = 0 488.5 393 329.5

// expect-warnings: 0
