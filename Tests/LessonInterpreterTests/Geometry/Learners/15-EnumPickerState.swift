// Learner: an enum with CaseIterable and a segmented Picker over it, a switch on the choice.
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

struct FlavorPicker: View {
    @State private var selectedFlavor: Flavor = .chocolate

    var color: Color {
        switch selectedFlavor {
        case .chocolate: .brown
        case .vanilla: .yellow
        case .strawberry: .pink
        }
    }

    var body: some View {
        VStack(spacing: 20) {
            Picker("Flavor", selection: $selectedFlavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                }
            }
            .pickerStyle(.segmented)
            color
                .frame(width: 150, height: 150)
                .clipShape(Circle())
            Button("Next") {
                selectedFlavor = selectedFlavor == .chocolate ? .vanilla : .strawberry
            }
        }
        .padding()
    }
}

#Preview {
    FlavorPicker()
}

// Expectations worked out by hand from SwiftUI's layout rules on an iPhone 15 (a root of w x h at
// x = (393 - w) / 2, y = 59 + (759 - h) / 2). A `_` is left unpinned: it depends on a text's
// or a symbol's own metrics, which this corpus does not test.
// expect-preview: Preview
// The 150-point circle is centred: x = (393 - 150) / 2 = 121.5.
// expect: .frame#0 = 121.5 _ 150 150
// expect: Color#0 = 121.5 _ 150 150
// The segmented Picker spans the padded width, 393 - 32 = 361, 32 pt tall, without its title:
// the stack is 32 + 20 + 150 + 20 + 20.33 (the button's body line) = 242.33, the root 274.33 at
// y = 59 + (759 - 274.33) / 2 = 301.33, the picker 16 pt in.
// expect: Picker#0 = 16 317.33 361 32

// expect-warnings: 0
