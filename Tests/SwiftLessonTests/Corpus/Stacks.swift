import SwiftUI

struct Stacks: View {
    var body: some View {
        VStack(alignment: .center, spacing: 20) {
            HStack(alignment: .bottom, spacing: 0) {
                Rectangle().fill(Color.red).frame(width: 50, height: 50)
                Rectangle().fill(Color.green).frame(width: 50, height: 75)
                Rectangle().fill(Color.blue).frame(width: 50, height: 100)
            }
            ZStack(alignment: .topLeading) {
                Rectangle()
                    .fill(Color.yellow)
                    .frame(width: 150, height: 150)
                Circle()
                    .fill(Color.orange)
                    .frame(width: 100, height: 100)
            }
            ZStack {
                Circle().frame(width: 100, height: 100)
                Text("1").font(.title).foregroundColor(.white)
            }
        }
    }
}

#Preview {
    Stacks()
}
