import Foundation

struct Astronaut: Codable, Identifiable {
    let id: String
    let name: String
    let flights: Int
}
