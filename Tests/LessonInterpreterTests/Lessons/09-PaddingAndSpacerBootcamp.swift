// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct PaddingAndSpacerBootcamp: View {
    var body: some View {
        VStack(spacing: 20) {
            VStack(alignment: .leading) {
                Text("Hello, World!")
                    .font(.largeTitle)
                    .fontWeight(.semibold)
                    .padding(.bottom, 20)

                Text("This is the description of what we will do on this screen. It is multiple lines and we will align the text to the leading edge.")
            }
            .padding()
            .padding(.vertical, 10)
            .background(
                Color.white
                    .cornerRadius(10)
                    .shadow(
                        color: Color.black.opacity(0.3),
                        radius: 10,
                        x: 0.0, y: 10)
            )
            .padding(.horizontal, 10)

            HStack(spacing: 0) {
                Spacer(minLength: 0)
                    .frame(height: 10)
                    .background(Color.orange)

                Rectangle()
                    .frame(width: 50, height: 50)

                Spacer()
                    .frame(height: 10)
                    .background(Color.orange)

                Rectangle()
                    .fill(Color.red)
                    .frame(width: 50, height: 50)

                Spacer()
                    .frame(height: 10)
                    .background(Color.orange)
            }
            .background(Color.yellow)
            .padding(.horizontal, 200 - 190)
            .background(Color.blue)

            HStack {
                Image(systemName: "xmark")
                Spacer()
                Image(systemName: "gear")
            }
            .font(.title)
            .padding(.horizontal)
        }
    }
}

struct PaddingAndSpacerBootcamp_Previews: PreviewProvider {
    static var previews: some View {
        PaddingAndSpacerBootcamp()
    }
}

// expect-warnings: 0
