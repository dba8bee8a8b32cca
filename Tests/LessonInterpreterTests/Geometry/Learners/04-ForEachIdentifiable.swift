// Learner: ForEach over an array of Identifiable structs, and over strings with id: \.self.
import SwiftUI

struct Fruit: Identifiable {
    let id = UUID()
    let name: String
    let color: Color
}

struct FruitList: View {
    let fruits = [
        Fruit(name: "Apple", color: .red),
        Fruit(name: "Banana", color: .yellow),
        Fruit(name: "Lime", color: .green),
    ]
    let tags = ["fresh", "ripe"]

    var body: some View {
        VStack(spacing: 10) {
            ForEach(fruits) { fruit in
                HStack {
                    fruit.color
                        .frame(width: 40, height: 40)
                    Text(fruit.name)
                }
            }
            ForEach(tags, id: \.self) { tag in
                Text(tag)
            }
            ForEach(fruits.indices, id: \.self) { index in
                Color.blue
                    .frame(width: 20, height: 10)
            }
        }
    }
}

#Preview {
    FruitList()
}

// Expectations worked out by hand from SwiftUI's layout rules on an iPhone 15 (a root of w x h at
// x = (393 - w) / 2, y = 59 + (759 - h) / 2). A `_` is left unpinned: it depends on a text's
// or a symbol's own metrics, which this corpus does not test.
// expect-preview: Preview
// Three rows (a 40-point square and a name), two tags, three 20 x 10 bars, 10 apart. The bars
// are centred: x = (393 - 20) / 2 = 186.5, and 10 + 10 = 20 apart from top to top.
// expect: Color#0 = _ _ 40 40
// expect: Color#2 = _ _ 40 40
// expect: Color#3 = 186.5 _ 20 10
// expect: Color#4 = 186.5 _ 20 10
// expect: Color#5 = 186.5 _ 20 10

// expect-warnings: 0
