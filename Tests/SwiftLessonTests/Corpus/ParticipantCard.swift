import Foundation
import SwiftUI

struct Participant {
    let name: String?
    let jobTitle: String?
    let avatarSymbol: String?
}

struct Item {
    let name: String
    let salePrice: Decimal?
    let lastUpdated: Date?
    let discountPercentage: Int?
}

extension Text {
    init?(optional string: String?) {
        guard let string else { return nil }
        self.init(string)
    }

    init?(price: Decimal?, currency: String = "USD") {
        guard let price else { return nil }
        let formatted = price.formatted(.currency(code: currency))
        self.init(formatted)
    }

    init?(relativeDate date: Date?, relativeTo now: Date = .now) {
        guard let date else { return nil }
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .abbreviated
        self.init(formatter.localizedString(for: date, relativeTo: now))
    }
}

extension Image {
    init?(systemName: String?) {
        guard let systemName else { return nil }
        self.init(systemName: systemName)
    }

    init?(optionalResource name: String?) {
        guard let name else { return nil }
        self.init(name)
    }
}

struct ParticipantCard: View {
    let participant: Participant
    let item: Item

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: participant.avatarSymbol)
                .font(.largeTitle)
                .foregroundStyle(.blue)
            VStack(alignment: .leading) {
                Text(optional: participant.name)
                    .font(.headline)
                    .foregroundStyle(.primary)

                Text(optional: participant.jobTitle)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Text(item.name)
                Text(price: item.salePrice)
                    .foregroundStyle(.red)
                Text(relativeDate: item.lastUpdated)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                discountBadge(for: item)
            }
        }
        .padding()
    }

    @ViewBuilder
    func discountBadge(for item: Item) -> some View {
        if let discount = item.discountPercentage, discount > 0 {
            Text("\(discount)% OFF")
                .font(.caption)
                .padding(.horizontal, 6)
                .padding(.vertical, 2)
                .background(.red)
                .foregroundStyle(.white)
                .clipShape(Capsule())
        }
    }
}

#Preview("Full card") {
    ParticipantCard(
        participant: Participant(name: "Ada Lovelace", jobTitle: "Engineer", avatarSymbol: "person.circle"),
        item: Item(name: "Notebook", salePrice: 12.5, lastUpdated: .now, discountPercentage: 20)
    )
}

#Preview("Missing values") {
    ParticipantCard(
        participant: Participant(name: nil, jobTitle: nil, avatarSymbol: nil),
        item: Item(name: "Pen", salePrice: nil, lastUpdated: nil, discountPercentage: nil)
    )
}
