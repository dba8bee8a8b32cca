import Foundation

class Favourites: ObservableObject {
    @Published private(set) var missions: [Int] = []
    @Published var count = 0

    func toggle(_ mission: Mission) {
        if let index = missions.firstIndex(of: mission.id) {
            missions.remove(at: index)
        } else {
            missions.append(mission.id)
        }
        count = missions.count
        save()
    }

    func contains(_ mission: Mission) -> Bool { missions.contains(mission.id) }

    private func save() {
        if let data = try? JSONEncoder().encode(missions) {
            UserDefaults.standard.set(data, forKey: "Favourites")
        }
    }
}
