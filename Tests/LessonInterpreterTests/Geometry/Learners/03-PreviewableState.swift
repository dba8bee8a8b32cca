// Learner: a view that takes a @Binding, previewed with @Previewable @State (Xcode 16).
import SwiftUI

struct RatingView: View {
    @Binding var rating: Int
    var maximum = 5

    var body: some View {
        HStack(spacing: 4) {
            ForEach(1...maximum, id: \.self) { number in
                Button {
                    rating = number
                } label: {
                    (number > rating ? Color.gray : Color.yellow)
                        .frame(width: 30, height: 30)
                }
            }
        }
    }
}

#Preview {
    @Previewable @State var rating = 3
    RatingView(rating: $rating)
}

// Expectations worked out by hand from SwiftUI's layout rules on an iPhone 15 (a root of w x h at
// x = (393 - w) / 2, y = 59 + (759 - h) / 2). A `_` is left unpinned: it depends on a text's
// or a symbol's own metrics, which this corpus does not test.
// expect-preview: Preview
// Five 30-point squares 4 apart: 5 * 30 + 4 * 4 = 166 wide; x = (393 - 166) / 2 = 113.5,
// y = 59 + (759 - 30) / 2 = 423.5; each next square 34 further.
// expect: HStack#0 = 113.5 423.5 166 30
// expect: Button#0 = 113.5 423.5 30 30
// expect: Color#0 = 113.5 423.5 30 30
// expect: Color#1 = 147.5 423.5 30 30
// expect: Color#2 = 181.5 423.5 30 30
// expect: Color#3 = 215.5 423.5 30 30
// expect: Color#4 = 249.5 423.5 30 30

// expect-warnings: 0
