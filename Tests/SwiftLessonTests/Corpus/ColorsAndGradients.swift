import SwiftUI

struct ColorsAndGradients: View {
    let accent = Color(red: 0.2, green: 0.4, blue: 0.9)
    let literal = #colorLiteral(red: 0.9254902005, green: 0.2352941185, blue: 0.1019607857, alpha: 1)

    var body: some View {
        VStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 25)
                .fill(accent.opacity(0.8))
                .frame(width: 300, height: 100)
            RoundedRectangle(cornerRadius: 25)
                .fill(Color(literal))
                .frame(width: 300, height: 100)
            RoundedRectangle(cornerRadius: 25)
                .fill(
                    LinearGradient(
                        gradient: Gradient(colors: [Color.red, Color.blue]),
                        startPoint: .topLeading,
                        endPoint: .bottomTrailing)
                )
                .frame(width: 300, height: 100)
            Circle()
                .fill(
                    RadialGradient(
                        gradient: Gradient(colors: [.yellow, .orange]),
                        center: .center,
                        startRadius: 5,
                        endRadius: 80)
                )
                .frame(width: 160, height: 160)
            Circle()
                .fill(
                    AngularGradient(
                        gradient: Gradient(colors: [.red, .green, .blue, .red]), center: .center, angle: .degrees(-90))
                )
                .frame(width: 120, height: 120)
            Color("CustomColor")
                .frame(height: 40)
                .shadow(color: Color.black.opacity(0.3), radius: 10, x: 0, y: 10)
        }
    }
}

#Preview {
    ColorsAndGradients()
}
