// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct GridBootcamp: View {

    let columns: [GridItem] = [
        GridItem(.flexible(), spacing: 6, alignment: nil),
        GridItem(.flexible(), spacing: 6, alignment: nil),
        GridItem(.flexible(), spacing: 6, alignment: nil),
    ]

    var body: some View {
        ScrollView {
            Rectangle()
                .fill(Color.orange)
                .frame(height: 400)

            LazyVGrid(
                columns: columns,
                alignment: .center,
                spacing: 6,
                pinnedViews: [.sectionHeaders],
                content: {
                    Section(header:
                        Text("Section 1")
                            .foregroundColor(.white)
                            .font(.title)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .background(Color.blue)
                            .padding()
                    ) {
                        ForEach(0..<20) { index in
                            Rectangle()
                                .frame(height: 150)
                        }
                    }
                })
        }
    }
}

struct GridBootcamp_Previews: PreviewProvider {
    static var previews: some View {
        GridBootcamp()
    }
}

// expect-preview: GridBootcamp_Previews
// The scroll view offers 393 with no height limit; its VStack: the 400 pt rectangle, 8 pt, then
// the grid. Three flexible columns with 6 pt after each but the last: (393 - 2 × 6) / 3 = 127,
// at x 0, 133 and 266 (as Xcode draws them), under the section's padded header; rows 6 pt apart.
// expect: Rectangle#0 = 0 59 393 400
// expect: Rectangle#1 = 0 _ 127 150
// expect: Rectangle#2 = 133 _ 127 150
// expect: Rectangle#3 = 266 _ 127 150
// expect: Rectangle#4 = 0 _ 127 150

// expect-warnings: 0
