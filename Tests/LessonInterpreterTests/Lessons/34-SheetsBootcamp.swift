// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct SheetsBootcamp: View {

    @State var showSheet: Bool = false

    var body: some View {
        ZStack {
            Color.green
                .edgesIgnoringSafeArea(.all)

            Button(action: {
                showSheet.toggle()
            }, label: {
                Text("Button")
                    .foregroundColor(.green)
                    .font(.headline)
                    .padding(20)
                    .background(Color.white.cornerRadius(10))
            })
            .sheet(isPresented: $showSheet, content: {
                SecondScreen()
            })
            // .fullScreenCover(isPresented: $showSheet, content: {
            //     SecondScreen()
            // })
        }
    }
}

struct SecondScreen: View {

    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.red
                .edgesIgnoringSafeArea(.all)

            Button(action: {
                presentationMode.wrappedValue.dismiss()
            }, label: {
                Image(systemName: "xmark")
                    .foregroundColor(.white)
                    .font(.largeTitle)
                    .padding(20)
            })
        }
    }
}

struct SheetsBootcamp_Previews: PreviewProvider {
    static var previews: some View {
        SheetsBootcamp()
        SecondScreen()
    }
}

// The sheet is not presented in a preview, so SwiftUI draws just the screen behind it.
// Both screens' ZStacks take the safe area; each colour ignores it and touches it on both
// edges: the screen.
// expect-preview: SheetsBootcamp_Previews
// expect: Color#0 = 0 0 393 852
// expect-preview: SheetsBootcamp_Previews 2
// expect: Color#0 = 0 0 393 852
// expect-warnings: 0
