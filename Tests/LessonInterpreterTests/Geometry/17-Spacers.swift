// Lesson: Spacer pushes views apart in HStack and VStack.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
// A Spacer takes what is left along the stack's axis. The Spacer nodes themselves are not pinned
// (their cross-axis size is not what this corpus tests); the views they push are.
import SwiftUI

struct Toolbar: View {
    var body: some View {
        HStack {
            Color.red.frame(width: 50, height: 50)
            Spacer()
            Color.blue.frame(width: 50, height: 50)
        }
    }
}

struct TopBanner: View {
    var body: some View {
        VStack {
            Color.orange
                .frame(height: 100)
            Spacer()
        }
    }
}

struct TrailingSquare: View {
    var body: some View {
        HStack {
            Spacer()
            Color.blue.frame(width: 60, height: 60)
        }
    }
}

struct EvenGaps: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 60, height: 40)
            Spacer()
            Color.green.frame(width: 60, height: 40)
            Spacer()
            Color.blue.frame(width: 60, height: 40)
        }
    }
}

struct TotalRow: View {
    var body: some View {
        HStack {
            Text("Total amount to pay, tip included")
            Spacer()
            Text("$12.00")
        }
    }
}

#Preview("Toolbar") {
    Toolbar()
}

#Preview("Top banner") {
    TopBanner()
}

#Preview("Trailing") {
    TrailingSquare()
}

#Preview("Even gaps") {
    EvenGaps()
}

#Preview("Total") {
    TotalRow()
}

// expect-preview: Toolbar
// The spacer makes the HStack take the whole 393 width; height is the squares' 50.
// y = 59 + (759 - 50) / 2 = 413.5. Red at the leading edge x 0; blue at 393 - 50 = 343.
// Pre-order: HStack, .frame#0 Color#0, Spacer#0, .frame#1 Color#1
// expect: HStack#0 = 0 413.5 393 50
// expect: .frame#0 = 0 413.5 50 50
// expect: .frame#1 = 343 413.5 50 50
// expect: Color#1 = 343 413.5 50 50

// expect-preview: Top banner
// The spacer takes the height left; the VStack fills the safe area and the banner sits at its top.
// The banner's frame(height:) passes the 393 width to the colour.
// expect: VStack#0 = 0 59 393 759
// expect: .frame#0 = 0 59 393 100
// expect: Color#0 = 0 59 393 100

// expect-preview: Trailing
// HStack 393 x 60 at y = 59 + (759 - 60) / 2 = 408.5; the square at x = 393 - 60 = 333.
// expect: HStack#0 = 0 408.5 393 60
// expect: .frame#0 = 333 408.5 60 60

// expect-preview: Even gaps
// Spacing 0: 393 - 3 * 60 = 213 left, 213 / 2 = 106.5 for each spacer.
// x: red 0; green 60 + 106.5 = 166.5; blue 166.5 + 60 + 106.5 = 333 (ends at 393).
// y = 59 + (759 - 40) / 2 = 418.5
// expect: HStack#0 = 0 418.5 393 40
// expect: .frame#0 = 0 418.5 60 40
// expect: .frame#1 = 166.5 418.5 60 40
// expect: .frame#2 = 333 418.5 60 40

// expect-preview: Total
// The texts are offered the row less the spacer's 8 pt before the spacer is: neither wraps, so
// the row is one body line (20.33 pt) at y = 59 + (759 - 20.33) / 2 = 428.33 (offered by flexibility
// alone, the first text would get half the row and wrap to two lines). Their widths are the
// font's, unpinned.
// expect: HStack#0 = 0 428.33 393 20.33
// expect: Text#0 = 0 428.33 _ 20.33
// expect: Text#1 = _ 428.33 _ 20.33

// expect-warnings: 0
