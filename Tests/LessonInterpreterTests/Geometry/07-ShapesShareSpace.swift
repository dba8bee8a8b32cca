// Lesson: flexible views in a stack share the space equally.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
import SwiftUI

struct ShapeStrip: View {
    var body: some View {
        HStack(spacing: 10) {
            Rectangle().fill(Color.red)
            Circle().fill(Color.orange)
            Capsule().fill(Color.green)
            Ellipse().fill(Color.blue)
        }
        .frame(width: 330, height: 80)
    }
}

#Preview {
    ShapeStrip()
}

// expect-preview: Preview
// The frame offers 330 x 80. Spacing 3 * 10 = 30 leaves 300; four equally flexible shapes get 75 each.
// x = (393 - 330) / 2 = 31.5; y = 59 + (759 - 80) / 2 = 398.5
// Shapes at x 31.5, 31.5 + 85 = 116.5, 201.5, 286.5 (the last ends at 361.5 = 31.5 + 330).
// expect: .frame#0 = 31.5 398.5 330 80
// expect: HStack#0 = 31.5 398.5 330 80
// expect: Rectangle#0 = 31.5 398.5 75 80
// expect: Circle#0 = 116.5 398.5 75 80
// expect: Capsule#0 = 201.5 398.5 75 80
// expect: Ellipse#0 = 286.5 398.5 75 80

// expect-warnings: 0
