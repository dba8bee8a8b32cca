// Learner: SF Symbols, fonts, foregroundStyle, padding, a full-width button shape.
import SwiftUI

struct WelcomeView: View {
    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "globe")
                .imageScale(.large)
                .font(.largeTitle)
                .foregroundStyle(.tint)
            Text("Hello, world!")
                .font(.title2.bold())
                .foregroundStyle(.secondary)
            Text("Get started")
                .font(.headline)
                .foregroundStyle(.white)
                .frame(maxWidth: .infinity)
                .frame(height: 50)
                .background(.blue)
                .clipShape(.capsule)
        }
        .padding()
    }
}

#Preview {
    WelcomeView()
}

// Expectations worked out by hand from SwiftUI's layout rules on an iPhone 15 (a root of w x h at
// x = (393 - w) / 2, y = 59 + (759 - h) / 2). A `_` is left unpinned: it depends on a text's
// or a symbol's own metrics, which this corpus does not test.
// expect-preview: Preview
// .frame(maxWidth: .infinity) takes the padded width, 393 - 32 = 361, then .frame(height: 50);
// the blue background (and the capsule it is clipped to) takes that size.
// Pre-order: .padding#0 VStack#0 Image#0 Text#0 .background#0 .frame#0 .frame#1 Text#1 Color#0
// expect: .padding#0 = 0 _ 393 _
// expect: VStack#0 = 16 _ 361 _
// expect: .background#0 = 16 _ 361 50
// expect: .frame#0 = 16 _ 361 50
// expect: Color#0 = 16 _ 361 50

// expect-warnings: 0
