import SwiftUI

struct MissionRow: View {
    let mission: Mission
    let astronauts: [String: Astronaut]
    @EnvironmentObject var favourites: Favourites

    var commander: String {
        let name = mission.crew.first { $0.role == "Commander" }?.name ?? ""
        return astronauts[name]?.name ?? "Unknown"
    }

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(mission.displayName)
                    .font(.headline)
                Text("\(mission.launchYear) · \(commander)")
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Button(favourites.contains(mission) ? "Unstar \(mission.id)" : "Star \(mission.id)") {
                favourites.toggle(mission)
            }
        }
    }
}
