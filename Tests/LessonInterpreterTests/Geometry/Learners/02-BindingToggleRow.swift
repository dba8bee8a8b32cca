// Learner: a parent's @State passed down as a @Binding to a child row (Hacking with Swift).
import SwiftUI

struct SettingRow: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        HStack {
            Image(systemName: isOn ? "checkmark.circle.fill" : "circle")
            Toggle(title, isOn: $isOn)
        }
    }
}

struct VolumeRow: View {
    @Binding var volume: Int

    var body: some View {
        Stepper("Volume: \(volume)", value: $volume, in: 0...10)
    }
}

struct SettingsView: View {
    @State private var wifi = true
    @State private var volume = 3

    var body: some View {
        VStack(spacing: 0) {
            SettingRow(title: "Wi-Fi", isOn: $wifi)
                .frame(height: 44)
            VolumeRow(volume: $volume)
                .frame(height: 44)
            Button("Mute") {
                volume = 0
            }
            (wifi ? Color.green : Color.gray)
                .frame(width: 200, height: 20)
        }
        .padding()
    }
}

#Preview {
    SettingsView()
}

// Expectations worked out by hand from SwiftUI's layout rules on an iPhone 15 (a root of w x h at
// x = (393 - w) / 2, y = 59 + (759 - h) / 2). A `_` is left unpinned: it depends on a text's
// or a symbol's own metrics, which this corpus does not test.
// expect-preview: Preview
// A Toggle and a Stepper with a label take the whole width offered, so the padded VStack is
// 393 - 2 * 16 = 361 wide; each row's frame is 44 tall; the bar is 200 wide, centred:
// x = 16 + (361 - 200) / 2 = 96.5. A switch is 31 tall and a stepper 32, centred in their 44.
// expect: .padding#0 = 0 _ 393 _
// expect: VStack#0 = 16 _ 361 _
// expect: .frame#0 = 16 _ 361 44
// expect: HStack#0 = 16 _ 361 31
// expect: .frame#1 = 16 _ 361 44
// expect: Stepper#0 = 16 _ 361 32
// expect: .frame#2 = 96.5 _ 200 20
// expect: Color#0 = 96.5 _ 200 20

// expect-warnings: 0
