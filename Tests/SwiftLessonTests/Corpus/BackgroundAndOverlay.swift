import SwiftUI

struct BackgroundAndOverlay: View {
    var body: some View {
        Image(systemName: "heart.fill")
            .font(.system(size: 40))
            .foregroundColor(Color.white)
            .background(
                Circle()
                    .fill(
                        LinearGradient(
                            colors: [Color(#colorLiteral(red: 0.3, green: 0.4, blue: 0.9, alpha: 1)), Color.blue],
                            startPoint: .topLeading, endPoint: .bottomTrailing)
                    )
                    .frame(width: 100, height: 100)
                    .shadow(color: Color.blue.opacity(0.5), radius: 10, x: 0.0, y: 10)
                    .overlay(
                        Circle()
                            .fill(Color.red)
                            .frame(width: 35, height: 35)
                            .overlay(
                                Text("5")
                                    .font(.headline)
                                    .foregroundColor(.white)
                            )
                            .shadow(color: Color.red.opacity(0.5), radius: 10, x: 5, y: 5),
                        alignment: .bottomTrailing)
            )
            .overlay(alignment: .topLeading) {
                Rectangle().frame(width: 10, height: 10)
            }
    }
}

#Preview {
    BackgroundAndOverlay()
}
