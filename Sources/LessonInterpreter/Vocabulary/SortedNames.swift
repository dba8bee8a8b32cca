/// Names in ascending order, found by halves: a table's tier that needs only names. Built from a
/// `static let` array of string literals, which costs nothing at run time.
///
///     SortedNames(["onAppear", "sheet", "toolbar"]).contains("sheet")   // true
struct SortedNames: Sendable {
    let names: [String]

    /// `names` must be in ascending order (each family's test checks it).
    init(_ names: [String]) { self.names = names }

    /// Whether `names` are in ascending order with none repeated.
    var isSorted: Bool { zip(names, names.dropFirst()).allSatisfy { $0 < $1 } }

    func contains(_ name: String) -> Bool {
        var (low, high) = (0, names.count)
        while low < high {
            let middle = low + (high - low) / 2
            if names[middle] < name { low = middle + 1 } else { high = middle }
        }
        return low < names.count && names[low] == name
    }
}
