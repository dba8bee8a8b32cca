// Learner: a custom ViewModifier and an extension View that applies it (100 Days, day 24).
import SwiftUI

struct Title: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.largeTitle)
            .foregroundStyle(.white)
            .padding()
            .background(.blue)
            .clipShape(.rect(cornerRadius: 10))
    }
}

struct Watermark: ViewModifier {
    var text: String

    func body(content: Content) -> some View {
        ZStack(alignment: .bottomTrailing) {
            content
            Text(text)
                .font(.caption)
                .foregroundStyle(.white)
                .padding(5)
                .background(.black)
        }
    }
}

extension View {
    func titleStyle() -> some View {
        modifier(Title())
    }

    func watermarked(with text: String) -> some View {
        modifier(Watermark(text: text))
    }
}

struct ModifierDemo: View {
    var body: some View {
        VStack(spacing: 20) {
            Color.green
                .frame(width: 100, height: 100)
                .titleStyle()
            Color.blue
                .frame(width: 300, height: 200)
                .watermarked(with: "Hacking with Swift")
        }
    }
}

#Preview {
    ModifierDemo()
}

// Expectations worked out by hand from SwiftUI's layout rules on an iPhone 15 (a root of w x h at
// x = (393 - w) / 2, y = 59 + (759 - h) / 2). A `_` is left unpinned: it depends on a text's
// or a symbol's own metrics, which this corpus does not test.
// expect-preview: Preview
// Title: the 100-point square padded by 16 on each edge is 132, its blue background the same.
// Watermark: a ZStack as large as its 300 x 200 content. VStack spacing 20: 132 + 20 + 200 =
// 352 tall, 300 wide: x = 46.5, y = 59 + (759 - 352) / 2 = 262.5; the padded square is centred,
// x = 46.5 + (300 - 132) / 2 = 130.5; the ZStack at y = 262.5 + 132 + 20 = 414.5.
// expect: VStack#0 = 46.5 262.5 300 352
// expect: .background#0 = 130.5 262.5 132 132
// expect: .padding#0 = 130.5 262.5 132 132
// expect: Color#0 = 146.5 278.5 100 100
// expect: Color#1 = 130.5 262.5 132 132
// expect: ZStack#0 = 46.5 414.5 300 200
// expect: Color#2 = 46.5 414.5 300 200

// expect-warnings: 0
