// Lesson: the five basic shapes, filled and stroked.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
// A shape's layout frame is the whole size it is offered (a Circle is then drawn inscribed in it);
// fill and stroke are styling, not layout nodes.
import SwiftUI

struct ShapesGallery: View {
    var body: some View {
        VStack(spacing: 10) {
            Rectangle()
                .fill(Color.red)
                .frame(width: 200, height: 40)
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.orange)
                .frame(width: 200, height: 40)
            Circle()
                .stroke(Color.blue, lineWidth: 4)
                .frame(width: 60, height: 60)
            Capsule()
                .fill(Color.green)
                .frame(width: 160, height: 40)
            Ellipse()
                .stroke(Color.purple, lineWidth: 2)
                .frame(width: 120, height: 60)
        }
    }
}

#Preview("Gallery") {
    ShapesGallery()
}

#Preview("Wide circle") {
    Circle()
        .fill(Color.red)
        .frame(width: 200, height: 100)
}

#Preview("Unframed") {
    Capsule()
        .fill(Color.pink)
}

// expect-preview: Gallery
// VStack: width 200 (widest), height 40 + 40 + 60 + 40 + 60 = 240, + 4 * 10 = 280.
// x = (393 - 200) / 2 = 96.5; y = 59 + (759 - 280) / 2 = 59 + 239.5 = 298.5
// Rows (each centred in 200): Rectangle y 298.5 x 96.5; RoundedRectangle y 298.5 + 50 = 348.5 x 96.5;
// Circle y 348.5 + 50 = 398.5 x 96.5 + 70 = 166.5; Capsule y 398.5 + 70 = 468.5 x 96.5 + 20 = 116.5;
// Ellipse y 468.5 + 50 = 518.5 x 96.5 + 40 = 136.5 (ends at 578.5 = 298.5 + 280).
// expect: VStack#0 = 96.5 298.5 200 280
// expect: Rectangle#0 = 96.5 298.5 200 40
// expect: RoundedRectangle#0 = 96.5 348.5 200 40
// expect: Circle#0 = 166.5 398.5 60 60
// expect: Capsule#0 = 116.5 468.5 160 40
// expect: Ellipse#0 = 136.5 518.5 120 60
// expect: .frame#4 = 136.5 518.5 120 60

// expect-preview: Wide circle
// The circle's layout frame is the 200 x 100 offer (it draws a 100 pt circle in the middle).
// x = (393 - 200) / 2 = 96.5; y = 59 + (759 - 100) / 2 = 388.5
// expect: .frame#0 = 96.5 388.5 200 100
// expect: Circle#0 = 96.5 388.5 200 100

// expect-preview: Unframed
// expect: Capsule#0 = 0 59 393 759

// expect-warnings: 0
