import SwiftUI

struct EmptyStateView: View {
    var message = "Nothing here yet"

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "tray")
                .font(.system(size: 48))
                .foregroundColor(.secondary)
            Text(message)
                .font(.headline)
        }
        .padding(24)
    }
}

#Preview {
    EmptyStateView()
}

#Preview("Custom") {
    EmptyStateView(message: "Add something to your pantry")
}
