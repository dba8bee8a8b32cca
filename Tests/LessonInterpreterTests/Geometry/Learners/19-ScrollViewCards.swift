// Learner: a vertical ScrollView of colour rows and a horizontal carousel (Moonshot, day 39).
import SwiftUI

struct ColorRows: View {
    let colors: [Color] = [.red, .orange, .yellow]

    var body: some View {
        ScrollView {
            VStack(spacing: 10) {
                ForEach(0..<colors.count, id: \.self) { index in
                    colors[index]
                        .frame(height: 100)
                }
            }
        }
    }
}

struct Carousel: View {
    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 10) {
                ForEach(0..<5) { _ in
                    RoundedRectangle(cornerRadius: 10)
                        .fill(.blue)
                        .frame(width: 150, height: 100)
                }
            }
        }
        .frame(height: 120)
    }
}

#Preview("Rows") {
    ColorRows()
}

#Preview("Carousel") {
    Carousel()
}

// Expectations worked out by hand from SwiftUI's layout rules on an iPhone 15 (a root of w x h at
// x = (393 - w) / 2, y = 59 + (759 - h) / 2).
// expect-preview: Rows
// A ScrollView takes the whole safe area and offers its content the width, 393, with no limit
// on the height: the rows take 393 x 100 each, 10 apart: 3 * 100 + 2 * 10 = 320 tall, from the
// scroll view's top, y = 59.
// expect: ScrollView#0 = 0 59 393 759
// expect: VStack#0 = 0 59 393 320
// expect: Color#0 = 0 59 393 100
// expect: Color#1 = 0 169 393 100
// expect: Color#2 = 0 279 393 100

// expect-preview: Carousel
// The frame makes the scroll view 393 x 120, centred: y = 59 + (759 - 120) / 2 = 378.5. Its
// content is offered the height with no limit on the width: 5 * 150 + 4 * 10 = 790 wide, 100
// tall, from the leading edge, centred down: y = 378.5 + 10 = 388.5; the cards 160 apart.
// expect: ScrollView#0 = 0 378.5 393 120
// expect: HStack#0 = 0 388.5 790 100
// expect: RoundedRectangle#0 = 0 388.5 150 100
// expect: RoundedRectangle#1 = 160 388.5 150 100
// expect: RoundedRectangle#4 = 640 388.5 150 100

// expect-warnings: 0
