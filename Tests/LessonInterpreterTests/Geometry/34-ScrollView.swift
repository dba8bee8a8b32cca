// Lesson: a ScrollView of rows in a fixed frame under a padded header.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
// A ScrollView takes the whole space it is offered and offers its content that width with no
// limit on its height: the rows' VStack takes its ideal height, from the scroll view's top,
// centred across.
import SwiftUI

struct Feed: View {
    var body: some View {
        VStack(spacing: 12) {
            Color.purple
                .frame(height: 60)
                .padding(.horizontal)
            ScrollView {
                VStack {
                    ForEach(0..<10) { index in
                        Text("Row \(index)")
                    }
                }
            }
            .frame(width: 361, height: 400)
        }
    }
}

#Preview {
    Feed()
}

// expect-preview: Preview
// The header: .padding(.horizontal) offers 393 - 32 = 361 to a 60 tall frame whose colour takes 361;
// padding: 393 x 60. The scroll view's frame: 361 x 400. VStack: 393 wide, 60 + 12 + 400 = 472 tall.
// y = 59 + (759 - 472) / 2 = 59 + 143.5 = 202.5. Header colour at x 16. Scroll frame:
// x = (393 - 361) / 2 = 16, y = 202.5 + 72 = 274.5.
// expect: VStack#0 = 0 202.5 393 472
// expect: .padding#0 = 0 202.5 393 60
// expect: .frame#0 = 16 202.5 361 60
// expect: Color#0 = 16 202.5 361 60
// expect: .frame#1 = 16 274.5 361 400
// expect: ScrollView#0 = 16 274.5 361 400
// expect: VStack#1 = _ 274.5 _ _

// expect-warnings: 0
