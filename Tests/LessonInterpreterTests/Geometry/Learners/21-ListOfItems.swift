// Learner: a List over Identifiable items, each row an HStack of a name, a Spacer and a price,
// then a Section with a header and a footer holding a Toggle, a NavigationLink and a Button.
import SwiftUI

struct Item: Identifiable {
    let id = UUID()
    let name: String
    let price: Int
}

struct ShopList: View {
    @State private var giftWrap = false
    @State private var count = 0

    let items = [Item(name: "Apples", price: 3), Item(name: "Pears", price: 4), Item(name: "Plums", price: 5)]

    var body: some View {
        List {
            ForEach(items) { item in
                HStack {
                    Text(item.name)
                    Spacer()
                    Text("$\(item.price)")
                }
            }
            Section {
                Toggle("Gift wrap", isOn: $giftWrap)
                NavigationLink("Delivery") {
                    Text("Tomorrow")
                }
                Button("Add one (\(count))") {
                    count += 1
                }
            } header: {
                Text("Options")
            } footer: {
                Text("Wrapped gifts ship a day later.")
            }
        }
    }
}

#Preview {
    ShopList()
}

// Expectations worked out by hand from SwiftUI's layout rules on an iPhone 15 (a root of w x h at
// x = (393 - w) / 2, y = 59 + (759 - h) / 2). A `_` is left unpinned: it depends on a text's
// or a symbol's own metrics, which this corpus does not test.
// expect-preview: Preview
// The List takes the safe area and draws iOS's inset-grouped look: cards 16 pt in (361 wide),
// 35 pt above the first section and between sections, rows at least 44 pt (a 20.33 pt line
// centred, 11.83 pt down; a taller control 11 pt down) with their content 20 pt in (x = 36, 321
// wide).
// expect: List#0 = 0 59 393 759
// The loose rows before the Section make a section of their own at 59 + 35 = 94: three rows,
// each an HStack as wide as the row (its Spacer takes the rest).
// expect: Section#0 = 16 94 361 132
// expect: HStack#0 = 36 105.83 321 20.33
// expect: HStack#2 = 36 193.83 321 20.33
// The Section at 94 + 132 + 35 = 261: its header (15.67) and 7 pt, the card at 283.67 of the
// toggle's row (31 + 22 = 53), the link's (44, at 336.67) and the button's (44, at 380.67) = 141,
// 7 pt, then the footer (15.67): 186.33.
// expect: Section#1 = 16 261 361 186.33
// expect: Toggle#0 = 36 294.67 321 31
// A NavigationLink in a list is a row: its label leading, a chevron trailing.
// expect: NavigationLink#0 = 36 348.5 321 20.33
// expect: Button#0 = 36 392.5 _ 20.33
// expect-warnings: 0
