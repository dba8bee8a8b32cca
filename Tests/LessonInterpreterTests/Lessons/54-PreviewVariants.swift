// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct BadgeView: View {
    var count: Int
    var tint: Color = .red

    var body: some View {
        ZStack {
            Capsule()
                .fill(tint)
            Text(count > 99 ? "99+" : "\(count)")
                .font(.caption.bold())
                .foregroundColor(.white)
                .padding(.horizontal, 6)
        }
        .frame(minWidth: 24)
        .frame(height: 24)
        .fixedSize()
    }
}

struct BadgeView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            BadgeView(count: 3)
                .previewLayout(.sizeThatFits)
                .padding()
                .previewDisplayName("Small")

            BadgeView(count: 250, tint: .blue)
                .previewLayout(.sizeThatFits)
                .padding()
                .environment(\.colorScheme, .dark)
                .previewDisplayName("Large, dark")
        }
    }
}

#Preview("Badge row", traits: .sizeThatFitsLayout) {
    HStack {
        BadgeView(count: 1)
        BadgeView(count: 42, tint: .green)
        BadgeView(count: 1000, tint: .purple)
    }
    .padding()
}

// expect-warnings: 0
