// Lesson: proportions from a GeometryReader, one across the top and one beside a fixed column.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
// A GeometryReader takes all the space it is offered, gives its closure that size, and places
// its content at its top leading corner.
import SwiftUI

struct Proportions: View {
    var body: some View {
        VStack(spacing: 0) {
            GeometryReader { geo in
                Color.green
                    .frame(width: geo.size.width * 0.25, height: geo.size.height / 2)
            }
            .frame(height: 200)
            HStack(spacing: 0) {
                GeometryReader { geo in
                    Color.red
                        .frame(width: geo.size.width / 2)
                }
                Color.blue
                    .frame(width: 93)
            }
            .frame(height: 100)
        }
    }
}

#Preview {
    Proportions()
}

// expect-preview: Preview
// VStack: 200 + 100 = 300 tall, 393 wide (the readers take the whole width);
// y = 59 + (759 - 300) / 2 = 288.5.
// First reader: 393 x 200 at y 288.5; the green frame 393 / 4 = 98.25 wide, 100 tall, at its top
// left. The HStack offers the fixed blue column its 93 first, the reader the 300 left: the red
// frame 150 wide and the full 100 tall, at the reader's top left (x 0, y 488.5); blue at x 300.
// expect: VStack#0 = 0 288.5 393 300
// expect: GeometryReader#0 = 0 288.5 393 200
// expect: Color#0 = 0 288.5 98.25 100
// expect: GeometryReader#1 = 0 488.5 300 100
// expect: Color#1 = 0 488.5 150 100
// expect: Color#2 = 300 488.5 93 100

// expect-warnings: 0
