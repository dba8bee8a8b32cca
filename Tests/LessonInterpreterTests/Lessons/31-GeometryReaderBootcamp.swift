// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct GeometryReaderBootcamp: View {
    var body: some View {
        GeometryReader { geometry in
            HStack(spacing: 0) {
                Rectangle()
                    .fill(Color.red)
                    .frame(width: geometry.size.width * 0.6666)
                Rectangle()
                    .fill(Color.blue)
            }
            .ignoresSafeArea()
        }
    }

    func getPercentage(geo: GeometryProxy) -> Double {
        let maxDistance = UIScreen.main.bounds.width / 2
        let currentX = geo.frame(in: .global).midX
        return Double(1 - (currentX / maxDistance))
    }
}

struct GeometryReaderBootcamp_Previews: PreviewProvider {
    static var previews: some View {
        GeometryReaderBootcamp()
    }
}

// expect-preview: GeometryReaderBootcamp_Previews
// The reader at the root has the safe area, 393 wide: the red rectangle is 393 × 0.6666 =
// 261.97 wide, the blue takes the 131.03 left. The HStack fills the reader (0 59 393 759) and
// ignores the safe area, which it touches at the top and the foot: it reaches the screen's
// edges, 852 high, and its rectangles are laid out again in it.
// expect: GeometryReader#0 = 0 59 393 759
// expect: HStack#0 = 0 0 393 852
// expect: Rectangle#0 = 0 0 261.97 852
// expect: Rectangle#1 = 261.97 0 131.03 852

// expect-warnings: 0
