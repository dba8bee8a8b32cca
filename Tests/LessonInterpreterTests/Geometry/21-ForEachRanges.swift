// Lesson: ForEach over ranges; each element becomes a child of the enclosing stack.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
import SwiftUI

struct Dots: View {
    var body: some View {
        HStack {
            ForEach(0..<4) { _ in
                Color.blue
                    .frame(width: 40, height: 40)
            }
        }
    }
}

struct Steps: View {
    var body: some View {
        VStack(spacing: 4) {
            ForEach(1...3, id: \.self) { step in
                Color.red
                    .frame(width: CGFloat(step) * 50, height: 20)
            }
        }
    }
}

#Preview("Range") {
    Dots()
}

#Preview("Closed range") {
    Steps()
}

// expect-preview: Range
// 4 * 40 + 3 * 8 = 184 wide. x = (393 - 184) / 2 = 104.5; y = 59 + (759 - 40) / 2 = 418.5
// Squares at x 104.5, 152.5, 200.5, 248.5 (ends at 288.5 = 104.5 + 184).
// expect: HStack#0 = 104.5 418.5 184 40
// expect: .frame#0 = 104.5 418.5 40 40
// expect: .frame#1 = 152.5 418.5 40 40
// expect: .frame#2 = 200.5 418.5 40 40
// expect: .frame#3 = 248.5 418.5 40 40
// expect: Color#3 = 248.5 418.5 40 40

// expect-preview: Closed range
// Widths 50, 100, 150; VStack 150 wide, 3 * 20 + 2 * 4 = 68 tall.
// x = (393 - 150) / 2 = 121.5; y = 59 + (759 - 68) / 2 = 59 + 345.5 = 404.5
// Rows centred: x 121.5 + 50 = 171.5 at y 404.5; 121.5 + 25 = 146.5 at 428.5; 121.5 at 452.5.
// expect: VStack#0 = 121.5 404.5 150 68
// expect: .frame#0 = 171.5 404.5 50 20
// expect: .frame#1 = 146.5 428.5 100 20
// expect: .frame#2 = 121.5 452.5 150 20

// expect-warnings: 0
