// Lesson: the ternary operator chooses sizes, colours and padding.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
import SwiftUI

struct SwitchTile: View {
    let isOn: Bool

    var body: some View {
        RoundedRectangle(cornerRadius: isOn ? 20 : 4)
            .fill(isOn ? Color.green : Color.red)
            .frame(width: isOn ? 200 : 100, height: 100)
            .padding(isOn ? 20 : 0)
    }
}

struct StatefulTile: View {
    @State private var isExpanded = false

    var body: some View {
        Color.blue
            .frame(width: isExpanded ? 300 : 150, height: isExpanded ? 150 : 60)
    }
}

#Preview("On") {
    SwitchTile(isOn: true)
}

#Preview("Off") {
    SwitchTile(isOn: false)
}

#Preview("State") {
    StatefulTile()
}

// expect-preview: On
// Frame 200 x 100, padding 20: 240 x 140. x = (393 - 240) / 2 = 76.5; y = 59 + (759 - 140) / 2 = 368.5
// Frame at 76.5 + 20 = 96.5, 368.5 + 20 = 388.5.
// expect: .padding#0 = 76.5 368.5 240 140
// expect: .frame#0 = 96.5 388.5 200 100
// expect: RoundedRectangle#0 = 96.5 388.5 200 100

// expect-preview: Off
// Frame 100 x 100, padding 0. x = 146.5; y = 388.5
// expect: .padding#0 = 146.5 388.5 100 100
// expect: .frame#0 = 146.5 388.5 100 100
// expect: RoundedRectangle#0 = 146.5 388.5 100 100

// expect-preview: State
// The state starts false: 150 x 60. x = (393 - 150) / 2 = 121.5; y = 59 + (759 - 60) / 2 = 408.5
// expect: .frame#0 = 121.5 408.5 150 60
// expect: Color#0 = 121.5 408.5 150 60

// expect-warnings: 0
