import SwiftUI

struct PaddingAndSpacer: View {
    var body: some View {
        VStack(alignment: .leading) {
            HStack(spacing: 0) {
                Spacer(minLength: 0)
                Rectangle().frame(width: 50, height: 50)
                Spacer()
                Rectangle().fill(Color.red).frame(width: 50, height: 50)
                Spacer()
                    .frame(height: 10)
                    .background(Color.orange)
            }
            .background(Color.yellow)
            .padding(.horizontal, 20)
            Text("This is the description of what we will do on this screen.")
                .padding()
                .padding(.leading, 20)
                .padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
            Spacer()
        }
        .padding(.vertical, 30)
        .background(
            Color.white
                .cornerRadius(10)
                .shadow(color: Color.black.opacity(0.3), radius: 10, x: 0.0, y: 10.0)
        )
        .padding(.horizontal)
    }
}

#Preview {
    PaddingAndSpacer()
}
