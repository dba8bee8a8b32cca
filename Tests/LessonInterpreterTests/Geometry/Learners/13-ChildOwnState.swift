// Learner: a child view with its own @State and a button (CS193p's CardView with isFaceUp).
import SwiftUI

struct CardView: View {
    let content: String
    @State var isFaceUp = true

    var body: some View {
        ZStack {
            let base = RoundedRectangle(cornerRadius: 12)
            if isFaceUp {
                base.fill(.white)
                base.strokeBorder(lineWidth: 2)
                Text(content).font(.largeTitle)
            } else {
                base.fill(.orange)
            }
        }
        .frame(width: 80, height: 120)
        .onTapGesture {
            isFaceUp.toggle()
        }
    }
}

struct CountingRow: View {
    @State private var taps = 0

    var body: some View {
        Button("Count") {
            taps += 1
        }
        Color.purple
            .frame(width: CGFloat(taps * 10 + 10), height: 10)
    }
}

struct CardGame: View {
    let emojis = ["👻", "🎃", "🕷️"]

    var body: some View {
        VStack {
            HStack {
                ForEach(emojis.indices, id: \.self) { index in
                    CardView(content: emojis[index])
                }
            }
            CountingRow()
        }
        .foregroundStyle(.orange)
        .padding()
    }
}

#Preview {
    CardGame()
}

// Expectations worked out by hand from SwiftUI's layout rules on an iPhone 15 (a root of w x h at
// x = (393 - w) / 2, y = 59 + (759 - h) / 2). A `_` is left unpinned: it depends on a text's
// or a symbol's own metrics, which this corpus does not test.
// expect-preview: Preview
// Three 80 x 120 cards 8 apart: 3 * 80 + 2 * 8 = 256 wide, padded 288: x = (393 - 288) / 2 =
// 52.5; cards at 68.5, 156.5, 244.5. The row's own @State makes a 10 x 10 bar, centred:
// x = 196.5 - 5 = 191.5.
// expect: .padding#0 = 52.5 _ 288 _
// expect: HStack#0 = 68.5 _ 256 120
// expect: .frame#0 = 68.5 _ 80 120
// expect: RoundedRectangle#0 = 68.5 _ 80 120
// expect: .frame#1 = 156.5 _ 80 120
// expect: .frame#2 = 244.5 _ 80 120
// expect: RoundedRectangle#5 = 244.5 _ 80 120
// expect: Color#0 = 191.5 _ 10 10

// expect-warnings: 0
