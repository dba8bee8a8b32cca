import SwiftUI

struct BadgeView: View {
    var label: String
    var color: Color

    var body: some View {
        Text(label)
            .font(.caption)
            .foregroundColor(.white)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(color)
            .cornerRadius(10)
    }
}

#Preview {
    BadgeView(label: "New", color: .blue)
}

#Preview("Sale") {
    BadgeView(label: "Sale", color: .red)
}

#Preview("Out") {
    BadgeView(label: "Out of stock", color: .gray)
}
