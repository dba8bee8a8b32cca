// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct ColorsBootcamp: View {
    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: 25.0)
                .fill(
                    Color(#colorLiteral(red: 0.2196078449, green: 0.007843137719, blue: 0.8549019694, alpha: 1))
                )
                .frame(width: 300, height: 200)
                .shadow(color: Color.black.opacity(0.3), radius: 10, x: -20, y: -20)

            RoundedRectangle(cornerRadius: 25.0)
                .fill(Color.primary)
                .frame(width: 300, height: 100)

            RoundedRectangle(cornerRadius: 25.0)
                .fill(Color(UIColor.secondarySystemBackground))
                .frame(width: 300, height: 100)

            RoundedRectangle(cornerRadius: 25.0)
                .fill(Color("CustomColor"))
                .frame(width: 300, height: 100)
        }
    }
}

struct ColorsBootcamp_Previews: PreviewProvider {
    static var previews: some View {
        ColorsBootcamp()
            .preferredColorScheme(.light)
    }
}

// Color("CustomColor") names an asset catalog colour the file cannot see (SwiftUI itself logs
// "No color named 'CustomColor' found in asset catalog"): one warning at that place.
// expect-warnings: 1
// expect-warning: 'Color("CustomColor")' is an asset colour this file cannot see; drawn as the system gray
