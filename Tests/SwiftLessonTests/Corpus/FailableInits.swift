import SwiftUI

struct Score {
    let value: Int
    let grade: String

    init?(value: Int) {
        guard value >= 0, value <= 100 else {
            return nil
        }
        self.value = value
        switch value {
        case 90...:
            grade = "A"
        case 80..<90:
            grade = "B"
        default:
            grade = "C"
        }
    }
}

struct ScoreView: View {
    let scores: [Int] = [95, 85, 120, -1, 60]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(scores, id: \.self) { raw in
                if let score = Score(value: raw) {
                    Text("\(score.value): \(score.grade)")
                } else {
                    Text("\(raw) is not a score")
                        .foregroundStyle(.red)
                }
            }
        }
    }
}

#Preview {
    ScoreView()
}
