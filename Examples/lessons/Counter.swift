import SwiftUI

struct Counter: View {
    @State private var count = 0
    @State private var isOn = false

    var body: some View {
        VStack(spacing: 8) {
            Text("Count: \(count)")
                .font(.headline)
            if isOn {
                Text("It is on")
            }
            Button("+1") { count += 1 }
        }
    }
}

#Preview {
    Counter()
}
