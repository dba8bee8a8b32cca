// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct AnimationBootcamp: View {

    @State private var isAnimated: Bool = false

    var body: some View {
        VStack {
            Button("Button") {
                withAnimation(
                    Animation
                        .default
                        .repeatCount(5, autoreverses: true)
                ) {
                    isAnimated.toggle()
                }
            }
            Spacer()
            RoundedRectangle(cornerRadius: isAnimated ? 50 : 25)
                .fill(isAnimated ? Color.red : Color.green)
                .frame(
                    width: isAnimated ? 100 : 300,
                    height: isAnimated ? 100 : 300)
                .rotationEffect(Angle(degrees: isAnimated ? 360 : 0))
                .offset(y: isAnimated ? 300 : 0)
                .animation(.default, value: isAnimated)
            Spacer()
        }
    }
}

#Preview {
    AnimationBootcamp()
}

// expect-warnings: 0
