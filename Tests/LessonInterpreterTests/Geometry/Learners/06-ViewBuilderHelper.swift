// Learner: a @ViewBuilder helper function and a computed view property.
import SwiftUI

struct ProfileView: View {
    var isPremium = true

    var body: some View {
        VStack(spacing: 0) {
            header
            badge(for: isPremium)
            badge(for: false)
        }
    }

    var header: some View {
        Color.indigo
            .frame(width: 200, height: 60)
    }

    @ViewBuilder
    func badge(for premium: Bool) -> some View {
        if premium {
            Color.yellow
                .frame(width: 200, height: 30)
        } else {
            Color.gray
                .frame(width: 150, height: 20)
        }
    }
}

#Preview {
    ProfileView()
}

// Expectations worked out by hand from SwiftUI's layout rules on an iPhone 15 (a root of w x h at
// x = (393 - w) / 2, y = 59 + (759 - h) / 2). A `_` is left unpinned: it depends on a text's
// or a symbol's own metrics, which this corpus does not test.
// expect-preview: Preview
// Spacing 0: 60 + 30 + 20 = 110 tall, 200 wide: x = 96.5, y = 59 + (759 - 110) / 2 = 383.5.
// The premium badge is the yellow 200 x 30; the other, gray 150 x 20, x = 96.5 + 25 = 121.5.
// expect: VStack#0 = 96.5 383.5 200 110
// expect: Color#0 = 96.5 383.5 200 60
// expect: Color#1 = 96.5 443.5 200 30
// expect: Color#2 = 121.5 473.5 150 20

// expect-warnings: 0
