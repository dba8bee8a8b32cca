// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct StacksBootcamp: View {
    // Vstacks -> Vertical
    // Hstacks -> Horizontal
    // Zstacks -> zIndex (back to front)

    var body: some View {
        VStack(spacing: 40) {
            ZStack(alignment: .topLeading) {
                Rectangle()
                    .fill(Color.yellow)
                    .frame(width: 350, height: 300)

                VStack(alignment: .leading, spacing: 30) {
                    Rectangle()
                        .fill(Color.red)
                        .frame(width: 150, height: 150)

                    Rectangle()
                        .fill(Color.green)
                        .frame(width: 100, height: 100)

                    HStack(alignment: .bottom) {
                        Rectangle()
                            .fill(Color.purple)
                            .frame(width: 50, height: 50)
                        Rectangle()
                            .fill(Color.pink)
                            .frame(width: 75, height: 75)
                        Rectangle()
                            .fill(Color.blue)
                            .frame(width: 25, height: 25)
                    }
                    .background(Color.white)
                }
                .background(Color.black)
            }

            VStack(alignment: .center, spacing: 20) {
                Text("5")
                    .font(.largeTitle)
                    .underline()

                Text("Items in your cart:")
                    .font(.caption)
                    .foregroundColor(.gray)
            }

            ZStack {
                Circle()
                    .frame(width: 100, height: 100)
                Text("1")
                    .font(.title)
                    .foregroundColor(.white)
            }
        }
    }
}

struct StacksBootcamp_Previews: PreviewProvider {
    static var previews: some View {
        StacksBootcamp()
    }
}

// expect-warnings: 0
