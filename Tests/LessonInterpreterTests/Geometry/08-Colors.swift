// Lesson: named colours, Color(red:green:blue:) and opacity.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
import SwiftUI

struct ColorSwatches: View {
    let brand = Color(red: 0.2, green: 0.4, blue: 0.8)

    var body: some View {
        VStack(spacing: 0) {
            Color.red
                .frame(height: 100)
            Color(red: 1.0, green: 0.8, blue: 0.0)
                .frame(height: 100)
            brand.opacity(0.5)
                .frame(height: 100)
            Color.blue
                .opacity(0.25)
                .frame(height: 100)
        }
    }
}

struct Veil: View {
    var body: some View {
        ZStack {
            Color.blue
                .frame(width: 200, height: 200)
            Color.red.opacity(0.5)
                .frame(width: 100, height: 100)
        }
    }
}

#Preview("Swatches") {
    ColorSwatches()
}

#Preview("Veil") {
    Veil()
}

// expect-preview: Swatches
// frame(height:) passes the width offer through: each colour takes 393 wide.
// VStack: 393 x 400; y = 59 + (759 - 400) / 2 = 59 + 179.5 = 238.5. Rows at 238.5, 338.5, 438.5, 538.5.
// expect: VStack#0 = 0 238.5 393 400
// expect: .frame#0 = 0 238.5 393 100
// expect: Color#0 = 0 238.5 393 100
// expect: .frame#1 = 0 338.5 393 100
// expect: Color#1 = 0 338.5 393 100
// expect: .frame#2 = 0 438.5 393 100
// expect: Color#2 = 0 438.5 393 100
// expect: .frame#3 = 0 538.5 393 100
// expect: Color#3 = 0 538.5 393 100

// expect-preview: Veil
// ZStack: 200 x 200 at x = (393 - 200) / 2 = 96.5, y = 59 + (759 - 200) / 2 = 338.5.
// The red square centred: x = 96.5 + 50 = 146.5, y = 338.5 + 50 = 388.5.
// expect: ZStack#0 = 96.5 338.5 200 200
// expect: Color#0 = 96.5 338.5 200 200
// expect: .frame#1 = 146.5 388.5 100 100
// expect: Color#1 = 146.5 388.5 100 100

// expect-warnings: 0
