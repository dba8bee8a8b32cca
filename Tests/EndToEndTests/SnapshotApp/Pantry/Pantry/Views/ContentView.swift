import SwiftUI

struct ContentView: View {
    var items = Item.samples

    var body: some View {
        VStack(spacing: 12) {
            HeaderView(title: "Pantry", subtitle: "\(items.count) items")
            ForEach(items) { item in
                ItemRow(item: item)
            }
            Spacer()
        }
        .padding()
    }
}

#Preview {
    ContentView()
}

#Preview("Empty") {
    ContentView(items: [])
}

#Preview("One item") {
    ContentView(items: [Item(name: "Tea", symbol: "leaf", count: 2)])
}
