// Lesson: functions that return views: func row(_:) -> some View and @ViewBuilder functions.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
import SwiftUI

struct Scoreboard: View {
    var body: some View {
        VStack(spacing: 10) {
            row(.red, width: 200)
            row(.green, width: 150)
            row(.blue, width: 100)
            badge(isNew: true)
            badge(isNew: false)
        }
    }

    func row(_ color: Color, width: CGFloat) -> some View {
        color
            .frame(width: width, height: 30)
    }

    @ViewBuilder
    func badge(isNew: Bool) -> some View {
        if isNew {
            Capsule()
                .fill(Color.orange)
                .frame(width: 80, height: 24)
        } else {
            Circle()
                .fill(Color.gray)
                .frame(width: 24, height: 24)
        }
    }
}

struct PairRow: View {
    var body: some View {
        HStack(spacing: 4) {
            pair()
            pair()
        }
    }

    @ViewBuilder
    func pair() -> some View {
        Color.red
            .frame(width: 30, height: 30)
        Color.blue
            .frame(width: 30, height: 30)
    }
}

#Preview("Scoreboard") {
    Scoreboard()
}

#Preview("Pairs") {
    PairRow()
}

// expect-preview: Scoreboard
// VStack: 200 wide; 3 * 30 + 2 * 24 = 138, + 4 * 10 = 178 tall.
// x = (393 - 200) / 2 = 96.5; y = 59 + (759 - 178) / 2 = 59 + 290.5 = 349.5
// Rows (centred in 200): y 349.5 x 96.5; y 389.5 x 121.5; y 429.5 x 146.5;
// capsule y 469.5 x 96.5 + 60 = 156.5; circle y 469.5 + 34 = 503.5 x 96.5 + 88 = 184.5 (ends at 527.5).
// expect: VStack#0 = 96.5 349.5 200 178
// expect: .frame#0 = 96.5 349.5 200 30
// expect: .frame#1 = 121.5 389.5 150 30
// expect: .frame#2 = 146.5 429.5 100 30
// expect: Color#2 = 146.5 429.5 100 30
// expect: Capsule#0 = 156.5 469.5 80 24
// expect: Circle#0 = 184.5 503.5 24 24

// expect-preview: Pairs
// Each pair() gives the HStack two children: 4 squares, 4 * 30 + 3 * 4 = 132 wide.
// x = (393 - 132) / 2 = 130.5; y = 59 + (759 - 30) / 2 = 423.5. Squares at 130.5, 164.5, 198.5, 232.5.
// expect: HStack#0 = 130.5 423.5 132 30
// expect: .frame#0 = 130.5 423.5 30 30
// expect: .frame#1 = 164.5 423.5 30 30
// expect: .frame#2 = 198.5 423.5 30 30
// expect: Color#3 = 232.5 423.5 30 30

// expect-warnings: 0
