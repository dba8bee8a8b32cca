import SwiftUI

struct Fruit: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let count: Int
}

struct NavigationPlaceholders: View {
    @State private var fruits: [Fruit] = [
        Fruit(name: "Apple", count: 3),
        Fruit(name: "Orange", count: 5),
    ]
    @State private var showSheet = false

    var body: some View {
        NavigationStack {
            List {
                Section(header: Text("Fruits")) {
                    ForEach(fruits) { fruit in
                        HStack {
                            Text(fruit.name)
                            Spacer()
                            Text("\(fruit.count)")
                        }
                    }
                    .onDelete { indexSet in
                        fruits.remove(atOffsets: indexSet)
                    }
                }
            }
            .navigationTitle("Fruits")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Add") { showSheet = true }
                }
            }
            .sheet(isPresented: $showSheet) {
                Text("New fruit")
            }
        }
    }
}

#Preview {
    NavigationPlaceholders()
}
