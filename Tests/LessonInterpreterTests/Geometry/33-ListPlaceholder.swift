// Lesson: a List (not supported yet: drawn as a placeholder, with one warning).
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
// The placeholder sits in a fixed frame, so the layout around it does not depend on its size.
import SwiftUI

struct FruitList: View {
    var body: some View {
        HStack(spacing: 10) {
            Color.orange
                .frame(width: 80, height: 200)
            List {
                Text("Apples")
                Text("Oranges")
            }
            .frame(width: 220, height: 200)
        }
    }
}

#Preview {
    FruitList()
}

// expect-preview: Preview
// HStack (explicit spacing 10): 80 + 10 + 220 = 310 wide, 200 tall.
// x = (393 - 310) / 2 = 41.5; y = 59 + (759 - 200) / 2 = 338.5. The list's frame at 41.5 + 90 = 131.5.
// expect: HStack#0 = 41.5 338.5 310 200
// expect: .frame#0 = 41.5 338.5 80 200
// expect: Color#0 = 41.5 338.5 80 200
// expect: .frame#1 = 131.5 338.5 220 200

// expect-warnings: 1
// expect-warning: 'List' is not supported yet; drawn as a placeholder
