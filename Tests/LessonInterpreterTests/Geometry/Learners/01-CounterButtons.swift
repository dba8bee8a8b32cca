// Learner: a counter with @State and two buttons (100 Days of SwiftUI, day 16).
import SwiftUI

struct ContentView: View {
    @State private var tapCount = 0

    var body: some View {
        VStack(spacing: 20) {
            Text("Tapped \(tapCount) times")
                .font(.title)
            HStack(spacing: 12) {
                Button {
                    tapCount -= 1
                } label: {
                    Color.red
                        .frame(width: 100, height: 44)
                }
                Button {
                    tapCount += 1
                } label: {
                    Color.green
                        .frame(width: 100, height: 44)
                }
            }
            Button("Reset") {
                tapCount = 0
            }
        }
    }
}

#Preview {
    ContentView()
}

// Expectations worked out by hand from SwiftUI's layout rules on an iPhone 15 (a root of w x h at
// x = (393 - w) / 2, y = 59 + (759 - h) / 2). A `_` is left unpinned: it depends on a text's
// or a symbol's own metrics, which this corpus does not test.
// expect-preview: Preview
// The HStack: 100 + 12 + 100 = 212 wide, centred: x = (393 - 212) / 2 = 90.5; the VStack's
// height holds two texts, so every y is left open.
// expect: HStack#0 = 90.5 _ 212 44
// expect: Button#0 = 90.5 _ 100 44
// expect: Color#0 = 90.5 _ 100 44
// expect: Button#1 = 202.5 _ 100 44
// expect: Color#1 = 202.5 _ 100 44

// expect-warnings: 0
