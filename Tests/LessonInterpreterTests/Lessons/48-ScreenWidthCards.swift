// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct ScreenWidthCards: View {
    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 20)
                .fill(Color.blue)
                .frame(width: UIScreen.main.bounds.width * 0.9, height: 200)

            RoundedRectangle(cornerRadius: 20)
                .fill(Color.green)
                .frame(width: UIScreen.main.bounds.width / 2, height: UIScreen.main.bounds.height / 5)
        }
    }
}

struct ScreenWidthCards_Previews: PreviewProvider {
    static var previews: some View {
        ScreenWidthCards()
    }
}

// UIScreen.main.bounds is the device's screen: 393 x 852 on an iPhone 15, no warning.
// expect-warnings: 0
