// Lesson: the order of modifiers matters (padding then background, or background then padding).
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
import SwiftUI

struct PaddedThenPainted: View {
    var body: some View {
        Color.blue
            .frame(width: 100, height: 100)
            .padding()
            .background(Color.red)
    }
}

struct PaintedThenPadded: View {
    var body: some View {
        Color.blue
            .frame(width: 100, height: 100)
            .background(Color.red)
            .padding()
    }
}

struct Rings: View {
    var body: some View {
        Color.yellow
            .frame(width: 60, height: 60)
            .padding(10)
            .background(Color.orange)
            .padding(20)
            .background(Color.red)
    }
}

#Preview("Padding then background") {
    PaddedThenPainted()
}

#Preview("Background then padding") {
    PaintedThenPadded()
}

#Preview("Rings") {
    Rings()
}

// expect-preview: Padding then background
// padding() adds 16 on each edge: 100 + 32 = 132. x = (393 - 132) / 2 = 130.5;
// y = 59 + (759 - 132) / 2 = 59 + 313.5 = 372.5. The frame sits 16 in: 146.5, 388.5.
// Pre-order: .background#0 [ .padding#0 [ .frame#0 [ Color#0 blue ] ], Color#1 red ]
// expect: .background#0 = 130.5 372.5 132 132
// expect: .padding#0 = 130.5 372.5 132 132
// expect: .frame#0 = 146.5 388.5 100 100
// expect: Color#0 = 146.5 388.5 100 100
// expect: Color#1 = 130.5 372.5 132 132

// expect-preview: Background then padding
// Pre-order: .padding#0 [ .background#0 [ .frame#0 [ Color#0 blue ], Color#1 red ] ]
// The red background is only as large as the 100 x 100 frame.
// expect: .padding#0 = 130.5 372.5 132 132
// expect: .background#0 = 146.5 388.5 100 100
// expect: .frame#0 = 146.5 388.5 100 100
// expect: Color#1 = 146.5 388.5 100 100

// expect-preview: Rings
// Sizes from the inside: 60; + 2 * 10 = 80; + 2 * 20 = 120.
// Outer: x = (393 - 120) / 2 = 136.5; y = 59 + (759 - 120) / 2 = 378.5
// Orange ring: 136.5 + 20 = 156.5, 378.5 + 20 = 398.5, 80 x 80. Yellow: 156.5 + 10 = 166.5, 408.5.
// Pre-order: .background#0 [ .padding#0 [ .background#1 [ .padding#1 [ .frame#0 [ Color#0 ] ], Color#1 ] ],
// Color#2 ]
// expect: .background#0 = 136.5 378.5 120 120
// expect: .padding#0 = 136.5 378.5 120 120
// expect: .background#1 = 156.5 398.5 80 80
// expect: .padding#1 = 156.5 398.5 80 80
// expect: .frame#0 = 166.5 408.5 60 60
// expect: Color#0 = 166.5 408.5 60 60
// expect: Color#1 = 156.5 398.5 80 80
// expect: Color#2 = 136.5 378.5 120 120

// expect-warnings: 0
