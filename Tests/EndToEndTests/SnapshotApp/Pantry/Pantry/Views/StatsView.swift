import SwiftUI

struct StatsView: View {
    var total: Int
    var low: Int

    var body: some View {
        HStack(spacing: 24) {
            VStack {
                Text("\(total)")
                    .font(.title)
                Text("Total")
                    .font(.caption)
            }
            VStack {
                Text("\(low)")
                    .font(.title)
                    .foregroundColor(.orange)
                Text("Low")
                    .font(.caption)
            }
        }
        .padding()
        .background(Color.mint.opacity(0.2))
    }
}

#Preview {
    StatsView(total: 9, low: 2)
}

#Preview("Zero") {
    StatsView(total: 0, low: 0)
}
