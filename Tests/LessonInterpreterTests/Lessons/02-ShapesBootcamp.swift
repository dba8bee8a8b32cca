// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct ShapesBootcamp: View {
    var body: some View {
        VStack(spacing: 30) {
            Circle()
                .fill(Color.green)
                .frame(width: 100, height: 100)

            Circle()
                .stroke(Color.red, lineWidth: 20)
                .frame(width: 100, height: 100)

            Circle()
                .stroke(Color.orange, style: StrokeStyle(lineWidth: 10, lineCap: .round, dash: [10]))
                .frame(width: 100, height: 100)

            Circle()
                .trim(from: 0.2, to: 1.0)
                .stroke(Color.purple, lineWidth: 20)
                .frame(width: 100, height: 100)

            Ellipse()
                .frame(width: 200, height: 100)

            Capsule(style: .circular)
                .frame(width: 200, height: 50)

            RoundedRectangle(cornerRadius: 4)
                .frame(width: 300, height: 60)
        }
    }
}

#Preview {
    ShapesBootcamp()
}

// expect-warnings: 0
