// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct IconsBootcamp: View {
    var body: some View {
        VStack {
            Image(systemName: "person.fill.badge.plus")
                .renderingMode(.original)
                .resizable()
                .aspectRatio(contentMode: .fit)
                // .scaledToFit()
                .scaledToFill()
                .foregroundColor(Color(#colorLiteral(red: 0.2588235438, green: 0.7568627596, blue: 0.9686274529, alpha: 1)))
                .frame(width: 300, height: 300)
                .clipped()

            HStack {
                Image(systemName: "heart.fill")
                    .font(.largeTitle)
                    .foregroundStyle(.red)
                Image(systemName: "star.fill")
                    .font(.system(size: 40))
                    .foregroundColor(.yellow)
                Image(systemName: "bolt.fill")
                    .imageScale(.large)
                    .symbolRenderingMode(.multicolor)
            }
        }
    }
}

#Preview {
    IconsBootcamp()
}

// expect-warnings: 0
