// Lesson: an enum with computed properties, drawn with ForEach(Enum.allCases, id: \.self).
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
import SwiftUI

enum Planet: String, CaseIterable {
    case mercury, venus, earth

    var color: Color {
        switch self {
        case .mercury: return .gray
        case .venus: return .orange
        case .earth: return .blue
        }
    }

    var diameter: CGFloat {
        switch self {
        case .mercury: return 40
        case .venus: return 70
        case .earth: return 80
        }
    }
}

struct PlanetRow: View {
    var body: some View {
        HStack(alignment: .bottom, spacing: 16) {
            ForEach(Planet.allCases, id: \.self) { planet in
                Circle()
                    .fill(planet.color)
                    .frame(width: planet.diameter, height: planet.diameter)
            }
        }
    }
}

#Preview {
    PlanetRow()
}

// expect-preview: Preview
// HStack: 40 + 70 + 80 = 190, + 2 * 16 = 222 wide; 80 tall.
// x = (393 - 222) / 2 = 85.5; y = 59 + (759 - 80) / 2 = 398.5
// x: 85.5; 85.5 + 40 + 16 = 141.5; 141.5 + 70 + 16 = 227.5 (ends at 307.5 = 85.5 + 222).
// Bottoms at 478.5: y 478.5 - 40 = 438.5; 478.5 - 70 = 408.5; 398.5.
// expect: HStack#0 = 85.5 398.5 222 80
// expect: Circle#0 = 85.5 438.5 40 40
// expect: Circle#1 = 141.5 408.5 70 70
// expect: Circle#2 = 227.5 398.5 80 80

// expect-warnings: 0
