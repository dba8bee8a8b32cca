// Learner: WeSplit's form (100 Days of SwiftUI): a NavigationStack of a Form whose Sections hold
// a TextField, a Picker over a ForEach, a segmented Picker under a header, and a total.
import SwiftUI

struct ContentView: View {
    @State private var checkAmount = 0.0
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20

    let tipPercentages = [10, 15, 20, 25, 0]

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $checkAmount, format: .currency(code: "USD"))
                    Picker("Number of people", selection: $numberOfPeople) {
                        ForEach(2..<100) {
                            Text("\($0) people")
                        }
                    }
                }
                Section("How much tip do you want to leave?") {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) {
                            Text($0, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section {
                    Text(checkAmount, format: .currency(code: "USD"))
                }
            }
            .navigationTitle("WeSplit")
        }
    }
}

#Preview {
    ContentView()
}

// Expectations worked out by hand from SwiftUI's layout rules on an iPhone 15 (a root of w x h at
// x = (393 - w) / 2, y = 59 + (759 - h) / 2). A `_` is left unpinned: it depends on a text's
// or a symbol's own metrics, which this corpus does not test.
// expect-preview: Preview
// The stack takes the safe area; its large title makes a 44 + 52 = 96 pt bar, and the Form takes
// the 759 - 96 = 663 below it (y = 155). iOS's inset-grouped metrics: cards 16 pt in, 361 wide;
// 35 pt above the first section and between sections; rows at least 44 pt, a 20.33 pt line centred
// in one (11.83 pt down), their content 20 pt in (x = 36, 321 wide); a header a footnote line
// (15.67) 7 pt above its card.
// expect: NavigationStack#0 = 0 59 393 759
// expect: Form#0 = 0 155 393 663
// Section 1 at 155 + 35 = 190: two 44 pt rows.
// expect: Section#0 = 16 190 361 88
// expect: TextField#0 = 36 201.83 321 20.33
// A form's picker is a row: its title leading, its value and a chevron trailing.
// expect: Picker#0 = 36 245.83 321 20.33
// Section 2 at 190 + 88 + 35 = 313: the header (15.67 pt), 7 pt, a card of one row holding the
// segmented control: as UISegmentedControl, no title and the row's whole 321 pt, 32 pt tall
// (11 + 32 + 11 = 54; 15.67 + 7 + 54 = 76.67), at 313 + 22.67 + 11 = 346.67.
// expect: Section#1 = 16 313 361 76.67
// expect: Picker#1 = 36 346.67 321 32
// Section 3 at 313 + 76.67 + 35 = 424.67: one 44 pt row.
// expect: Section#2 = 16 424.67 361 44
// expect-warnings: 0
