// The bench's 200-line lesson file: the three seed lessons in one file (four previews).
// Seed lesson 1, "How to use inits and enums in SwiftUI" (SwiftUI Bootcamp #13): a tile whose
// custom init(count:fruit:) derives its title and colour from a nested enum, previewed twice side by
// side. The expectations at the end are worked out by hand from SwiftUI's layout rules.
import SwiftUI

struct InitializerBootcamp: View {

    let backgroundColor: Color  // derived from the fruit type; callers don't set this directly
    let count: Int
    let title: String  // derived from the fruit type; callers don't set this directly

    init(count: Int, fruit: Fruit) {  // public interface: just a count and a fruit choice
        self.count = count

        if fruit == .apple {  // derives the internal properties from the enum case
            self.title = "Apples"
            self.backgroundColor = .red
        } else {
            self.title = "Oranges"
            self.backgroundColor = .orange
        }
    }

    enum Fruit {  // nested enum — scoped to this view, not exposed as a global type
        case apple
        case orange
    }

    var body: some View {
        VStack(spacing: 12) {
            Text("\(count)")
                .font(.largeTitle)
                .foregroundColor(.white)
                .underline()  // underline to visually highlight the number

            Text(title)
                .font(.headline)
                .foregroundColor(.white)
        }
        .frame(width: 150, height: 150)  // fixed square frame for the stat tile
        .background(backgroundColor)  // the color is set by the init based on fruit choice
        .cornerRadius(10)  // rounds the tile's corners to look like a card
    }
}

struct InitializerBootcamp_Previews: PreviewProvider {
    static var previews: some View {
        HStack {
            InitializerBootcamp(count: 100, fruit: .apple)  // red tile with "Apples"
            InitializerBootcamp(count: 46, fruit: .orange)  // orange tile with "Oranges"
        }
    }
}

// Each tile is exactly its 150 x 150 frame; the background colour is offered and takes that size.
// HStack (default spacing, assumed 8 between the two tiles): 150 + 8 + 150 = 308 wide, 150 tall.
// x = (393 - 308) / 2 = 42.5; y = 59 + (759 - 150) / 2 = 59 + 304.5 = 363.5. Second tile at 42.5 + 158 = 200.5.
// The texts are not pinned (their widths depend on the font).
// Pre-order: HStack, .background#0 [ .frame#0 [ VStack#0 [ Text#0 Text#1 ] ], Color#0 red ],
// .background#1 [ .frame#1 [ VStack#1 [ Text#2 Text#3 ] ], Color#1 orange ]

// Seed lesson 2, "Using Failable Initializers to Handle Optionals in SwiftUI Views": a participant
// card built with failable Text and Image initializers on optional values (a nil value draws
// nothing, because Optional<View> is itself a View). The expectations at the end are worked out by
// hand from SwiftUI's layout rules; only geometry that does not depend on text width is pinned.

extension Text {
    init?(optional string: String?) {
        guard let string else { return nil }
        self.init(string)
    }
}

extension Image {
    init?(systemName: String?) {
        guard let systemName else { return nil }
        self.init(systemName: systemName)
    }
}

struct Participant {
    let name: String?
    let jobTitle: String?
    let symbol: String?
}

struct ParticipantCard: View {
    let participant: Participant

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: participant.symbol)
                .font(.title)
                .frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 4) {
                Text(optional: participant.name)
                    .font(.headline)
                    .foregroundStyle(.primary)
                Text(optional: participant.jobTitle)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding()
        .frame(width: 320, height: 80)
        .background(Color.gray.opacity(0.15))
        .cornerRadius(12)
    }
}

#Preview("Full card") {
    ParticipantCard(
        participant: Participant(name: "Ada Lovelace", jobTitle: "Analyst", symbol: "person.crop.circle")
    )
}

#Preview("No job title") {
    ParticipantCard(
        participant: Participant(name: "Grace Hopper", jobTitle: nil, symbol: "person.crop.circle")
    )
}

// Both previews have the same pinned geometry.
// The card: exactly its 320 x 80 frame. x = (393 - 320) / 2 = 36.5; y = 59 + (759 - 80) / 2 = 398.5
// The padding offers 320 - 32 = 288 wide to the HStack, which takes it all (the texts' column has
// maxWidth: .infinity), so the padding is 320 wide at x 36.5 and the icon frame is at x = 36.5 + 16 = 52.5.
// Vertically the padding, the HStack and the icon frame are all centred on the card's middle,
// 398.5 + 40 = 438.5, whatever the texts' height: icon frame y = 438.5 - 22 = 416.5.
// Pre-order: .background#0 [ .frame#0 [ .padding#0 [ HStack#0 [ .frame#1 [ Image#0 ], .frame#2 [ VStack ... ] ] ] ],
// Color#0 ]



// Seed lesson 3, "SwiftUI: A picker for enums": a ContentView with the plain Picker over an enum and
// both versions of the article's EnumPicker (the first, which needs String raw values, is named
// StringEnumPicker here so that both fit in one file), the second with its mapping closure and its
// segmented style. Every size here depends on the pickers' text, so no geometry is pinned.

enum TimeUnit: String, CaseIterable {
    case second, minut, hour
}

struct StringEnumPicker<T: Hashable & RawRepresentable & CaseIterable>: View where T.RawValue == String {

    @Binding var selected: T
    var title = ""

    var body: some View {
        Picker(selection: $selected, label: Text(title)) {
            ForEach(Array(T.allCases), id: \.rawValue) {
                Text($0.rawValue).tag($0)
            }
        }
    }
}

struct EnumPicker<T: Hashable & CaseIterable, V: View>: View {

    @Binding var selected: T
    var title: String? = nil

    let mapping: (T) -> V

    var body: some View {
        Picker(selection: $selected, label: Text(title ?? "")) {
            ForEach(Array(T.allCases), id: \.self) {
                mapping($0).tag($0)
            }
        }
    }
}

extension EnumPicker where T: RawRepresentable, T.RawValue == String, V == Text {
    init(selected: Binding<T>, title: String? = nil) {
        self.init(selected: selected, title: title) {
            Text($0.rawValue)
        }
    }
}

struct ContentView: View {

    @State private var unit: TimeUnit = .second

    var body: some View {
        VStack {
            Picker(selection: $unit, label: Text("")) {
                ForEach(Array(TimeUnit.allCases), id: \.self) {
                    Text($0.rawValue)
                }
            }
            .labelsHidden()

            StringEnumPicker(selected: $unit, title: "Unit")

            EnumPicker(selected: $unit)

            EnumPicker(selected: $unit) { e in
                Text("\(2) \(e.rawValue)s")
            }
            .pickerStyle(SegmentedPickerStyle())
        }
    }
}

#Preview {
    ContentView()
}

// No geometry pinned: the pickers' sizes follow their labels' text.

