import Foundation

struct Mission: Codable, Identifiable {
    struct CrewRole: Codable {
        let name: String
        let role: String
    }

    enum Outcome: String, Codable {
        case success, partial, lost
    }

    let id: Int
    let launchDate: Date?
    let crew: [CrewRole]
    let outcome: Outcome
    let summary: String

    enum CodingKeys: String, CodingKey {
        case id, crew, outcome
        case launchDate = "launch_date"
        case summary = "description"
    }

    var displayName: String { "Apollo \(id)" }

    var launchYear: String {
        guard let launchDate else { return "N/A" }
        // NB: a year from a date, in whole days since 1970 (365.25 a year is enough here).
        return String(1970 + Int((launchDate.timeIntervalSince1970 / 86_400 / 365.25).rounded(.down)))
    }
}
