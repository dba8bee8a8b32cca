// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct BindingBootcamp: View {

    @State var backgroundColor: Color = Color.green
    @State var title: String = "Title"

    var body: some View {
        ZStack {
            backgroundColor
                .edgesIgnoringSafeArea(.all)

            VStack {
                Text(title)
                    .foregroundColor(.white)

                ButtonView(backgroundColor: $backgroundColor, title: $title)
            }
        }
    }
}

struct ButtonView: View {

    @Binding var backgroundColor: Color
    @State var buttonColor: Color = Color.blue
    @Binding var title: String

    var body: some View {
        Button(action: {
            backgroundColor = Color.orange
            buttonColor = Color.pink
            title = "NEW TITLE!!!!"
        }, label: {
            Text("Button")
                .foregroundColor(.white)
                .padding()
                .padding(.horizontal)
                .background(buttonColor)
                .cornerRadius(10)
        })
    }
}

struct BindingBootcamp_Previews: PreviewProvider {
    static var previews: some View {
        BindingBootcamp()
        ButtonView(backgroundColor: .constant(.red), title: .constant("Preview"))
            .previewLayout(.sizeThatFits)
    }
}

// expect-preview: BindingBootcamp_Previews
// The ZStack takes the safe area; its colour ignores it and touches it on both edges: the screen.
// expect: Color#0 = 0 0 393 852

// expect-warnings: 0
