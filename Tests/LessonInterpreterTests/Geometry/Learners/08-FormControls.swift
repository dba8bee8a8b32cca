// Learner: a Form with Sections, a Picker, a Toggle, a Stepper and a TextField (WeSplit).
import SwiftUI

struct OrderForm: View {
    @State private var name = ""
    @State private var size = "Medium"
    @State private var extraShot = false
    @State private var quantity = 1

    let sizes = ["Small", "Medium", "Large"]

    var body: some View {
        Form {
            Section("Customer") {
                TextField("Your name", text: $name)
            }
            Section {
                Picker("Size", selection: $size) {
                    ForEach(sizes, id: \.self) {
                        Text($0)
                    }
                }
                Toggle("Extra shot", isOn: $extraShot)
                Stepper("\(quantity) cups", value: $quantity, in: 1...10)
            } header: {
                Text("Drink")
            }
        }
    }
}

#Preview {
    OrderForm()
}

// Expectations worked out by hand from SwiftUI's layout rules on an iPhone 15 (a root of w x h at
// x = (393 - w) / 2, y = 59 + (759 - h) / 2). A `_` is left unpinned: it depends on a text's
// or a symbol's own metrics, which this corpus does not test.
// expect-preview: Preview
// A Form takes the whole safe area (0 59 393 759) and draws iOS's inset-grouped look: cards 16 pt
// in (393 - 32 = 361 wide), 35 pt above the first section and between sections; a header is a
// footnote line (15.67 pt) 7 pt above its card; rows at least 44 pt, content centred in them
// (11 pt above and below a taller control), which stands 20 pt in from the card (x = 36, 361 - 40 = 321 wide).
// expect: Form#0 = 0 59 393 759
// Section 1: 59 + 35 = 94; header 15.67 + 7, one 44 pt row: 66.67 tall. The field's 20.33 pt line
// at 94 + 22.67 + (44 - 20.33) / 2 = 128.5.
// expect: Section#0 = 16 94 361 66.67
// expect: TextField#0 = 36 128.5 321 20.33
// Section 2: 94 + 66.67 + 35 = 195.67; its card at 195.67 + 22.67 = 218.33. Rows: the picker (a
// 20.33 pt line, 44; at 218.33 + 11.83 = 230.17), the toggle (its 31 pt switch, 53; at 262.33 +
// 11), the stepper (its 32 pt control, 54; at 315.33 + 11): 151, plus 22.67.
// expect: Section#1 = 16 195.67 361 173.67
// A form's picker is a row: its title leading, its value and a chevron trailing.
// expect: Picker#0 = 36 230.17 321 20.33
// expect: Toggle#0 = 36 273.33 321 31
// expect: Stepper#0 = 36 326.33 321 32
// expect-warnings: 0
