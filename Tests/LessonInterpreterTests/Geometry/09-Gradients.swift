// Lesson: linear gradients as views, as backgrounds, and as a shape's fill.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
// A gradient used as a view takes its whole offer, like a colour. The gradient inside .fill(...)
// is a style, not a layout node (the filled shape comes last so no index depends on that).
import SwiftUI

struct GradientCard: View {
    var body: some View {
        VStack(spacing: 20) {
            LinearGradient(
                colors: [.red, .orange],
                startPoint: .leading,
                endPoint: .trailing
            )
            .frame(width: 300, height: 100)
            Color.clear
                .frame(width: 300, height: 60)
                .background(
                    LinearGradient(colors: [.green, .mint], startPoint: .top, endPoint: .bottom)
                )
            RoundedRectangle(cornerRadius: 20)
                .fill(
                    LinearGradient(
                        gradient: Gradient(colors: [.blue, .purple]),
                        startPoint: .topLeading,
                        endPoint: .bottomTrailing
                    )
                )
                .frame(width: 300, height: 150)
        }
    }
}

#Preview("Card") {
    GradientCard()
}

#Preview("Sky") {
    LinearGradient(colors: [.indigo, .teal], startPoint: .top, endPoint: .bottom)
        .ignoresSafeArea()
}

// expect-preview: Card
// VStack: 300 wide, 100 + 60 + 150 = 310, + 2 * 20 = 350 tall.
// x = (393 - 300) / 2 = 46.5; y = 59 + (759 - 350) / 2 = 59 + 204.5 = 263.5
// Rows: y 263.5; 263.5 + 100 + 20 = 383.5; 383.5 + 60 + 20 = 463.5 (ends at 613.5 = 263.5 + 350).
// Pre-order: VStack, .frame#0 LinearGradient#0, .background#0 .frame#1 Color#0 LinearGradient#1,
// .frame#2 RoundedRectangle#0.
// expect: VStack#0 = 46.5 263.5 300 350
// expect: .frame#0 = 46.5 263.5 300 100
// expect: LinearGradient#0 = 46.5 263.5 300 100
// expect: .background#0 = 46.5 383.5 300 60
// expect: Color#0 = 46.5 383.5 300 60
// expect: LinearGradient#1 = 46.5 383.5 300 60
// expect: .frame#2 = 46.5 463.5 300 150
// expect: RoundedRectangle#0 = 46.5 463.5 300 150

// expect-preview: Sky
// expect: LinearGradient#0 = 0 0 393 852

// expect-warnings: 0
