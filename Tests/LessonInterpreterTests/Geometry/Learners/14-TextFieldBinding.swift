// Learner: a TextField bound to @State, text shown back, a disabled button.
import SwiftUI

struct GreetingView: View {
    @State private var name = "Taylor"
    @State private var submitted = false

    var greeting: String {
        name.isEmpty ? "Who are you?" : "Hello, \(name)!"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Enter your name", text: $name)
                .textFieldStyle(.roundedBorder)
            Text(greeting)
            Button("Submit") {
                submitted = true
            }
            .buttonStyle(.borderedProminent)
            .disabled(name.isEmpty)
            if submitted {
                Color.green
                    .frame(width: 50, height: 50)
            }
        }
        .padding()
    }
}

#Preview {
    GreetingView()
}

// Expectations worked out by hand from SwiftUI's layout rules on an iPhone 15 (a root of w x h at
// x = (393 - w) / 2, y = 59 + (759 - h) / 2). A `_` is left unpinned: it depends on a text's
// or a symbol's own metrics, which this corpus does not test.
// expect-preview: Preview
// A TextField takes the whole width offered: 393 - 2 * 16 = 361, at the leading edge x = 16.
// expect: .padding#0 = 0 _ 393 _
// expect: TextField#0 = 16 _ 361 _

// expect-warnings: 0
