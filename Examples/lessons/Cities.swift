import SwiftUI

// A list of links in a navigation stack: `tap "Tokyo"` pushes its city, `back` pops it.
struct City: Hashable {
    let name: String
    let country: String
}

struct Cities: View {
    let cities = [City(name: "Tokyo", country: "Japan"), City(name: "Paris", country: "France")]

    var body: some View {
        NavigationStack {
            List(cities, id: \.name) { city in
                NavigationLink(city.name, value: city)
            }
            .navigationTitle("Cities")
            .navigationDestination(for: City.self) { city in
                Text("\(city.name) is in \(city.country)")
                    .navigationTitle(city.name)
            }
        }
    }
}

#Preview {
    Cities()
}
