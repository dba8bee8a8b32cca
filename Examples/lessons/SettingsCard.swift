import SwiftUI

struct SettingsCard: View {
    @State private var notifications = true
    @State private var volume = 0.6

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Label("Settings", systemImage: "gear")
                .font(.title2.bold())
            Toggle("Notifications", isOn: $notifications)
            Slider(value: $volume, in: 0...1)
            ProgressView(value: volume)
            HStack {
                Circle().fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                    .frame(width: 44, height: 44)
                Text("Ada Lovelace").font(.headline)
                Spacer()
                Image(systemName: "chevron.right").foregroundStyle(.secondary)
            }
        }
        .padding()
        .background(Color(.secondarySystemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 16))
        .padding()
    }
}

#Preview("Settings") {
    SettingsCard()
}
