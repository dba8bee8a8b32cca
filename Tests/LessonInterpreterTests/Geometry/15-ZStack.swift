// Lesson: ZStack layers views; it is as large as its largest child and aligns them all.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
import SwiftUI

struct Layers: View {
    var body: some View {
        ZStack {
            Circle()
                .fill(Color.yellow)
                .frame(width: 120, height: 120)
            Color.orange
                .frame(width: 200, height: 60)
            Rectangle()
                .fill(Color.red)
                .frame(width: 20, height: 20)
        }
    }
}

struct CornerBadge: View {
    var body: some View {
        ZStack(alignment: .bottomLeading) {
            Color.blue
                .frame(width: 200, height: 150)
            Color.red
                .frame(width: 50, height: 50)
        }
    }
}

struct TopTrailing: View {
    var body: some View {
        ZStack(alignment: .topTrailing) {
            Color.gray
                .frame(width: 100, height: 100)
            Color.red
                .frame(width: 30, height: 30)
        }
    }
}

#Preview("Centre") {
    Layers()
}

#Preview("Bottom leading") {
    CornerBadge()
}

#Preview("Top trailing") {
    TopTrailing()
}

// expect-preview: Centre
// ZStack: width max(120, 200, 20) = 200, height max(120, 60, 20) = 120.
// x = (393 - 200) / 2 = 96.5; y = 59 + (759 - 120) / 2 = 378.5
// Circle: x = 96.5 + 40 = 136.5, y = 378.5. Orange: x = 96.5, y = 378.5 + 30 = 408.5.
// Red: x = 96.5 + 90 = 186.5, y = 378.5 + 50 = 428.5.
// expect: ZStack#0 = 96.5 378.5 200 120
// expect: Circle#0 = 136.5 378.5 120 120
// expect: Color#0 = 96.5 408.5 200 60
// expect: Rectangle#0 = 186.5 428.5 20 20

// expect-preview: Bottom leading
// 200 x 150: x = 96.5; y = 59 + (759 - 150) / 2 = 363.5. Red: x = 96.5, y = 363.5 + 150 - 50 = 463.5.
// expect: ZStack#0 = 96.5 363.5 200 150
// expect: Color#0 = 96.5 363.5 200 150
// expect: .frame#1 = 96.5 463.5 50 50
// expect: Color#1 = 96.5 463.5 50 50

// expect-preview: Top trailing
// 100 x 100 at 146.5, 388.5. Red: x = 146.5 + 100 - 30 = 216.5, y = 388.5.
// expect: ZStack#0 = 146.5 388.5 100 100
// expect: Color#1 = 216.5 388.5 30 30

// expect-warnings: 0
