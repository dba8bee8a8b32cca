// Lesson: a Spacer's minimum length (8 by default, or minLength) when space runs out.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2; a root wider than 393 is
// still centred, so it overflows both edges equally and x is negative).
import SwiftUI

struct MinimumGap: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 190, height: 50)
            Spacer(minLength: 20)
            Color.blue.frame(width: 190, height: 50)
        }
    }
}

struct DefaultGap: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 195, height: 50)
            Spacer()
            Color.blue.frame(width: 195, height: 50)
        }
    }
}

struct NoGap: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 200, height: 50)
            Spacer(minLength: 0)
            Color.blue.frame(width: 200, height: 50)
        }
    }
}

#Preview("minLength 20") {
    MinimumGap()
}

#Preview("Default minimum") {
    DefaultGap()
}

#Preview("minLength 0") {
    NoGap()
}

// expect-preview: minLength 20
// Left for the spacer: 393 - 380 = 13 < 20, so it is 20. HStack: 190 + 20 + 190 = 400 wide.
// x = (393 - 400) / 2 = -3.5; y = 59 + (759 - 50) / 2 = 413.5. Blue at -3.5 + 190 + 20 = 206.5.
// expect: HStack#0 = -3.5 413.5 400 50
// expect: .frame#0 = -3.5 413.5 190 50
// expect: .frame#1 = 206.5 413.5 190 50

// expect-preview: Default minimum
// Left: 393 - 390 = 3 < 8 (the default minimum), so the spacer is 8. HStack: 195 + 8 + 195 = 398.
// x = (393 - 398) / 2 = -2.5. Blue at -2.5 + 195 + 8 = 200.5.
// expect: HStack#0 = -2.5 413.5 398 50
// expect: .frame#0 = -2.5 413.5 195 50
// expect: .frame#1 = 200.5 413.5 195 50

// expect-preview: minLength 0
// Left: 393 - 400 = -7, so the spacer is 0. HStack 400 wide at x = -3.5. Blue at -3.5 + 200 = 196.5.
// expect: HStack#0 = -3.5 413.5 400 50
// expect: .frame#0 = -3.5 413.5 200 50
// expect: .frame#1 = 196.5 413.5 200 50

// expect-warnings: 0
