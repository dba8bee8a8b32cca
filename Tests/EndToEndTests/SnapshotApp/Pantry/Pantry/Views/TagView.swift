import SwiftUI

/// A shelf tag: the one view of the fixture whose padding the snapshot test changes, so that
/// exactly one snapshot differs.
struct TagView: View {
    var text: String

    var body: some View {
        Text(text)
            .font(.footnote)
            .padding(8)
            .background(Color.yellow)
    }
}

#Preview {
    TagView(text: "Shelf 3")
}
