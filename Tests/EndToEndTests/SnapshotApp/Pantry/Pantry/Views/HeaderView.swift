import SwiftUI

struct HeaderView: View {
    var title: String
    var subtitle: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title)
                .font(.largeTitle)
                .bold()
            Text(subtitle)
                .font(.subheadline)
                .foregroundColor(.gray)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

#Preview {
    HeaderView(title: "Pantry", subtitle: "3 items")
}

#Preview("Long title") {
    HeaderView(title: "Everything in the cupboard", subtitle: "12 items")
}

#Preview("Short") {
    HeaderView(title: "Hi", subtitle: "")
}
