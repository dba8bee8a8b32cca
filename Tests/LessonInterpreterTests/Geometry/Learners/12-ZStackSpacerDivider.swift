// Learner: a ZStack behind everything, Spacers and Dividers (Stanford CS193p, lecture 1).
import SwiftUI

struct CardScreen: View {
    var body: some View {
        ZStack {
            Color.orange
                .ignoresSafeArea()
            VStack {
                Color.white
                    .frame(width: 120, height: 60)
                Divider()
                Spacer()
                HStack {
                    Color.red.frame(width: 40, height: 40)
                    Spacer()
                    Color.blue.frame(width: 40, height: 40)
                }
            }
            .padding()
        }
    }
}

#Preview {
    CardScreen()
}

// Expectations worked out by hand from SwiftUI's layout rules on an iPhone 15 (a root of w x h at
// x = (393 - w) / 2, y = 59 + (759 - h) / 2). A `_` is left unpinned: it depends on a text's
// or a symbol's own metrics, which this corpus does not test.
// expect-preview: Preview
// The ZStack is as large as the safe area (the colour in it is flexible): 0 59 393 759. The
// padded VStack fills it (a Spacer): 16 75 361 727. The white card at its top, centred:
// x = 16 + (361 - 120) / 2 = 136.5. The HStack at its bottom: y = 75 + 727 - 40 = 762, its
// spacer pushing red to x = 16 and blue to 16 + 361 - 40 = 337.
// (The orange colour ignores the safe area: SwiftUI stretches it over the whole screen, which
// this corpus does not pin.)
// expect: ZStack#0 = 0 59 393 759
// The orange ignores the safe area and touches it at the top and the foot: the whole screen.
// expect: Color#0 = 0 0 393 852
// expect: .padding#0 = 0 59 393 759
// expect: VStack#0 = 16 75 361 727
// expect: Color#1 = 136.5 75 120 60
// expect: HStack#0 = 16 762 361 40
// expect: Color#2 = 16 762 40 40
// expect: Color#3 = 337 762 40 40

// expect-warnings: 0
