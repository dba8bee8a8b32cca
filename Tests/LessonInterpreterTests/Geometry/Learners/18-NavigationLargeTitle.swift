// Learner: a NavigationStack with a large title over a card of colours (100 Days of SwiftUI).
import SwiftUI

struct Palette: View {
    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                Color.red
                    .frame(width: 100, height: 100)
                Color.blue
                    .frame(width: 100, height: 50)
            }
            .navigationTitle("Colors")
        }
    }
}

#Preview {
    Palette()
}

// Expectations worked out by hand from SwiftUI's layout rules on an iPhone 15 (a root of w x h at
// x = (393 - w) / 2, y = 59 + (759 - h) / 2).
// expect-preview: Preview
// The stack fills the safe area. A large title's bar is 44 + 52 = 96 pt, so the content is
// offered 759 - 96 = 663 from y = 59 + 96 = 155 and centred there: the 100 x 150 VStack at
// x = 146.5, y = 155 + (663 - 150) / 2 = 411.5.
// expect: NavigationStack#0 = 0 59 393 759
// expect: VStack#0 = 146.5 411.5 100 150
// expect: Color#0 = 146.5 411.5 100 100
// expect: Color#1 = 146.5 511.5 100 50

// expect-warnings: 0
