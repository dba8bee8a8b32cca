import SwiftUI

struct ItemRow: View {
    var item: Item

    var body: some View {
        HStack {
            Image(systemName: item.symbol)
                .foregroundColor(.green)
            Text(item.name)
            Spacer()
            Text("\(item.count)")
                .padding(8)
                .background(Color.yellow)
                .cornerRadius(8)
        }
        .padding(.horizontal)
    }
}

#Preview {
    ItemRow(item: Item.samples[0])
}

#Preview("Bread") {
    ItemRow(item: Item.samples[1])
}

#Preview("None left") {
    ItemRow(item: Item.samples[2])
}

#Preview("Many") {
    ItemRow(item: Item(name: "Eggs", symbol: "oval", count: 12))
}
