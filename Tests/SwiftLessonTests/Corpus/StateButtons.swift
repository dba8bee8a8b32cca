import SwiftUI

struct StateButtons: View {
    @State var backgroundColor: Color = Color.green
    @State var myTitle: String = "My Title"
    @State var count: Int = 0

    var body: some View {
        ZStack {
            backgroundColor
                .ignoresSafeArea()
            VStack(spacing: 20) {
                Text(myTitle)
                    .font(.title)
                Text("Count: \(count)")
                    .font(.headline)
                    .underline()
                HStack(spacing: 20) {
                    Button("BUTTON 1") {
                        backgroundColor = .red
                        myTitle = "BUTTON 1 was pressed"
                        count += 1
                    }
                    Button {
                        backgroundColor = .purple
                        count -= 1
                        count *= 2
                    } label: {
                        Text("BUTTON 2")
                            .font(.headline)
                            .foregroundColor(.white)
                            .padding()
                            .padding(.horizontal, 20)
                            .background(Capsule().stroke(Color.white, lineWidth: 2.0))
                    }
                    Button(
                        action: {
                            count = 0
                        },
                        label: {
                            Image(systemName: "arrow.counterclockwise")
                        })
                }
            }
            .foregroundColor(.white)
        }
    }
}

#Preview {
    StateButtons()
}
