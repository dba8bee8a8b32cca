// Lesson: a colour is a view, and a frame gives it a size.
// Geometry corpus: every expectation below is worked out by hand from SwiftUI's layout rules.
// Canvas: iPhone 15, 393 x 852 pt; the root is offered the safe area (393 x 759 from y 59) and
// centred in it, so a root of size w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2.
import SwiftUI

struct ColorFrame: View {
    var body: some View {
        Color.red
            .frame(width: 200, height: 100)
    }
}

#Preview("Fixed frame") {
    ColorFrame()
}

#Preview {
    Color.mint
}

#Preview("Edge to edge") {
    Color.teal
        .ignoresSafeArea()
}

#Preview {
    Color.brown
        .frame(width: 50, height: 50)
}

// expect-preview: Fixed frame
// The frame proposes exactly 200 x 100 to the colour, which takes it all.
// x = (393 - 200) / 2 = 96.5; y = 59 + (759 - 100) / 2 = 59 + 329.5 = 388.5
// expect: .frame#0 = 96.5 388.5 200 100
// expect: Color#0 = 96.5 388.5 200 100

// expect-preview: Preview
// A bare colour takes the whole safe area it is offered.
// expect: Color#0 = 0 59 393 759

// expect-preview: Edge to edge
// Ignoring the safe area, the root is offered the whole screen.
// expect: Color#0 = 0 0 393 852

// expect-preview: Preview 2
// The second unnamed preview. x = (393 - 50) / 2 = 171.5; y = 59 + (759 - 50) / 2 = 59 + 354.5 = 413.5
// expect: .frame#0 = 171.5 413.5 50 50
// expect: Color#0 = 171.5 413.5 50 50

// expect-warnings: 0
