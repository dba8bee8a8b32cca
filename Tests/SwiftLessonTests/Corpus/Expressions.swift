// swift-format-ignore-file
import SwiftUI

struct Expressions: View {
    let prices: [String: Double] = ["apple": 1.25, "pear": 0.75]
    let names: [String] = []
    let hex = 0xFF_00
    let big = 1_000_000
    let ratio = 3.5e2
    var nickname: String?
    private(set) var total = 0

    var summary: String {
        let count = names.count
        let first = names.first?.uppercased() ?? "nobody"
        let total = prices.values.reduce(0, +)
        let sorted = names.sorted { $0 < $1 }.map { $0.lowercased() }
        let average = count > 0 ? total / Double(count) : 0
        let shout = nickname!.uppercased()
        let isString = shout is String
        let cast = prices["apple"] as Double? ?? -1
        let range = 0..<count
        let closed = (1...3).contains(2) && !isString
        return """
            \(first) has \(sorted.count) names,
              average \(average, specifier: "%.2f") and "\(cast)" \(range.count) \(closed)
            """
    }

    var body: some View {
        let label = #"raw "quoted" \(not interpolated)"#
        return VStack {
            Text(summary)
            Text(label)
            Text("nested \("inner \(names.count + 1)")")
        }
    }

    func tryThings() async throws -> Int {
        let value = try await Task.sleep(nanoseconds: 10)
        _ = value
        var sum = 0
        for name in names where !name.isEmpty {
            sum += name.count
        }
        for (index, name) in names.enumerated() {
            if case "x" = name { sum -= index }
        }
        while sum > 100 {
            sum /= 2
        }
        return sum
    }
}

#Preview {
    Expressions(nickname: "ace")
}
