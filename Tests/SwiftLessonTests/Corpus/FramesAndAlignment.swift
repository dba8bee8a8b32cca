import SwiftUI

struct FramesAndAlignment: View {
    var body: some View {
        Text("Hello, World!")
            .background(Color.green)
            .frame(width: 200, height: 200, alignment: .center)
            .background(Color.red)
            .frame(height: 100, alignment: .top)
            .background(Color.orange)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color.pink)
            .frame(height: 400)
            .background(Color.purple)
            .frame(maxHeight: .infinity, alignment: .top)
            .background(Color.yellow)
    }
}

#Preview {
    FramesAndAlignment()
}
