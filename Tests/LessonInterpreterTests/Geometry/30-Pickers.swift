// Lesson: a segmented Picker over an enum's cases, bound to @State.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
// The picker's own size depends on its style and text, so only the fixed frame around it is pinned.
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

// expect-warnings: 0
