import Foundation

struct Item: Identifiable {
    let id = UUID()
    var name: String
    var symbol: String
    var count: Int

    static let samples = [
        Item(name: "Apples", symbol: "applelogo", count: 6),
        Item(name: "Bread", symbol: "birthday.cake", count: 1),
        Item(name: "Milk", symbol: "cup.and.saucer", count: 0),
    ]
}
