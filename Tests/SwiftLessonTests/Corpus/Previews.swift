import SwiftUI

struct Badge: View {
    var label: String
    var color: Color = .blue
    var isLarge = false

    var body: some View {
        Text(label)
            .font(isLarge ? .title : .caption)
            .padding(isLarge ? 12 : 6)
            .background(color, in: Capsule())
            .foregroundStyle(.white)
    }
}

#Preview {
    Badge(label: "New")
}

#Preview("Large") {
    Badge(label: "Sale", color: .red, isLarge: true)
}

#Preview("Row", traits: .sizeThatFitsLayout) {
    HStack {
        Badge(label: "One")
        Badge(label: "Two", color: .green)
    }
    .padding()
}
