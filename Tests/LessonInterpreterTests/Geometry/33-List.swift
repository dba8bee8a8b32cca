// Lesson: a List in a fixed frame, drawn inset grouped.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
// iOS's inset-grouped metrics: cards 16 pt in from the list's edges, 35 pt above the first
// section, rows at least 44 pt (a 20.33 pt body line centred, 11.83 pt down), content 20 pt in.
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
// The list takes its frame; the loose rows make one section: a card at 131.5 + 16 = 147.5,
// 338.5 + 35 = 373.5, 220 - 32 = 188 wide, two 44 pt rows tall. Each text 20 pt in, (44 - 20.33) / 2 = 11.83 pt down.
// expect: List#0 = 131.5 338.5 220 200
// expect: Section#0 = 147.5 373.5 188 88
// expect: Text#0 = 167.5 385.33 _ 20.33
// expect: Text#1 = 167.5 429.33 _ 20.33

// expect-warnings: 0
