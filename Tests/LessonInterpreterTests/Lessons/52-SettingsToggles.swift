// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct SettingsToggles: View {
    @State private var wifiOn = true
    @State private var bluetoothOn = false
    @State private var notificationsOn = true

    var body: some View {
        VStack(spacing: 16) {
            Toggle(isOn: $wifiOn) {
                Label("Wi-Fi", systemImage: "wifi")
            }

            Toggle(isOn: $bluetoothOn) {
                Label("Bluetooth", systemImage: "antenna.radiowaves.left.and.right")
            }
            .toggleStyle(.switch)
            .tint(.orange)

            Toggle("Notifications", isOn: $notificationsOn)
                .toggleStyle(SwitchToggleStyle(tint: .green))

            Divider()

            Text(wifiOn ? "Connected to Home" : "Not connected")
                .font(.footnote)
                .foregroundColor(.secondary)
        }
        .padding(.horizontal, 24)
    }
}

#Preview {
    SettingsToggles()
}

// expect-warnings: 0
