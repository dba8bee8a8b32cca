// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct ToggleBootcamp: View {

    @State var toggleIsOn: Bool = false

    var body: some View {
        VStack {
            HStack {
                Text("Status:")
                Text(toggleIsOn ? "Online" : "Offline")
            }
            .font(.title)

            Toggle(
                isOn: $toggleIsOn,
                label: {
                    Text("Change status")
                })
                .toggleStyle(SwitchToggleStyle(tint: Color(#colorLiteral(red: 0.8078431487, green: 0.02745098062, blue: 0.3333333433, alpha: 1))))

            Toggle("Airplane Mode", isOn: .constant(true))
                .tint(.orange)

            Spacer()
        }
        .padding(.horizontal, 100)
    }
}

struct ToggleBootcamp_Previews: PreviewProvider {
    static var previews: some View {
        ToggleBootcamp()
    }
}

// expect-warnings: 0
