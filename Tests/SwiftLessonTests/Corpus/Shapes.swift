import SwiftUI

struct Shapes: View {
    var body: some View {
        VStack(spacing: 20) {
            Circle()
                .fill(Color.blue)
                .frame(width: 100, height: 100)
            Circle()
                .trim(from: 0.2, to: 1.0)
                .stroke(Color.orange, style: StrokeStyle(lineWidth: 10, lineCap: .round, dash: [10]))
                .frame(width: 80, height: 80)
            Rectangle()
                .stroke(lineWidth: 4)
                .frame(width: 120, height: 60)
            RoundedRectangle(cornerRadius: 25.0)
                .strokeBorder(Color.purple, lineWidth: 3)
                .frame(width: 200, height: 80)
            Capsule(style: .circular)
                .fill(.green)
                .frame(width: 150, height: 40)
            Ellipse()
                .foregroundColor(.pink)
                .frame(width: 150, height: 60)
        }
    }
}

#Preview("Shapes") {
    Shapes()
}
