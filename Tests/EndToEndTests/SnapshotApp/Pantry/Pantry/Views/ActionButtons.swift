import SwiftUI

struct ActionButtons: View {
    @State private var count = 0

    var body: some View {
        HStack(spacing: 20) {
            Button("Remove") {
                count -= 1
            }
            Text("\(count)")
                .font(.title)
            Button("Add") {
                count += 1
            }
            .padding()
            .background(Color.blue)
            .foregroundColor(.white)
            .cornerRadius(12)
        }
    }
}

#Preview {
    ActionButtons()
}

#Preview("Bordered") {
    ActionButtons()
        .padding()
        .border(Color.gray)
}

#Preview("Dark") {
    ActionButtons()
        .padding()
        .background(Color.black)
}
