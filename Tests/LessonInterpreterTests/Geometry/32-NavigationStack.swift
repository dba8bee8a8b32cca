// Lesson: a NavigationStack without a title, in a fixed frame.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
// A NavigationStack takes the whole space it is offered; with no title its bar is the standard
// 44 pt, and its content is centred in the space below the bar.
import SwiftUI

struct InboxView: View {
    var body: some View {
        NavigationStack {
            Text("Inbox")
        }
    }
}

struct InboxScreen: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.blue
                .frame(width: 200, height: 100)
            InboxView()
                .frame(width: 200, height: 300)
        }
    }
}

#Preview {
    InboxScreen()
}

// expect-preview: Preview
// VStack: 200 wide, 100 + 300 = 400 tall. x = (393 - 200) / 2 = 96.5; y = 59 + (759 - 400) / 2 = 238.5
// The stack's frame at 238.5 + 100 = 338.5, and the stack fills it.
// expect: VStack#0 = 96.5 238.5 200 400
// expect: .frame#0 = 96.5 238.5 200 100
// expect: Color#0 = 96.5 238.5 200 100
// expect: .frame#1 = 96.5 338.5 200 300
// expect: NavigationStack#0 = 96.5 338.5 200 300

// expect-warnings: 0
