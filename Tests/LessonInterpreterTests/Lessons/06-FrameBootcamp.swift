// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
import SwiftUI

struct FrameBootcamp: View {
    var body: some View {
        Text("Hello, World!")
            .background(Color.green)
            .frame(height: 100, alignment: .top)
            .background(Color.orange)
            .frame(width: 150)
            .background(Color.purple)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color.pink)
            .frame(height: 400)
            .background(Color.green)
            .frame(maxHeight: .infinity, alignment: .top)
            .background(Color.yellow)
    }
}

struct FrameBootcamp_Previews: PreviewProvider {
    static var previews: some View {
        FrameBootcamp()
    }
}

// expect-preview: FrameBootcamp_Previews
// Each `.background(Color…)` is a style's background, which reaches past the safe area where its
// view touches it. The last frame takes the safe area (0 59 393 759) and so its yellow the
// whole screen; the 400-high frame sits at its top (59…459), so its green reaches up to 0 only.
// expect: Color#4 = 0 0 393 459
// expect: Color#5 = 0 0 393 852

// expect-warnings: 0
