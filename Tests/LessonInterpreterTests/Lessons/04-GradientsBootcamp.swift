// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct GradientsBootcamp: View {
    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 25.0)
                .fill(
                    LinearGradient(
                        gradient: Gradient(colors: [Color(#colorLiteral(red: 0.8078431487, green: 0.02745098062, blue: 0.3333333433, alpha: 1)), Color(#colorLiteral(red: 0.1764705926, green: 0.4980392158, blue: 0.7568627596, alpha: 1))]),
                        startPoint: .topLeading,
                        endPoint: .bottom)
                )
                .frame(width: 300, height: 150)

            RoundedRectangle(cornerRadius: 25.0)
                .fill(
                    RadialGradient(
                        gradient: Gradient(colors: [Color.red, Color.blue]),
                        center: .leading,
                        startRadius: 5,
                        endRadius: 400)
                )
                .frame(width: 300, height: 150)

            RoundedRectangle(cornerRadius: 25.0)
                .fill(
                    AngularGradient(
                        gradient: Gradient(colors: [.yellow, .orange]),
                        center: .topLeading,
                        angle: .degrees(180 + 45))
                )
                .frame(width: 300, height: 150)
        }
    }
}

struct GradientsBootcamp_Previews: PreviewProvider {
    static var previews: some View {
        GradientsBootcamp()
    }
}

// expect-warnings: 0
