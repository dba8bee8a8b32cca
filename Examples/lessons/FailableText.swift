// Seed lesson 2, "Using Failable Initializers to Handle Optionals in SwiftUI Views": a participant
// card built with failable Text and Image initializers on optional values (a nil value draws
// nothing, because Optional<View> is itself a View). The expectations at the end are worked out by
// hand from SwiftUI's layout rules; only geometry that does not depend on text width is pinned.
import SwiftUI

extension Text {
    init?(optional string: String?) {
        guard let string else { return nil }
        self.init(string)
    }
}

extension Image {
    init?(systemName: String?) {
        guard let systemName else { return nil }
        self.init(systemName: systemName)
    }
}

struct Participant {
    let name: String?
    let jobTitle: String?
    let symbol: String?
}

struct ParticipantCard: View {
    let participant: Participant

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: participant.symbol)
                .font(.title)
                .frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 4) {
                Text(optional: participant.name)
                    .font(.headline)
                    .foregroundStyle(.primary)
                Text(optional: participant.jobTitle)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding()
        .frame(width: 320, height: 80)
        .background(Color.gray.opacity(0.15))
        .cornerRadius(12)
    }
}

#Preview("Full card") {
    ParticipantCard(
        participant: Participant(name: "Ada Lovelace", jobTitle: "Analyst", symbol: "person.crop.circle")
    )
}

#Preview("No job title") {
    ParticipantCard(
        participant: Participant(name: "Grace Hopper", jobTitle: nil, symbol: "person.crop.circle")
    )
}

// Both previews have the same pinned geometry.
// The card: exactly its 320 x 80 frame. x = (393 - 320) / 2 = 36.5; y = 59 + (759 - 80) / 2 = 398.5
// The padding offers 320 - 32 = 288 wide to the HStack, which takes it all (the texts' column has
// maxWidth: .infinity), so the padding is 320 wide at x 36.5 and the icon frame is at x = 36.5 + 16 = 52.5.
// Vertically the padding, the HStack and the icon frame are all centred on the card's middle,
// 398.5 + 40 = 438.5, whatever the texts' height: icon frame y = 438.5 - 22 = 416.5.
// Pre-order: .background#0 [ .frame#0 [ .padding#0 [ HStack#0 [ .frame#1 [ Image#0 ], .frame#2 [ VStack ... ] ] ] ],
// Color#0 ]

// expect-preview: Full card
// expect: .background#0 = 36.5 398.5 320 80
// expect: .frame#0 = 36.5 398.5 320 80
// expect: Color#0 = 36.5 398.5 320 80
// expect: .frame#1 = 52.5 416.5 44 44

// expect-preview: No job title
// expect: .background#0 = 36.5 398.5 320 80
// expect: .frame#0 = 36.5 398.5 320 80
// expect: Color#0 = 36.5 398.5 320 80
// expect: .frame#1 = 52.5 416.5 44 44

// expect-warnings: 0
