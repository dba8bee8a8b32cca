// Lesson: ForEach over an array (id: \.self) and over an array's indices.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
import SwiftUI

struct Palette: View {
    let colors: [Color] = [.red, .orange, .yellow, .green]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(colors, id: \.self) { color in
                color
                    .frame(width: 50, height: 80)
            }
        }
    }
}

struct BarChart: View {
    let widths: [CGFloat] = [120, 80, 40]

    var body: some View {
        VStack(alignment: .trailing, spacing: 6) {
            ForEach(widths.indices, id: \.self) { index in
                Color.purple
                    .frame(width: widths[index], height: 24)
            }
        }
    }
}

#Preview("Array") {
    Palette()
}

#Preview("Indices") {
    BarChart()
}

// expect-preview: Array
// 4 * 50 = 200 wide (spacing 0), 80 tall. x = (393 - 200) / 2 = 96.5; y = 59 + (759 - 80) / 2 = 398.5
// Swatches at x 96.5, 146.5, 196.5, 246.5.
// expect: HStack#0 = 96.5 398.5 200 80
// expect: Color#0 = 96.5 398.5 50 80
// expect: Color#1 = 146.5 398.5 50 80
// expect: Color#2 = 196.5 398.5 50 80
// expect: Color#3 = 246.5 398.5 50 80

// expect-preview: Indices
// VStack: 120 wide, 3 * 24 + 2 * 6 = 84 tall. x = (393 - 120) / 2 = 136.5; y = 59 + (759 - 84) / 2 = 396.5
// Trailing edges at 256.5: x 136.5, 176.5, 216.5; y 396.5, 426.5, 456.5 (ends at 480.5 = 396.5 + 84).
// expect: VStack#0 = 136.5 396.5 120 84
// expect: .frame#0 = 136.5 396.5 120 24
// expect: .frame#1 = 176.5 426.5 80 24
// expect: .frame#2 = 216.5 456.5 40 24

// expect-warnings: 0
