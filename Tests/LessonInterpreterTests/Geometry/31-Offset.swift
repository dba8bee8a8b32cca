// Lesson: offset moves where a view is drawn, not where it is laid out.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
// Assumed for the layout report: the .offset node keeps its content's unmoved layout frame, and
// its child (and everything inside) is reported moved by the offset.
import SwiftUI

struct Nudged: View {
    var body: some View {
        Color.red
            .frame(width: 100, height: 100)
            .offset(x: 20, y: -30)
    }
}

struct DroppedSquare: View {
    var body: some View {
        HStack(spacing: 10) {
            Color.blue.frame(width: 60, height: 60)
            Color.green
                .frame(width: 60, height: 60)
                .offset(y: 40)
            Color.blue.frame(width: 60, height: 60)
        }
    }
}

struct OffsetThenBackground: View {
    var body: some View {
        Color.orange
            .frame(width: 80, height: 80)
            .offset(x: 30)
            .background(Color.gray)
    }
}

#Preview("Nudged") {
    Nudged()
}

#Preview("In a stack") {
    DroppedSquare()
}

#Preview("Offset then background") {
    OffsetThenBackground()
}

// expect-preview: Nudged
// Laid out at x = 146.5, y = 388.5; drawn at 146.5 + 20 = 166.5, 388.5 - 30 = 358.5.
// expect: .offset#0 = 146.5 388.5 100 100
// expect: .frame#0 = 166.5 358.5 100 100
// expect: Color#0 = 166.5 358.5 100 100

// expect-preview: In a stack
// HStack: 3 * 60 + 2 * 10 = 200 wide, 60 tall: x = 96.5; y = 59 + (759 - 60) / 2 = 408.5.
// Squares laid out at 96.5, 166.5, 236.5; the middle one drawn 40 lower; its neighbours do not move.
// Pre-order: HStack, .frame#0 Color#0, .offset#0 .frame#1 Color#1, .frame#2 Color#2
// expect: HStack#0 = 96.5 408.5 200 60
// expect: .frame#0 = 96.5 408.5 60 60
// expect: .offset#0 = 166.5 408.5 60 60
// expect: .frame#1 = 166.5 448.5 60 60
// expect: Color#1 = 166.5 448.5 60 60
// expect: .frame#2 = 236.5 408.5 60 60

// expect-preview: Offset then background
// Laid out at x = (393 - 80) / 2 = 156.5, y = 59 + (759 - 80) / 2 = 398.5. The background takes the
// offset view's layout size and place, so the gray stays where the orange square would have been;
// the orange is drawn at 156.5 + 30 = 186.5.
// Pre-order: .background#0 [ .offset#0 [ .frame#0 [ Color#0 ] ], Color#1 ]
// expect: .background#0 = 156.5 398.5 80 80
// expect: .offset#0 = 156.5 398.5 80 80
// expect: .frame#0 = 186.5 398.5 80 80
// expect: Color#0 = 186.5 398.5 80 80
// expect: Color#1 = 156.5 398.5 80 80

// expect-warnings: 0
