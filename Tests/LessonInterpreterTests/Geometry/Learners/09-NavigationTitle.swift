// Learner: a NavigationStack with a title and a toolbar-free body (Apple's SwiftUI tutorials).
import SwiftUI

struct LandmarkList: View {
    var body: some View {
        NavigationStack {
            VStack {
                Color.mint
                    .frame(width: 200, height: 100)
                Text("Turtle Rock")
            }
            .navigationTitle("Landmarks")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview {
    LandmarkList()
}

// Expectations worked out by hand from SwiftUI's layout rules on an iPhone 15 (a root of w x h at
// x = (393 - w) / 2, y = 59 + (759 - h) / 2). A `_` is left unpinned: it depends on a text's
// or a symbol's own metrics, which this corpus does not test.
// expect-preview: Preview
// A NavigationStack takes the whole safe area; an inline title keeps the bar at 44 pt, and the
// content is offered the 759 - 44 = 715 below it and centred there: the 200-point card at
// x = (393 - 200) / 2 = 96.5 (its y depends on the text under it).
// expect: NavigationStack#0 = 0 59 393 759
// expect: VStack#0 = 96.5 _ 200 _
// expect: Color#0 = 96.5 _ 200 100

// expect-warnings: 0
