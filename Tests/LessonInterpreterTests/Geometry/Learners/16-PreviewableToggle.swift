// Learner: several @Previewable states driving a view with bindings and plain values.
import SwiftUI

struct LightSwitch: View {
    @Binding var isOn: Bool
    var brightness: Double

    var body: some View {
        VStack {
            Toggle("Light", isOn: $isOn)
            (isOn ? Color.yellow : Color.black)
                .opacity(brightness)
                .frame(width: 100, height: 100)
            Button(isOn ? "Turn off" : "Turn on") {
                isOn.toggle()
            }
        }
        .padding()
    }
}

#Preview("Light") {
    @Previewable @State var isOn = false
    @Previewable @State var brightness = 0.8
    LightSwitch(isOn: $isOn, brightness: brightness)
}

// Expectations worked out by hand from SwiftUI's layout rules on an iPhone 15 (a root of w x h at
// x = (393 - w) / 2, y = 59 + (759 - h) / 2). A `_` is left unpinned: it depends on a text's
// or a symbol's own metrics, which this corpus does not test.
// expect-preview: Light
// The Toggle takes the padded width, 361 (a switch is 31 tall); the 100-point square is
// centred: x = (393 - 100) / 2 = 146.5.
// expect: Toggle#0 = 16 _ 361 31
// expect: .frame#0 = 146.5 _ 100 100
// expect: Color#0 = 146.5 _ 100 100

// expect-warnings: 0
