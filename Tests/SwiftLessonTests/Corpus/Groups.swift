import SwiftUI

struct Groups: View {
    var body: some View {
        VStack(spacing: 50) {
            Text("Hello, world!")
            Group {
                Text("Hello, world!")
                Text("Hello, world!")
            }
            .font(.caption)
            .foregroundColor(.green)
        }
        .foregroundColor(.red)
        .font(.headline)
    }
}

#Preview {
    Groups()
}
