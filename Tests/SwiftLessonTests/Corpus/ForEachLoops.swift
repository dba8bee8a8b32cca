import SwiftUI

struct ForEachLoops: View {
    let data: [String] = ["Hi", "Hello", "Hey everyone"]
    let myString = "Hello"

    enum Planet: String, CaseIterable {
        case mercury, venus, earth, mars

        var radius: Double {
            switch self {
            case .mercury: return 2_439.7
            case .venus: return 6_051.8
            case .earth: return 6_371
            case .mars: return 3_389.5
            }
        }
    }

    var body: some View {
        VStack {
            ForEach(0..<3) { index in
                Text("Index is: \(index)")
            }
            ForEach(data.indices, id: \.self) { index in
                Text("New text: \(data[index])")
            }
            ForEach(data, id: \.self) {
                Text($0)
            }
            ForEach(Planet.allCases, id: \.self) { planet in
                HStack {
                    Text(planet.rawValue.capitalized)
                    Spacer()
                    Text("\(Int(planet.radius)) km")
                }
            }
            ForEach(1...5, id: \.self) { number in
                Circle()
                    .frame(width: CGFloat(number * 10), height: CGFloat(number * 10))
            }
        }
    }
}

#Preview {
    ForEachLoops()
}
