// Lesson: flexible frames with minimums and maximums.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
// The flexible frame's rule (per axis, proposal p, child's choice c):
//   it proposes p clamped to [min, max]; then its size starts at c,
//   with a min: size = max(min, min(size, p)); with a max: size = min(max, max(size, p)).
import SwiftUI

struct ClampedColor: View {
    var body: some View {
        Color.green
            .frame(minWidth: 100, maxWidth: 200, minHeight: 50, maxHeight: 80)
    }
}

struct GrowingMinimum: View {
    var body: some View {
        Color.red
            .frame(width: 50, height: 50)
            .frame(minWidth: 120, minHeight: 90)
    }
}

struct GrowingMaximum: View {
    var body: some View {
        Color.blue
            .frame(width: 50, height: 50)
            .frame(maxWidth: 200, maxHeight: 100, alignment: .topLeading)
    }
}

#Preview("Clamped") {
    ClampedColor()
}

#Preview("Minimum") {
    GrowingMinimum()
}

#Preview("Maximum") {
    GrowingMaximum()
}

// expect-preview: Clamped
// Proposes clamp(393, 100...200) = 200 by clamp(759, 50...80) = 80; the colour takes 200 x 80.
// x = (393 - 200) / 2 = 96.5; y = 59 + (759 - 80) / 2 = 59 + 339.5 = 398.5
// expect: .frame#0 = 96.5 398.5 200 80
// expect: Color#0 = 96.5 398.5 200 80

// expect-preview: Minimum
// The fixed 50 x 50 child; width = max(120, min(50, 393)) = 120, height = max(90, min(50, 759)) = 90.
// x = (393 - 120) / 2 = 136.5; y = 59 + (759 - 90) / 2 = 59 + 334.5 = 393.5
// Child centred: x = 136.5 + (120 - 50) / 2 = 171.5; y = 393.5 + (90 - 50) / 2 = 413.5
// expect: .frame#0 = 136.5 393.5 120 90
// expect: .frame#1 = 171.5 413.5 50 50
// expect: Color#0 = 171.5 413.5 50 50

// expect-preview: Maximum
// width = min(200, max(50, 393)) = 200; height = min(100, max(50, 759)) = 100.
// x = (393 - 200) / 2 = 96.5; y = 59 + (759 - 100) / 2 = 388.5; child at the top-leading corner.
// expect: .frame#0 = 96.5 388.5 200 100
// expect: .frame#1 = 96.5 388.5 50 50
// expect: Color#0 = 96.5 388.5 50 50

// expect-warnings: 0
