// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct DarkModeBootcamp: View {

    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        VStack(spacing: 20) {
            Text("This color is PRIMARY")
                .foregroundColor(.primary)
            Text("This color is SECONDARY")
                .foregroundColor(.secondary)
            Text("This color is BLACK")
                .foregroundColor(.black)
            Text("This color is WHITE")
                .foregroundColor(.white)
            Text("This color is RED")
                .foregroundColor(.red)
            Text("This color is locally adaptive!")
                .foregroundColor(colorScheme == .light ? .green : .yellow)
        }
        .padding()
        .background(Color(.systemBackground))
    }
}

struct DarkModeBootcamp_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            DarkModeBootcamp()
                .preferredColorScheme(.dark)
            DarkModeBootcamp()
                .preferredColorScheme(.light)
        }
    }
}

// expect-warnings: 0
