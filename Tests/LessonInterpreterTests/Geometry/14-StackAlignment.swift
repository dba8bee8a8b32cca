// Lesson: stack alignment (top, bottom, leading, trailing) and explicit spacing.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
import SwiftUI

struct Bars: View {
    var alignment: VerticalAlignment

    var body: some View {
        HStack(alignment: alignment, spacing: 12) {
            Color.red.frame(width: 50, height: 60)
            Color.green.frame(width: 50, height: 100)
            Color.blue.frame(width: 50, height: 40)
        }
    }
}

struct Ladder: View {
    var alignment: HorizontalAlignment = .leading

    var body: some View {
        VStack(alignment: alignment, spacing: 4) {
            Color.red.frame(width: 200, height: 30)
            Color.green.frame(width: 120, height: 30)
            Color.blue.frame(width: 60, height: 30)
        }
    }
}

#Preview("Top") {
    Bars(alignment: .top)
}

#Preview("Bottom") {
    Bars(alignment: .bottom)
}

#Preview("Leading") {
    Ladder()
}

#Preview("Trailing") {
    Ladder(alignment: .trailing)
}

// expect-preview: Top
// HStack: 3 * 50 + 2 * 12 = 174 wide, 100 tall. x = (393 - 174) / 2 = 109.5; y = 59 + (759 - 100) / 2 = 388.5
// Bars at x 109.5, 109.5 + 62 = 171.5, 171.5 + 62 = 233.5 (ends at 283.5 = 109.5 + 174); all at y 388.5.
// expect: HStack#0 = 109.5 388.5 174 100
// expect: .frame#0 = 109.5 388.5 50 60
// expect: .frame#1 = 171.5 388.5 50 100
// expect: .frame#2 = 233.5 388.5 50 40

// expect-preview: Bottom
// Bottoms at 388.5 + 100 = 488.5: y = 488.5 - 60 = 428.5; 388.5; 488.5 - 40 = 448.5.
// expect: HStack#0 = 109.5 388.5 174 100
// expect: .frame#0 = 109.5 428.5 50 60
// expect: Color#1 = 171.5 388.5 50 100
// expect: .frame#2 = 233.5 448.5 50 40

// expect-preview: Leading
// VStack: 200 wide, 3 * 30 + 2 * 4 = 98 tall. x = (393 - 200) / 2 = 96.5; y = 59 + (759 - 98) / 2 = 389.5
// Rows at y 389.5, 423.5, 457.5 (ends at 487.5 = 389.5 + 98), all at x 96.5.
// expect: VStack#0 = 96.5 389.5 200 98
// expect: .frame#0 = 96.5 389.5 200 30
// expect: .frame#1 = 96.5 423.5 120 30
// expect: .frame#2 = 96.5 457.5 60 30

// expect-preview: Trailing
// Right edges at 96.5 + 200 = 296.5: x = 96.5; 296.5 - 120 = 176.5; 296.5 - 60 = 236.5.
// expect: .frame#0 = 96.5 389.5 200 30
// expect: .frame#1 = 176.5 423.5 120 30
// expect: Color#2 = 236.5 457.5 60 30

// expect-warnings: 0
