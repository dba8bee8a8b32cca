// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct OptionalsBootcamp: View {

    @State var displayText: String? = nil
    @State var currentUserID: String? = "testuser123"
    @State var isLoading: Bool = false

    var body: some View {
        VStack(spacing: 12) {
            Text("Here we are practicing safe coding!")

            if let text = displayText {
                Text(text)
                    .font(.title)
            }

            Text(displayText ?? "No text yet")
                .foregroundColor(displayText == nil ? .gray : .primary)

            if isLoading {
                ProgressView()
            }

            Text(greeting(for: currentUserID))
                .font(.headline)

            Spacer()
        }
        .navigationTitle("Safe Coding")
    }

    func greeting(for userID: String?) -> String {
        guard let userID = userID else {
            return "Error. There is no User ID!"
        }
        return "Welcome back, \(userID)"
    }
}

struct OptionalsBootcamp_Previews: PreviewProvider {
    static var previews: some View {
        OptionalsBootcamp()
    }
}

// expect-warnings: 0
