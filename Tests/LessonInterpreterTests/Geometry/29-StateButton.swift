// Lesson: @State and Button (an action and a custom label).
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
// Assumed: the default button style outside a List adds no padding, so a Button is its label's size.
import SwiftUI

struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 20) {
            Text("Count: \(count)")
                .font(.title)
                .frame(width: 240, height: 50)
                .background(Color.gray.opacity(0.2))
            Button {
                count += 1
            } label: {
                Color.blue
                    .frame(width: 240, height: 44)
                    .cornerRadius(8)
            }
            Button("Reset") {
                count = 0
            }
            .frame(width: 240, height: 44)
        }
    }
}

#Preview {
    CounterView()
}

// expect-preview: Preview
// VStack (explicit spacing 20): 240 wide, 50 + 44 + 44 + 2 * 20 = 178 tall.
// x = (393 - 240) / 2 = 76.5; y = 59 + (759 - 178) / 2 = 59 + 290.5 = 349.5
// y: 349.5; 349.5 + 70 = 419.5; 419.5 + 64 = 483.5 (ends at 527.5 = 349.5 + 178).
// Pre-order: VStack, .background#0 .frame#0 Text#0 Color#0, Button#0 .frame#1 Color#1, .frame#2 Button#1 ...
// expect: VStack#0 = 76.5 349.5 240 178
// expect: .background#0 = 76.5 349.5 240 50
// expect: .frame#0 = 76.5 349.5 240 50
// expect: Color#0 = 76.5 349.5 240 50
// expect: Button#0 = 76.5 419.5 240 44
// expect: .frame#1 = 76.5 419.5 240 44
// expect: Color#1 = 76.5 419.5 240 44
// expect: .frame#2 = 76.5 483.5 240 44

// expect-warnings: 0
