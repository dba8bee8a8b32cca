// Lesson: Group collects views without adding a layout of its own; a modifier on a Group applies
// to each of its members.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
import SwiftUI

struct GroupedRows: View {
    var body: some View {
        VStack(spacing: 6) {
            Group {
                Color.red.frame(width: 100, height: 20)
                Color.green.frame(width: 100, height: 20)
            }
            Color.blue.frame(width: 100, height: 20)
        }
    }
}

struct FramedGroup: View {
    var body: some View {
        VStack(spacing: 10) {
            Group {
                Color.red
                Color.blue
            }
            .frame(width: 120, height: 40)
        }
    }
}

#Preview("Group in a stack") {
    GroupedRows()
}

#Preview("Modifier on a group") {
    FramedGroup()
}

#Preview("Group as root") {
    Group {
        Color.yellow
            .frame(width: 100, height: 100)
    }
}

// expect-preview: Group in a stack
// The group's two views are two children of the VStack: 3 * 20 + 2 * 6 = 72 tall, 100 wide.
// x = (393 - 100) / 2 = 146.5; y = 59 + (759 - 72) / 2 = 59 + 343.5 = 402.5. Rows at 402.5, 428.5, 454.5.
// expect: VStack#0 = 146.5 402.5 100 72
// expect: .frame#0 = 146.5 402.5 100 20
// expect: .frame#1 = 146.5 428.5 100 20
// expect: .frame#2 = 146.5 454.5 100 20

// expect-preview: Modifier on a group
// The frame wraps each colour: two 120 x 40 children, 40 + 10 + 40 = 90 tall.
// x = (393 - 120) / 2 = 136.5; y = 59 + (759 - 90) / 2 = 59 + 334.5 = 393.5. Rows at 393.5 and 443.5.
// expect: VStack#0 = 136.5 393.5 120 90
// expect: .frame#0 = 136.5 393.5 120 40
// expect: Color#0 = 136.5 393.5 120 40
// expect: .frame#1 = 136.5 443.5 120 40
// expect: Color#1 = 136.5 443.5 120 40

// expect-preview: Group as root
// expect: .frame#0 = 146.5 388.5 100 100
// expect: Color#0 = 146.5 388.5 100 100

// expect-warnings: 0
