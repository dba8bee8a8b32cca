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
// NavigationStack is outside the subset (a placeholder with one warning); .navigationTitle and
// .navigationBarTitleDisplayMode change nothing a still preview of the content shows.
// expect-warnings: 1
// expect-warning: 'NavigationStack' is not supported yet; drawn as a placeholder
