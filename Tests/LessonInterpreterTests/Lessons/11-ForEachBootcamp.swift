// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct ForEachBootcamp: View {

    let data: [String] = ["Hi", "Hello", "Hey everyone"]
    let myString: String = "Hello"

    var body: some View {
        VStack {
            ForEach(data.indices) { index in
                Text("\(data[index]): \(index)")
            }

            ForEach(0..<5) { index in
                HStack {
                    Circle()
                        .frame(width: 30, height: 30)
                    Text("Index is: \(index)")
                }
            }

            ForEach(data, id: \.self) { item in
                Text(item.uppercased())
                    .font(.caption)
            }
        }
    }
}

struct ForEachBootcamp_Previews: PreviewProvider {
    static var previews: some View {
        ForEachBootcamp()
    }
}

// expect-warnings: 0
