import SwiftUI

struct Conditionals: View {
    @State var showCircle: Bool = false
    @State var showRectangle: Bool = false
    @State var isLoading: Bool = false
    @State private var score = 42

    var body: some View {
        VStack(spacing: 20) {
            Button("IS LOADING: \(isLoading.description)") {
                isLoading.toggle()
            }
            if isLoading {
                ProgressView()
            }
            Button("Circle Button: \(showCircle.description)") {
                showCircle.toggle()
            }
            if showCircle {
                Circle()
                    .frame(width: 100, height: 100)
            } else if showRectangle {
                Rectangle()
                    .frame(width: 100, height: 100)
            } else {
                RoundedRectangle(cornerRadius: 25)
                    .frame(width: 200, height: 100)
            }
            if !showCircle && !showRectangle || score >= 40 && score < 100 {
                Text("Score: \(score)")
            }
            Spacer()
        }
    }
}

#Preview {
    Conditionals()
}
