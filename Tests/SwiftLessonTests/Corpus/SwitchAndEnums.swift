import SwiftUI

enum Shape: Equatable {
    case circle(radius: Double)
    case square(Double)
    case empty
}

enum Level: Int, CaseIterable, Identifiable {
    case low = 1
    case medium = 5
    case high = 10

    var id: Int { rawValue }

    var color: Color {
        switch self {
        case .low: return .green
        case .medium: return .orange
        case .high: return .red
        }
    }

    var title: String {
        get {
            switch self {
            case .low:
                "Low"
            case .medium, .high:
                "Not low"
            }
        }
    }
}

struct ShapeView: View {
    let shape: Shape
    let level: Level

    var body: some View {
        switch shape {
        case .circle(let radius) where radius > 50:
            Circle().frame(width: radius, height: radius)
        case .circle(radius: let radius):
            Circle().fill(level.color).frame(width: radius * 2, height: radius * 2)
        case let .square(side):
            Rectangle().frame(width: side, height: side)
        default:
            EmptyView()
        }
    }
}

#Preview {
    VStack {
        ForEach(Level.allCases) { level in
            ShapeView(shape: .circle(radius: Double(level.rawValue) * 4), level: level)
        }
        ShapeView(shape: .square(40), level: .high)
        ShapeView(shape: .empty, level: .low)
    }
}
