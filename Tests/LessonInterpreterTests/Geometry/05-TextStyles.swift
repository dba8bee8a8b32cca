// Lesson: text styles (font, weight, colour) inside fixed frames with tinted backgrounds.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
// Only the frames and backgrounds are pinned: a Text's own size depends on the font's metrics.
import SwiftUI

struct TextStyles: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("Large Title")
                .font(.largeTitle)
                .bold()
                .frame(width: 320, height: 60, alignment: .leading)
                .background(Color.yellow.opacity(0.3))
            Text("Headline")
                .font(.headline)
                .foregroundColor(.blue)
                .frame(width: 320, height: 40, alignment: .leading)
                .background(Color.gray.opacity(0.2))
            Text("A caption in italics")
                .font(.caption)
                .italic()
                .foregroundStyle(.secondary)
                .frame(width: 320, height: 30, alignment: .leading)
                .background(Color.gray.opacity(0.1))
        }
    }
}

#Preview {
    TextStyles()
}

// expect-preview: Preview
// VStack (explicit spacing 12, so the text inside does not change it): 320 wide,
// 60 + 40 + 30 + 2 * 12 = 154 tall. x = (393 - 320) / 2 = 36.5; y = 59 + (759 - 154) / 2 = 59 + 302.5 = 361.5
// Rows: y 361.5; 361.5 + 60 + 12 = 433.5; 433.5 + 40 + 12 = 485.5 (ends at 515.5 = 361.5 + 154).
// Pre-order: VStack, .background#0 .frame#0 Text#0 Color#0, .background#1 .frame#1 Text#1 Color#1, ...
// expect: VStack#0 = 36.5 361.5 320 154
// expect: .background#0 = 36.5 361.5 320 60
// expect: .frame#0 = 36.5 361.5 320 60
// expect: Color#0 = 36.5 361.5 320 60
// expect: .background#1 = 36.5 433.5 320 40
// expect: .frame#1 = 36.5 433.5 320 40
// expect: Color#1 = 36.5 433.5 320 40
// expect: .frame#2 = 36.5 485.5 320 30
// expect: Color#2 = 36.5 485.5 320 30

// expect-warnings: 0
