// Lesson: SF Symbols made resizable, fitted and framed.
// Geometry corpus: expectations worked out by hand from SwiftUI's layout rules (iPhone 15 canvas:
// a root of w x h sits at x = (393 - w) / 2, y = 59 + (759 - h) / 2).
// A resizable image without an aspect ratio takes its whole offer. With scaledToFit the image keeps
// the symbol's own aspect ratio, which is not pinned here: only the frames around it are.
import SwiftUI

struct SymbolRow: View {
    var body: some View {
        HStack(spacing: 24) {
            Image(systemName: "heart.fill")
                .resizable()
                .foregroundColor(.red)
                .frame(width: 60, height: 60)
            Image(systemName: "star.fill")
                .resizable()
                .scaledToFit()
                .foregroundColor(.yellow)
                .frame(width: 60, height: 60)
            Image(systemName: "bolt.fill")
                .resizable()
                .scaledToFit()
                .frame(width: 40, height: 80)
                .background(Color.gray.opacity(0.2))
        }
    }
}

#Preview("Row") {
    SymbolRow()
}

#Preview("Stretched") {
    Image(systemName: "globe")
        .resizable()
        .frame(width: 120, height: 80)
}

// expect-preview: Row
// HStack: 60 + 60 + 40 = 160, + 2 * 24 = 208 wide; 80 tall (the tallest).
// x = (393 - 208) / 2 = 92.5; y = 59 + (759 - 80) / 2 = 398.5
// Children centred vertically: the 60 tall ones at y 398.5 + 10 = 408.5.
// x: 92.5; 92.5 + 60 + 24 = 176.5; 176.5 + 60 + 24 = 260.5 (ends at 300.5 = 92.5 + 208).
// Pre-order: HStack, .frame#0 Image#0, .frame#1 Image#1, .background#0 .frame#2 Image#2 Color#0
// expect: HStack#0 = 92.5 398.5 208 80
// expect: .frame#0 = 92.5 408.5 60 60
// expect: Image#0 = 92.5 408.5 60 60
// expect: .frame#1 = 176.5 408.5 60 60
// expect: .background#0 = 260.5 398.5 40 80
// expect: .frame#2 = 260.5 398.5 40 80
// expect: Color#0 = 260.5 398.5 40 80

// expect-preview: Stretched
// x = (393 - 120) / 2 = 136.5; y = 59 + (759 - 80) / 2 = 398.5
// expect: .frame#0 = 136.5 398.5 120 80
// expect: Image#0 = 136.5 398.5 120 80

// expect-warnings: 0
