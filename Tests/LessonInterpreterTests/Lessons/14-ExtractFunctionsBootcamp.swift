// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct ExtractFunctionsBootcamp: View {

    @State var backgroundColor: Color = Color.pink

    var body: some View {
        ZStack {
            // background
            backgroundColor
                .edgesIgnoringSafeArea(.all)

            // content
            contentLayer
        }
    }

    var contentLayer: some View {
        VStack {
            Text("Title")
                .font(.largeTitle)

            Button(action: {
                buttonPressed()
            }, label: {
                Text("PRESS ME")
                    .font(.headline)
                    .foregroundColor(.white)
                    .padding()
                    .background(Color.black)
                    .cornerRadius(10)
            })
        }
    }

    func buttonPressed() {
        backgroundColor = .yellow
    }
}

struct ExtractFunctionsBootcamp_Previews: PreviewProvider {
    static var previews: some View {
        ExtractFunctionsBootcamp()
    }
}

// expect-preview: ExtractFunctionsBootcamp_Previews
// The ZStack takes the safe area; its colour ignores it and touches it on both edges: the screen.
// expect: Color#0 = 0 0 393 852

// expect-warnings: 0
