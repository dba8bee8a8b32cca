// Lesson: backgrounds and overlays, with alignment.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
// .background and .overlay are as large as their content; their view is offered exactly that size
// and placed by the alignment (centre by default), even when it chooses to be larger.
import SwiftUI

struct NotificationBadge: View {
    var body: some View {
        Color.gray
            .frame(width: 200, height: 120)
            .overlay(
                Circle()
                    .fill(Color.red)
                    .frame(width: 24, height: 24),
                alignment: .topTrailing
            )
    }
}

struct Caption: View {
    var body: some View {
        Color.yellow
            .frame(width: 300, height: 100)
            .overlay(alignment: .bottomLeading) {
                Color.blue
                    .frame(width: 50, height: 30)
            }
    }
}

struct Halo: View {
    var body: some View {
        Color.blue
            .frame(width: 100, height: 100)
            .background(
                Color.red
                    .frame(width: 300, height: 300)
            )
    }
}

struct CornerMark: View {
    var body: some View {
        Color.orange
            .frame(width: 100, height: 100)
            .background(alignment: .topLeading) {
                Color.black
                    .frame(width: 120, height: 120)
            }
    }
}

#Preview("Badge") {
    NotificationBadge()
}

#Preview("Caption") {
    Caption()
}

#Preview("Halo") {
    Halo()
}

#Preview("Corner mark") {
    CornerMark()
}

// expect-preview: Badge
// Content 200 x 120: x = (393 - 200) / 2 = 96.5; y = 59 + (759 - 120) / 2 = 59 + 319.5 = 378.5
// The 24 pt dot at the top-trailing corner: x = 96.5 + 200 - 24 = 272.5; y = 378.5
// Pre-order: .overlay#0 [ .frame#0 Color#0, .frame#1 Circle#0 ]
// expect: .overlay#0 = 96.5 378.5 200 120
// expect: .frame#0 = 96.5 378.5 200 120
// expect: Color#0 = 96.5 378.5 200 120
// expect: .frame#1 = 272.5 378.5 24 24
// expect: Circle#0 = 272.5 378.5 24 24

// expect-preview: Caption
// Content 300 x 100: x = (393 - 300) / 2 = 46.5; y = 59 + (759 - 100) / 2 = 388.5
// Bottom-leading: x = 46.5; y = 388.5 + 100 - 30 = 458.5
// expect: .overlay#0 = 46.5 388.5 300 100
// expect: .frame#1 = 46.5 458.5 50 30
// expect: Color#1 = 46.5 458.5 50 30

// expect-preview: Halo
// Content 100 x 100: x = (393 - 100) / 2 = 146.5; y = 388.5. The background view is offered
// 100 x 100 but its frame chooses 300 x 300, centred on the content:
// x = 146.5 - (300 - 100) / 2 = 46.5; y = 388.5 - 100 = 288.5. The modifier stays 100 x 100.
// expect: .background#0 = 146.5 388.5 100 100
// expect: .frame#0 = 146.5 388.5 100 100
// expect: Color#0 = 146.5 388.5 100 100
// expect: .frame#1 = 46.5 288.5 300 300
// expect: Color#1 = 46.5 288.5 300 300

// expect-preview: Corner mark
// Content at 146.5 388.5; the 120 pt square aligned top-leading with it: same corner.
// expect: .background#0 = 146.5 388.5 100 100
// expect: .frame#1 = 146.5 388.5 120 120
// expect: Color#1 = 146.5 388.5 120 120

// expect-warnings: 0
