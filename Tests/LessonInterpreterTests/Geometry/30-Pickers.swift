// Lesson: a segmented Picker over an enum's cases, bound to @State.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
// A segmented picker spans the width it is offered; its height is the control's 32 pt.
import SwiftUI

enum Flavor: String, CaseIterable {
    case vanilla, chocolate, strawberry
}

struct FlavorPicker: View {
    @State private var flavor: Flavor = .vanilla

    var body: some View {
        VStack(spacing: 16) {
            Color.pink
                .frame(width: 300, height: 120)
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases, id: \.self) { flavor in
                    Text(flavor.rawValue).tag(flavor)
                }
            }
            .pickerStyle(SegmentedPickerStyle())
            .frame(width: 300, height: 40)
        }
    }
}

#Preview {
    FlavorPicker()
}

// expect-preview: Preview
// VStack (explicit spacing 16): 300 wide, 120 + 16 + 40 = 176 tall.
// x = (393 - 300) / 2 = 46.5; y = 59 + (759 - 176) / 2 = 59 + 291.5 = 350.5. Picker frame at 350.5 + 136 = 486.5.
// expect: VStack#0 = 46.5 350.5 300 176
// expect: .frame#0 = 46.5 350.5 300 120
// expect: Color#0 = 46.5 350.5 300 120
// expect: .frame#1 = 46.5 486.5 300 40
// A segmented control spans the 300 pt it is offered, 32 pt tall, centred in the 40: 486.5 + 4.
// expect: Picker#0 = 46.5 490.5 300 32

// expect-warnings: 0
