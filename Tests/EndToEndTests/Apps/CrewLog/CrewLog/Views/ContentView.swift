import SwiftUI

struct ContentView: View {
    let astronauts: [String: Astronaut] = Bundle.main.decode("astronauts.json")
    let missions: [Mission] = Bundle.main.decode("missions.json")
    @EnvironmentObject var favourites: Favourites

    var body: some View {
        NavigationStack {
            List(missions) { mission in
                MissionRow(mission: mission, astronauts: astronauts)
            }
            .navigationTitle("Crew Log")
            .toolbar {
                Text("\(favourites.count) starred")
            }
        }
    }
}

#Preview {
    ContentView()
        .environmentObject(Favourites())
}
