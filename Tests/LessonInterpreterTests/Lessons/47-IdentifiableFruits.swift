// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct Fruit: Identifiable {
    let id = UUID()
    let name: String
    let count: Int
    let isFavorite: Bool
}

struct FruitListView: View {

    @State private var fruits: [Fruit] = [
        Fruit(name: "Apple", count: 5, isFavorite: true),
        Fruit(name: "Banana", count: 12, isFavorite: false),
        Fruit(name: "Cherry", count: 30, isFavorite: true),
        Fruit(name: "Kiwi", count: 2, isFavorite: false),
    ]

    var sortedFruits: [Fruit] {
        fruits.sorted(by: { $0.count > $1.count })
    }

    var favorites: [Fruit] {
        fruits.filter { $0.isFavorite }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Favorites: \(favorites.count)")
                .font(.title2)
                .bold()

            ForEach(sortedFruits) { fruit in
                HStack {
                    Text(fruit.name)
                    Spacer()
                    Text("\(fruit.count)")
                        .foregroundColor(.secondary)
                    if fruit.isFavorite {
                        Image(systemName: "star.fill")
                            .foregroundColor(.yellow)
                    }
                }
                .padding(.vertical, 4)
            }
        }
        .padding()
    }
}

#Preview {
    FruitListView()
}

// expect-warnings: 0
