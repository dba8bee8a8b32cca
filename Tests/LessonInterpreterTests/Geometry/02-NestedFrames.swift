// Lesson: a frame places its child by its alignment; frames nest.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
import SwiftUI

struct NestedFrames: View {
    var alignment: Alignment = .topLeading

    var body: some View {
        Color.orange
            .frame(width: 100, height: 50)
            .frame(width: 300, height: 200, alignment: alignment)
            .background(Color.yellow)
    }
}

struct ThreeFrames: View {
    var body: some View {
        Color.blue
            .frame(width: 40, height: 40)
            .frame(width: 120, height: 120, alignment: .bottom)
            .frame(width: 240, height: 240, alignment: .leading)
    }
}

#Preview("Top leading") {
    NestedFrames()
}

#Preview("Bottom trailing") {
    NestedFrames(alignment: .bottomTrailing)
}

#Preview("Three frames") {
    ThreeFrames()
}

// Pre-order: .background#0 [ .frame#0 (outer, 300 x 200) [ .frame#1 (inner, 100 x 50) [ Color#0 orange ] ],
// Color#1 yellow ]. The modifier written last is the outermost node.

// expect-preview: Top leading
// Outer: x = (393 - 300) / 2 = 46.5; y = 59 + (759 - 200) / 2 = 59 + 279.5 = 338.5
// Inner at the outer frame's top-leading corner.
// expect: .background#0 = 46.5 338.5 300 200
// expect: .frame#0 = 46.5 338.5 300 200
// expect: .frame#1 = 46.5 338.5 100 50
// expect: Color#0 = 46.5 338.5 100 50
// expect: Color#1 = 46.5 338.5 300 200

// expect-preview: Bottom trailing
// Inner: x = 46.5 + (300 - 100) = 246.5; y = 338.5 + (200 - 50) = 488.5
// expect: .frame#0 = 46.5 338.5 300 200
// expect: .frame#1 = 246.5 488.5 100 50
// expect: Color#0 = 246.5 488.5 100 50
// expect: Color#1 = 46.5 338.5 300 200

// expect-preview: Three frames
// Outer 240: x = (393 - 240) / 2 = 76.5; y = 59 + (759 - 240) / 2 = 59 + 259.5 = 318.5
// Middle 120, .leading (centred vertically): x = 76.5; y = 318.5 + (240 - 120) / 2 = 378.5
// Inner 40, .bottom (centred horizontally): x = 76.5 + (120 - 40) / 2 = 116.5; y = 378.5 + (120 - 40) = 458.5
// expect: .frame#0 = 76.5 318.5 240 240
// expect: .frame#1 = 76.5 378.5 120 120
// expect: .frame#2 = 116.5 458.5 40 40
// expect: Color#0 = 116.5 458.5 40 40

// expect-warnings: 0
