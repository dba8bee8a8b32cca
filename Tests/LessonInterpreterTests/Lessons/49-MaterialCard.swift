// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct MaterialCard: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.purple, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
                .ignoresSafeArea()

            VStack(spacing: 8) {
                Image(systemName: "music.note")
                    .font(.system(size: 48))
                Text("Now Playing")
                    .font(.headline)
                Text("Some Song - Some Artist")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .padding(30)
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
            .shadow(color: .black.opacity(0.2), radius: 10, x: 0, y: 5)
        }
    }
}

#Preview {
    MaterialCard()
}

// expect-preview: Preview
// The ZStack takes the safe area; its gradient ignores it and touches it on both edges: the screen.
// expect: LinearGradient#0 = 0 0 393 852

// expect-warnings: 0
